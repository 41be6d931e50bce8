import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { fleetRow as row, fleetTable as table, num, openCalculator, recalc, settled } from './calculator-support.js';

/** The fleet table keeps its row order while a row is edited (issue #13). */

const heading = (page: Page, name: string) =>
  table(page).getByRole('columnheader').getByRole('button', { name, exact: true });
const column = async (page: Page, col: string) =>
  (await table(page).locator(`[data-testid="fleet-row"] td[data-col="${col}"]`).allTextContents()).map((t) => t.trim());
const order = (page: Page) => async () => (await column(page, 'vessel')).join('|');
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the fleet table while a row is edited', () => {
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

  it('keeps the row order while a hire is typed, re-sorts once the edit settles; a heading sorts at once', async () => {
    await settled(page, 0, 6);
    await heading(page, 'Hire/day').click();
    const held = () => table(page).getAttribute('data-order-held');
    const before = await column(page, 'vessel');
    const hireOrder = await table(page)
      .locator('input[aria-label^="Hire per day"]')
      .evaluateAll((els) => els.map((e) => Number((e as HTMLInputElement).value)));
    expect(hireOrder).toEqual([...hireOrder].sort((a, b) => a - b));
    const vessel = before[0]!;
    const hire = row(page, vessel).getByLabel(`Hire per day ${vessel}`);
    const original = await hire.inputValue();

    // The cheapest vessel becomes the dearest as it is typed; it stays first while its input has focus,
    // past the settle pause and after the recalculation's results arrived.
    await hire.click();
    await hire.selectText();
    await recalc(page, () => hire.pressSequentially('99000', { delay: 40 }));
    await pause(2_000);
    expect(await column(page, 'vessel')).toEqual(before);
    expect(await held()).toBe('true');
    expect(num(await hire.inputValue())).toBe(99_000);

    // Focus leaves the row: the sort applies again and the vessel goes last.
    await hire.blur();
    await expect.poll(order(page), { timeout: 10_000 }).toBe([...before.slice(1), vessel].join('|'));
    expect(await held()).toBe('false');

    // Edited back while focused, the row holds still (last) until a heading click sorts at once.
    await hire.click();
    await hire.fill(original);
    await pause(300);
    expect((await column(page, 'vessel')).at(-1)).toBe(vessel);
    expect(await held()).toBe('true');
    await heading(page, 'Hire/day').click();
    expect(await column(page, 'vessel')).toEqual([...before].reverse());
    expect(await held()).toBe('false');
  });

  it('keeps the order within the settle pause after the last keystroke, even once focus has left', async () => {
    await settled(page);
    const before = await column(page, 'vessel');
    // Sorted by hire descending: the last (cheapest) vessel made the dearest would go first.
    const vessel = before.at(-1)!;
    const hire = row(page, vessel).getByLabel(`Hire per day ${vessel}`);
    await hire.click();
    await hire.fill('99000');
    await hire.blur();
    expect((await column(page, 'vessel')).at(-1)).toBe(vessel);
    await expect.poll(order(page), { timeout: 10_000 }).toBe([vessel, ...before.slice(0, -1)].join('|'));
  });
});
