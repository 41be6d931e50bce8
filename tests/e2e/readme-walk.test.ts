import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FLEETS } from '../../server/db/seed/demo-fleets.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { expectNoRefusal, watchAccess } from './access-watch.js';
import { gql, loginToken } from '../helpers/api.js';
import { cellText, fleetRows, seeToast, settled } from './calculator-support.js';
import { logIn, mainMenu, menuLabels, waitForPath, type DemoEmail } from './e2e-support.js';

/**
 * README.md "Using it", step by step, for each demo sign-in it names: the calculator prices the user's own
 * order with the user's own fleet, Open Map draws it, Calculate & Save lands in Saved Results and My
 * Voyages, a colleague's order is read-only at once and "Copy as my order" makes it the user's; Sales and
 * the Super Admin open what their menus offer. Nothing on the way is refused.
 */
describe('the README walk, per demo sign-in', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;
  let watch: ReturnType<typeof watchAccess>;

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    watch = watchAccess(page);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const openFromMenu = async (label: string, path: string) => {
    if (await page.getByTestId('calculator').count()) {
      await page.getByTestId('calculator-actions').getByRole('button', { name: 'Close' }).click();
    }
    await mainMenu(page).getByRole('link', { name: label, exact: true }).click();
    await waitForPath(page, path);
  };

  const myOrdersTab = () => page.getByTestId('calculator-orders').getByRole('tab', { name: 'My Orders' });
  const readOnlyNotice = () => page.getByTestId('read-only-order');

  const desks: [DemoEmail, keyof typeof DEMO_FLEETS][] = [
    ['admin@demo.example', 'admin'],
    ['pricing@demo.example', 'pricing'],
    ['admin@other.example', 'other'],
  ];

  it.each(desks)(
    '%s: My Matrix prices your own order with your fleet; Open Map; Calculate & Save; Saved Results; My Voyages',
    async (email, desk) => {
      const label = `README walk ${desk}`;
      await logIn(page, email);
      watch.reset();
      await openFromMenu('My Matrix', '/calculator');

      // Step 1: your own order is selected (My Orders), not read-only, every vessel of your fleet priced.
      await expect.poll(() => myOrdersTab().getAttribute('aria-selected')).toBe('true');
      await settled(page, 0, DEMO_FLEETS[desk].length);
      expect(await readOnlyNotice().count()).toBe(0);
      for (const row of await fleetRows(page).all()) {
        expect(await cellText(row, 'profit')).toMatch(/^-?[\d,]+(\.\d+)?$/);
      }
      const missed = await page.getByTestId('laycan-missed').count();
      expect(missed, 'most of the fleet makes the laycan').toBeLessThan(DEMO_FLEETS[desk].length / 2);
      await expectNoRefusal(page, watch, `${email}: calculator`);

      // Step 2: Open Map draws the selected order's route in a new window.
      const [map] = await Promise.all([
        browser.context.waitForEvent('page'),
        page.getByTestId('calculator-actions').getByRole('button', { name: 'Open Map' }).click(),
      ]);
      const mapWatch = watchAccess(map);
      await map.waitForURL((u) => /^\/map\/\d+$/.test(u.pathname));
      await map.getByRole('heading', { level: 1, name: 'Route Map' }).waitFor();
      await expectNoRefusal(map, mapWatch, `${email}: map`);
      await map.close();

      // Step 3: Calculate & Save under a label, then Saved Results and My Voyages list it.
      await fleetRows(page).first().locator('td[data-col="port"]').click();
      await page.getByTestId('calculator-actions').getByRole('button', { name: 'Calculate & Save' }).click();
      const d = page.getByRole('dialog', { name: 'Save Voyage' });
      await d.getByLabel('Voyage Label').fill(label);
      await d.getByRole('button', { name: 'Save' }).click();
      await seeToast(page, `Voyage '${label}' saved`);

      watch.reset();
      await openFromMenu('Saved Results', '/saved');
      const card = page.getByTestId('saved-card').filter({ hasText: label });
      await card.waitFor();
      await card.getByRole('link', { name: 'Open' }).click();
      await page.waitForURL((u) => /^\/saved\/\d+$/.test(u.pathname));
      await page.getByRole('heading', { level: 1, name: new RegExp(label) }).waitFor();
      await expectNoRefusal(page, watch, `${email}: saved result`);

      await openFromMenu('My Voyages', '/voyages');
      await page.getByTestId('voyages-mine').getByTestId('voyage-row').filter({ hasText: label }).waitFor();
      await expectNoRefusal(page, watch, `${email}: voyages`);
    },
  );

  it("pricing@demo.example: a colleague's order is read-only at once; Copy as my order makes it yours, tried numbers included", async () => {
    await logIn(page, 'pricing@demo.example');
    await openFromMenu('My Matrix', '/calculator');
    const list = page.getByTestId('calculator-orders');
    await list.getByRole('tab', { name: 'All Orders' }).click();
    await list.getByTestId('calculator-order').filter({ hasText: 'Tubarao / Qingdao' }).click();
    await readOnlyNotice().waitFor();
    expect(await readOnlyNotice().textContent()).toContain(
      'Read-only: this order belongs to Alex Andersen. Copy it to change it.',
    );

    // Numbers can be tried; Save to order is disabled with the reason, before anything is pressed.
    const freight = page.getByTestId('freight-result').getByLabel('Freight Rate');
    await freight.fill('23.5');
    const save = page.getByTestId('calculator-actions').getByRole('button', { name: 'Save to order' });
    await save.waitFor();
    expect(await save.isDisabled()).toBe(true);
    expect(await save.getAttribute('title')).toContain('belongs to Alex Andersen');

    await readOnlyNotice().getByRole('button', { name: 'Copy as my order' }).click();
    await seeToast(page, "'Tubarao / Qingdao 170,000 mt iron ore' is now your order");
    await readOnlyNotice().waitFor({ state: 'detached' });
    await expect.poll(() => myOrdersTab().getAttribute('aria-selected')).toBe('true');
    const selected = list.locator('[aria-current="true"]');
    expect(await selected.textContent()).toContain('Tubarao / Qingdao');
    await expect.poll(() => freight.inputValue()).toBe('23.5');
    expect(await page.getByTestId('calculator-actions').getByRole('button', { name: 'Save to order' }).count()).toBe(0);
  });

  it("pricing@demo.example: the Orders page offers Copy as my order on a colleague's order", async () => {
    await openFromMenu('Freight Order', '/orders');
    await page.getByRole('tab', { name: 'All Orders' }).click();
    await page.getByRole('button', { name: 'View Newcastle / Kashima 80,000 mt coal' }).click();
    const detail = page.getByRole('dialog', { name: 'Order details' });
    await detail.getByTestId('read-only-order').getByRole('button', { name: 'Copy as my order' }).click();
    await seeToast(page, "'Newcastle / Kashima 80,000 mt coal' is now your order");
    await detail.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'My Orders' }).getByText('Newcastle / Kashima 80,000 mt coal').waitFor();
  });

  it('sales@demo.example: Freight Order and Saved Results open, a saved result too', async () => {
    await logIn(page, 'sales@demo.example');
    expect(await menuLabels(page)).toEqual(['Freight Order', 'Saved Results', 'Welcome']);
    watch.reset();
    await openFromMenu('Freight Order', '/orders');
    await page.getByRole('table', { name: 'My Orders' }).waitFor();
    await expectNoRefusal(page, watch, 'sales: orders');
    await openFromMenu('Saved Results', '/saved');
    await page
      .getByTestId('saved-card')
      .filter({ hasText: 'README walk admin' })
      .getByRole('link', { name: 'Open' })
      .click();
    await page.getByRole('heading', { level: 1, name: /README walk admin/ }).waitFor();
    await expectNoRefusal(page, watch, 'sales: saved result');
  });

  it('superadmin@demo.example: Dashboard, Saved Results and an order map open', async () => {
    await logIn(page, 'superadmin@demo.example');
    expect(await menuLabels(page)).toEqual(['Dashboard', 'Saved Results', 'Welcome']);
    watch.reset();
    await openFromMenu('Dashboard', '/');
    await page.getByTestId('dashboard-tile').first().waitFor();
    await openFromMenu('Saved Results', '/saved');
    await page.getByTestId('saved-card').first().waitFor();
    await expectNoRefusal(page, watch, 'superadmin: saved results');
    // /map/{orderId}: the Super Admin may open it (spec 1 section 6), so the order's route is drawn.
    await page.goto('/map/' + (await publicDemoOrderId()));
    await page.getByRole('heading', { level: 1, name: 'Route Map' }).waitFor();
    await expectNoRefusal(page, watch, 'superadmin: map');
  });

  /** The demo organization's public order the Super Admin may see (an order of the demo admin's). */
  async function publicDemoOrderId(): Promise<number> {
    const token = await loginToken(server.url, 'admin@demo.example');
    const r = await gql<{ myOrders: { content: { databaseId: number; access: string }[] } }>(
      server.url,
      '{ myOrders { content { databaseId access } } }',
      {},
      token,
    );
    const found = r.data?.myOrders.content.find((o) => o.access === 'public');
    if (!found) throw new Error('the demo admin has no public order');
    return found.databaseId;
  }
});
