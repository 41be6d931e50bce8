import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALC_MSG } from '../../web/src/features/calculator/utils/calculator-messages.js';
import { loginToken } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { openAddFleet } from './add-fleet-support.js';
import { fleetRows, fleetTable, openCalculator, seeToast, settled } from './calculator-support.js';

/**
 * Add Fleet, Auto: Select all ticks every position of the search, not only the first page loaded (spec 1
 * section 9, 'select-all ticks all rows'). A broker's list of 55 Supramaxes open in Qingdao is posted
 * through the upload path; the tab loads 50 a page, so Select all loads the rest and ticks it, and Save adds
 * every ticked ship.
 */

const SHIPS = 55;
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** A plain position list received now, every ship open in Qingdao ten to twelve days ahead. */
function positionList(): Uint8Array<ArrayBuffer> {
  const open = new Date(Date.now() + 10 * 86_400_000);
  const from = open.getUTCDate();
  const to = new Date(open.getTime() + 2 * 86_400_000);
  const span =
    to.getUTCMonth() === open.getUTCMonth()
      ? `${from}-${to.getUTCDate()} ${MONTHS[open.getUTCMonth()]}`
      : `${from} ${MONTHS[open.getUTCMonth()]}`;
  const lines = Array.from(
    { length: SHIPS },
    (_, i) => `MV SELECTALL ${String(i + 1).padStart(2, '0')} 58,xxx DWT BLT 2014 4X30T CR OPEN QINGDAO ${span}`,
  );
  const date = new Date().toUTCString().replace('GMT', '+0000');
  const raw = [
    'From: Test Chartering <desk@chartering.example>',
    'To: undisclosed-recipients:;',
    'Subject: SUPRAMAX POSITIONS',
    `Date: ${date}`,
    'Message-ID: <select-all-60@chartering.example>',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset="us-ascii"',
    '',
    'Good day, please find our open Supramaxes:',
    '',
    '===== FAR EAST =====',
    ...lines,
    '',
    'All details about/without guarantee.',
    '',
  ].join('\r\n');
  return new Uint8Array(Buffer.from(raw, 'latin1'));
}

describe('Add Fleet, Auto: Select all over a search longer than one page', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    server = await startTestServer({ seed: true, catalogue: true });
    const token = await loginToken(server.url, 'admin@demo.example');
    const res = await fetch(`${server.url}/api/v1/emails`, {
      method: 'POST',
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${token}` },
      body: positionList(),
    });
    expect(res.status).toBe(201);
    const { positions } = (await res.json()) as { positions: unknown[] };
    expect(positions).toHaveLength(SHIPS);
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    await openCalculator(page);
    await fleetTable(page).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('loads the pages not yet shown, ticks every ship of the search and adds them all', async () => {
    await settled(page);
    const fleetBefore = await fleetRows(page).count();
    const d = await openAddFleet(page);
    await d.getByRole('tab', { name: 'Auto' }).click();
    const regionButton = d.getByTestId('region-select');
    await regionButton.click();
    const regions = page.getByRole('group', { name: 'Regions' });
    await regions.getByLabel('Unknown').uncheck();
    await regions.getByLabel('Far East').check();
    await regionButton.click();
    await regions.waitFor({ state: 'hidden' });
    await d.getByRole('button', { name: 'Search' }).click();

    const rows = d.getByTestId('auto-row');
    const count = d.getByTestId('auto-count');
    // The demo's own e-mails may add a Far East position or two to the list's 55 ships.
    await expect.poll(() => count.textContent()).toMatch(/^50 of \d+ positions$/);
    const total = Number(/of (\d+)/.exec((await count.textContent()) ?? '')![1]);
    expect(total).toBeGreaterThanOrEqual(SHIPS);
    expect(await d.getByRole('button', { name: 'More positions' }).count()).toBe(1);

    // Ticking every row shown is not yet all of the search: the header box says 'some'.
    const all = d.getByLabel('Select all');
    const indeterminate = () => all.evaluate((el) => (el as HTMLInputElement).indeterminate);
    await rows.first().getByRole('checkbox').check();
    expect(await indeterminate()).toBe(true);

    await all.check();
    await expect
      .poll(() => count.textContent(), { timeout: 15_000 })
      .toBe(`${total} of ${total} positions, ${total} ticked`);
    expect(await rows.count()).toBe(total);
    expect(await rows.locator('input[type="checkbox"]:checked').count()).toBe(total);
    expect(await d.getByRole('button', { name: 'More positions' }).count()).toBe(0);
    expect(await all.isChecked()).toBe(true);
    expect(await indeterminate()).toBe(false);

    // The demo's positions and one of the list's ships left out: the box says 'some', Save adds the others.
    const others = rows.filter({ hasNotText: 'SELECTALL' });
    for (let i = 0; i < total - SHIPS; i++) await others.nth(i).getByRole('checkbox').uncheck();
    await d.getByLabel(`Select SELECTALL ${SHIPS}`).uncheck();
    expect(await indeterminate()).toBe(true);
    await expect.poll(() => count.textContent()).toBe(`${total} of ${total} positions, ${SHIPS - 1} ticked`);
    await d.getByRole('button', { name: 'Save' }).click();
    await seeToast(page, CALC_MSG.vesselsAdded);
    await d.waitFor({ state: 'detached' });
    // The table's own count (it draws only the rows in view past 60).
    await expect
      .poll(() => fleetTable(page).getAttribute('data-rows'), { timeout: 30_000 })
      .toBe(String(fleetBefore + SHIPS - 1));
  });
});
