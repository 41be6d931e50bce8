import { print } from 'graphql';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MSG } from '../../shared/validation/order-rules.js';
import type { CalculateOnceMutation, CalculatorFleetQuery } from '../../web/src/__generated__/graphql.js';
import {
  calcFleetEntryFields,
  calculateMutation,
  calculatorFleetQuery,
} from '../../web/src/features/calculator/graphql/calculator.js';
import type { CalculatorDraft } from '../../web/src/features/calculator/state/types.js';
import { calculateInput } from '../../web/src/features/calculator/utils/calc-input.js';
import { CALC_MSG } from '../../web/src/features/calculator/utils/calculator-messages.js';
import { formatNumber } from '../../web/src/lib/format/index.js';
import { getFragmentData } from '../../web/src/__generated__/index.js';
import { fullResult } from '../helpers/calculator-results.js';
import { gql, loginToken } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import {
  cellText,
  choose,
  currentRun,
  dialog,
  distNormalOf,
  fleetRow,
  fleetRows,
  fleetSection,
  fleetTable,
  gridRows,
  keyboardDrag,
  legsSettled,
  num,
  openCalculator,
  recalc,
  rowKeys,
  seeToast,
  settled,
} from './calculator-support.js';
import { logIn, waitForPath } from './e2e-support.js';

/**
 * The calculator as a chartering user works it, start to finish, on the demo data: an order picked from
 * the list, vessels added by hand, a reference vessel, FIFO bunkers, a dragged row, a reload that keeps
 * the unsaved work, the engine's API agreeing with the screen, Save to order, a saved voyage and the
 * quick actions; then a user who sees no order at all.
 * (Type-checked by tsconfig.web-tests.json, not the root tsconfig: the web modules use bundler-style imports.)
 */

/** Screenshots for a visual check: JOURNEY_SCREENSHOTS=/tmp/dir. */
const SHOTS = process.env.JOURNEY_SCREENSHOTS;
const ADMIN = 'admin@demo.example';
const DEMO_FLEET_SIZE = 6;
const ADDED: [string, string, string, string, string][] = [
  ['Pearl Delta Ma', 'Pearl Delta Majesty', 'Singa', 'Singapore', '179,820'],
  ['Aegeus Colo', 'Aegeus Colossus', 'Qing', 'Qingdao', '176,310'],
  ['Meridian Tit', 'Meridian Titan', 'Rotte', 'Rotterdam', '170,010'],
];
const FLEET_SIZE = DEMO_FLEET_SIZE + ADDED.length;
const REFERENCE = 'Pearl Delta Majesty';
const VOYAGE_VESSEL = 'Aegeus Colossus';
const VOYAGE_LABEL = `Journey voyage ${Date.now()}`;

interface ListedOrder {
  databaseId: number;
  name: string;
}

const orderButtons = (page: Page) => page.getByTestId('calculator-order');
const selectedOrder = (page: Page) => orderButtons(page).and(page.locator('[aria-current="true"]'));
const draftStatus = (page: Page) => page.getByTestId('draft-status');
const cargoName = (page: Page) => page.getByTestId('cargo-details').locator('[data-field="Name"]');

async function shoot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Opens the Bunker Supply Table from Cargo Details. */
async function openBunkers(page: Page) {
  await page.getByTestId('cargo-details').getByRole('button', { name: 'Bunkers' }).click();
  const d = dialog(page, 'Bunker Supply Table');
  await d.waitFor();
  return d;
}

