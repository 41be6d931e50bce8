import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { fleetRows, fleetTable, openCalculator, settled } from './calculator-support.js';
import { waitForPath } from './e2e-support.js';

/** Screens that fit (issue #13): the orders table and the calculator at 1366 x 768 and 1920 x 1080. */

/** Screenshots for a visual check: LAYOUT_SCREENSHOTS=/tmp/dir. */
const SHOTS = process.env.LAYOUT_SCREENSHOTS;
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;
type Size = (typeof SIZES)[number];

const panels = (page: Page) => page.getByTestId('upper-panels');

/** The box is wholly inside the viewport. */
async function expectInView(locator: Locator, size: Size): Promise<void> {
  const box = (await locator.boundingBox())!;
  expect(box, await locator.evaluate((el) => el.outerHTML.slice(0, 80))).not.toBeNull();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(size.width);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height);
}

/** The page itself never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** Every Result Details label: its text and whether it is shown whole (not cut with an ellipsis). */
async function resultDetailLabels(page: Page) {
  return page
    .getByTestId('result-details')
    .locator('[data-field]')
    .evaluateAll((values) =>
      values.map((v) => {
        const label = v.previousElementSibling as HTMLElement;
        return { text: label.textContent, whole: label.scrollWidth <= label.clientWidth, shown: label.clientWidth > 0 };
      }),
    );
}

async function expectLabelsWhole(page: Page): Promise<void> {
  const labels = await resultDetailLabels(page);
  expect(labels.map((l) => l.text)).toContain('Net Frt Revenue');
  expect(labels.map((l) => l.text)).toContain('Fuel Settle Profit');
  for (const l of labels) expect(l, l.text ?? '').toMatchObject({ whole: true, shown: true });
}

/** The fleet table's heading and at least three rows are above the fold, with TCE among the columns in view. */
async function expectFleetAboveFold(page: Page, size: Size): Promise<void> {
  const head = (await fleetTable(page).locator('thead').boundingBox())!;
  expect(head.y).toBeLessThan(size.height);
  for (let i = 0; i < 3; i++) await expectInView(fleetRows(page).nth(i).locator('td[data-col="vessel"]'), size);
  await expectInView(fleetTable(page).getByRole('columnheader', { name: 'TCE' }), size);
  await expectInView(fleetRows(page).first().locator('td[data-col="tcEq"]'), size);
}

describe('screens that fit 1366 x 768 and 1920 x 1080', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const size of SIZES) {
    it(`orders at ${size.width} x ${size.height}: the whole table and the first row's actions are in view`, async () => {
      await page.setViewportSize(size);
      await openCalculator(page);
      await page.goto('/orders');
      await waitForPath(page, '/orders');
      const table = page.getByRole('table', { name: 'My Orders' });
      const first = table.getByTestId('order-row').first();
      await first.waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/orders-${size.width}.png` });
      await expectNoSidewaysScroll(page);
      // The table fits its box: nothing scrolled away inside it either.
      const box = page.getByTestId('orders-box');
      expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const name = ((await first.locator('td').nth(1).textContent()) ?? '').trim();
      for (const action of ['Edit', 'Pin', 'Delete']) await expectInView(first.getByLabel(`${action} ${name}`), size);
      await expectInView(table.getByRole('columnheader', { name: 'Action' }), size);
      await expectInView(table.getByRole('button', { name: 'Search' }), size);
      // Long text is cut to its column with the whole text as its title.
      const account = first.locator('td').nth(7);
      expect(await account.getAttribute('title')).toBe(((await account.textContent()) ?? '').trim());
    });
  }

  it('calculator at 1366 x 768: panels start collapsed, the fleet table is above the fold, labels whole', async () => {
    const size = SIZES[0];
    await page.setViewportSize(size);
    await openCalculator(page);
    await settled(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/calc-1366-collapsed.png` });
    expect(await panels(page).getAttribute('data-collapsed')).toBe('true');
    // The collapsed line still says how the active vessel fares.
    expect(await page.getByTestId('panels-summary').textContent()).toMatch(/TCE [\d,-]+ · Profit Net/);
    await expectNoSidewaysScroll(page);
    await expectFleetAboveFold(page, size);

    // Expanded by the user: every Result Details label is whole; the choice outlives a reload.
    await panels(page).getByRole('button', { name: 'Show panels' }).click();
    await page.getByTestId('result-details').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/calc-1366-expanded.png` });
    await expectLabelsWhole(page);
    await expectNoSidewaysScroll(page);
    await page.reload();
    await settled(page);
    expect(await panels(page).getAttribute('data-collapsed')).toBe('false');
    await expectLabelsWhole(page);

    await panels(page).getByRole('button', { name: 'Collapse panels' }).click();
    expect(await panels(page).getAttribute('data-collapsed')).toBe('true');
    await page.reload();
    await settled(page);
    expect(await panels(page).getAttribute('data-collapsed')).toBe('true');
    await expectFleetAboveFold(page, size);
  });

  it('calculator at 1920 x 1080: panels expanded, labels whole, the fleet table above the fold', async () => {
    const size = SIZES[1];
    await page.setViewportSize(size);
    await openCalculator(page);
    await settled(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/calc-1920.png` });
    expect(await panels(page).getAttribute('data-collapsed')).toBe('false');
    await expectLabelsWhole(page);
    await expectNoSidewaysScroll(page);
    await expectFleetAboveFold(page, size);
  });
});
