import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What the server reports at /metrics, in the Prometheus text format (issue #19): request latency by
 * route and GraphQL operation, calculation durations, the database connections, and the process's own
 * figures (event-loop lag, memory, garbage collection) from prom-client's default collectors.
 *
 * One AppMetrics per running app (tests start several apps in one process); the process figures are
 * collected once per process into their own registry and merged in at each scrape.
 */

/** Seconds: from a 1 ms answer to a 10 s calculation. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** At most this many distinct GraphQL operation names become labels; later names count as 'other'. */
export const MAX_OPERATION_LABELS = 100;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** The PostgreSQL pool's connections as pg counts them. */
export interface PoolReading {
  total: number;
  idle: number;
  waiting: number;
}

let processRegistry: Registry | undefined;

/** Node's own figures, collected once per process whatever the number of apps. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 10 });
  }
  return processRegistry;
}

export class AppMetrics {
  private readonly registry = new Registry();
  private readonly operations = new Set<string>();
  private readonly requestSeconds = new Histogram({
    name: 'voyage_http_request_duration_seconds',
    help: 'Time from request to answer, by method, route (the matched path pattern), GraphQL operation and status class',
    labelNames: ['method', 'route', 'operation', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly calculationSeconds = new Histogram({
    name: 'voyage_calculation_duration_seconds',
    help: 'Time of one fleet calculation (legs routed, engine, saving), whole (calculate) or streamed (calculationStream), by outcome (ok, error, cancelled by the client)',
    labelNames: ['mode', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly calculatedVessels = new Counter({
    name: 'voyage_calculated_vessels_total',
    help: 'Vessels priced by finished calculations',
    labelNames: ['mode'] as const,
    registers: [this.registry],
  });

  /** `readPool`: the database pool's counts (pool-reading.ts); absent on PGlite, which has no pool. */
  constructor(readPool?: () => PoolReading) {
    if (!readPool) return;
    for (const state of ['total', 'idle', 'waiting'] as const) {
      new Gauge({
        name: `voyage_db_pool_${state}_connections`,
        help: `PostgreSQL connections of the pg pool: ${state}`,
        registers: [this.registry],
        collect() {
          this.set(readPool()[state]);
        },
      });
    }
  }

  /** Records one HTTP answer. */
  observeRequest(labels: { method: string; route: string; operation?: string; status: number }, seconds: number): void {
    this.requestSeconds.observe(
      {
        method: labels.method,
        route: labels.route,
        operation: this.operationLabel(labels.operation),
        status: `${Math.floor(labels.status / 100)}xx`,
      },
      seconds,
    );
  }

  /** Records one calculation; `vessels` only when it finished. */
  observeCalculation(
    mode: 'whole' | 'stream',
    outcome: 'ok' | 'error' | 'cancelled',
    seconds: number,
    vessels = 0,
  ): void {
    this.calculationSeconds.observe({ mode, outcome }, seconds);
    if (vessels > 0) this.calculatedVessels.inc({ mode }, vessels);
  }

  /** The text a Prometheus server scrapes: this app's figures and the process's. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    const merged = Registry.merge([this.registry, processMetrics()]);
    return { contentType: merged.contentType, body: await merged.metrics() };
  }

  /**
   * A client chooses its operation names: only well-formed names become labels, and only the first
   * MAX_OPERATION_LABELS of them, so no client can grow the series without bound.
   */
  private operationLabel(name: string | undefined): string {
    if (!name) return '';
    if (!OPERATION_NAME.test(name)) return 'other';
    if (this.operations.has(name)) return name;
    if (this.operations.size >= MAX_OPERATION_LABELS) return 'other';
    this.operations.add(name);
    return name;
  }
}
