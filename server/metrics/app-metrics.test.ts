import { describe, expect, it } from 'vitest';
import { AppMetrics, MAX_OPERATION_LABELS } from './app-metrics.js';

/** The value of one sample line of the scrape, by its full series text, e.g. 'x_count{a="b"}'. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('AppMetrics', () => {
  it('counts answers by method, route, operation and status class', async () => {
    const metrics = new AppMetrics();
    metrics.observeRequest({ method: 'POST', route: '/graphql', operation: 'AllOrders', status: 200 }, 0.004);
    metrics.observeRequest({ method: 'POST', route: '/graphql', operation: 'AllOrders', status: 200 }, 0.2);
    metrics.observeRequest({ method: 'GET', route: '/api/v1/orders/:id', status: 404 }, 0.001);
    const { body, contentType } = await metrics.scrape();
    expect(contentType).toMatch(/^text\/plain/);
    const gql =
      'voyage_http_request_duration_seconds_count{method="POST",route="/graphql",operation="AllOrders",status="2xx"}';
    expect(sample(body, gql)).toBe(2);
    const le =
      'voyage_http_request_duration_seconds_bucket{le="0.005",method="POST",route="/graphql",operation="AllOrders",status="2xx"}';
    expect(sample(body, le)).toBe(1);
    const rest =
      'voyage_http_request_duration_seconds_count{method="GET",route="/api/v1/orders/:id",operation="",status="4xx"}';
    expect(sample(body, rest)).toBe(1);
    // The process's own figures are merged in.
    expect(body).toContain('nodejs_eventloop_lag_seconds');
    expect(body).toContain('process_resident_memory_bytes');
  });

  it('turns malformed operation names, and any beyond the first hundred, into "other"', async () => {
    const metrics = new AppMetrics();
    for (let i = 0; i < MAX_OPERATION_LABELS + 20; i++) {
      metrics.observeRequest({ method: 'POST', route: '/graphql', operation: `Op${i}`, status: 200 }, 0.01);
    }
    metrics.observeRequest({ method: 'POST', route: '/graphql', operation: 'bad name{}"', status: 200 }, 0.01);
    const { body } = await metrics.scrape();
    const series = body.split('\n').filter((l) => l.startsWith('voyage_http_request_duration_seconds_count'));
    expect(series).toHaveLength(MAX_OPERATION_LABELS + 1);
    const other =
      'voyage_http_request_duration_seconds_count{method="POST",route="/graphql",operation="other",status="2xx"}';
    expect(sample(body, other)).toBe(21);
  });

  it('reports calculations by mode and outcome, and vessels priced by finished ones', async () => {
    const metrics = new AppMetrics();
    metrics.observeCalculation('whole', 'ok', 0.07, 200);
    metrics.observeCalculation('stream', 'cancelled', 0.01);
    const { body } = await metrics.scrape();
    expect(sample(body, 'voyage_calculation_duration_seconds_count{mode="whole",outcome="ok"}')).toBe(1);
    expect(sample(body, 'voyage_calculation_duration_seconds_count{mode="stream",outcome="cancelled"}')).toBe(1);
    expect(sample(body, 'voyage_calculated_vessels_total{mode="whole"}')).toBe(200);
    expect(body).not.toContain('voyage_calculated_vessels_total{mode="stream"}');
  });

  it('reads the pool on each scrape, and has no pool gauges without a pool (PGlite)', async () => {
    let waiting = 0;
    const metrics = new AppMetrics(() => ({ total: 10, idle: 3, waiting }));
    waiting = 4;
    const { body } = await metrics.scrape();
    expect(sample(body, 'voyage_db_pool_total_connections')).toBe(10);
    expect(sample(body, 'voyage_db_pool_idle_connections')).toBe(3);
    expect(sample(body, 'voyage_db_pool_waiting_connections')).toBe(4);
    expect((await new AppMetrics().scrape()).body).not.toContain('voyage_db_pool_');
  });
});
