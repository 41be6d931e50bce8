import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { cellText, dialog, fleetRows, num, openCalculator, settled } from './calculator-support.js';

/**
 * Issue #21 item 1 in Chromium: the heat-map of the active vessel on the order on screen. Its centre is the
 * fleet table's own figures (the same engine, the estimate as it is); freight up earns more, bunkers up less;
 * the break-even freight is shown where the freight axis is the columns.
 */
describe('the calculator’s sensitivity heat-map', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;
  const cell = (y: number, x: number) => page.getByTestId(`sensitivity-cell-${y}-${x}`);
  const value = async (y: number, x: number) => Number(await cell(y, x).getAttribute('data-value'));

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

  it('prices 21 x 21 cells for the active vessel; the outlined centre is the fleet table’s TCE and profit', async () => {
    await settled(page, 0);
    const row = fleetRows(page).first();
    await row.locator('td[data-col="vessel"]').click();
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true');
    const tce = num(await cellText(row, 'tcEq'));
    const profitNet = num(await cellText(row, 'profitNet'));

    await page.getByRole('button', { name: 'Sensitivity' }).click();
    const heat = dialog(page, 'Sensitivity');
    await heat.getByTestId('sensitivity-grid').waitFor();
    expect(await heat.locator('[data-testid^="sensitivity-cell-"]').count()).toBe(21 * 21);
    expect(await cell(10, 10).getAttribute('data-current')).toBe('true');
    expect(Math.abs((await value(10, 10)) - tce)).toBeLessThanOrEqual(0.5); // the table shows 0 dp
    // Columns freight (up to the right), rows bunker prices (up downwards).
    expect(await value(10, 20)).toBeGreaterThan(await value(10, 0));
    expect(await value(20, 10)).toBeLessThan(await value(0, 10));
    await expect
      .poll(() => heat.getByTestId('break-even-freight').textContent())
      .toMatch(/Break-even freight .*: [\d,.]+/);

    await heat.getByLabel('Figure').selectOption('profit');
    await expect.poll(async () => Math.abs((await value(10, 10)) - profitNet)).toBeLessThanOrEqual(0.5);

    // The best vessel of the fleet is at least as good as the active one in every cell.
    await heat.getByLabel('Figure').selectOption('tcEq');
    const activeCorner = await value(0, 20);
    await heat.getByLabel('Vessel').selectOption('best');
    await expect.poll(() => value(0, 20)).toBeGreaterThanOrEqual(activeCorner);
  });
});
