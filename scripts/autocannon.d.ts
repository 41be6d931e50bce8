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
  /** A run started with a callback: it reports each answer as it comes (status, bytes, latency in ms). */
  export interface Instance {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): Instance;
  }
  function autocannon(options: Options): Promise<Result>;
  function autocannon(options: Options, done: (err: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
