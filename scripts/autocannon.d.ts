/** The part of autocannon's API the load benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
  }
  function autocannon(options: Options): Promise<Result>;
  namespace autocannon {
    /** Turns a run's raw result (what a run in a worker thread reports) into the usual one. */
    function aggregateResult(raw: unknown, options?: Partial<Options>): Result;
  }
  export default autocannon;
}
