import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU, allowedRoutes } from '../../shared/auth/routes.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { expectNoRefusal, watchAccess } from './access-watch.js';
import { logIn, mainMenu, menuLabels, pathOf, waitForPath, type DemoEmail } from './e2e-support.js';

const ALL_MENU = MENU.map((m) => m.label);

describe('menu, guards and screens per role', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const drawerCases: [DemoEmail, string[]][] = [
    [
      'admin@demo.example',
      [
        'Dashboard',
        'Freight Order',
        'My Matrix',
        'E-mail Reader',
        'My Voyages',
        'Saved Results',
        'Welcome',
        'API Tokens',
      ],
    ],
    ['pricing@demo.example', ['Freight Order', 'My Matrix', 'E-mail Reader', 'My Voyages', 'Saved Results', 'Welcome']],
    ['superadmin@demo.example', ['Dashboard', 'Saved Results', 'Welcome']],
    ['sales@demo.example', ['Freight Order', 'Saved Results', 'Welcome']],
    [
      'admin@other.example',
      [
        'Dashboard',
        'Freight Order',
        'My Matrix',
        'E-mail Reader',
        'My Voyages',
        'Saved Results',
        'Welcome',
        'API Tokens',
      ],
    ],
  ];

  it.each(drawerCases)('%s sees exactly its menu entries', async (email, expected) => {
    await logIn(page, email);
    expect(await menuLabels(page)).toEqual(expected);
    // Welcome is the current entry after login.
    const current = mainMenu(page).locator('[aria-current="page"]');
    expect((await current.textContent())?.trim()).toBe('Welcome');
    expect(ALL_MENU).toEqual(expect.arrayContaining(expected));
  });

  it.each(drawerCases.map(([email]) => email))(
    '%s: every drawer entry opens its screen, with nothing refused',
    async (email) => {
      const watch = watchAccess(page);
      await logIn(page, email);
      for (const label of await menuLabels(page)) {
        const entry = MENU.find((m) => m.label === label)!;
        await page.goto('/welcome');
        await mainMenu(page).waitFor();
        watch.reset();
        await mainMenu(page).getByRole('link', { name: label, exact: true }).click();
        await waitForPath(page, entry.path);
        await page.getByRole('heading', { level: 1 }).or(page.getByTestId('calculator')).first().waitFor();
        await expectNoRefusal(page, watch, `${email}: ${label}`);
        expect(pathOf(page), `${email}: ${label}`).toBe(entry.path);
      }
    },
  );

  it('the menu button hides and shows the drawer', async () => {
    await logIn(page, 'admin@demo.example');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await mainMenu(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await mainMenu(page).waitFor();
  });

  it('sends Sales from a forbidden path to its first allowed one', async () => {
    await logIn(page, 'sales@demo.example');
    await page.goto('/calculator');
    await waitForPath(page, '/orders');
    await page.goto('/');
    await waitForPath(page, '/orders');
    await page.goto('/setup_organization');
    await waitForPath(page, '/orders');
    await page.goto('/no/such/screen');
    await waitForPath(page, '/orders');
    await page.getByRole('heading', { level: 1, name: 'Freight Orders' }).waitFor();
    await page.getByRole('table', { name: 'My Orders' }).waitFor();
  });

  it('sends Pricing from / to /orders and the Super Admin from /orders to the dashboard', async () => {
    await logIn(page, 'pricing@demo.example');
    await page.goto('/');
    await waitForPath(page, '/orders');

    await logIn(page, 'superadmin@demo.example');
    await page.goto('/orders');
    await waitForPath(page, '/');
  });

  /** Each tile's width as a share of the grid's width. */
  const tileShares = (page: Page) =>
    page.getByTestId('dashboard-tile').evaluateAll((els) =>
      els.map((e) => {
        const grid = e.parentElement!.getBoundingClientRect();
        const box = e.getBoundingClientRect();
        return { share: box.width / grid.width, top: box.top };
      }),
    );

  it('shows three third-width tiles to the Super Admin and two half-width tiles to an ADMIN', async () => {
    await logIn(page, 'superadmin@demo.example');
    await page.goto('/');
    const tiles = page.getByTestId('dashboard-tile');
    await tiles.first().waitFor();
    expect(await tiles.allTextContents()).toEqual([
      expect.stringContaining('Setup Organization'),
      expect.stringContaining('User Management for Organization'),
      expect.stringContaining('Vessel Information'),
    ]);
    const thirds = await tileShares(page);
    expect(thirds).toHaveLength(3);
    for (const t of thirds) {
      expect(t.share).toBeGreaterThan(0.3);
      expect(t.share).toBeLessThan(1 / 3);
      expect(t.top).toBe(thirds[0]!.top);
    }

    await logIn(page, 'admin@demo.example');
    await page.goto('/');
    await tiles.first().waitFor();
    expect(await tiles.allTextContents()).toEqual([
      expect.stringContaining('User Management for Organization'),
      expect.stringContaining('Vessel Information'),
    ]);
    const halves = await tileShares(page);
    expect(halves).toHaveLength(2);
    for (const t of halves) {
      expect(t.share).toBeGreaterThan(0.45);
      expect(t.share).toBeLessThan(0.5);
      expect(t.top).toBe(halves[0]!.top);
    }
  });

  it('keeps Dashboard highlighted on the admin screens and opens them from the tiles', async () => {
    await logIn(page, 'admin@demo.example');
    await page.goto('/');
    await page.getByTestId('dashboard-tile').filter({ hasText: 'Vessel Information' }).click();
    await waitForPath(page, '/vessel_information');
    await page.getByRole('heading', { level: 1, name: 'Vessel Information' }).waitFor();
    await page.getByRole('tab', { name: 'Vessel List' }).waitFor();
    const current = mainMenu(page).locator('[aria-current="page"]');
    expect((await current.textContent())?.trim()).toBe('Dashboard');

    await page.goto('/vessel/12');
    await page.getByRole('heading', { level: 1, name: 'Vessel Information Editor' }).waitFor();
    expect((await current.textContent())?.trim()).toBe('Dashboard');

    await mainMenu(page).getByRole('link', { name: 'My Matrix' }).click();
    await waitForPath(page, '/calculator');
    expect((await current.textContent())?.trim()).toBe('My Matrix');
  });

  it('lists the allowed screens on /welcome as working links', async () => {
    await logIn(page, 'sales@demo.example');
    const list = page.getByRole('navigation', { name: 'Your screens' });
    const expected = allowedRoutes(['Sales']).filter((r) => !r.includes(':'));
    await list.getByRole('link').first().waitFor();
    expect(await list.getByRole('link').count()).toBe(expected.length);
    await list.getByRole('link', { name: 'Freight Order' }).click();
    await waitForPath(page, '/orders');
    expect(pathOf(page)).toBe('/orders');
  });
});
