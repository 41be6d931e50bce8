import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { LEGACY_ENUMS } from '../fixtures/estimate-formats.js';
import { gql, rest } from '../helpers/api.js';
import { choose, dialog, fleetTable, legsSettled, settled } from './calculator-support.js';

/**
 * Helpers of calculator-truth.test.ts: the calculation input the browser sends (read off its graphql-ws
 * frames), the same input through the `calculate` mutation and the legacy REST path, and an order made
 * through the API and opened in the calculator.
 */

export type Json = Record<string, any>;

/** Every calculationStream payload the page subscribes with (CalculationPayload, ADR 0021 addendum 5), oldest first. */
export function recordCalcInputs(page: Page): Json[] {
  const inputs: Json[] = [];
  page.on('websocket', (ws) => {
    ws.on('framesent', ({ payload }) => {
      if (typeof payload !== 'string' || !payload.includes('calculationStream')) return;
      const msg = JSON.parse(payload) as { type?: string; payload?: { variables?: { payload?: Json } } };
      if (msg.type === 'subscribe' && msg.payload?.variables?.payload) inputs.push(msg.payload.variables.payload);
    });
  });
  return inputs;
}

/** The fleet id of the active row (the one Result Details and the grid show). */
export async function activeFleetId(page: Page): Promise<string> {
  const row = fleetTable(page).locator('[data-testid="fleet-row"][data-active="true"]');
  return (await row.getAttribute('data-fleet-id')) ?? '';
}

/** Makes a fleet row the active vessel (a click on its name). */
export async function activate(row: Locator): Promise<void> {
  await row.locator('td[data-col="vessel"]').click();
  await expect.poll(() => row.getAttribute('data-active')).toBe('true');
}

/**
 * Waits until the screen is quiet for the order: no leg lookup, the last run for this order finished
 * with every row's result, and no further input sent for a while (edits recalculate after a pause).
 */
export async function quiet(page: Page, inputs: Json[], orderId: number): Promise<Json> {
  for (let tries = 0; tries < 20; tries++) {
    await legsSettled(page);
    await expect.poll(() => inputs.at(-1)?.clientQuery?.id, { timeout: 30_000 }).toBe(String(orderId));
    await settled(page, 0);
    const sent = inputs.length;
    await page.waitForTimeout(1_000);
    if (inputs.length === sent) return inputs.at(-1)!;
  }
  throw new Error('the calculator never settled');
}

export const RESULT = `fleetId tcEq loadability ballastLegSource details { portStay waiting }
  portToPortOperationResultMap { index rowId distNormal distEca portDays waitingDays legSpeed { condition } }`;

/** The `calculate` mutation's results for the payload the page sent, by fleet id. */
export async function calculate(url: string, token: string, payload: Json): Promise<Map<string, Json>> {
  const q = `mutation ($payload: CalculationPayload!) { calculate(payload: $payload) { results { ${RESULT} } } }`;
  const r = await gql<{ calculate: { results: Json[] } }>(url, q, { payload }, token);
  if (r.errors) throw new Error(`calculate failed: ${JSON.stringify(r.errors)}`);
  return new Map(r.data!.calculate.results.map((v) => [String(v.fleetId), v]));
}

/** GraphQL enum names back to the legacy values the REST path reads ('LADEN' -> 'Laden'). */
export function asLegacyInput(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => asLegacyInput(v));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asLegacyInput(v, k)]));
  }
  const e = LEGACY_ENUMS[key];
  return e && typeof value === 'string' && value in e ? e[value] : value;
}

/** POST /api/v1/calculate/multiple/old (the legacy client's path): results keyed by fleet id. */
export async function restCalculate(url: string, token: string, input: Json): Promise<Record<string, Json>> {
  const r = await rest<Record<string, Json>>(url, 'POST', '/calculate/multiple/old', {
    token,
    body: asLegacyInput(input),
  });
  if (r.status !== 200) throw new Error(`REST calculate: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** A valid OrderInput: Commence, Loading at Tubarao, Discharging at Qingdao; `patch` edits it. */
export function truthOrder(name: string, patch: (o: Json) => void = () => {}): Json {
  const order: Json = {
    name,
    access: 'PRIVATE',
    freightMode: 'SINGLE_FREIGHT',
    qtyMode: 'MOLOO',
    laycanStartDate: '2027-02-01T00:00:00.000Z',
    laycanEndDate: '2027-03-31T00:00:00.000Z',
    operations: [
      { operation: 'COMMENCE' },
      {
        operation: 'LOADING',
        port: 'Tubarao',
        rate: 80000,
        cargoQty: 150000,
        freight: 21,
        adcom: 3.75,
        brokerage: 1.25,
        cargo: 'Iron ore',
        account: 'Minerva',
        stowFactor: 0.42,
      },
      { operation: 'DISCHARGING', port: 'Qingdao', rate: 30000, cargoQty: 150000, stowFactor: 0.42 },
    ],
  };
  patch(order);
  return order;
}

/** Saves an order through GraphQL and answers its id. */
export async function createOrder(url: string, token: string, input: Json): Promise<number> {
  const q = 'mutation ($input: OrderInput!) { saveOrder(input: $input) { databaseId } }';
  const r = await gql<{ saveOrder: { databaseId: number } }>(url, q, { input }, token);
  if (r.errors) throw new Error(`saveOrder failed: ${JSON.stringify(r.errors)}`);
  return r.data!.saveOrder.databaseId;
}

/** Opens the calculator afresh (the list then holds orders made since) and selects an order by name. */
export async function showOrder(page: Page, name: string): Promise<void> {
  await page.goto('/calculator');
  const item = page.getByTestId('calculator-order').filter({ hasText: name });
  await item.click({ timeout: 20_000 });
  await expect.poll(() => item.getAttribute('aria-current')).toBe('true');
  const shown = page.getByTestId('cargo-details').locator('[data-field="Name"]');
  await expect.poll(() => shown.textContent(), { timeout: 15_000 }).toBe(name);
}

/** A number as the screen shows it ('1,234.56'), or NaN. */
export const shownNumber = async (l: Locator) => Number(((await l.textContent()) ?? '').trim().replace(/,/g, ''));

/** Add Operation in the grid: an operation at a port (chosen from the suggestions) after a row. */
export async function addOperation(page: Page, operation: string, port: string, afterRow: number): Promise<void> {
  await page.getByRole('button', { name: '+ Add Operations' }).click();
  const d = dialog(page, 'Add Operation');
  await d.waitFor();
  await d.getByLabel('Operation').selectOption({ label: operation });
  await choose(d.getByLabel('Port', { exact: true }), port.slice(0, 4), port);
  await d.getByLabel('Position').selectOption({ label: `After row ${afterRow}` });
  await d.getByRole('button', { name: 'Add', exact: true }).click();
  await d.waitFor({ state: 'hidden' });
}
