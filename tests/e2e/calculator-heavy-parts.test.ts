import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { fleetRows, gridRows, legsSettled, openCalculator, settled } from './calculator-support.js';
import { activate, activeFleetId, recordCalcInputs, type Json } from './calculator-truth-support.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
/** DD/MMM/yyyy HH:mm in UTC, written here without Intl to check the grid's own text. */
const utcText = (iso: string) => {
  const d = new Date(Date.parse(iso));
  return `${pad(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
};

/** The runIds the page's calculationStream events carry, and its calculationRunVessel reads, in order. */
function recordRuns(page: Page): { streamed: string[]; read: { runId: string; fleetId: string }[] } {
  const seen = { streamed: [] as string[], read: [] as { runId: string; fleetId: string }[] };
  page.on('websocket', (ws) => {
    ws.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string' || !payload.includes('"calculationStream"')) return;
      const runId = (JSON.parse(payload) as Json).payload?.data?.calculationStream?.runId;
      if (runId && seen.streamed.at(-1) !== runId) seen.streamed.push(runId);
    });
  });
  page.on('request', (req) => {
    const body = req.postData();
    if (!body?.includes('CalculationRunVessel')) return;
    seen.read.push((JSON.parse(body) as Json).variables);
  });
  return seen;
}

/** Each row's (UTC arrival in its title, port stay) as the grid shows them, by row key. */
async function shownRows(page: Page): Promise<Map<string, { arrival: string; portStay: string }>> {
  const rows = await gridRows(page).evaluateAll((els) =>
    els.map((e) => ({
      key: e.getAttribute('data-key') ?? '',
      title: e.querySelector('[title^="Arrival "]')?.getAttribute('title') ?? '',
      portStay: e.querySelector('[aria-label$="Port stay"]')?.textContent ?? '',
    })),
  );
  return new Map(
    rows.map((r) => [r.key, { arrival: /\/ ([^\n]+) UTC\nDeparture/.exec(r.title)?.[1] ?? '', portStay: r.portStay }]),
  );
}

/**
 * ADR 0021 in Chromium: the stream carries each vessel's light part; the grid's row table is the active
 * vessel's heavy part read from the same run (calculationRunVessel), equal to the calculate mutation's.
 */
describe('the grid reads the active vessel’s row table from the run', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;
  let inputs: Json[];
  let runs: ReturnType<typeof recordRuns>;

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    inputs = recordCalcInputs(page);
    runs = recordRuns(page);
    await openCalculator(page);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('switching the active vessel shows that vessel’s rows of the same run, equal to calculate’s; back is instant', async () => {
    await legsSettled(page);
    await settled(page, 0);
    await page.waitForTimeout(1_500);
    await settled(page, 0);
    const input = inputs.at(-1)!;
    const sent = inputs.length;
    const runId = runs.streamed.at(-1)!;
    expect(runId).toBeTruthy();

    const token = await loginToken(server.url, 'admin@demo.example');
    const q = `mutation ($payload: CalculationPayload!) { calculate(payload: $payload) { results {
      fleetId portToPortOperationResultMap { rowId operation arrivalTime portDays } } } }`;
    const r = await gql<{ calculate: { results: Json[] } }>(server.url, q, { payload: input }, token);
    expect(r.errors).toBeUndefined();
    const byFleet = new Map(r.data!.calculate.results.map((v) => [String(v.fleetId), v.portToPortOperationResultMap]));

    const expectRowsOf = async (fleetId: string) => {
      const expected = (byFleet.get(fleetId) as Json[]).filter((x) => x.operation !== 'COMMENCE');
      expect(expected.length).toBeGreaterThan(1);
      await expect.poll(() => page.getByTestId('grid-results-loading').count()).toBe(0);
      const shown = await shownRows(page);
      for (const x of expected) {
        expect(shown.get(x.rowId)?.arrival, `${fleetId} ${x.rowId}`).toBe(utcText(x.arrivalTime));
        expect(Number(shown.get(x.rowId)?.portStay), `${fleetId} ${x.rowId}`).toBeCloseTo(x.portDays, 2);
      }
      return expected.map((x) => utcText(x.arrivalTime));
    };

    const first = await activeFleetId(page);
    const firstArrivals = await expectRowsOf(first);
    expect(runs.read).toContainEqual({ runId, fleetId: first });

    // Another vessel (a different open position: other arrivals): its rows, read from the same run.
    const rows = await fleetRows(page).all();
    let other: string | null = null;
    for (const row of rows) {
      const id = (await row.getAttribute('data-fleet-id')) ?? '';
      if (id === first) continue;
      const arrivals = (byFleet.get(id) as Json[]).filter((x) => x.operation !== 'COMMENCE').map((x) => x.arrivalTime);
      if (arrivals.map(utcText).join() === firstArrivals.join()) continue;
      await activate(row);
      other = id;
      break;
    }
    expect(other, 'a fleet vessel whose itinerary differs from the first').not.toBeNull();
    const otherArrivals = await expectRowsOf(other!);
    expect(otherArrivals).not.toEqual(firstArrivals);
    expect(runs.read.at(-1)).toEqual({ runId, fleetId: other });
    // Switching vessels recalculates nothing.
    expect(inputs.length).toBe(sent);

    // Back to the first: from the cache, no further read.
    const reads = runs.read.length;
    await activate(fleetRows(page).and(page.locator(`[data-fleet-id="${first}"]`)));
    await expectRowsOf(first);
    expect(runs.read.length).toBe(reads);
  });
});
