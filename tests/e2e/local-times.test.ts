import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { gridRows, legsSettled, openCalculator, settled } from './calculator-support.js';
import { activeFleetId, recordCalcInputs, type Json } from './calculator-truth-support.js';

/** Zones of the demo orders' ports with one offset all year (no daylight saving), hours east of UTC. */
const FIXED_OFFSETS: Record<string, number> = {
  'Asia/Shanghai': 8,
  'Asia/Singapore': 8,
  'Asia/Tokyo': 9,
  'Africa/Conakry': 0,
  'America/Sao_Paulo': -3,
  'Australia/Brisbane': 10,
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
/** DD/MMM/yyyy HH:mm of epoch milliseconds read as UTC: written here without Intl, to check the app's. */
const utcText = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
};
const offsetText = (h: number) => `UTC${h < 0 ? '-' : '+'}${Math.abs(h)}`;

async function rowTitle(page: Page, key: string): Promise<string> {
  const row = gridRows(page).and(page.locator(`[data-key="${key}"]`));
  return (await row.locator('[title^="Arrival "]').getAttribute('title')) ?? '';
}

/**
 * Issue #21 item 4 in Chromium: the grid's arrival and departure of a row in its port's own zone, named with
 * its offset, and in UTC, against the calculate mutation's UTC times and zone for the same input.
 */
describe('local times in the calculator grid', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;
  let inputs: Json[];

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    inputs = recordCalcInputs(page);
    await openCalculator(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows a row’s arrival and departure in the port’s zone and in UTC, as calculate answers them', async () => {
    await legsSettled(page);
    await settled(page, 0);
    await page.waitForTimeout(1_500);
    await settled(page, 0);
    const input = inputs.at(-1)!;
    const fleetId = await activeFleetId(page);
    const token = await loginToken(server.url, 'admin@demo.example');
    const q = `mutation ($payload: CalculationPayload!) { calculate(payload: $payload) { results {
      fleetId portToPortOperationResultMap { rowId port operation arrivalTime departureTime timeZone } } } }`;
    const r = await gql<{ calculate: { results: Json[] } }>(server.url, q, { payload: input }, token);
    expect(r.errors).toBeUndefined();
    const rows = r.data!.calculate.results.find((v) => String(v.fleetId) === fleetId)!
      .portToPortOperationResultMap as Json[];
    // Every port of the itinerary has a zone in the port table.
    const ports = rows.filter((x) => x.operation !== 'COMMENCE');
    expect(ports.length).toBeGreaterThan(1);
    for (const x of ports) expect(x.timeZone, x.port).toMatch(/^[A-Za-z_]+\/[A-Za-z0-9_/+-]+$/);

    const row = ports.find((x) => x.timeZone in FIXED_OFFSETS)!;
    expect(row, 'a row in a zone without daylight saving').toBeTruthy();
    const h = FIXED_OFFSETS[row.timeZone]!;
    const expected = (iso: string) => {
      const ms = Date.parse(iso);
      return `${utcText(ms + h * 3_600_000)} (${row.timeZone}, ${offsetText(h)}) / ${utcText(ms)} UTC`;
    };
    await expect
      .poll(() => rowTitle(page, row.rowId), { timeout: 15_000 })
      .toBe(`Arrival ${expected(row.arrivalTime)}\nDeparture ${expected(row.departureTime)}`);

    // Every other row names its own port's zone beside UTC.
    for (const x of ports) {
      const title = await rowTitle(page, x.rowId);
      expect(title, x.port).toContain(`(${x.timeZone}, UTC`);
      expect(title, x.port).toContain(`/ ${utcText(Date.parse(x.arrivalTime))} UTC`);
    }
  });
});
