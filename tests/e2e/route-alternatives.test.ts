import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { cellText, dialog, fleetTable, num, openCalculator, settled } from './calculator-support.js';
import type { Json } from './calculator-truth-support.js';

const ORDER_NAME = 'Route alternatives Samarinda / Rotterdam';
/** The `calculate` mutation's figures compared here, by fleet id. */
async function calculate(url: string, token: string, payload: Json): Promise<Map<string, Json>> {
  const q = `mutation ($payload: CalculationPayload!) {
    calculate(payload: $payload) { results { fleetId tcEq profitNet voyageDays } }
  }`;
  const r = await gql<{ calculate: { results: Json[] } }>(url, q, { payload }, token);
  if (r.errors) throw new Error(`calculate failed: ${JSON.stringify(r.errors)}`);
  return new Map(r.data!.calculate.results.map((v) => [String(v.fleetId), v]));
}

const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(b)));

/**
 * Issue #21 item 3 in Chromium: the Routes dialog on an Asia -> Europe order. Its figures are what the
 * calculate mutation answers on the input the dialog sent, which carries the order's canal dues (via
 * Suez: the fleet table charges the Suez dues too, so its row shows the same TCE), or with the canals
 * avoided and the leg measured so (via the Cape). Choosing the Cape re-prices the fleet row to the Cape
 * figure and is saved with the order, its dues with it.
 */