describe('a chartering user’s journey through the calculator', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;
  let token: string;
  let myOrders: ListedOrder[];
  let target: ListedOrder;
  /** The grid's row keys before and after the drag. */
  let keysBefore: string[];
  let keysMoved: string[];

  const api = async <T>(query: string, variables: Record<string, unknown> = {}, as = token) => {
    const res = await gql<T>(server.url, query, variables, as);
    expect(res.errors ?? []).toEqual([]);
    return res.data as T;
  };

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    token = await loginToken(server.url, ADMIN);
    const list = await api<{ myOrders: { content: ListedOrder[] } }>(
      'query { myOrders(page: { limit: 100, offset: 0 }) { content { databaseId name } } }',
    );
    myOrders = list.myOrders.content;
    target = myOrders.find((o) => o.name.startsWith('Tubarao / Qingdao'))!;
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    await logIn(page, ADMIN);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('1. opens with the first order selected, orders and fleet loaded and results streamed without Calc', async () => {
    expect(myOrders.length).toBeGreaterThan(1);
    expect(target).toBeDefined();
    expect(myOrders[0]!.databaseId).not.toBe(target.databaseId);
    await page.goto('/calculator');
    await waitForPath(page, '/calculator');
    await expect.poll(() => orderButtons(page).count(), { timeout: 15_000 }).toBe(myOrders.length);
    expect(await orderButtons(page).first().getAttribute('aria-current')).toBe('true');
    expect(await selectedOrder(page).count()).toBe(1);
    expect(await selectedOrder(page).textContent()).toContain(myOrders[0]!.name);
    await expect.poll(() => cargoName(page).textContent(), { timeout: 15_000 }).toBe(myOrders[0]!.name);
    // Nobody pressed Calc: every vessel of the fleet has a TCE from the stream.
    await settled(page, 0, DEMO_FLEET_SIZE);
    for (const tce of await fleetTable(page).locator('td[data-col="tcEq"]').allTextContents())
      expect(Number.isFinite(num(tce))).toBe(true);
    await shoot(page, '1-open');
  });

  it('2. selects the Tubarao / Qingdao order, adds three vessels by hand and prices them', async () => {
    const run = await currentRun(page);
    await orderButtons(page).filter({ hasText: target.name }).click();
    await expect.poll(() => cargoName(page).textContent(), { timeout: 15_000 }).toBe(target.name);
    expect(await selectedOrder(page).textContent()).toContain(target.name);
    await settled(page, run, DEMO_FLEET_SIZE);

    await fleetSection(page).getByRole('button', { name: 'Add Vessel' }).click();
    const d = page.getByTestId('add-fleet-dialog');
    await d.waitFor();
    // The organization's users have loaded: the Users tab offers a colleague.
    await d.getByRole('tab', { name: 'Users' }).click();
    const users = d.getByLabel('User', { exact: true }).locator('option');
    await expect.poll(() => users.allTextContents()).toContainEqual(expect.stringMatching(/^Priya Patel/));
    await d.getByRole('tab', { name: 'Manual' }).click();

    for (const [i, [typed, vessel, portTyped, port, dwt]] of ADDED.entries()) {
      const n = i + 1;
      if (i > 0) await d.getByRole('button', { name: 'Add line' }).click();
      await choose(d.getByLabel(`Line ${n} Vessel Name`), typed, vessel);
      await expect.poll(() => d.getByLabel(`Line ${n} DWT`).inputValue()).toBe(dwt);
      await choose(d.getByLabel(`Line ${n} Port`), portTyped, port);
      await d.getByLabel(`Line ${n} Date Opening`).fill(`0${n + 1}/Feb/2027 08:00`);
    }
    const before = await currentRun(page);
    await d.getByRole('button', { name: 'Save' }).click();
    await seeToast(page, CALC_MSG.vesselsAdded);
    await d.waitFor({ state: 'detached' });
    await settled(page, before, FLEET_SIZE);
    for (const [, vessel, , port] of ADDED) {
      const r = fleetRow(page, vessel);
      expect(await cellText(r, 'port')).toBe(port);
      expect(Number.isFinite(num(await cellText(r, 'tcEq')))).toBe(true);
      expect(await r.getAttribute('data-result-run')).toBe(await fleetTable(page).getAttribute('data-run'));
    }
    await shoot(page, '2-added');
  });

  it('3. marks a reference vessel: premiums are shown, 0 for the reference itself', async () => {
    await recalc(page, () => fleetRow(page, REFERENCE).getByLabel(`Reference vessel ${REFERENCE}`).check());
    await expect.poll(() => fleetTable(page).locator('input[name="reference-vessel"]:checked').count()).toBe(1);
    expect(await fleetRow(page, REFERENCE).getByLabel(`Reference vessel ${REFERENCE}`).isChecked()).toBe(true);
    const headings = await fleetTable(page).getByRole('columnheader').allTextContents();
    expect(headings.map((h) => h.replace(/[▲▼↕]/g, '').trim())).toEqual(
      expect.arrayContaining(['Vessel premium', 'Position premium']),
    );
    const reference = fleetRow(page, REFERENCE);
    expect(await cellText(reference, 'vesselPremium')).toBe('0');
    expect(await cellText(reference, 'positionPremium')).toBe('0');
    const others = fleetRows(page).filter({ hasNot: page.getByText(REFERENCE, { exact: true }) });
    const premiums = (await others.locator('td[data-col="vesselPremium"]').allTextContents()).map(num);
    expect(premiums).toHaveLength(FLEET_SIZE - 1);
    expect(premiums.every((v) => Number.isFinite(v))).toBe(true);
    expect(premiums.some((v) => v !== 0)).toBe(true);
  });

  it('4. Bunker Supply: Override on, FIFO, the per-row supply table, and a new calculation', async () => {
    const d = await openBunkers(page);
    const override = page.getByTestId('toggle-Override');
    const method = d.getByLabel('Fuel Calculation Method');
    expect(await method.inputValue()).toBe('DEFAULT');
    expect(await override.getAttribute('data-checked-state')).toBe('off');
    // The override is the active vessel's: its entry changes, and the fleet is priced again.
    await recalc(page, () => override.locator('[data-part="control"]').click());
    expect(await override.getAttribute('data-checked-state')).toBe('on');
    const run = await currentRun(page);
    await method.selectOption('FIFO');
    await d.getByTestId('bunker-supply-rows').waitFor();
    expect(await d.getByTestId('bunker-row').count()).toBe(await gridRows(page).count());
    await settled(page, run, FLEET_SIZE);
    expect(await method.inputValue()).toBe('FIFO');
    await shoot(page, '4-fifo');
    await d.getByRole('button', { name: 'Close dialog' }).click();
    await d.waitFor({ state: 'hidden' });
  });

  it('5. drags a row below Commence to a new place and the legs are measured again', async () => {
    await legsSettled(page);
    keysBefore = await rowKeys(page);
    const last = keysBefore.at(-1)!;
    const distBefore = await distNormalOf(page, last);
    const run = await currentRun(page);
    await keyboardDrag(gridRows(page).last().getByTestId('drag-handle'), keysBefore.length, -1);
    keysMoved = [...keysBefore.slice(0, -2), last, keysBefore.at(-2)!];
    await expect.poll(() => rowKeys(page)).toEqual(keysMoved);
    await legsSettled(page);
    await expect.poll(() => distNormalOf(page, last), { timeout: 15_000 }).not.toBe(distBefore);
    await settled(page, run, FLEET_SIZE);
    expect(await draftStatus(page).textContent()).toBe('Unsaved edits');
  });

  it('6. a reload restores the unsaved draft: row order, FIFO, override, the order and the fleet results', async () => {
    await page.reload();
    await waitForPath(page, '/calculator');
    await expect.poll(() => draftStatus(page).textContent(), { timeout: 15_000 }).toBe('Unsaved edits (restored)');
    expect(await selectedOrder(page).textContent()).toContain(target.name);
    expect(await cargoName(page).textContent()).toBe(target.name);
    await expect.poll(() => rowKeys(page), { timeout: 15_000 }).toEqual(keysMoved);
    await settled(page, 0, FLEET_SIZE);
    const d = await openBunkers(page);
    expect(await d.getByLabel('Fuel Calculation Method').inputValue()).toBe('FIFO');
    expect(await page.getByTestId('toggle-Override').getAttribute('data-checked-state')).toBe('on');
    await d.getByTestId('bunker-supply-rows').waitFor();
    await d.getByRole('button', { name: 'Close dialog' }).click();
    await d.waitFor({ state: 'hidden' });
    for (const [, vessel] of ADDED)
      expect(Number.isFinite(num(await cellText(fleetRow(page, vessel), 'tcEq')))).toBe(true);
  });

  it("7. the engine's API gives the figures the fleet table shows for the restored draft", async () => {
    await legsSettled(page);
    await settled(page, 0, FLEET_SIZE);
    const read = () =>
      page.evaluate(() => {
        const session = JSON.parse(localStorage.getItem('voyage-estimator.session') ?? '{}') as {
          realMe: number;
          token: string;
        };
        const prefix = `voyage-estimator.calculator.${session.realMe}`;
        const draftKeys = Object.keys(localStorage).filter((k) => k.startsWith(`${prefix}.draft.`));
        return { session, draftKeys, pendingFleetEdits: localStorage.getItem(`${prefix}.fleet-edits`) };
      });
    // Fleet edits (the override) have reached the server: myFleet is what the screen prices.
    await expect.poll(async () => (await read()).pendingFleetEdits).toBeNull();
    const stored = await read();
    const key = `voyage-estimator.calculator.${stored.session.realMe}.draft.${target.databaseId}`;
    expect(stored.draftKeys).toEqual([key]);
    const value = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), key))!) as {
      v: number;
      draft: CalculatorDraft;
    };
    expect(value.v).toBe(1);
    const draft = value.draft;
    expect(draft.operations.map((o) => o.key)).toEqual(keysMoved);
    expect(draft.order.fuelCalculationMethod).toBe('FIFO');

    const fleet = getFragmentData(
      calcFleetEntryFields,
      (await api<CalculatorFleetQuery>(print(calculatorFleetQuery), {}, stored.session.token)).myFleet,
    );
    expect(fleet).toHaveLength(FLEET_SIZE);
    const input = calculateInput(draft, fleet);
    const out = await api<CalculateOnceMutation>(print(calculateMutation), { payload: input }, stored.session.token);
    const results = out.calculate.results.map(fullResult);
    expect(results).toHaveLength(FLEET_SIZE);
    for (const r of results) {
      const row = fleetTable(page).locator(`[data-testid="fleet-row"][data-fleet-id="${r.fleetId}"]`);
      const shown = {
        tcEq: await cellText(row, 'tcEq'),
        frtCost: await cellText(row, 'frtCost'),
        profit: await cellText(row, 'profit'),
      };
      expect(shown, r.vesselName).toEqual({
        tcEq: formatNumber(r.tcEq, 0),
        frtCost: formatNumber(r.frtCost, 3),
        profit: formatNumber(r.profit, 0),
      });
    }
  });

  it('8. Save to order writes the moved rows and FIFO to the order', async () => {
    await page.getByRole('button', { name: 'Save to order' }).click();
    await seeToast(page, ORDER_MSG.queryUpdated);
    await draftStatus(page).waitFor({ state: 'detached' });
    const saved = await api<{
      order: { fuelCalculationMethod: string; operations: { databaseId: number; index: number }[] };
    }>('query ($id: Int!) { order(id: $id) { fuelCalculationMethod operations { databaseId index } } }', {
      id: target.databaseId,
    });
    expect(saved.order.fuelCalculationMethod).toBe('FIFO');
    const ids = [...saved.order.operations].sort((a, b) => a.index - b.index).map((o) => String(o.databaseId));
    expect(ids).toEqual(keysMoved);
    expect(ids).not.toEqual(keysBefore);
    // The screen shows the stored order now, rows in the same places.
    expect(await rowKeys(page)).toEqual(keysMoved);
  });

  it('10. quick actions hide and show the order list and the upper panels, and Open Map opens the route', async () => {
    const bar = page.getByTestId('calculator-actions');
    await bar.getByRole('button', { name: 'Hide order list' }).click();
    await page.getByTestId('calculator-orders').waitFor({ state: 'detached' });
    await bar.getByRole('button', { name: 'Show order list' }).click();
    await page.getByTestId('calculator-orders').waitFor();
    expect(await selectedOrder(page).textContent()).toContain(target.name);

    await bar.getByRole('button', { name: 'Hide upper panels' }).click();
    await page.getByTestId('cargo-details').waitFor({ state: 'detached' });
    expect(await page.getByTestId('operations-grid').isVisible()).toBe(true);
    await bar.getByRole('button', { name: 'Show upper panels' }).click();
    await page.getByTestId('cargo-details').waitFor();

    const [map] = await Promise.all([
      browser.context.waitForEvent('page'),
      bar.getByRole('button', { name: 'Open Map' }).click(),
    ]);
    await map.waitForURL((u) => u.pathname === `/map/${target.databaseId}`);
    await map.close();
  });

  it('9. Calculate & Save asks for a label for the active vessel; the voyage is listed in My Voyages', async () => {
    await fleetRow(page, VOYAGE_VESSEL).locator('td[data-col="port"]').click();
    await expect.poll(() => fleetRow(page, VOYAGE_VESSEL).getAttribute('data-active')).toBe('true');
    await page.getByTestId('calculator-actions').getByRole('button', { name: 'Calculate & Save' }).click();
    const d = page.getByRole('dialog', { name: 'Save Voyage' });
    await d.waitFor();
    expect(await d.textContent()).toContain(`Vessel: ${VOYAGE_VESSEL}`);
    await d.getByLabel('Voyage Label').fill(VOYAGE_LABEL);
    await d.getByRole('button', { name: 'Save' }).click();
    await seeToast(page, `Voyage '${VOYAGE_LABEL}' saved`);
    await d.waitFor({ state: 'detached' });

    await page.goto('/voyages');
    const saved = page.getByTestId('voyages-mine').getByTestId('voyage-row').filter({ hasText: VOYAGE_LABEL });
    await saved.waitFor();
    expect(await saved.count()).toBe(1);
    expect(await saved.textContent()).toContain(VOYAGE_VESSEL);
    await shoot(page, '9-voyages');
  });

  it("11. a user who sees no order is asked to 'Please select a query'", async () => {
    const other = await loginToken(server.url, 'admin@other.example');
    // The other organization's ADMIN has demo orders of its own: deleted here, it has none left to see.
    const own = await api<{ myOrders: { content: { databaseId: number }[] } }>(
      'query { myOrders { content { databaseId } } }',
      {},
      other,
    );
    for (const { databaseId: id } of own.myOrders.content) {
      await api('mutation ($id: Int!) { deleteOrder(id: $id) }', { id }, other);
    }
    const lists = await api<{ myOrders: { totalElements: number }; allOrders: { totalElements: number } }>(
      'query { myOrders { totalElements } allOrders { totalElements } }',
      {},
      other,
    );
    expect(lists).toEqual({ myOrders: { totalElements: 0 }, allOrders: { totalElements: 0 } });
    await openCalculator(page, 'admin@other.example');
    const empty = page.getByTestId('calculator-no-order');
    await empty.waitFor({ timeout: 15_000 });
    expect(await empty.textContent()).toBe('Please select a query');
    expect(await page.getByTestId('calculator-orders').getByText('No Order Found.').isVisible()).toBe(true);
    expect(await page.getByTestId('operations-grid').count()).toBe(0);
    await shoot(page, '11-no-order');
  });
});
