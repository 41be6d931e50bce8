import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Em } from '../../server/db/orm.js';
import { PortOperation } from '../../server/modules/orders/port-operation.entity.js';
import { PORT_MSG } from '../../shared/ports/port-choice.js';
import { gql, loginToken } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { distNormalOf, grid, legsSettled } from './calculator-support.js';
import { logIn, toast, waitForPath } from './e2e-support.js';

type Json = Record<string, any>;
const SAVE = `mutation ($input: OrderInput!) { saveOrder(input: $input) { databaseId operations { databaseId operation } } }`;
const READ = `query ($id: Int!) { order(id: $id) { operations { operation port portName country customPoint } } }`;

const orderOf = (name: string, operations: Json[]) => ({
  name,
  access: 'PRIVATE',
  freightMode: 'SINGLE_FREIGHT',
  qtyMode: 'MOLOO',
  laycanStartDate: '2027-08-01T00:00:00Z',
  laycanEndDate: '2027-08-10T00:00:00Z',
  operations,
});

const orderDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Update Order' }) });
/** The order dialog's row of an operation type (the first of it). */
const dialogRow = (page: Page, operation: string) =>
  orderDialog(page)
    .getByTestId('operation-row')
    .filter({ has: page.locator(`select[aria-label$="Operation"] option:checked:text-is("${operation}")`) })
    .first();
const portOf = (row: Locator) => row.locator('input[aria-label$=" Port"]');

