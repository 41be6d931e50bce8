import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asGraphqlInput, asRestPayload } from '../fixtures/estimate-formats.js';
import { supramaxIndonesiaIndia } from '../fixtures/estimates.js';
import { gql, loginToken, rest, subscribeOverWs } from '../helpers/api.js';
import { CALCULATION_STREAM } from '../helpers/calculator-ops.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/** Sample values of a scrape by series text (name and labels exactly as printed). */
function samples(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const cut = line.lastIndexOf(' ');
    out.set(line.slice(0, cut), Number(line.slice(cut + 1)));
  }
  return out;
}

async function scrape(url: string, token?: string): Promise<{ status: number; text: string; type: string }> {
  const res = await fetch(`${url}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') ?? '' };
}

describe('/metrics (Prometheus text)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('reports requests by route pattern and GraphQL operation, and calculations whole and streamed', async () => {
    const token = await loginToken(server.url, 'pricing@demo.example');
    expect((await gql(server.url, 'query MetricsProbe { roles { name } }', {}, token)).status).toBe(200);
    expect((await rest(server.url, 'GET', '/emails/987654', { token })).status).toBeGreaterThanOrEqual(400);
    const whole = await rest(server.url, 'POST', '/calculate/multiple/old', {
      token,
      body: asRestPayload(supramaxIndonesiaIndia()),
    });
    expect(whole.status).toBe(200);
    const { events } = await subscribeOverWs(
      server.url,
      CALCULATION_STREAM,
      { input: asGraphqlInput(supramaxIndonesiaIndia()) },
      token,
    );
    expect(events.length).toBe(4);

    const { status, text, type } = await scrape(server.url);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    const m = samples(text);
    const count = (labels: string) => m.get(`voyage_http_request_duration_seconds_count{${labels}}`);
    expect(count('method="POST",route="/graphql",operation="MetricsProbe",status="2xx"')).toBe(1);
    expect(count('method="POST",route="/api/v1/calculate/multiple/old",operation="",status="2xx"')).toBe(1);
    expect(count('method="POST",route="/api/v1/auth/login",operation="",status="2xx"')).toBe(1);
    expect(count('method="GET",route="/api/v1/emails/:id",operation="",status="4xx"')).toBe(1);
    // The order id is not a label: the route is the pattern the path matched.
    expect([...m.keys()].some((k) => k.includes('987654'))).toBe(false);
    expect(m.get('voyage_calculation_duration_seconds_count{mode="whole",outcome="ok"}')).toBe(1);
    expect(m.get('voyage_calculation_duration_seconds_count{mode="stream",outcome="ok"}')).toBe(1);
    expect(m.get('voyage_calculated_vessels_total{mode="whole"}')).toBe(3);
    expect(m.get('voyage_calculated_vessels_total{mode="stream"}')).toBe(3);
    // Event-loop lag and memory of the process.
    expect(m.get('nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(m.get('process_resident_memory_bytes')).toBeGreaterThan(0);
    // The pool gauges exist on PostgreSQL only (PGlite is one embedded connection).
    const postgres = server.config.databaseUrl.startsWith('postgres');
    expect(m.has('voyage_db_pool_total_connections')).toBe(postgres);
    if (postgres) expect(m.get('voyage_db_pool_total_connections')).toBeGreaterThan(0);
  });

  describe('with METRICS_TOKEN set', () => {
    let guarded: TestServer;

    beforeAll(async () => {
      vi.stubEnv('METRICS_TOKEN', 'scrape-secret-7f3a');
      guarded = await startTestServer({ seed: false });
      vi.unstubAllEnvs();
    });
    afterAll(() => guarded?.close());

    it('answers 403 without the token or with another, and the figures with it', async () => {
      expect((await scrape(guarded.url)).status).toBe(403);
      const wrong = await scrape(guarded.url, 'scrape-secret-7f3b');
      expect(wrong.status).toBe(403);
      expect(JSON.parse(wrong.text)).toEqual({ error: 'A bearer token equal to METRICS_TOKEN is required' });
      const ok = await scrape(guarded.url, 'scrape-secret-7f3a');
      expect(ok.status).toBe(200);
      expect(ok.text).toContain('voyage_http_request_duration_seconds_bucket');
    });
  });
});
