import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { fleetRows, fleetTable, num, openCalculator, settled } from './calculator-support.js';

const FLEET = 200;
const PORTS = ['Qingdao', 'Singapore', 'Rotterdam', 'Santos', 'Richards Bay'];

/** The rows the table has rendered (those in view plus a margin): fleet id, TCE, the run of its result. */
async function rowsInView(page: Page): Promise<{ id: string; tce: number; run: string }[]> {
  return fleetRows(page).evaluateAll((rows) =>
    rows.map((r) => ({
      id: r.getAttribute('data-fleet-id') ?? '',
      tce: Number((r.querySelector('td[data-col="tcEq"]')?.textContent ?? '').replace(/,/g, '')),
      run: r.getAttribute('data-result-run') ?? '',
    })),
  );
}

describe('the calculator with a 200-vessel fleet', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    const token = await loginToken(server.url, 'admin@demo.example');
    const vessels = await gql<{ vessels: { content: { databaseId: number }[] } }>(
      server.url,
      '{ vessels(limit: 100) { content { databaseId } } }',
      {},
      token,
    );
    const ids = vessels.data!.vessels.content.map((v) => v.databaseId);
    const have = await gql<{ myFleet: unknown[] }>(server.url, '{ myFleet { databaseId } }', {}, token);
    const lines = Array.from({ length: FLEET - have.data!.myFleet.length }, (_, i) => ({
      vesselId: ids[i % ids.length],
      port: PORTS[i % PORTS.length],
      dateOpening: new Date(Date.UTC(2027, 0, 1 + (i % 25))).toISOString(),
      hirePerDay: 11_000 + (i % 30) * 400,
    }));
    const added = await gql(
      server.url,
      'mutation ($l: [FleetEntryInput!]!) { addToFleet(lines: $l) { databaseId } }',
      { l: lines },
      token,
    );
    expect(added.errors).toBeUndefined();
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    await page.setViewportSize({ width: 1500, height: 950 });
    await openCalculator(page);
    await page.locator(`[data-testid="fleet-table"][data-rows="${FLEET}"]`).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('prices all 200 and renders only the rows in view, in TCE order, scrolling to the rest', async () => {
    const inView = await rowsInView(page);
    expect(inView.length).toBeGreaterThan(10);
    expect(inView.length).toBeLessThan(FLEET);
    await settled(page);
    const top = await rowsInView(page);
    const run = await fleetTable(page).getAttribute('data-run');
    expect(top.every((r) => r.run === run && Number.isFinite(r.tce))).toBe(true);
    expect(top.map((r) => r.tce)).toEqual([...top.map((r) => r.tce)].sort((a, b) => a - b));

    // The bottom of the list: the highest TCEs, priced in the same run.
    await page.getByTestId('fleet-scroller').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(async () => (await rowsInView(page)).some((r) => r.id === top[0]!.id)).toBe(false);
    const bottom = await rowsInView(page);
    expect(bottom.every((r) => r.run === run)).toBe(true);
    expect(Math.min(...bottom.map((r) => r.tce))).toBeGreaterThanOrEqual(Math.max(...top.map((r) => r.tce)));
    // Every row is accounted for: the scroller holds 200 rows' height.
    const rowCount = await fleetTable(page).getAttribute('aria-rowcount');
    expect(num(rowCount ?? '')).toBe(FLEET + 1);
  });

  it('an edit recalculates every vessel, the rows in view included', async () => {
    const before = await rowsInView(page);
    const run = Number(await fleetTable(page).getAttribute('data-run'));
    await page.getByTestId('fleet-section').getByLabel('TC Adcom %').fill('6.25');
    await settled(page, run);
    const after = await rowsInView(page);
    expect(after.length).toBeGreaterThan(10);
    // The TC equivalent is grossed up for the address commission: every one of them moves.
    const beforeById = new Map(before.map((r) => [r.id, r.tce]));
    const compared = after.filter((r) => beforeById.has(r.id));
    expect(compared.length).toBeGreaterThan(5);
    for (const r of compared) expect(r.tce).not.toBe(beforeById.get(r.id));
  });
});
