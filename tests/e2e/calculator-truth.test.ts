import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import {
  cellText,
  dialog,
  fleetRows,
  fleetSection,
  grid,
  gridRows,
  keyboardDrag,
  num,
  openCalculator,
  rowKeys,
  seeToast,
} from './calculator-support.js';
import {
  activate,
  activeFleetId,
  addOperation,
  calculate,
  createOrder,
  quiet,
  recordCalcInputs,
  restCalculate,
  showOrder,
  shownNumber,
  truthOrder,
  type Json,
} from './calculator-truth-support.js';

/**
 * Issue #12, "The calculator tells the truth": each remaining reproduction replayed in Chromium, and the
 * figures the screen shows held against the `calculate` mutation (and the legacy REST path) for the very
 * input the browser sent. Each test makes its own order through the API, so one failure does not carry.
 */
describe('the calculator tells the truth', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;
  let token: string;
  let inputs: Json[];

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    token = await loginToken(server.url, 'admin@demo.example');
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    inputs = recordCalcInputs(page);
    await openCalculator(page);
  });

  // A failed step must not leave a dialog over the next test.
  afterEach(async () => {
    for (let i = 0; i < 3 && (await page.getByRole('dialog').count()) > 0; i++) await page.keyboard.press('Escape');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const rowInput = (input: Json, key: string): Json => input.cargoList.find((r: Json) => r.id === key);

  const blOf = (n: number) => grid(page).getByLabel(`Row ${n} B/L`, { exact: true }).inputValue();
  const blDerived = (n: number) =>
    gridRows(page)
      .nth(n - 1)
      .getByTestId('bl-cell')
      .getAttribute('data-derived');

  it('rows added after Loading are laden (derived), at the table speed and the order DWF; a reorder recomputes B/L; the TCE is the laden one', async () => {
    const name = `Truth rows ${Date.now()}`;
    const id = await createOrder(
      server.url,
      token,
      truthOrder(name, (o) => o.operations.forEach((r: Json) => (r.dwf = 4))),
    );
    await showOrder(page, name);
    await quiet(page, inputs, id);
    await addOperation(page, 'Passing', 'Singapore', 2);
    await addOperation(page, 'Waiting', 'Rizhao', 3);
    await addOperation(page, 'Bunkering', 'Yantai', 4);
    const ops = await gridRows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-operation')));
    expect(ops).toEqual(['COMMENCE', 'LOADING', 'PASSING', 'WAITING', 'BUNKERING', 'DISCHARGING']);
    const input = await quiet(page, inputs, id);
    const keys = await rowKeys(page);
    for (const n of [3, 4, 5]) {
      expect(await blOf(n)).toBe('LADEN');
      expect(await blDerived(n)).toBe('true');
      expect(await grid(page).getByLabel(`Row ${n} B/L source`).textContent()).toBe('auto');
      // Speed 0 is the vessel's own table speed: the cell says which row of the laden table was priced.
      const speed = grid(page).getByLabel(`Row ${n} Speed Normal`);
      expect(num(await speed.inputValue())).toBe(0);
      expect(await speed.getAttribute('title')).toMatch(/^Priced at [\d.]+kn, laden row \d/);
      expect(Number(await grid(page).getByLabel(`Row ${n} DWF`).inputValue())).toBe(4);
      // The payload spells the marker as the contract does ('laden'), read as REST reads it.
      expect(rowInput(input, keys[n - 1]!)).toMatchObject({ lbmarker: 'laden', dwf: 4, speedNormal: 0 });
    }

    // The screen's TCE is the engine's for these rows laden, and laden is not ballast here.
    const fleetId = await activeFleetId(page);
    const laden = (await calculate(server.url, token, input)).get(fleetId)!;
    const shownTce = num(((await page.getByTestId('grid-active-tce').textContent()) ?? '').trim());
    expect(Math.abs(shownTce - laden.tcEq)).toBeLessThanOrEqual(0.5);
    for (const key of keys.slice(2, 5)) {
      const leg = laden.portToPortOperationResultMap.find((r: Json) => r.rowId === key);
      expect(leg.legSpeed.condition).toBe('laden');
    }
    const asBallast = structuredClone(input);
    for (const key of keys.slice(2, 5)) rowInput(asBallast, key).lbmarker = 'ballast';
    const ballast = (await calculate(server.url, token, asBallast)).get(fleetId)!;
    expect(Math.abs(ballast.tcEq - laden.tcEq)).toBeGreaterThan(1);

    // Dragged before Loading, the Passing row's leg is a ballast leg, still derived.
    await keyboardDrag(gridRows(page).nth(2).getByTestId('drag-handle'), 3, -1);
    await expect.poll(() => rowKeys(page)).toEqual([keys[0], keys[2], keys[1], ...keys.slice(3)]);
    expect(await blOf(2)).toBe('BALLAST');
    expect(await blDerived(2)).toBe('true');
    expect(await blOf(4)).toBe('LADEN');
  });

  it('Create New Vessel takes 0.3 t/day MGO and 0.5 in every consumption field; 012 is refused with the rule', async () => {
    await showOrder(page, 'Tubarao / Qingdao 170,000 mt iron ore');
    await page.getByTestId('vessel-details').getByRole('button', { name: 'Create New Vessel' }).click();
    const d = dialog(page, 'Create New Vessel');
    await d.waitFor();
    const name = `Truth Decimal ${Date.now()}`;
    await d.getByLabel('Vessel Name').fill(name);
    await d.getByLabel('DWT', { exact: true }).fill('63500');
    const consumption = d.getByLabel(/^(Ballast|Laden) \d (HS|LS|MGO)$|^(Idle|Loading|Discharging|Extra) (HS|LS|MGO)$/);
    expect(await consumption.count()).toBe(36);
    for (const field of await consumption.all()) {
      await field.pressSequentially('0.5');
      expect(await field.inputValue()).toBe('0.5');
    }
    for (const [kind, knots] of [
      ['Ballast', '13'],
      ['Laden', '12'],
    ]) {
      for (const n of [1, 2, 3, 4]) await d.getByLabel(`${kind} ${n} Speed`).fill(String(Number(knots) - n + 1));
    }
    const mgo = d.getByLabel('Laden 1 MGO');
    await mgo.fill('');
    await mgo.pressSequentially('012');
    expect(await mgo.inputValue()).not.toBe('012');
    await d.getByText('Laden 1 MGO cannot start with 0').waitFor();
    await mgo.fill('');
    await mgo.pressSequentially('0.3');
    expect(await mgo.inputValue()).toBe('0.3');
    await d.getByText('Laden 1 MGO cannot start with 0').waitFor({ state: 'detached' });
    expect(await d.getByRole('alert', { name: 'Vessel field errors' }).count()).toBe(0);
    await d.getByRole('button', { name: 'Save' }).click();
    await seeToast(page, 'Vessel Created Successfully');

    const fields = 'vesselLdnConsmMGO1 vesselBalConsmHS2 vesselLdnConsmLS4 vesselPIdleConsmMGO vesselVExtraConsmHS';
    const found = await gql<{ vessels: { content: Json[] } }>(
      server.url,
      `query ($s: String) { vessels(search: $s) { content { vesselName ${fields} } } }`,
      { s: name },
      token,
    );
    expect(found.data?.vessels.content).toEqual([
      {
        vesselName: name,
        vesselLdnConsmMGO1: 0.3,
        vesselBalConsmHS2: 0.5,
        vesselLdnConsmLS4: 0.5,
        vesselPIdleConsmMGO: 0.5,
        vesselVExtraConsmHS: 0.5,
      },
    ]);
  });

  it('Save Voyage opens empty for another vessel; Calculate & Save twice without a change stores one voyage', async () => {
    const name = `Truth save ${Date.now()}`;
    const id = await createOrder(server.url, token, truthOrder(name));
    await showOrder(page, name);
    await quiet(page, inputs, id);
    const count = async () => {
      const q = '{ savedResults(scope: MINE, page: { limit: 1, offset: 0 }) { totalElements } }';
      return (await gql<{ savedResults: { totalElements: number } }>(server.url, q, {}, token)).data!.savedResults
        .totalElements;
    };
    const before = await count();
    const [first, second] = [fleetRows(page).nth(0), fleetRows(page).nth(1)];
    await activate(first);
    const saveButton = fleetSection(page).getByRole('button', { name: 'Save Voyage' });
    const d = page.getByRole('dialog', { name: 'Save Voyage' });
    await saveButton.click();
    await d.waitFor();
    expect(await d.getByLabel('Voyage Label').inputValue()).toBe('');
    await d.getByLabel('Voyage Label').fill('Truth voyage A');
    await d.getByRole('button', { name: 'Save' }).click();
    await d.waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(count).toBe(before + 1);

    const calcAndSave = async () => {
      const answered = page.waitForResponse(
        (r) => (r.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'CalculateOnce',
      );
      await page.getByRole('button', { name: 'Calculate & Save' }).click();
      const body = (await (await answered).json()) as { data: { calculate: { savedResultId: number | null } } };
      return body.data.calculate.savedResultId;
    };
    const one = await calcAndSave();
    const two = await calcAndSave();
    expect(one).not.toBeNull();
    expect(two).toBe(one);
    expect(await count()).toBe(before + 1);

    // Opened again for the vessel that now carries a label: still empty.
    await saveButton.click();
    await d.waitFor();
    expect(await d.getByLabel('Voyage Label').inputValue()).toBe('');
    await d.getByRole('button', { name: 'Cancel' }).click();
    await d.waitFor({ state: 'detached' });

    await activate(second);
    await saveButton.click();
    await d.waitFor();
    expect(await d.textContent()).toContain(await cellText(second, 'vessel'));
    expect(await d.getByLabel('Voyage Label').inputValue()).toBe('');
    await d.getByRole('button', { name: 'Cancel' }).click();
    await d.waitFor({ state: 'detached' });
    expect(await count()).toBe(before + 1);
  });

  it("Port Stay excludes laycan waiting: the grid's column, Result Details and the calculate mutation agree", async () => {
    const name = `Truth waiting ${Date.now()}`;
    // A laycan months after every demo vessel opens: each one waits at the load port.
    const id = await createOrder(
      server.url,
      token,
      truthOrder(name, (o) => {
        o.laycanStartDate = '2027-07-01T00:00:00.000Z';
        o.laycanEndDate = '2027-07-10T00:00:00.000Z';
        o.operations[1].turnTime = 0.5;
        o.operations[2].extraDays = 1;
      }),
    );
    await showOrder(page, name);
    const input = await quiet(page, inputs, id);
    const fleetId = await activeFleetId(page);
    const api = (await calculate(server.url, token, input)).get(fleetId)!;
    const details = page.getByTestId('result-details');
    const portStay = await shownNumber(details.locator('[data-field="portStay"]'));
    const waiting = await shownNumber(details.locator('[data-field="waiting"]'));
    expect(api.details.waiting).toBeGreaterThan(1);
    expect(Math.abs(waiting - api.details.waiting)).toBeLessThanOrEqual(0.005);
    expect(Math.abs(portStay - api.details.portStay)).toBeLessThanOrEqual(0.005);
    const rowsPortDays = api.portToPortOperationResultMap.reduce((s: number, r: Json) => s + r.portDays, 0);
    expect(api.details.portStay).toBeCloseTo(rowsPortDays, 6);
    const cells = (
      await gridRows(page)
        .getByLabel(/^Row \d+ Port stay$/)
        .allTextContents()
    )
      .map((t) => t.trim())
      .filter((t) => t !== '');
    const sum = cells.reduce((s, t) => s + num(t), 0);
    expect(Math.abs(portStay - sum)).toBeLessThanOrEqual(0.005 * (cells.length + 1));
    // Waiting is shown apart, not inside Port Stay.
    expect(portStay + waiting).toBeGreaterThan(portStay + 1);
  });

  it('the loadability explanation names the limit that gives the figure shown, on every fleet row', async () => {
    const name = `Truth loadability ${Date.now()}`;
    const id = await createOrder(
      server.url,
      token,
      truthOrder(name, (o) => {
        o.operations[1].cargoQty = 187000;
        o.operations[1].tolerance = 10;
        o.operations[2].cargoQty = 187000;
      }),
    );
    await showOrder(page, name);
    await quiet(page, inputs, id);
    const LIMIT: Record<string, string> = {
      'Weight at departure from the last load port': 'Weight limit at departure',
      'Weight at arrival at the first discharge port': 'Weight limit at arrival',
      'Cubic capacity': 'Cubic limit',
    };
    const explain = page.getByTestId('explain-dialog');
    const governing = new Set<string>();
    const aboveOrder: string[] = [];
    for (const row of await fleetRows(page).all()) {
      const vessel = await cellText(row, 'vessel');
      const shown = num(await cellText(row, 'loadability'));
      await row.getByRole('button', { name: `Explain Loadability of ${vessel}` }).click();
      await explain.getByTestId('explain-line').first().waitFor();
      const lines = new Map<string, string>();
      for (const line of await explain.getByTestId('explain-line').all()) {
        const cells = (await line.locator('td').allTextContents()).map((t) => t.trim());
        lines.set(cells[0]!, cells[1]!);
      }
      const limit = LIMIT[lines.get('Governing limit')!];
      expect(limit, `${vessel}: governing '${lines.get('Governing limit')}'`).toBeDefined();
      // A limit that does not bind is shown as '-'.
      const tonnes = (label: string) => {
        const text = lines.get(label)!.replace(/\s*t$/, '');
        return text === '-' ? Infinity : num(text);
      };
      const figure = tonnes('Loadability');
      expect(figure).toBe(shown);
      const value = tonnes(limit!);
      expect(Math.abs(value - figure), `${vessel}: ${limit} ${value} vs loadability ${figure}`).toBeLessThanOrEqual(1);
      // Loadability is the smallest of these; the order limit caps the cargo carried, never the loadability.
      for (const other of Object.values(LIMIT)) expect(tonnes(other)).toBeGreaterThanOrEqual(figure - 1);
      if (figure > tonnes('Order limit')) aboveOrder.push(vessel);
      governing.add(limit!);
      await explain.getByRole('button', { name: 'Close' }).click();
      await explain.waitFor({ state: 'detached' });
    }
    expect(governing.size).toBeGreaterThan(0);
    // The reproduction: a vessel that lifts more than the order allows (its explanation once named the order).
    expect(aboveOrder.length).toBeGreaterThan(0);
  });

  it("a User Notes edit in Port Distance saves the notes and leaves the pair's distance as it was", async () => {
    const name = `Truth notes ${Date.now()}`;
    const id = await createOrder(
      server.url,
      token,
      truthOrder(name, (o) => {
        o.operations[1].port = 'Kamsar';
        o.operations[2].port = 'Yantai';
      }),
    );
    const pair = async () => {
      const q = `query ($input: PortDistanceInput!) { portDistances(input: $input) { distNormal distEca overridden notes } }`;
      const input = { portList: [{ name: 'Kamsar' }, { name: 'Yantai' }] };
      return (await gql<{ portDistances: Json[] }>(server.url, q, { input }, token)).data!.portDistances[0]!;
    };
    const before = await pair();
    expect(before.overridden).toBe(false);
    await showOrder(page, name);
    await quiet(page, inputs, id);
    await grid(page).getByRole('button', { name: 'Dist Normal', exact: true }).click();
    const d = dialog(page, 'Port Distance');
    await d.waitFor();
    await d.getByLabel('Row 3 User Notes').pressSequentially('Truth notes', { delay: 30 });
    await expect.poll(async () => (await pair()).notes, { timeout: 10_000 }).toBe('Truth notes');
    expect(await pair()).toEqual({ ...before, notes: 'Truth notes' });
    await d.getByText('Close', { exact: true }).click();
    await d.waitFor({ state: 'hidden' });
  });

  it('a typed row-1 distance is the ballast leg of a vessel open at the Commence port, on screen and on both APIs', async () => {
    const name = `Truth typed leg ${Date.now()}`;
    const id = await createOrder(
      server.url,
      token,
      truthOrder(name, (o) => {
        o.operations[0].port = 'Singapore';
        Object.assign(o.operations[1], { distNormal: 9000, distEca: 0 });
      }),
    );
    await showOrder(page, name);
    await quiet(page, inputs, id);
    let atCommence: Locator | null = null;
    for (const row of await fleetRows(page).all()) if ((await cellText(row, 'port')) === 'Singapore') atCommence = row;
    expect(atCommence, 'a demo vessel opens at Singapore').not.toBeNull();
    await activate(atCommence!);
    const input = await quiet(page, inputs, id);
    const fleetId = await activeFleetId(page);
    expect(input.cargoList[0]).toMatchObject({ port: 'Singapore' });

    const viaGraphql = (await calculate(server.url, token, input)).get(fleetId)!;
    const viaRest = (await restCalculate(server.url, token, input))[fleetId]!;
    for (const v of [viaGraphql, viaRest]) {
      expect(v.ballastLegSource).toBe('order');
      // GraphQL answers a list of rows, REST an object keyed by row index.
      const legs = v.portToPortOperationResultMap as Json[] | Record<string, Json>;
      const leg = (Array.isArray(legs) ? legs : Object.values(legs)).find((r) => r.index === 1);
      expect(leg).toMatchObject({ distNormal: 9000, distEca: 0 });
    }

    await expect.poll(() => grid(page).getByLabel('Row 2 Dist Normal').textContent()).toBe('9,000');
    const vessel = await cellText(atCommence!, 'vessel');
    await atCommence!.getByRole('button', { name: `Explain TCE of ${vessel}` }).click();
    const explain = page.getByTestId('explain-dialog');
    await explain.getByTestId('explain-line').first().waitFor();
    const text = (await explain.getByTestId('explain-line').allTextContents()).join('\n');
    expect(text).toContain('Ballast leg9,000 nm');
    expect(text).toContain("Ballast leg fromThe order's first-row distance");
    await explain.getByRole('button', { name: 'Close' }).click();
  });
});
