import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MSG } from '../../shared/validation/order-rules.js';
import { gql, loginToken } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { calendarDay, dateField } from './date-field-support.js';
import { logIn, toast, waitForPath } from './e2e-support.js';

/** Screenshots for a visual check: ORDERS_SCREENSHOTS=/tmp/dir. */
const SHOTS = process.env.ORDERS_SCREENSHOTS;

const ERRORS_TITLE = 'List Of Errors';

function dialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: /Order$/ }) });
}

async function errorTexts(page: Page): Promise<string[]> {
  const popup = page.getByRole('alert', { name: ERRORS_TITLE });
  await popup.waitFor();
  return (await popup.locator('li').allTextContents()).map((t) => t.trim());
}

async function rowOperations(page: Page): Promise<string[]> {
  const selects = dialog(page).locator('[data-testid="operation-row"] select[aria-label$="Operation"]');
  const values: string[] = [];
  for (const select of await selects.all()) values.push(await select.inputValue());
  return values;
}

describe('the order dialog', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    await logIn(page, 'admin@demo.example');
    await page.goto('/orders');
    await waitForPath(page, '/orders');
    await page.getByRole('table', { name: 'My Orders' }).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('lists every validation message live and blocks Create while any is left', async () => {
    await page.getByRole('button', { name: 'New Order' }).click();
    const d = dialog(page);
    await d.waitFor();
    // New mode: Loading then Discharging, types fixed; the spec's defaults.
    expect(await rowOperations(page)).toEqual(['Loading', 'Discharging']);
    expect(await d.getByLabel('Row 1 Operation').isDisabled()).toBe(true);
    expect(await d.getByLabel('Access Mode').inputValue()).toBe('private');
    expect(await d.getByLabel('Freight Mode').inputValue()).toBe('Single Freight');
    expect(await d.getByLabel('Qty option').inputValue()).toBe('MOLOO');
    expect(await d.getByLabel('Row 1 Terms').inputValue()).toBe('SHINC');

    await d.getByRole('button', { name: 'Create', exact: true }).click();
    expect(await errorTexts(page)).toEqual([
      ORDER_MSG.nameRequired,
      ORDER_MSG.laycanStartRequired,
      ORDER_MSG.laycanEndRequired,
      ORDER_MSG.portRequired('Loading'),
      ORDER_MSG.rateAboveZero('Loading'),
      ORDER_MSG.portRequired('Discharging'),
      ORDER_MSG.rateAboveZero('Discharging'),
    ]);
    // The remaining order-level messages, live as the selects are emptied.
    await d.getByLabel('Access Mode').selectOption('');
    await d.getByLabel('Freight Mode').selectOption('');
    await d.getByLabel('Qty option').selectOption('');
    const texts = await errorTexts(page);
    for (const m of [ORDER_MSG.accessRequired, ORDER_MSG.freightModeRequired, ORDER_MSG.qtyModeRequired]) {
      expect(texts).toContain(m);
    }
    await d.getByLabel('Access Mode').selectOption('public');
    await d.getByLabel('Freight Mode').selectOption('Single Freight');
    await d.getByLabel('Qty option').selectOption('MOLOO');

    await d.getByLabel('Name', { exact: true }).fill('E2E two-load two-discharge');
    await d.getByLabel('Laycan start').fill('10/Jun/2027 08:00');
    await d.getByLabel('Laycan end').fill('05/Jun/2027 18:00');
    expect(await errorTexts(page)).toContain(ORDER_MSG.laycanEndBeforeStart);
    await d.getByLabel('Laycan end').fill('15/Jun/2027 18:00');
    expect(await errorTexts(page)).not.toContain(ORDER_MSG.laycanEndBeforeStart);
    // Nothing was saved while errors remained.
    expect(await page.getByRole('table', { name: 'My Orders' }).getByText('E2E two-load').count()).toBe(0);
  });

  it('adds load and discharge ports, locks Single Freight terms, sets factors and switches qty columns', async () => {
    const d = dialog(page);
    await d.getByRole('button', { name: '+ Load Port' }).click();
    await d.getByRole('button', { name: '+ Discharge Port' }).click();
    expect(await rowOperations(page)).toEqual(['Loading', 'Loading', 'Discharging', 'Discharging']);

    // + Add Operation: an extra row whose type is one of the five extras; Commence, Loading, Discharging disabled.
    await d.getByRole('button', { name: '+ Add Operation' }).click();
    const extra = d.getByLabel('Row 5 Operation');
    expect(await extra.inputValue()).toBe('Passing');
    const disabled = await extra.locator('option[disabled]').allTextContents();
    expect(disabled).toEqual(['Commence', 'Loading', 'Discharging']);
    await extra.selectOption('Bunkering');
    // The first row cannot be removed; the added rows can.
    expect(await d.getByRole('button', { name: 'Remove row 1' }).count()).toBe(0);
    expect(await d.getByRole('button', { name: 'Remove row 2' }).count()).toBe(1);
    await d.getByRole('button', { name: 'Remove row 5' }).click();
    expect(await rowOperations(page)).toEqual(['Loading', 'Loading', 'Discharging', 'Discharging']);

    // Port search: suggestions arrive after the pause; picking one fills the row.
    const ports = ['Tubarão', 'Ponta da Madeira', 'Qingdao', 'Rizhao'];
    for (const [i, port] of ports.entries()) {
      const input = d.getByLabel(`Row ${i + 1} Port`);
      await input.click();
      await input.pressSequentially(port.slice(0, 4));
      await expect.poll(() => input.locator('xpath=following-sibling::datalist[1]/option').count()).toBeGreaterThan(0);
      await input.fill(port);
      await d.getByLabel(`Row ${i + 1} Rate`).fill(String(20000 + i * 1000));
    }
    await d.getByLabel('Row 1 Cargo Qty').fill('90000');
    await d.getByLabel('Row 2 Cargo Qty').fill('80000');
    await d.getByLabel('Row 1 Cargo', { exact: true }).fill('Iron ore');
    await d.getByLabel('Row 1 Account').fill('Vale');

    // Single Freight: the second Loading row copies and locks freight, adcom, other, brokerage.
    await d.getByLabel('Row 1 Freight').fill('12.5');
    await d.getByLabel('Row 1 Adcom').fill('3.75');
    expect(await d.getByLabel('Row 2 Freight').isDisabled()).toBe(true);
    expect(await d.getByLabel('Row 2 Freight').inputValue()).toBe('12.5');
    expect(await d.getByLabel('Row 2 Adcom').inputValue()).toBe('3.75');
    expect(await d.getByLabel('Row 3 Freight').isDisabled()).toBe(false);

    // Terms set the factor from the terms table.
    await d.getByLabel('Row 1 Terms').selectOption('SHEX-48hrs');
    expect(await d.getByLabel('Row 1 Factor').inputValue()).toBe('1.4');
    await d.getByLabel('Row 3 Terms').selectOption('SHEX-12hrs');
    expect(await d.getByLabel('Row 3 Factor').inputValue()).toBe('1.0769');

    // MINMAX shows Min and Max; MOLOO shows Cargo Qty and Tolerance.
    await d.getByLabel('Qty option').selectOption('MINMAX');
    await d.getByLabel('Row 1 Min').waitFor();
    expect(await d.getByLabel('Row 1 Cargo Qty').count()).toBe(0);
    await d.getByLabel('Qty option').selectOption('MOLOO');
    await d.getByLabel('Row 1 Tolerance').fill('10');
    await d.getByLabel('Message').fill('Two berths each end');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/order-dialog-new.png` });

    expect(await d.getByRole('button', { name: /errors?$/ }).count()).toBe(0);
    await d.getByRole('button', { name: 'Create', exact: true }).click();
    await toast(page, ORDER_MSG.queryAdded).waitFor();
    await d.waitFor({ state: 'detached' });
    const row = page
      .getByRole('table', { name: 'My Orders' })
      .getByTestId('order-row')
      .filter({ hasText: 'E2E two-load two-discharge' });
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain('Tubarão');
    expect(text).toContain('Rizhao');
    expect(text).toContain('170,000');
    expect(text).toContain('Single Freight');
  });

  it('saved the itinerary in order, with the copied freight terms', async () => {
    const token = await loginToken(server.url, 'admin@demo.example');
    const r = await gql<{ myOrders: { content: { databaseId: number; name: string }[] } }>(
      server.url,
      `{ myOrders(search: { text: "E2E two-load", type: NAME }) { content { databaseId name } } }`,
      {},
      token,
    );
    const id = r.data!.myOrders.content[0]!.databaseId;
    const o = await gql<any>(
      server.url,
      `query ($id: Int!) { order(id: $id) { access laycanStartDate message operations { operation port rate freight adcom factor terms cargoQty } } }`,
      { id },
      token,
    );
    const order = o.data.order;
    expect(order.access).toBe('PUBLIC');
    expect(order.message).toBe('Two berths each end');
    expect(order.operations.map((x: any) => `${x.operation} ${x.port}`)).toEqual([
      expect.stringMatching(/^COMMENCE/),
      'LOADING Tubarão',
      'LOADING Ponta da Madeira',
      'DISCHARGING Qingdao',
      'DISCHARGING Rizhao',
    ]);
    expect(order.operations[2]).toMatchObject({ freight: 12.5, adcom: 3.75, cargoQty: 80000 });
    expect(order.operations[1]).toMatchObject({ terms: 'SHEX-48hrs', factor: 1.4 });
  });

  it('updates, keeps everything typed when the save fails, and creates a copy', async () => {
    const table = page.getByRole('table', { name: 'My Orders' });
    await table.getByRole('button', { name: 'Edit E2E two-load two-discharge' }).click();
    const d = dialog(page);
    await d.getByRole('heading', { name: 'Update Order' }).waitFor();
    await d.getByLabel('Row 1 Operation').waitFor();
    // Commence first, fixed; dates shown DD/MMM/yyyy HH:mm.
    expect((await rowOperations(page))[0]).toBe('Commence');
    expect(await d.getByLabel('Laycan start').inputValue()).toBe('10/Jun/2027 08:00');
    for (const name of ['Update', 'Create New Order', 'Close']) {
      await d.getByRole('button', { name, exact: true }).waitFor();
    }

    await d.getByLabel('Name', { exact: true }).fill('E2E renamed');
    await d.getByLabel('Row 2 Rate').fill('31000');
    // The server refuses the first save (not a CONFLICT, which orders-conflict covers): the dialog stays with
    // what was typed and shows the server's text.
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('mutation SaveOrder')) return route.fallback();
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          errors: [{ message: 'The order is locked by another save', extensions: { code: 'BAD_USER_INPUT' } }],
        }),
      });
    });
    await d.getByRole('button', { name: 'Update', exact: true }).click();
    await toast(page, 'The order is locked by another save').waitFor();
    expect(await d.getByLabel('Name', { exact: true }).inputValue()).toBe('E2E renamed');
    expect(await d.getByLabel('Row 2 Rate').inputValue()).toBe('31000');
    await page.unroute('**/graphql');

    await d.getByRole('button', { name: 'Update', exact: true }).click();
    await toast(page, ORDER_MSG.queryUpdated).waitFor();
    await d.waitFor({ state: 'detached' });
    await table.getByText('E2E renamed').waitFor();

    // Create New Order saves a second order from the same form.
    await table.getByRole('button', { name: 'Edit E2E renamed' }).click();
    await d.getByLabel('Row 1 Operation').waitFor();
    await d.getByLabel('Name', { exact: true }).fill('E2E copy');
    await d.getByRole('button', { name: 'Create New Order' }).click();
    await toast(page, ORDER_MSG.queryAdded).waitFor();
    await d.waitFor({ state: 'detached' });
    await table.getByText('E2E copy').waitFor();
    expect(await table.getByText('E2E renamed').count()).toBe(1);

    // Close leaves without saving.
    await table.getByRole('button', { name: 'Edit E2E copy' }).click();
    await d.getByLabel('Row 1 Operation').waitFor();
    await d.getByLabel('Name', { exact: true }).fill('not saved');
    await d.getByRole('button', { name: 'Close', exact: true }).click();
    await d.waitFor({ state: 'detached' });
    expect(await table.getByText('not saved').count()).toBe(0);
  });

  it('inserts a mid-voyage bunkering port at its place: moved above the discharge ports it sails laden', async () => {
    const table = page.getByRole('table', { name: 'My Orders' });
    await table.getByRole('button', { name: 'Edit E2E renamed' }).click();
    const d = dialog(page);
    await d.getByLabel('Row 1 Operation').waitFor();
    expect(await d.getByRole('button', { name: 'Move row 1 up' }).isDisabled()).toBe(true);
    expect(await d.getByRole('button', { name: 'Move row 2 up' }).isDisabled()).toBe(true);
    await d.getByRole('button', { name: '+ Add Operation' }).click();
    const n = (await rowOperations(page)).length;
    await d.getByLabel(`Row ${n} Operation`).selectOption('Bunkering');
    await d.getByLabel(`Row ${n} Port`).fill('Singapore');
    expect(await d.getByRole('button', { name: `Move row ${n} down` }).isDisabled()).toBe(true);
    // Up past the two discharge ports: after the last Loading row.
    await d.getByRole('button', { name: `Move row ${n} up` }).click();
    await d.getByRole('button', { name: `Move row ${n - 1} up` }).click();
    expect(await rowOperations(page)).toEqual([
      'Commence',
      'Loading',
      'Loading',
      'Bunkering',
      'Discharging',
      'Discharging',
    ]);
    await d.getByRole('button', { name: 'Update', exact: true }).click();
    await toast(page, ORDER_MSG.queryUpdated).first().waitFor();
    await d.waitFor({ state: 'detached' });

    const token = await loginToken(server.url, 'admin@demo.example');
    const r = await gql<{ myOrders: { content: { databaseId: number }[] } }>(
      server.url,
      `{ myOrders(search: { text: "E2E renamed", type: NAME }) { content { databaseId } } }`,
      {},
      token,
    );
    const o = await gql<any>(
      server.url,
      `query ($id: Int!) { order(id: $id) { operations { operation port lbmarker } } }`,
      { id: r.data!.myOrders.content[0]!.databaseId },
      token,
    );
    expect(o.data.order.operations.map((x: any) => `${x.operation} ${x.port} ${x.lbmarker}`)).toEqual([
      expect.stringMatching(/^COMMENCE/),
      'LOADING Tubarão BALLAST',
      'LOADING Ponta da Madeira LADEN',
      'BUNKERING Singapore LADEN',
      'DISCHARGING Qingdao LADEN',
      'DISCHARGING Rizhao LADEN',
    ]);
  });

  /** The saved laycan of an order found by name, as the API returns it. */
  async function savedLaycan(name: string): Promise<{ start: string; end: string }> {
    const token = await loginToken(server.url, 'admin@demo.example');
    const r = await gql<{ myOrders: { content: { databaseId: number }[] } }>(
      server.url,
      `query ($text: String!) { myOrders(search: { text: $text, type: NAME }) { content { databaseId } } }`,
      { text: name },
      token,
    );
    const o = await gql<{ order: { laycanStartDate: string; laycanEndDate: string } }>(
      server.url,
      `query ($id: Int!) { order(id: $id) { laycanStartDate laycanEndDate } }`,
      { id: r.data!.myOrders.content[0]!.databaseId },
      token,
    );
    const { laycanStartDate, laycanEndDate } = o.data!.order;
    return { start: new Date(laycanStartDate).toISOString(), end: new Date(laycanEndDate).toISOString() };
  }

  it('picks the laycan from the calendar, with the time beside it, and saves that exact UTC instant', async () => {
    // A browser in Tokyo (UTC+9): the day picked and the time set are UTC days and hours all the same.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Tokyo' });
    try {
      const table = page.getByRole('table', { name: 'My Orders' });
      await table.getByRole('button', { name: 'Edit E2E copy' }).click();
      const d = dialog(page);
      await d.getByLabel('Row 1 Operation').waitFor();
      const start = dateField(d, 'Laycan start');
      expect(await start.input.inputValue()).toBe('10/Jun/2027 08:00');

      // The calendar opens on the laycan's month with its day selected; a day of the next month is picked.
      await start.trigger.click();
      await start.calendar.waitFor();
      expect(await calendarDay(start.calendar, '2027-06-10').getAttribute('data-selected')).not.toBeNull();
      await start.calendar.getByRole('button', { name: 'Switch to next month' }).click();
      await calendarDay(start.calendar, '2027-07-14').click();
      expect(await start.input.inputValue()).toBe('14/Jul/2027 08:00');
      await start.calendar.getByLabel('Hour').fill('23');
      await start.calendar.getByLabel('Minute').fill('30');
      expect(await start.input.inputValue()).toBe('14/Jul/2027 23:30');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/order-dialog-calendar.png` });
      await start.calendar.getByRole('button', { name: 'Done' }).click();
      await start.calendar.waitFor({ state: 'detached' });

      // The end: the time typed first, then the day picked keeps it.
      const end = dateField(d, 'Laycan end');
      await end.trigger.click();
      await end.calendar.getByLabel('Minute').fill('05');
      await end.calendar.getByRole('button', { name: 'Switch to next month' }).click();
      await calendarDay(end.calendar, '2027-07-20').click();
      expect(await end.input.inputValue()).toBe('20/Jul/2027 18:05');
      await end.calendar.getByLabel('Hour').press('Enter');
      await end.calendar.waitFor({ state: 'detached' });

      await d.getByRole('button', { name: 'Update', exact: true }).click();
      // first(): the previous test's toast may still be showing.
      await toast(page, ORDER_MSG.queryUpdated).first().waitFor();
      await d.waitFor({ state: 'detached' });
      expect(await savedLaycan('E2E copy')).toEqual({
        start: '2027-07-14T23:30:00.000Z',
        end: '2027-07-20T18:05:00.000Z',
      });
    } finally {
      await cdp.send('Emulation.setTimezoneOverride', { timezoneId: '' });
      await cdp.detach();
    }
  });

  it('keeps an unreadable laycan as typed, marks it invalid with the format, and saves nothing', async () => {
    const table = page.getByRole('table', { name: 'My Orders' });
    await table.getByRole('button', { name: 'Edit E2E copy' }).click();
    const d = dialog(page);
    await d.getByLabel('Row 1 Operation').waitFor();
    const start = dateField(d, 'Laycan start');
    await start.input.fill('31/Feb/2027 10:00');
    // No message while typing; once the input is left it names the format, the text untouched.
    expect(await start.error.count()).toBe(0);
    await d.getByLabel('Message').click();
    await start.error.waitFor();
    expect(await start.error.textContent()).toBe('Expected DD/MMM/yyyy HH:mm');
    expect(await start.input.getAttribute('aria-invalid')).toBe('true');
    expect(await start.input.inputValue()).toBe('31/Feb/2027 10:00');
    expect(await dateField(d, 'Laycan end').input.getAttribute('aria-invalid')).not.toBe('true');

    await d.getByRole('button', { name: 'Update', exact: true }).click();
    expect(await errorTexts(page)).toContain('Laycan start date must be written DD/MMM/yyyy HH:mm');
    expect(await start.input.inputValue()).toBe('31/Feb/2027 10:00');
    await d.getByRole('button', { name: 'Close', exact: true }).click();
    await d.waitFor({ state: 'detached' });
    expect((await savedLaycan('E2E copy')).start).toBe('2027-07-14T23:30:00.000Z');
  });
});
