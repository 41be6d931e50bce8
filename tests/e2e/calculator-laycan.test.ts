import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALC_MSG } from '../../web/src/features/calculator/utils/calculator-messages.js';
import { gql, loginToken } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { cellText, fleetRows, gridRows, num, openCalculator, settled } from './calculator-support.js';

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** 'DD/MMM/yyyy HH:mm' (UTC, as the web formats instants) to epoch ms. */
function parseShown(text: string): number {
  const m = /^(\d{2})\/([A-Z][a-z]{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) throw new Error(`not a date-time: '${text}'`);
  return Date.UTC(Number(m[3]), MONTHS.indexOf(m[2]!), Number(m[1]), Number(m[4]), Number(m[5]));
}

const detail = (page: Page, name: string): Locator =>
  page.getByTestId('result-details').locator(`[data-field="${name}"]`);
const warningsText = async (page: Page) => (await page.getByTestId('calc-warnings').textContent()) ?? '';

/** Makes a fleet row the active vessel (a click on its name) and waits until it is. */
async function activate(row: Locator): Promise<void> {
  await row.locator('td[data-col="vessel"]').click();
  await expect.poll(() => row.getAttribute('aria-selected')).toBe('true');
}

/** The sum of the grid's Port stay column (each cell shown to at most 2 decimals). */
async function gridPortStay(page: Page): Promise<{ sum: number; cells: number }> {
  const texts = await gridRows(page)
    .getByLabel(/^Row \d+ Port stay$/)
    .allTextContents();
  const values = texts.map((t) => t.trim()).filter((t) => t !== '');
  return { sum: values.reduce((s, t) => s + num(t), 0), cells: values.length };
}

describe('the calculator flags a missed laycan and shows Port Stay without waiting', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;
  let laycanEnd: number;
  let laycanStart: number;

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    // One vessel opening after every demo order's laycan end: it cannot make the laycan whatever the order.
    const admin = await loginToken(server.url, 'admin@demo.example');
    const found = await gql<any>(
      server.url,
      '{ vessels(search: "Solent Pioneer") { content { databaseId } } }',
      {},
      admin,
    );
    const line = {
      vesselId: found.data.vessels.content[0].databaseId,
      port: 'Santos',
      dateOpening: '2027-03-20T00:00:00Z',
    };
    const add = 'mutation ($lines: [FleetEntryInput!]!) { addToFleet(lines: $lines) { databaseId } }';
    expect((await gql(server.url, add, { lines: [line] }, admin)).errors).toBeUndefined();
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    await openCalculator(page);
  });

  /** Waits for the first results and reads the order's laycan from Cargo Details. */
  async function readLaycan(): Promise<void> {
    await settled(page, 0);
    const cargo = page.getByTestId('cargo-details');
    laycanStart = parseShown((await cargo.locator('[data-field="Laycan From"]').textContent()) ?? '');
    laycanEnd = parseShown((await cargo.locator('[data-field="Laycan To"]').textContent()) ?? '');
  }

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('marks exactly the vessels that reach the load port after the laycan end, with a title, and lists the warning', async () => {
    await readLaycan();
    const rows = await fleetRows(page).all();
    const late: Locator[] = [];
    const onTime: Locator[] = [];
    for (const r of rows) {
      // The shown ETA is cut to the minute; the engine compares the exact instant.
      const eta = parseShown((await cellText(r, 'eta')).replace(/^⚠\s*/, ''));
      const mark = r.getByTestId('laycan-missed');
      if (eta > laycanEnd) {
        expect(await mark.count()).toBe(1);
        expect(await mark.getAttribute('title')).toBe(CALC_MSG.laycanMissed);
        late.push(r);
      } else if (eta < laycanEnd - 60_000) {
        expect(await mark.count()).toBe(0);
        onTime.push(r);
      }
    }
    // The demo fleet makes the laycan; the vessel added above (open 20 Mar) cannot.
    expect(late.length).toBeGreaterThan(0);
    expect(onTime.length).toBeGreaterThan(0);

    await activate(late[0]!);
    await expect.poll(() => warningsText(page)).toContain('Cannot make laycan');
    await activate(onTime[0]!);
    await expect.poll(() => warningsText(page)).not.toContain('Cannot make laycan');
  });

  it("shows Waiting beside Port Stay, and Port Stay is the sum of the grid's Port stay column", async () => {
    // A vessel that reaches the load port before the laycan starts waits there.
    let waiter: Locator | null = null;
    for (const r of await fleetRows(page).all()) {
      const eta = parseShown((await cellText(r, 'eta')).replace(/^⚠\s*/, ''));
      if (eta < laycanStart - 3_600_000) waiter = r;
    }
    expect(waiter).not.toBeNull();
    await activate(waiter!);
    await expect.poll(async () => num((await detail(page, 'waiting').textContent()) ?? '')).toBeGreaterThan(0);
    const portStay = num((await detail(page, 'portStay').textContent()) ?? '');
    const { sum, cells } = await gridPortStay(page);
    expect(cells).toBeGreaterThan(0);
    // Each cell is rounded to 2 decimals: allow half a hundredth per cell.
    expect(Math.abs(portStay - sum)).toBeLessThanOrEqual(0.005 * (cells + 1));
    const label = page.getByTestId('result-details').getByText('Waiting', { exact: true });
    expect(await label.count()).toBe(1);
  });
});
