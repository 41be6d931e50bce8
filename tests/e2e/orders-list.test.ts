import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MSG } from '../../shared/validation/order-rules.js';
import { gql, loginToken } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { calendarDay, dateField } from './date-field-support.js';
import { logIn, toast, waitForPath } from './e2e-support.js';

const SHOTS = process.env.ORDERS_SCREENSHOTS;
/** Orders the test adds to the admin's four demo orders: 16 in all, two pages. */
const ADDED = 12;

const SAVE = `mutation ($input: OrderInput!) { saveOrder(input: $input) { databaseId } }`;

function order(k: number) {
  return {
    name: `Bulk list ${String(k).padStart(2, '0')}`,
    access: 'PRIVATE',
    freightMode: 'SINGLE_FREIGHT',
    qtyMode: 'MOLOO',
    laycanStartDate: '2027-07-01T00:00:00Z',
    laycanEndDate: '2027-07-10T00:00:00Z',
    operations: [
      // 'Listport k' is no port of the table: a custom point.
      {
        operation: 'LOADING',
        ...{ port: `Listport ${k}`, customPoint: true, lat: 1, lng: 104 + k / 10 },
        rate: 10000,
        cargoQty: 1000 * (k + 1),
        cargo: 'Coal',
      },
      { operation: 'DISCHARGING', port: 'Rizhao', rate: 10000 },
    ],
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** DD/MMM/yyyy as yyyy-mm-dd. */
function isoDay(shown: string): string {
  const [dd, mon, yyyy] = shown.split('/');
  return `${yyyy}-${String(MONTHS.indexOf(mon!) + 1).padStart(2, '0')}-${dd}`;
}

describe('the orders list', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;
  let table: Locator;

  const range = () => page.getByTestId('orders-page-range').textContent();
  const names = async () =>
    (await table.getByTestId('order-row').locator('td:nth-child(2)').allTextContents()).map((t) => t.trim());
  const waitRange = (text: string) => expect.poll(range, { timeout: 10_000 }).toBe(text);

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    const token = await loginToken(server.url, 'admin@demo.example');
    for (let k = 0; k < ADDED; k++) {
      const r = await gql(server.url, SAVE, { input: order(k) }, token);
      if (r.errors) throw new Error(JSON.stringify(r.errors));
    }
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    await logIn(page, 'admin@demo.example');
    await page.goto('/orders');
    await waitForPath(page, '/orders');
    table = page.getByRole('table', { name: 'My Orders' });
    await table.waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the spec columns and pages through 10 at a time with a correct range', async () => {
    const headers = (await table.locator('thead th').allTextContents()).map((t) => t.trim());
    expect(headers).toEqual([
      'No.',
      'Name',
      'First Load Port',
      'Last Discharge Port',
      'Cargo',
      'Load Qty',
      'Voy Type',
      'Account',
      'Created on',
      'Created by',
      'Action',
    ]);
    await waitRange('1-10 of 16');
    expect(await names()).toHaveLength(10);
    // Newest first; the created date reads DD/MMM/yyyy.
    expect((await names())[0]).toBe('Bulk list 11');
    const created = await table.getByTestId('order-row').first().locator('td:nth-child(9)').textContent();
    expect(created).toMatch(/^\d{2}\/[A-Z][a-z]{2}\/\d{4}$/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/orders-list.png` });

    expect(await page.getByRole('button', { name: 'Prev' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'First page' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await waitRange('11-16 of 16');
    expect(await names()).toHaveLength(6);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    const numbers = await table.getByTestId('order-row').locator('td:nth-child(1)').allTextContents();
    expect(numbers[0]).toBe('11');
    await page.getByRole('button', { name: 'First page' }).click();
    await waitRange('1-10 of 16');
    await page.getByRole('button', { name: 'Next' }).click();
    await waitRange('11-16 of 16');
    await page.getByRole('button', { name: 'Prev' }).click();
    await waitRange('1-10 of 16');
  });

  it('searches by a column, by load qty and by created date, and clears the search', async () => {
    expect(await page.getByRole('button', { name: 'Clear search' }).count()).toBe(0);
    await table.getByLabel('Search Name').fill('list 07');
    await table.getByRole('button', { name: 'Search' }).click();
    await waitRange('1-1 of 1');
    expect(await names()).toEqual(['Bulk list 07']);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await waitRange('1-10 of 16');
    expect(await table.getByLabel('Search Name').inputValue()).toBe('');

    await table.getByLabel('Search First Load Port').fill('listport 1');
    await table.getByLabel('Load Qty from').fill('2000');
    await table.getByLabel('Load Qty to').fill('11000');
    await table.getByLabel('Search First Load Port').press('Enter');
    await waitRange('1-2 of 2');
    // 'Listport 1' also matches Listport 10 and 11; 11 (12,000 t) is above the range.
    expect(await names()).toEqual(['Bulk list 10', 'Bulk list 01']);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await table.getByLabel('Created from').fill('01/Jan/2000');
    await table.getByLabel('Created to').fill('31/Dec/2000');
    await table.getByRole('button', { name: 'Search' }).click();
    await waitRange('0-0 of 0');
    await table.getByText(ORDER_MSG.noOrderFound).waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await waitRange('1-10 of 16');
    expect(await table.getByLabel('Created from').inputValue()).toBe('');
  });

  it('searches created dates as the UTC days the table shows, typed or picked from the calendar', async () => {
    // Every order was created today; the Created on column shows that UTC day.
    const created = (await table.getByTestId('order-row').first().locator('td:nth-child(9)').textContent())!.trim();
    await table.getByLabel('Created from').fill(created);
    const to = dateField(table, 'Created to');
    await to.trigger.click();
    await to.calendar.waitFor();
    await calendarDay(to.calendar, isoDay(created)).click();
    // A date field closes once its day is picked and shows it as DD/MMM/yyyy.
    await to.calendar.waitFor({ state: 'detached' });
    expect(await to.input.inputValue()).toBe(created);
    await table.getByRole('button', { name: 'Search' }).click();
    await waitRange('1-10 of 16');
    expect(await page.getByRole('button', { name: 'Clear search' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Clear search' }).click();

    // The browser's own yyyy-mm-dd is not the app's format: refused with the format named, nothing searched.
    const from = dateField(table, 'Created from');
    await from.input.fill('2000-01-01');
    await from.input.press('Enter');
    await from.error.waitFor();
    expect(await from.error.textContent()).toBe('Expected DD/MMM/yyyy');
    expect(await from.input.getAttribute('aria-invalid')).toBe('true');
    expect(await from.input.inputValue()).toBe('2000-01-01');
    expect(await page.getByRole('button', { name: 'Clear search' }).count()).toBe(0);
    await waitRange('1-10 of 16');
    await from.input.fill('');
  });

  it('pins an order without moving it away from the user; the list puts it first when next loaded', async () => {
    // The oldest demo order is on page 2; pinning it keeps page 2 and the row where they are.
    await page.getByRole('button', { name: 'Next' }).click();
    await waitRange('11-16 of 16');
    const before = await names();
    const target = before.at(-1)!;
    await table.getByLabel(`Pin ${target}`).click();
    await toast(page, ORDER_MSG.queryFormatUpdated).first().waitFor();
    await waitRange('11-16 of 16');
    expect(await names()).toEqual(before);
    expect(await table.getByLabel(`Pin ${target}`).isChecked()).toBe(true);
    // Loaded again (page 1), pinned orders come first.
    await page.getByRole('button', { name: 'First page' }).click();
    await waitRange('1-10 of 16');
    await expect.poll(async () => (await names())[0]).toBe(target);
    expect(await table.getByLabel(`Pin ${target}`).isChecked()).toBe(true);

    // Unpinned, it stays in view until the list is next loaded.
    await table.getByLabel(`Pin ${target}`).click();
    await toast(page, ORDER_MSG.queryFormatUpdated).first().waitFor();
    expect((await names())[0]).toBe(target);
    expect(await table.getByLabel(`Pin ${target}`).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Next' }).click();
    await waitRange('11-16 of 16');
    await page.getByRole('button', { name: 'First page' }).click();
    await expect.poll(async () => (await names())[0]).toBe('Bulk list 11');
    expect(await table.getByLabel(`Pin ${target}`).count()).toBe(0);
  });

  it('deletes only after confirmation', async () => {
    await table.getByRole('button', { name: 'Delete Bulk list 05' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(ORDER_MSG.confirmDeleteOrder).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await names()).toContain('Bulk list 05');

    await table.getByRole('button', { name: 'Delete Bulk list 05' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, ORDER_MSG.queryDeleted).waitFor();
    await waitRange('1-10 of 15');
    expect(await names()).not.toContain('Bulk list 05');
  });

  it('All Orders offers only a detail view', async () => {
    await page.getByRole('tab', { name: 'All Orders' }).click();
    const all = page.getByRole('table', { name: 'All Orders' });
    await all.waitFor();
    // The 15 orders of admin@demo plus the one public order of a colleague (pricing@demo's Richards Bay coal).
    await waitRange('1-10 of 16');
    expect(await all.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    expect(await all.getByRole('checkbox').count()).toBe(0);
    await all.getByRole('button', { name: 'View Bulk list 11' }).click();
    const details = page.getByRole('dialog', { name: 'Order details' });
    await details.getByText('Listport 11').waitFor();
    await details.getByText('01/Jul/2027', { exact: false }).first().waitFor();
    await details.getByRole('button', { name: 'Close dialog' }).click();
    await details.waitFor({ state: 'detached' });
  });
});
