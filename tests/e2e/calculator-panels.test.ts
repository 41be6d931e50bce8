import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MSG } from '../../shared/validation/order-rules.js';
import { VESSEL_MSG } from '../../shared/validation/vessel-rules.js';
import { gql, loginToken } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { dialog, num, openCalculator } from './calculator-support.js';
import { toast } from './e2e-support.js';

/** Screenshots for a visual check: PANELS_SCREENSHOTS=/tmp/dir. */
const SHOTS = process.env.PANELS_SCREENSHOTS;

const PANELS = [
  ['cargo-details', 'Cargo Details'],
  ['vessel-details', 'Vessel Details'],
  ['margin-allowances', 'Margin and Allowances'],
  ['freight-result', 'Freight and Result'],
  ['result-details', 'Result Details'],
] as const;

function panel(page: Page, id: (typeof PANELS)[number][0]): Locator {
  return page.getByTestId(id);
}

function field(page: Page, id: (typeof PANELS)[number][0], name: string): Locator {
  return panel(page, id).locator(`[data-field="${name}"]`);
}

/** Waits until a panel value is shown as a number (a result has streamed in) and answers it. */
async function numberIn(locator: Locator): Promise<number> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const text = ((await locator.textContent()) ?? '').trim();
    if (/^-?[\d,]+(\.\d+)?$/.test(text)) return num(text);
    if (Date.now() > deadline) throw new Error(`no number shown (last: '${text}')`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface StoredDraft {
  draft: { operations: { operation: string; freight: number; rate: number; dwf: number }[] };
}

/** The calculator's unsaved draft of the selected order, as kept in localStorage. */
async function storedDraft(page: Page): Promise<{ key: string; value: StoredDraft } | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /\.draft\.\d+$/.test(k));
    return key ? { key, value: JSON.parse(localStorage.getItem(key)!) } : null;
  });
}