describe('ports are ports of the table', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;
  let token: string;
  const saves: string[] = [];
  const save = async (input: Json) => {
    const r = await gql<{ saveOrder: Json }>(server.url, SAVE, { input }, token);
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    return r.data!.saveOrder;
  };
  /** Makes a row what an order saved before ports were checked holds: free text, no port, a stale distance. */
  const legacyRow = async (id: number, port: string, distNormal?: number) => {
    const em = server.orm.em.fork() as Em;
    const row = await em.findOneOrFail(PortOperation, { id });
    Object.assign(row, { port, portRecord: null, lat: null, lng: null, country: null });
    if (distNormal !== undefined) row.distNormal = distNormal;
    await em.flush();
  };

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    token = await loginToken(server.url, 'admin@demo.example');
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    page.on('request', (r) => {
      if ((r.postData() ?? '').includes('mutation SaveOrder')) saves.push(r.postData() ?? '');
    });
    await logIn(page, 'admin@demo.example');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("the order dialog refuses 'Qingdaoo' and saves nothing; 'Tubarao' picks Tubarão (Brazil); a flagged row shows why", async () => {
    const order = await save(
      orderOf('E2E ports', [
        { operation: 'LOADING', port: 'Santos', rate: 30000, cargoQty: 60000 },
        { operation: 'DISCHARGING', port: 'Qingdao', rate: 20000, cargoQty: 60000 },
      ]),
    );
    // The discharge row as an order saved before ports were checked holds it.
    await legacyRow(order.operations.find((o: Json) => o.operation === 'DISCHARGING').databaseId, 'Atlantis Harbour');
    const message = PORT_MSG.unknown('Qingdaoo');

    await page.goto('/orders');
    await waitForPath(page, '/orders');
    await page.getByRole('table', { name: 'My Orders' }).getByRole('button', { name: 'Edit E2E ports' }).click();
    const discharge = dialogRow(page, 'Discharging');
    await portOf(discharge).waitFor();
    // The stored row is flagged with the server's message; the order still loads.
    const flag = PORT_MSG.unknown('Atlantis Harbour');
    await discharge.getByTestId('port-problem').filter({ hasText: flag }).waitFor();

    // Typed text is checked: 'Qingdaoo' names no port.
    await portOf(discharge).fill('Qingdaoo');
    await discharge.getByTestId('port-problem').filter({ hasText: message }).waitFor({ timeout: 10_000 });
    const before = saves.length;
    await orderDialog(page).getByRole('button', { name: 'Update', exact: true }).click();
    const popup = page.getByRole('alert', { name: 'List Of Errors' });
    await popup.getByText(message).waitFor();
    await page.waitForTimeout(500);
    expect(saves.length).toBe(before);
    expect(await toast(page, 'Query updated successfully').count()).toBe(0);

    // 'Tubarao' (no accent) is Tubarão, Brazil: the text stays, the port is shown beside it.
    const loading = dialogRow(page, 'Loading');
    await portOf(loading).fill('Tubarao');
    await loading.getByTestId('port-resolved').filter({ hasText: 'Tubarão (Brazil)' }).waitFor({ timeout: 10_000 });
    // Broker spellings (issue #14 item 5): the suggestions list the port first, same-named ports each with
    // its country, the busiest first; the ports a text names exactly are offered as choices.
    const offered = (row: Locator) =>
      row
        .getByTestId('port-suggestions')
        .locator('option')
        .evaluateAll((os) => os.map((o) => `${(o as HTMLOptionElement).value} (${o.textContent ?? ''})`));
    await portOf(discharge).fill('Portland');
    await expect
      .poll(async () => (await offered(discharge)).slice(0, 3), { timeout: 10_000 })
      .toEqual(['Portland (OR) (United States)', 'Portland (ME) (United States)', 'Portland (AU) (Australia)']);
    await discharge.getByRole('button', { name: /Portland \(ME\) \(United States\)$/ }).waitFor();
    for (const [text, first] of [
      ['SPORE', 'Singapore (Singapore)'],
      ['RBCT', 'Richards Bay (South Africa)'],
      ['CJK', 'Qingdao (China)'],
      ['Paranagua', 'Paranaguá (Brazil)'],
    ] as const) {
      await portOf(discharge).fill(text);
      await expect.poll(async () => (await offered(discharge))[0], { timeout: 10_000 }).toBe(first);
    }
    // 'Newcastle' names two ports: both are offered, one is chosen.
    await portOf(discharge).fill('Newcastle');
    await discharge.getByRole('button', { name: /Newcastle \(AU\) \(Australia\)$/ }).click({ timeout: 10_000 });
    await discharge.getByTestId('port-resolved').filter({ hasText: 'Newcastle (AU) (Australia)' }).waitFor();

    await orderDialog(page).getByRole('button', { name: 'Update', exact: true }).click();
    await toast(page, 'Query updated successfully').waitFor({ timeout: 10_000 });
    const read = await gql<{ order: { operations: Json[] } }>(server.url, READ, { id: order.databaseId }, token);
    const rows = read.data!.order.operations;
    expect(rows.find((o) => o.operation === 'LOADING')).toMatchObject({
      port: 'Tubarao',
      portName: 'Tubarão',
      country: 'Brazil',
    });
    expect(rows.find((o) => o.operation === 'DISCHARGING')).toMatchObject({
      port: 'Newcastle',
      portName: 'Newcastle (AU)',
      country: 'Australia',
    });
  });

  it('the grid lists a leg it cannot measure in List of Errors, naming the port, and keeps no old distance', async () => {
    const order = await save(
      orderOf('E2E unknown leg', [
        { operation: 'LOADING', port: 'Tubarao', rate: 80000, cargoQty: 150000, freight: 20 },
        { operation: 'PASSING', port: 'Singapore' },
        { operation: 'DISCHARGING', port: 'Qingdao', rate: 30000, cargoQty: 150000 },
      ]),
    );
    const passing = order.operations.find((o: Json) => o.operation === 'PASSING').databaseId as number;
    const discharging = order.operations.find((o: Json) => o.operation === 'DISCHARGING').databaseId as number;
    await legacyRow(passing, 'Atlantis Harbour', 8024);
    await legacyRow(discharging, 'Qingdao', 8024);

    await page.goto('/calculator');
    await waitForPath(page, '/calculator');
    await page.getByTestId('calculator-order').filter({ hasText: 'E2E unknown leg' }).click({ timeout: 20_000 });
    await grid(page).getByText('Atlantis Harbour').waitFor({ timeout: 20_000 });
    await legsSettled(page);
    const errors = page.getByTestId('calc-warnings');
    const unknown = "Unknown port 'Atlantis Harbour'";
    await errors.getByText(`Leg Tubarao → Atlantis Harbour could not be measured: ${unknown}`).waitFor();
    await errors.getByText(`Leg Atlantis Harbour → Qingdao could not be measured: ${unknown}`).waitFor();
    // Neither leg keeps the 8,024 nm it had: both rows say 0 until a port is chosen.
    expect(Number(await distNormalOf(page, String(passing)))).toBe(0);
    expect(Number(await distNormalOf(page, String(discharging)))).toBe(0);
  });
});
