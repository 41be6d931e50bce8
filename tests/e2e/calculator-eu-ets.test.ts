import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { cellText, dialog, fleetRows, gridRows, num, openCalculator, recalc, settled } from './calculator-support.js';

/**
 * Issue #12, "every input the engine reads is on screen": the EU/EEA flags of the port table beside the
 * grid's ports and the fleet's open ports, the order's EUA price, EUR/USD and ETS in P&L with their
 * defaults, a fleet row's BOD, and bunker prices that belong to the order's draft (no copy to the fleet).
 */

const ORDER_NAME = 'EU ETS Tubarao / Rotterdam';
const VESSEL = 'Solent Pioneer';

describe('the calculator shows and sends every EU ETS input', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;
  let admin: string;

  /** The fleet row of the vessel opening at Rotterdam. */
  const euRow = (): Locator => fleetRows(page).filter({ hasText: VESSEL }).filter({ hasText: 'Rotterdam' });
  const cellNumber = async (col: string) => num(await cellText(euRow(), col));
  const storedEntry = async () => {
    const q = '{ myFleet { port vesselName bod bnkPriceDeliveryhs } }';
    const fleet = (await gql<any>(server.url, q, {}, admin)).data.myFleet as any[];
    return fleet.find((e) => e.vesselName === VESSEL && e.port === 'Rotterdam');
  };

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    admin = await loginToken(server.url, 'admin@demo.example');
    const found = await gql<any>(server.url, `{ vessels(search: "${VESSEL}") { content { databaseId } } }`, {}, admin);
    const line = {
      vesselId: found.data.vessels.content[0].databaseId,
      port: 'Rotterdam',
      dateOpening: '2027-03-25T00:00:00Z',
    };
    const add = 'mutation ($lines: [FleetEntryInput!]!) { addToFleet(lines: $lines) { databaseId } }';
    expect((await gql(server.url, add, { lines: [line] }, admin)).errors).toBeUndefined();
    const order = {
      name: ORDER_NAME,
      access: 'PRIVATE',
      freightMode: 'SINGLE_FREIGHT',
      qtyMode: 'MOLOO',
      laycanStartDate: '2027-04-20T00:00:00.000Z',
      laycanEndDate: '2027-05-05T00:00:00.000Z',
      hsFuelPriceType0: 470,
      hsFuelPriceType1: 470,
      operations: [
        { operation: 'LOADING', port: 'Tubarao', rate: 30000, cargoQty: 150000, freight: 25 },
        { operation: 'DISCHARGING', port: 'Rotterdam', rate: 25000, cargoQty: 150000 },
      ],
    };
    const save = 'mutation ($input: OrderInput!) { saveOrder(input: $input) { databaseId } }';
    expect((await gql(server.url, save, { input: order }, admin)).errors).toBeUndefined();
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    await openCalculator(page);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('marks EU/EEA ports from the port table: the grid’s Rotterdam row and the fleet’s Rotterdam open port', async () => {
    // The order calling at Rotterdam, with the vessel opening there as the active vessel.
    await settled(page, 0);
    const item = page.getByTestId('calculator-order').filter({ hasText: ORDER_NAME });
    // The newest order may be the one selected already; otherwise choosing it starts a new run.
    if ((await item.getAttribute('aria-current')) !== 'true') {
      const run = Number((await page.getByTestId('fleet-table').getAttribute('data-run')) ?? 0);
      await item.click();
      await settled(page, run);
    }
    await gridRows(page).filter({ hasText: 'Rotterdam' }).waitFor();
    await euRow().locator('td[data-col="vessel"]').click();
    await expect.poll(() => euRow().getAttribute('aria-selected')).toBe('true');

    const rotterdam = gridRows(page).filter({ hasText: 'Rotterdam' });
    const tubarao = gridRows(page).filter({ hasText: 'Tubarao' });
    await rotterdam.getByTestId('eu-port').waitFor();
    expect(await tubarao.getByTestId('eu-port').count()).toBe(0);
    expect(await euRow().getByTestId('eu-open-port').count()).toBe(1);
    const others = fleetRows(page).filter({ hasNotText: 'Rotterdam' });
    expect(await others.count()).toBeGreaterThan(0);
    expect(await others.getByTestId('eu-open-port').count()).toBe(0);
  });

  it('shows the order’s EUA price, EUR/USD and ETS in P&L with their defaults, and a non-zero EU ETS cost', async () => {
    const inputs = page.getByTestId('ets-inputs');
    expect(await inputs.getByLabel('EUA Price (EUR/t)').inputValue()).toBe('75');
    expect(await inputs.getByLabel('EUR/USD').inputValue()).toBe('1.08');
    expect(await inputs.getByLabel('ETS in P&L').isChecked()).toBe(false);
    const euas = await cellNumber('euas');
    const cost = await cellNumber('ets');
    expect(euas).toBeGreaterThan(0);
    // Shown to whole numbers: cost = EUAs x 75 EUR x 1.08 USD/EUR.
    expect(Math.abs(cost - euas * 75 * 1.08)).toBeLessThan(81 + 1);
    const panelCost = page.getByTestId('freight-result').locator('[data-field="etsCost"]');
    expect(num((await panelCost.textContent()) ?? '')).toBe(cost);
  });

  it('a new EUA price changes the cost; the P&L moves only with ETS in P&L ticked', async () => {
    const cost = await cellNumber('ets');
    const profit = await cellNumber('profitNet');
    const price = page.getByTestId('ets-inputs').getByLabel('EUA Price (EUR/t)');
    await recalc(page, () => price.fill('150'));
    await expect.poll(() => cellNumber('ets')).toBeGreaterThan(cost * 1.9);
    expect(Math.abs((await cellNumber('ets')) - 2 * cost)).toBeLessThanOrEqual(2);
    expect(await cellNumber('profitNet')).toBe(profit);
    await recalc(page, () => page.getByTestId('ets-inputs').getByLabel('ETS in P&L').check());
    await expect.poll(() => cellNumber('profitNet')).toBeLessThan(profit - cost);
    await recalc(page, () => page.getByRole('button', { name: 'Discard' }).click());
    expect(await price.inputValue()).toBe('75');
    await expect.poll(() => cellNumber('profitNet')).toBe(profit);
  });

  it('a BOD typed on the fleet row changes the result and is saved on the entry; blank clears it', async () => {
    const bod = euRow().getByLabel(`BOD ${VESSEL}`);
    expect(await bod.inputValue()).toBe('');
    const before = await cellNumber('loadability');
    await recalc(page, () => bod.fill('6000'));
    await expect.poll(() => cellNumber('loadability')).not.toBe(before);
    await expect.poll(async () => (await storedEntry())?.bod, { timeout: 10_000 }).toBe(6000);
    await bod.fill('12t');
    expect(await bod.getAttribute('aria-invalid')).toBe('true');
    await recalc(page, () => bod.fill(''));
    await expect.poll(() => cellNumber('loadability')).toBe(before);
    await expect.poll(async () => (await storedEntry())?.bod, { timeout: 10_000 }).toBeNull();
  });

  it('an order price edit shows in the vessel’s bunker table at once, copies nothing, and Discard restores both', async () => {
    const stored = (await storedEntry()).bnkPriceDeliveryhs as number;
    await page.getByTestId('cargo-details').getByRole('button', { name: 'Bunkers' }).click();
    let d = dialog(page, 'Bunker Supply Table');
    await d.waitFor();
    expect(await page.getByTestId('toggle-Override').getAttribute('data-checked-state')).toBe('off');
    const fuelType = (
      (await page.getByTestId('vessel-details').locator('[data-field="Fuel Type"]').textContent()) ?? ''
    )
      .trim()
      .split(' ')[0]!;
    const orderHs = d.getByLabel(`${fuelType} HS(0.5) Price`);
    const delivery = d.getByLabel('Price on Delivery HS(0.5)');
    const original = await orderHs.inputValue();
    expect(await delivery.inputValue()).toBe(original);
    expect(await delivery.isDisabled()).toBe(true);
    await orderHs.fill('512');
    // Derived from the draft: no server round trip, so no pause to wait for.
    await expect.poll(() => delivery.inputValue(), { timeout: 1_000 }).toBe('512');
    expect(await d.getByLabel('Settlement Price HS(0.5)').inputValue()).toBe('512');
    await d.getByRole('button', { name: 'Close dialog' }).click();
    await d.waitFor({ state: 'hidden' });
    await new Promise((r) => setTimeout(r, 1_200));
    expect((await storedEntry()).bnkPriceDeliveryhs).toBe(stored);

    await recalc(page, () => page.getByRole('button', { name: 'Discard' }).click());
    await page.getByTestId('cargo-details').getByRole('button', { name: 'Bunkers' }).click();
    d = dialog(page, 'Bunker Supply Table');
    await d.waitFor();
    expect(await d.getByLabel(`${fuelType} HS(0.5) Price`).inputValue()).toBe(original);
    expect(await d.getByLabel('Price on Delivery HS(0.5)').inputValue()).toBe(original);
    await d.getByRole('button', { name: 'Close dialog' }).click();
  });
});