function toggle(page: Page, label: string): Locator {
  return page.getByTestId(`toggle-${label}`);
}

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe('the calculator’s upper panels', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    await openCalculator(page);
    await panel(page, 'freight-result').waitFor();
    await numberIn(field(page, 'freight-result', 'tcEq'));
  });

  // A failed step must not leave a dialog over the next test's panels.
  afterEach(async () => {
    for (let i = 0; i < 3 && (await page.getByRole('dialog').count()) > 0; i++) await page.keyboard.press('Escape');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the five panels left to right with their headings', async () => {
    await shoot(page, 'panels');
    const boxes = [];
    for (const [id, title] of PANELS) {
      const p = panel(page, id);
      await p.waitFor();
      expect(await p.getByRole('heading').first().textContent()).toBe(title);
      boxes.push((await p.boundingBox())!);
    }
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.x).toBeGreaterThan(boxes[i - 1]!.x);
    // Vessel Details links to the vessel's page in a new tab; + offers Create New Vessel.
    const link = panel(page, 'vessel-details').getByRole('link', { name: 'Vessel Details' });
    expect(await link.getAttribute('href')).toMatch(/^\/vessel\/\d+$/);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await panel(page, 'vessel-details').getByRole('button', { name: 'Create New Vessel' }).isVisible()).toBe(
      true,
    );
    // Cargo Details: laycan as DD/MMM/yyyy HH:mm.
    expect(await field(page, 'cargo-details', 'Laycan From').textContent()).toMatch(
      /^\d\d\/[A-Z][a-z]{2}\/\d{4} \d\d:\d\d$/,
    );
  });

  it('a freight rate edit writes every Loading row’s freight and moves the streamed TCE', async () => {
    const tce = field(page, 'freight-result', 'tcEq');
    const before = await numberIn(tce);
    const input = panel(page, 'freight-result').getByLabel('Freight Rate');
    const old = Number(await input.inputValue());
    const next = old + 5;
    await input.fill(String(next));
    await expect.poll(async () => num((await tce.textContent()) ?? ''), { timeout: 15_000 }).toBeGreaterThan(before);
    const stored = await storedDraft(page);
    const loads = stored!.value.draft.operations.filter((r) => r.operation === 'LOADING');
    expect(loads.length).toBeGreaterThan(0);
    expect(loads.every((r) => r.freight === next)).toBe(true);
    // Frt Cost to 3 decimals, profit and loadability to 0.
    expect(await field(page, 'freight-result', 'frtCost').textContent()).toMatch(/^-?[\d,]+\.\d{3}$/);
    expect(await field(page, 'freight-result', 'profit').textContent()).toMatch(/^-?[\d,]+$/);
    expect(await field(page, 'freight-result', 'loadability').textContent()).toMatch(/^-?[\d,]+$/);
  });

  it('differing margins offer View and Reset, Reset sets 0 on all rows, a shared value is one input', async () => {
    let margins = panel(page, 'margin-allowances');
    if ((await margins.getByRole('button', { name: 'View DWF (%)' }).count()) === 0) {
      // Rows that differ (as the grid leaves them): edited into the stored draft, restored on reload.
      await margins.getByLabel('DWF (%)', { exact: true }).fill('3');
      await expect.poll(async () => (await storedDraft(page)) !== null).toBe(true);
      const stored = (await storedDraft(page))!;
      stored.value.draft.operations[0]!.dwf = 1;
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [stored.key, JSON.stringify(stored.value)] as const);
      await page.reload();
      margins = panel(page, 'margin-allowances');
    }
    await margins.getByRole('button', { name: 'View DWF (%)' }).click();
    const table = dialog(page, 'Margin Allowances Table');
    await table.waitFor();
    for (const h of ['Operation', 'Port', 'Dwf (%)', 'Speed Factor (%)', 'Speed Reduce (Knots)', 'Bunker factor (%)']) {
      await table.getByRole('columnheader', { name: h, exact: true }).waitFor();
    }
    await table.getByLabel('Row 2 Dwf (%)').fill('7');
    await table.getByLabel('Row 2 Speed Factor (%)').fill('4');
    await expect.poll(async () => (await storedDraft(page))?.value.draft.operations[1]!.dwf).toBe(7);
    const arrival = table.locator('[data-testid="margin-row"] [data-field="arrival"]').nth(1);
    await expect.poll(async () => arrival.textContent(), { timeout: 15_000 }).toMatch(/^\d\d-\d\d-\d{4} \d\d:\d\d$/);
    await shoot(page, 'margin-table');
    await table.getByRole('button', { name: 'Close dialog' }).click();
    await table.waitFor({ state: 'hidden' });

    // Speed factor now differs too; Reset DWF leaves it alone.
    await margins.getByRole('button', { name: 'Reset DWF (%)' }).click();
    await expect
      .poll(async () => (await storedDraft(page))!.value.draft.operations.map((r) => r.dwf))
      .toSatisfy((dwfs: number[]) => dwfs.every((v) => v === 0));
    expect(await margins.getByLabel('DWF (%)', { exact: true }).inputValue()).toBe('0');
    await margins.getByRole('button', { name: 'Reset Speed factor (%)' }).waitFor();
    await margins.getByRole('button', { name: 'Reset Speed factor (%)' }).click();
    await margins.getByLabel('Speed factor (%)').waitFor();
    expect(await margins.getByRole('button', { name: /^(View|Reset) / }).count()).toBe(0);

    // One shared value: the input applies to every row.
    await margins.getByLabel('DWF (%)', { exact: true }).fill('3');
    await expect
      .poll(async () => (await storedDraft(page))!.value.draft.operations.map((r) => r.dwf))
      .toSatisfy((dwfs: number[]) => dwfs.every((v) => v === 3));
  });

  it('Result Details shows 2-decimal values, then numbered errors or No Error Found', async () => {
    const details = panel(page, 'result-details');
    for (const key of ['frtCost', 'profitNet', 'hireExp', 'voyDuration', 'stowage']) {
      expect(await details.locator(`[data-field="${key}"]`).textContent()).toMatch(/^-?[\d,]+\.\d\d$/);
    }
    const list = details.getByTestId('calc-warnings');
    expect(await list.textContent()).toMatch(/^List of Errors(No Error Found|1\. )/);

    // A Loading rate of 0 (edited into the stored draft, restored on reload) is an error of the engine.
    const stored = (await storedDraft(page))!;
    const ops = stored.value.draft.operations;
    const i = ops.findIndex((r) => r.operation === 'LOADING');
    ops[i]!.rate = 0;
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [stored.key, JSON.stringify(stored.value)] as const);
    await page.reload();
    await panel(page, 'result-details').waitFor();
    const item = details.locator('li').filter({ hasText: 'Loading Load Rate cannot be zero!.' });
    await item.waitFor({ timeout: 15_000 });
    const items = (await details.locator('li').allTextContents()).map((t) => t.trim());
    items.forEach((t, n) => expect(t.startsWith(`${n + 1}. `)).toBe(true));
    expect(await item.getAttribute('data-level')).toBe('ERROR');
    await shoot(page, 'errors');
    // Back to the stored order.
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect
      .poll(async () => details.locator('li').filter({ hasText: 'Load Rate cannot be zero' }).count())
      .toBe(0);
  });

  it('Bunker Supply Table: methods need the override, override stays on until the method is DEFAULT', async () => {
    await panel(page, 'cargo-details').getByRole('button', { name: 'Bunkers' }).click();
    const d = dialog(page, 'Bunker Supply Table');
    await d.waitFor();
    const method = d.getByLabel('Fuel Calculation Method');
    const override = toggle(page, 'Override');
    const flip = () => override.locator('[data-part="control"]').click();
    // Start from DEFAULT without override, whatever the seeded order and vessel say.
    if ((await method.inputValue()) !== 'DEFAULT') await method.selectOption('DEFAULT');
    await expect.poll(() => method.inputValue()).toBe('DEFAULT');
    if ((await override.getAttribute('data-checked-state')) === 'on') await flip();
    await expect.poll(() => override.getAttribute('data-checked-state')).toBe('off');
    // The order's Allow Fuel Price Adjustment off too: with it on every vessel is priced with its own
    // prices, which the table then shows instead of the order's (ADR 0010).
    const adjustment = toggle(page, 'Allow Fuel Price Adjustment');
    if ((await adjustment.getAttribute('data-checked-state')) === 'on')
      await adjustment.locator('[data-part="control"]').click();
    await expect.poll(() => adjustment.getAttribute('data-checked-state')).toBe('off');

    // FIFO without the override is refused.
    await method.selectOption('FIFO');
    await toast(page, 'Turn on Override').first().waitFor();
    expect(await method.inputValue()).toBe('DEFAULT');
    expect(await d.getByTestId('bunker-supply-rows').count()).toBe(0);

    await flip();
    await expect.poll(() => override.getAttribute('data-checked-state')).toBe('on');
    await method.selectOption('FIFO');
    await d.getByTestId('bunker-supply-rows').waitFor();
    expect(await d.getByLabel('Fuel Type').isDisabled()).toBe(true);
    expect(await d.getByTestId('bunker-row').count()).toBeGreaterThan(1);
    await shoot(page, 'bunker-fifo');

    // Override off while FIFO: the spec's message, and it stays on.
    await flip();
    await toast(page, 'Please change fuel calculation method').first().waitFor();
    expect(await override.getAttribute('data-checked-state')).toBe('on');

    // Back to DEFAULT, then off: the vessel's prices come back from the order's table for its fuel type.
    await method.selectOption('DEFAULT');
    await d.getByTestId('bunker-supply-rows').waitFor({ state: 'detached' });
    expect(await d.getByLabel('Fuel Type').isDisabled()).toBe(false);
    const delivery = d.getByLabel('Price on Delivery HS(0.5)');
    await delivery.fill('999');
    await flip();
    await expect.poll(() => override.getAttribute('data-checked-state')).toBe('off');
    const fuelType = ((await field(page, 'vessel-details', 'Fuel Type').textContent()) ?? '').split(' ')[0]!;
    expect(fuelType).toMatch(/^TYPE\d$/);
    const orderHs = d.getByLabel(`${fuelType} HS(0.5) Price`);
    await expect.poll(() => delivery.inputValue()).toBe(await orderHs.inputValue());
    expect(await delivery.isDisabled()).toBe(true);

    // DEFAULT without override: an order price edit shows at once as the vessel's delivery, redelivery and
    // settlement prices (derived from the draft order, nothing copied to the fleet: ADR 0010).
    const price = Number(await orderHs.inputValue()) + 7;
    await orderHs.fill(String(price));
    await expect.poll(() => delivery.inputValue(), { timeout: 10_000 }).toBe(String(price));
    expect(await d.getByLabel('Price on Re-delivery HS(0.5)').inputValue()).toBe(String(price));
    expect(await d.getByLabel('Settlement Price HS(0.5)').inputValue()).toBe(String(price));
    await shoot(page, 'bunker-default');
    await d.getByRole('button', { name: 'Close dialog' }).click();
    await d.waitFor({ state: 'hidden' });
  });

  it('Bunker Supply Table: expected re-delivery bunkers outside the tolerance are a numbered alert', async () => {
    const details = panel(page, 'result-details');
    const alerts = () => details.locator('li').filter({ hasText: /^\d+\. HS\(0\.5\) on redelivery / });
    const alertBor = async () => {
      if ((await alerts().count()) === 0) return null;
      const text = ((await alerts().first().textContent()) ?? '').trim();
      const m = /^\d+\. HS\(0\.5\) on redelivery (\d+) t is outside the expected 99999 t ± 5%$/.exec(text);
      return m ? Number(m[1]) : null;
    };
    const bunkers = async () => {
      await panel(page, 'cargo-details').getByRole('button', { name: 'Bunkers' }).click();
      const d = dialog(page, 'Bunker Supply Table');
      await d.waitFor();
      return d;
    };
    const close = async (d: Locator) => {
      await d.getByRole('button', { name: 'Close dialog' }).click();
      await d.waitFor({ state: 'hidden' });
    };
    let d = await bunkers();
    const override = toggle(page, 'Override');
    const flip = () => override.locator('[data-part="control"]').click();
    const wasOn = (await override.getAttribute('data-checked-state')) === 'on';
    const method = d.getByLabel('Fuel Calculation Method');
    if ((await method.inputValue()) !== 'DEFAULT') await method.selectOption('DEFAULT');
    if (wasOn) await flip();
    await expect.poll(() => override.getAttribute('data-checked-state')).toBe('off');
    // Like the prices, the re-delivery expectation is the vessel's own only while Override is on.
    expect(await d.getByLabel('Expected on Re-delivery HS(0.5)').isDisabled()).toBe(true);
    expect(await d.getByLabel('Re-delivery Tolerance (%)').isDisabled()).toBe(true);
    await flip();
    await expect.poll(() => override.getAttribute('data-checked-state')).toBe('on');
    // Enough HS on delivery that some is left on re-delivery, then an expectation far from it.
    const delivered = await d.getByLabel('Quantity on Delivery HS(0.5)').inputValue();
    await d.getByLabel('Quantity on Delivery HS(0.5)').fill(String(Number(delivered) + 20_000));
    await d.getByLabel('Expected on Re-delivery HS(0.5)').fill('99999');
    await d.getByLabel('Re-delivery Tolerance (%)').fill('5');
    await shoot(page, 'bunker-redelivery');
    await close(d);

    await expect.poll(alertBor, { timeout: 15_000 }).toBeGreaterThan(100);
    const bor = String(await alertBor());
    expect(await alerts().first().getAttribute('data-level')).toBe('ALERT');
    const items = (await details.locator('li').allTextContents()).map((t) => t.trim());
    items.forEach((t, n) => expect(t.startsWith(`${n + 1}. `)).toBe(true));
    await shoot(page, 'redelivery-alert');

    // The computed bunkers on re-delivery themselves, within 5 %: the alert goes; the entry keeps them.
    d = await bunkers();
    await d.getByLabel('Expected on Re-delivery HS(0.5)').fill(bor);
    await close(d);
    await expect.poll(() => alerts().count(), { timeout: 15_000 }).toBe(0);
    const token = await loginToken(server.url, 'admin@demo.example');
    const query = 'query { myFleet { bnkRedelhs bnkRedelTolerance } }';
    type Stored = { myFleet: { bnkRedelhs: number; bnkRedelTolerance: number }[] };
    const stored = async () => (await gql<Stored>(server.url, query, {}, token)).data?.myFleet;
    await expect.poll(stored, { timeout: 10_000 }).toContainEqual({ bnkRedelhs: Number(bor), bnkRedelTolerance: 5 });

    // Back as it was: no expectation, the delivered quantity, the override.
    d = await bunkers();
    await d.getByLabel('Expected on Re-delivery HS(0.5)').fill('0');
    await d.getByLabel('Re-delivery Tolerance (%)').fill('0');
    await d.getByLabel('Quantity on Delivery HS(0.5)').fill(delivered);
    if (!wasOn) await flip();
    await close(d);
  });

  it('Create New Vessel: name required, no leading zero, a server failure keeps the dialog, then creates', async () => {
    await panel(page, 'vessel-details').getByRole('button', { name: 'Create New Vessel' }).click();
    const d = dialog(page, 'Create New Vessel');
    await d.waitFor();
    await d.getByRole('button', { name: 'Save' }).click();
    await d.getByText(VESSEL_MSG.nameRequired).waitFor();

    const dwt = d.getByLabel('DWT', { exact: true });
    // A leading zero ('01') is refused and said; the zero of a number below 1 is not (issue #12).
    await dwt.pressSequentially('01');
    expect(await dwt.inputValue()).toBe('0');
    await d.getByText('DWT cannot start with 0').waitFor();
    await dwt.fill('63500');
    await d.getByText('DWT cannot start with 0').waitFor({ state: 'detached' });

    const name = `Panel Star ${Date.now()}`;
    await d.getByLabel('Vessel Name').fill(name);
    await d.getByLabel('Ballast 1 Speed').fill('13');
    await d.getByLabel('Ballast 1 HS').fill('25');
    await d.getByLabel('Laden 1 Speed').fill('12');
    await d.getByLabel('Laden 1 HS').fill('27');
    const idleMgo = d.getByLabel('Idle MGO');
    await idleMgo.pressSequentially('0.3');
    expect(await idleMgo.inputValue()).toBe('0.3');
    expect(await d.getByRole('alert', { name: 'Vessel field errors' }).count()).toBe(0);
    await d.getByLabel('Scrubber').selectOption('NO');
    await shoot(page, 'create-vessel');

    // A refusal from the server is shown inside the dialog, which keeps what was typed.
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'CreatePanelVessel') return route.fallback();
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: null,
          errors: [{ message: 'Vessel store is read-only', extensions: { code: 'CONFLICT' } }],
        }),
      });
    });
    await d.getByRole('button', { name: 'Save' }).click();
    await d.getByTestId('create-vessel-error').filter({ hasText: 'Vessel store is read-only' }).waitFor();
    expect(await d.getByLabel('Vessel Name').inputValue()).toBe(name);
    expect(await dwt.inputValue()).toBe('63500');
    await page.unroute('**/graphql');

    await d.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Vessel Created Successfully').first().waitFor();
    await d.waitFor({ state: 'hidden' });

    const token = await loginToken(server.url, 'admin@demo.example');
    const found = await gql<{
      vessels: {
        content: { vesselName: string; vesselDwt: number; vesselScrubber: string; vesselPIdleConsmMGO: number }[];
      };
    }>(
      server.url,
      'query ($s: String) { vessels(search: $s) { content { vesselName vesselDwt vesselScrubber vesselPIdleConsmMGO } } }',
      { s: name },
      token,
    );
    expect(found.data?.vessels.content).toEqual([
      { vesselName: name, vesselDwt: 63500, vesselScrubber: 'NO', vesselPIdleConsmMGO: 0.3 },
    ]);
  });

  it('the Cargo Details heading opens Update Order; Create New Order there selects the new order', async () => {
    await panel(page, 'cargo-details').getByRole('button', { name: 'Cargo Details' }).click();
    const d = dialog(page, 'Update Order');
    await d.waitFor();
    await d.getByRole('button', { name: 'Update', exact: true }).waitFor();
    const name = `Panels copy ${Date.now()}`;
    await d.getByLabel('Name', { exact: true }).fill(name);
    await d.getByRole('button', { name: 'Create New Order' }).click();
    await toast(page, ORDER_MSG.queryAdded).first().waitFor();
    await d.waitFor({ state: 'hidden' });
    await expect.poll(async () => field(page, 'cargo-details', 'Name').textContent(), { timeout: 10_000 }).toBe(name);
    const current = page.getByTestId('calculator-order').and(page.locator('[aria-current="true"]'));
    expect(await current.textContent()).toContain(name);
  });
});