describe('the calculator’s route alternatives dialog', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;
  let admin: string;
  let orderId: number;

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    admin = await loginToken(server.url, 'admin@demo.example');
    const order = {
      name: ORDER_NAME,
      access: 'PRIVATE',
      freightMode: 'SINGLE_FREIGHT',
      qtyMode: 'MOLOO',
      laycanStartDate: '2027-04-20T00:00:00.000Z',
      laycanEndDate: '2027-05-20T00:00:00.000Z',
      hsFuelPriceType0: 470,
      hsFuelPriceType1: 470,
      // Typed before the dues were charged per transit: the dialog says it is charged on top of them.
      canalExpenses: 25_000,
      operations: [
        { operation: 'LOADING', port: 'Samarinda', rate: 10000, cargoQty: 55000, freight: 32 },
        { operation: 'DISCHARGING', port: 'Rotterdam', rate: 20000, cargoQty: 55000 },
      ],
    };
    const save = 'mutation ($input: OrderInput!) { saveOrder(input: $input) { databaseId } }';
    const saved = await gql<{ saveOrder: { databaseId: number } }>(server.url, save, { input: order }, admin);
    expect(saved.errors).toBeUndefined();
    orderId = saved.data!.saveOrder.databaseId;
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    await openCalculator(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows Suez and the Cape side by side with calculate’s figures; choosing the Cape re-prices the fleet row and is saved', async () => {
    await settled(page, 0);
    const item = page.getByTestId('calculator-order').filter({ hasText: ORDER_NAME });
    if ((await item.getAttribute('aria-current')) !== 'true') {
      const run = Number((await fleetTable(page).getAttribute('data-run')) ?? 0);
      await item.click();
      await settled(page, run);
    }
    // The fleet table charges the Suez transit of the shortest route: the freight cost's explanation names it
    // inside Others, at the vessel's deadweight class.
    const first = fleetTable(page).locator('[data-testid="fleet-row"]').first();
    await first.getByRole('button', { name: /^Explain Frt Cost of / }).click();
    const explain = page.getByTestId('explain-dialog');
    // The lines come with the vessel's heavy part (read from the kept run): wait for them, then read them.
    const explainText = async () => (await explain.getByTestId('explain-line').allTextContents()).join('\n');
    await expect.poll(explainText, { timeout: 15_000 }).toMatch(/Suez Canal, leg to /);
    expect(await explainText()).toMatch(/of which canal dues \((Handysize|Supramax|Panamax|Capesize)\)/);
    await page.keyboard.press('Escape');
    await explain.waitFor({ state: 'hidden' });

    const isRoutes = (r: { request(): { postDataJSON(): unknown } }) =>
      (r.request().postDataJSON() as { operationName?: string } | null)?.operationName ===
      'CalculatorRouteAlternatives';
    const answered = page.waitForResponse(isRoutes, { timeout: 60_000 });
    await page.getByRole('button', { name: 'Routes' }).click();
    const response = await answered;
    const input = (response.request().postDataJSON() as { variables: { payload: Json } }).variables.payload;
    expect(input.clientQuery.name).toBe(ORDER_NAME);
    const vessels = ((await response.json()) as { data: { routeAlternatives: Json[] } }).data.routeAlternatives;
    const box = dialog(page, 'Route alternatives');
    await box.getByTestId('route-alternatives-table').waitFor();
    expect(await box.getByTestId('routes-canal-expenses').textContent()).toContain('Canal Expenses (25,000 USD)');

    const v = vessels.find((x) => x.alternatives.some((a: Json) => a.route === 'CAPE'))!;
    expect(v, 'a vessel whose voyage differs via the Cape').toBeTruthy();
    const suez = v.alternatives.find((a: Json) => a.route === 'SHORTEST');
    const cape = v.alternatives.find((a: Json) => a.route === 'CAPE');
    expect(suez.canals).toContain('SUEZ');
    expect(cape.canals).toEqual([]);
    expect(cape.distance).toBeGreaterThan(suez.distance + 2_000);
    const shown = async (route: string, f: string) =>
      Number(await box.getByTestId(`route-${v.fleetId}-${route}-${f}`).getAttribute('data-value'));
    expect(await shown('SHORTEST', 'tce')).toBe(suez.tcEq);
    expect(await shown('CAPE', 'tce')).toBe(cape.tcEq);
    expect(await shown('SHORTEST', 'dues')).toBe(suez.canalDues);
    const cheapest = suez.cheapest ? 'SHORTEST' : 'CAPE';
    expect(await box.getByTestId(`route-${v.fleetId}-${cheapest}`).getAttribute('data-cheapest')).toBe('true');

    // Via Suez: calculate on the dialog's input, which carries the order's dues: the server charges them.
    expect(input.clientQuery.canalDues).toEqual([]);
    const one = (q: Json): Json => ({ ...input, clientQuery: { ...input.clientQuery, ...q } });
    const viaSuez = (await calculate(server.url, admin, input)).get(v.fleetId)!;
    near(suez.tcEq, viaSuez.tcEq);
    near(suez.voyageDays, viaSuez.voyageDays);
    // Via the Cape: both canals avoided, the laden leg measured so.
    const points = input.cargoList
      .filter((r: Json) => String(r.operation).toLowerCase() !== 'commence')
      .map((r: Json) => ({ name: r.port, ...(r.lat != null && r.lng != null ? { lat: r.lat, lng: r.lng } : {}) }));
    const legQ = 'query ($input: PortDistanceInput!) { portDistances(input: $input) { distNormal distEca } }';
    const legs = await gql<any>(server.url, legQ, { input: { portList: points, suez: true, panama: true } }, admin);
    const [laden] = legs.data.portDistances as Json[];
    const capeInput = one({ suez: true, panama: true });
    capeInput.cargoList = input.cargoList.map((r: Json) =>
      r.port === 'Rotterdam' ? { ...r, distNormal: laden!.distNormal, distEca: laden!.distEca } : r,
    );
    const viaCape = (await calculate(server.url, admin, capeInput)).get(v.fleetId)!;
    near(cape.tcEq, viaCape.tcEq);
    near(cape.profitNet, viaCape.profitNet);

    // The fleet row is the route as priced now, Suez dues included: the dialog's figure.
    const row = fleetTable(page).locator(`[data-testid="fleet-row"][data-fleet-id="${v.fleetId}"]`);
    const before = num(await cellText(row, 'tcEq'));
    expect(Math.abs(before - suez.tcEq)).toBeLessThanOrEqual(0.5);
    await box.getByText(/charged the dues of the vessel.s deadweight class/).waitFor();
    // Choose the Cape: the fleet row is re-priced to the Cape figure (no canal, no dues).
    await box.getByLabel('Order route').selectOption('CAPE');
    await expect.poll(async () => num(await cellText(row, 'tcEq')), { timeout: 60_000 }).not.toBe(before);
    await expect
      .poll(async () => Math.abs(num(await cellText(row, 'tcEq')) - cape.tcEq), { timeout: 60_000 })
      .toBeLessThanOrEqual(0.5);

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save to order' }).click();
    const stored = async () =>
      (
        await gql<any>(
          server.url,
          `query ($id: Int!) { order(id: $id) { routeChoice canalDues } }`,
          { id: orderId },
          admin,
        )
      ).data.order;
    await expect.poll(async () => (await stored()).routeChoice, { timeout: 30_000 }).toBe('CAPE');
    expect((await stored()).canalDues).toEqual([]);
  });
});
