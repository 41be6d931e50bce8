import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { cellText, dialog, fleetTable, num, openCalculator, settled } from './calculator-support.js';
import { calculate, type Json } from './calculator-truth-support.js';

/** The browser's input with every ballast / laden leg at the given speeds, for one vessel: as a user types them. */
function byHand(input: Json, fleetId: string, ballast: number | null, laden: number | null): Json {
  const copy = JSON.parse(JSON.stringify(input)) as Json;
  copy.fleetList = copy.fleetList.filter((e: Json) => String(e.id) === fleetId);
  for (const row of copy.cargoList) {
    if (String(row.operation).toLowerCase() === 'commence') continue;
    expect(row.lbmarker, 'the browser sends each row’s condition').toBeTruthy();
    const v = String(row.lbmarker).toLowerCase() === 'laden' ? laden : ballast;
    if (v !== null) Object.assign(row, { speedNormal: v, speedECA: v });
  }
  return copy;
}

/**
 * Issue #21 item 2 in Chromium: the Optimal speed dialog on the order on screen. Its current TCE is the fleet
 * table's; its optimum is what the calculate mutation answers on the same input (the one the dialog sent)
 * with those speeds typed into the itinerary.
 */
describe('the calculator’s optimal speed dialog', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    await openCalculator(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows each vessel’s current and optimal speeds; the optimum equals calculate at those speeds', async () => {
    await settled(page, 0);
    const isOptimal = (r: { request(): { postDataJSON(): unknown } }) =>
      (r.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'CalculatorOptimalSpeeds';
    const answered = page.waitForResponse(isOptimal, { timeout: 60_000 });
    await page.getByRole('button', { name: 'Optimal speed' }).click();
    const response = await answered;
    const input = (response.request().postDataJSON() as { variables: { payload: Json } }).variables.payload;
    const vessels = ((await response.json()) as { data: { optimalSpeeds: Json[] } }).data.optimalSpeeds;
    const box = dialog(page, 'Optimal speed');
    await box.getByTestId('optimal-speed-table').waitFor();
    expect(await box.locator('[data-testid^="optimal-speed-row-"]').count()).toBe(vessels.length);

    const v = vessels.find((x) => x.unconstrained.point)!;
    expect(v, 'a vessel with a feasible speed').toBeTruthy();
    const value = async (id: string) =>
      Number(await box.getByTestId(`optimal-${v.fleetId}-${id}`).getAttribute('data-value'));
    // The current TCE is the fleet table's own (shown to 0 dp there).
    const row = fleetTable(page).locator(`[data-testid="fleet-row"][data-fleet-id="${v.fleetId}"]`);
    expect(Math.abs((await value('current-tce')) - num(await cellText(row, 'tcEq')))).toBeLessThanOrEqual(0.5);
    const p = v.unconstrained.point;
    expect(await value('free-tce')).toBe(p.tcEq);
    expect(await value('free-ballast')).toBe(p.ballastKnots);
    expect(await value('free-gain')).toBe(v.unconstrained.gainPerDay);

    const token = await loginToken(server.url, 'admin@demo.example');
    const truth = (await calculate(server.url, token, byHand(input, v.fleetId, p.ballastKnots, p.ladenKnots))).get(
      v.fleetId,
    )!;
    expect(Math.abs(p.tcEq - truth.tcEq)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(truth.tcEq)));
    const current = (await calculate(server.url, token, input)).get(v.fleetId)!;
    expect(Math.abs(v.current.tcEq - current.tcEq)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(current.tcEq)));
    // Without a feasible speed the row says so in words.
    for (const x of vessels.filter((y) => !y.ciiFloor.point)) {
      await expect
        .poll(() => box.getByTestId(`optimal-${x.fleetId}-cii-reason`).textContent())
        .toContain('No feasible speed');
    }
  });
});
