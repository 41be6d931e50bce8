import type { Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLEET_MSG, VESSEL_MSG } from '../../shared/validation/vessel-rules.js';
import { loginToken } from '../helpers/api.js';
import type { TestServer } from '../helpers/test-server.js';
import { type BrowserSession, logIn, openBrowserSession, toast, waitForPath } from './e2e-support.js';
import { addFleetEntry, api, createVessel, noScriptRan, xss } from './vessels-support.js';

/**
 * /vessel_information in Chromium (spec 2 sections 2, 4, 5, 8 and 9): both tabs and their empty texts,
 * the {Add|Update} Vessel dialog and its rules, paging 25 a page, the 500 ms search, Discard, the
 * organization dropdown per role, and stored payloads shown as text.
 */
describe('vessel and fleet management (/vessel_information)', () => {
  let session: BrowserSession;
  let server: TestServer;
  let page: Page;
  let adminToken: string;

  const dialog = () => page.getByTestId('vessel-dialog');
  const vesselRows = () => page.getByTestId('vessel-row');
  const fleetRows = () => page.getByTestId('fleet-row');
  const cells = async (row: Locator) => (await row.locator('td').allTextContents()).map((t) => t.trim());

  async function openScreen(tab: 'Vessel List' | 'Fleet List' = 'Vessel List') {
    await page.goto('/vessel_information');
    await page.getByRole('heading', { level: 1, name: 'Vessel Information' }).waitFor();
    await page.getByRole('tab', { name: tab }).click();
  }

  beforeAll(async () => {
    session = await openBrowserSession({
      login: 'admin@demo.example',
      prepare: async (url) => {
        adminToken = await loginToken(url, 'admin@demo.example');
      },
    });
    ({ server, page } = session);
  });

  afterAll(() => session?.close());

  it('offers Go back, Create Vessel and both tabs, each saying when it is empty', async () => {
    await page.goto('/');
    await page.getByTestId('dashboard-tile').filter({ hasText: 'Vessel Information' }).click();
    await waitForPath(page, '/vessel_information');
    await page.getByRole('button', { name: 'Create Vessel' }).waitFor();
    await page.getByRole('table', { name: 'Vessel List' }).getByText(VESSEL_MSG.noVessels).waitFor();
    const headings = await page.getByRole('table', { name: 'Vessel List' }).locator('th').allTextContents();
    expect(headings).toEqual(['Vessel Name', 'DWT', 'Draft', 'Owner', 'Ship Country', 'Edit']);

    await page.getByRole('tab', { name: 'Fleet List' }).click();
    await page.getByRole('table', { name: 'Fleet List' }).getByText(VESSEL_MSG.noFleet).waitFor();
    expect(await page.getByRole('table', { name: 'Fleet List' }).locator('th').allTextContents()).toEqual([
      'Vessel Name',
      'DWT',
      'Port Opening',
      'Date Opening',
      'Hire Per Day',
      'Hire GBB',
      'Created By',
      'Edit',
    ]);
    // Only the admin login picks an organization.
    expect(await page.getByLabel('Organization').count()).toBe(0);

    await page.getByRole('button', { name: 'Go back' }).click();
    await waitForPath(page, '/');
  });

  it("Add Vessel: the name is required, '012' is refused, 0.5 is a number; the vessel is created", async () => {
    await openScreen();
    await page.getByRole('button', { name: 'Create Vessel' }).click();
    await dialog().getByText('Add Vessel').waitFor();
    expect(await dialog().getByRole('button', { name: 'Discard' }).count()).toBe(0);
    await dialog().getByRole('button', { name: 'Add' }).click();
    await dialog().getByText(VESSEL_MSG.nameRequired).waitFor();

    await dialog().getByLabel('DWT').fill('012');
    await dialog().getByText('DWT cannot start with 0').waitFor();
    expect(await dialog().getByLabel('DWT').inputValue()).toBe('');
    await dialog().getByLabel('Draft').fill('0.5');
    expect(await dialog().getByLabel('Draft').inputValue()).toBe('0.5');
    await dialog().getByLabel('TPC').fill('0.3');
    expect(await dialog().getByLabel('TPC').inputValue()).toBe('0.3');

    await dialog().getByLabel('Vessel Name').fill('Aurora Star');
    await dialog().getByLabel('DWT').fill('61000');
    await dialog().getByLabel('Owner').fill('Aurora Shipping');
    await dialog().getByLabel('Ship Country').fill('Norway');
    await dialog().getByRole('button', { name: 'Add' }).click();
    await toast(page, VESSEL_MSG.created).waitFor();
    await dialog().waitFor({ state: 'detached' });
    await vesselRows().first().waitFor();
    expect(await cells(vesselRows().first())).toEqual([
      'Aurora Star',
      '61,000',
      '0.50',
      'Aurora Shipping',
      'Norway',
      'Edit',
    ]);
  });

  it('pages 25 at a time: first / next / previous, previous does nothing on page 1, tabs reset to page 1', async () => {
    for (let i = 1; i <= 26; i++) {
      await createVessel(server.url, adminToken, {
        vesselName: `Paging ${String(i).padStart(2, '0')}`,
        vesselDwt: 50000 + i,
      });
    }
    await openScreen();
    const label = page.getByTestId('vessel-pager-label');
    await label.getByText('Page 1 of 2').waitFor();
    expect(await vesselRows().count()).toBe(25);
    const previous = page.getByTestId('vessel-pager').getByRole('button', { name: 'Previous' });
    expect(await previous.isDisabled()).toBe(true);

    await page.getByTestId('vessel-pager').getByRole('button', { name: 'Next' }).click();
    await label.getByText('Page 2 of 2').waitFor();
    expect(await vesselRows().count()).toBe(2);
    expect(await page.getByTestId('vessel-pager').getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByTestId('vessel-pager').getByRole('button', { name: 'First' }).click();
    await label.getByText('Page 1 of 2').waitFor();

    await page.getByTestId('vessel-pager').getByRole('button', { name: 'Next' }).click();
    await label.getByText('Page 2 of 2').waitFor();
    await page.getByTestId('vessel-pager').getByRole('button', { name: 'Previous' }).click();
    await label.getByText('Page 1 of 2').waitFor();
    await page.getByTestId('vessel-pager').getByRole('button', { name: 'Next' }).click();
    await label.getByText('Page 2 of 2').waitFor();
    await page.getByRole('tab', { name: 'Fleet List' }).click();
    await page.getByRole('tab', { name: 'Vessel List' }).click();
    await label.getByText('Page 1 of 2').waitFor();
    expect(await vesselRows().count()).toBe(25);
  });

  it('while the next page loads, the pager still names the page whose rows are on screen', async () => {
    await openScreen();
    const label = page.getByTestId('vessel-pager-label');
    await label.getByText('Page 1 of 2').waitFor();
    // The real server answers; the next page's request is only held back until the screen is read.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    let sent = () => {};
    const asked = new Promise<void>((done) => (sent = done));
    const holdNextPage = async (route: Route) => {
      const body = route.request().postDataJSON() as { operationName?: string; variables?: { after?: string } } | null;
      if (body?.operationName === 'VesselsConnection' && body.variables?.after) {
        sent();
        await held;
      }
      await route.fallback();
    };
    await page.route('**/graphql', holdNextPage);
    try {
      await page.getByTestId('vessel-pager').getByRole('button', { name: 'Next' }).click();
      await asked;
      // Page 1's rows stay until page 2 arrives, and the label says so.
      expect(await label.getByText('Page 1 of 2').count()).toBe(1);
      expect(await vesselRows().count()).toBe(25);
      release();
      await label.getByText('Page 2 of 2').waitFor();
      expect(await vesselRows().count()).toBe(2);
    } finally {
      release();
      await page.unroute('**/graphql', holdNextPage);
    }
  });

  it('searches by part of the name after a 500 ms pause in typing', async () => {
    await openScreen();
    await page.getByTestId('vessel-pager-label').getByText('Page 1 of 2').waitFor();
    const search = page.getByLabel('Search by vessel name');
    await search.fill('paging 2');
    // Typed just now: the list has not been asked again yet.
    expect(await vesselRows().count()).toBe(25);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="vessel-row"]').length === 7);
    const names = (await vesselRows().locator('td:first-child').allTextContents()).map((t) => t.trim());
    expect(names).toEqual(['Paging 20', 'Paging 21', 'Paging 22', 'Paging 23', 'Paging 24', 'Paging 25', 'Paging 26']);
    await search.fill('no such vessel');
    await page.getByRole('table', { name: 'Vessel List' }).getByText(VESSEL_MSG.noVessels).waitFor();
  });

  it('Update Vessel from the Vessel List: no Discard there; the change is listed', async () => {
    await openScreen();
    await page.getByLabel('Search by vessel name').fill('Aurora');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="vessel-row"]').length === 1);
    await vesselRows().first().getByRole('button', { name: 'Edit Aurora Star' }).click();
    await dialog().getByText('Update Vessel').waitFor();
    expect(await dialog().getByLabel('Vessel Name').inputValue()).toBe('Aurora Star');
    expect(await dialog().getByRole('button', { name: 'Discard' }).count()).toBe(0);
    await dialog().getByLabel('Vessel Name').fill('');
    await dialog().getByRole('button', { name: 'Update' }).click();
    await dialog().getByText(VESSEL_MSG.nameRequired).waitFor();
    await dialog().getByLabel('Vessel Name').fill('Aurora Star');
    await dialog().getByLabel('Owner').fill('Borealis Bulk');
    await dialog().getByRole('button', { name: 'Update' }).click();
    await toast(page, VESSEL_MSG.updated).waitFor();
    await vesselRows().first().getByText('Borealis Bulk').waitFor();
  });

  it('Fleet List: the entry with its opening date DD/MMM/yyyy; Update, then Discard removes it', async () => {
    const { vessels } = await api<{ vessels: { content: { databaseId: number }[] } }>(
      server.url,
      adminToken,
      'query { vessels(search: "Aurora") { content { databaseId } } }',
    );
    await addFleetEntry(server.url, adminToken, {
      vesselId: vessels.content[0]!.databaseId,
      port: 'Kaohsiung',
      dateOpening: '2026-03-04T08:30:00.000Z',
      hirePerDay: 14250,
      hireGbb: 300000,
    });
    await openScreen('Fleet List');
    await fleetRows().first().waitFor();
    expect(await cells(fleetRows().first())).toEqual([
      'Aurora Star',
      '61,000',
      'Kaohsiung',
      '04/Mar/2026',
      '14,250',
      '300,000',
      'Alex Andersen',
      'Edit',
    ]);

    await fleetRows().first().getByRole('button', { name: 'Edit Aurora Star' }).click();
    await dialog().getByText('Update Vessel').waitFor();
    expect(await dialog().getByLabel('Port Opening').inputValue()).toBe('Kaohsiung');
    await dialog().getByLabel('Hire Per Day').fill('012');
    await dialog().getByText('Hire Per Day cannot start with 0').waitFor();
    await dialog().getByLabel('Hire Per Day').fill('15500');
    await dialog().getByLabel('Date Opening', { exact: true }).fill('09/Mar/2026');
    await dialog().getByRole('button', { name: 'Update' }).click();
    await toast(page, VESSEL_MSG.updated).waitFor();
    await fleetRows().first().getByText('15,500').waitFor();
    expect(await cells(fleetRows().first())).toContain('09/Mar/2026');

    await fleetRows().first().getByRole('button', { name: 'Edit Aurora Star' }).click();
    await dialog().getByRole('button', { name: 'Discard' }).click();
    await toast(page, FLEET_MSG.deleted).waitFor();
    await page.getByRole('table', { name: 'Fleet List' }).getByText(VESSEL_MSG.noFleet).waitFor();
    // The catalogue vessel stays: Discard removes the fleet entry only.
    await page.getByRole('tab', { name: 'Vessel List' }).click();
    await page.getByLabel('Search by vessel name').fill('Aurora');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="vessel-row"]').length === 1);
  });

  it('the organization dropdown is the admin login’s only, and shows the chosen organization’s fleet', async () => {
    const otherToken = await loginToken(server.url, 'admin@other.example');
    const otherVessel = await createVessel(server.url, otherToken, { vesselName: 'Fjord Trader', vesselDwt: 82000 });
    await addFleetEntry(server.url, otherToken, {
      vesselId: otherVessel,
      port: 'Narvik',
      dateOpening: '2026-04-01T00:00:00Z',
    });

    for (const email of ['pricing@demo.example', 'admin@other.example'] as const) {
      await logIn(page, email);
      await openScreen('Fleet List');
      await page.getByRole('table', { name: 'Fleet List' }).waitFor();
      expect(await page.getByLabel('Organization').count(), email).toBe(0);
    }
    await fleetRows().first().getByText('Fjord Trader').waitFor();

    await logIn(page, 'superadmin@demo.example');
    await openScreen('Fleet List');
    const select = page.getByLabel('Organization');
    await select.locator('option', { hasText: 'Other Ocean Carriers' }).waitFor({ state: 'attached' });
    expect(await select.locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['Demo Bulk Chartering', 'Other Ocean Carriers']),
    );
    await page.getByRole('table', { name: 'Fleet List' }).getByText(VESSEL_MSG.noFleet).waitFor();
    await select.selectOption({ label: 'Other Ocean Carriers' });
    await fleetRows().first().getByText('Fjord Trader').waitFor();
    expect(await cells(fleetRows().first())).toContain('Narvik');
    await logIn(page, 'admin@demo.example');
  });

  it('shows stored payloads in every text column as text; no script runs', async () => {
    const { createUser } = await api<{ createUser: { databaseId: number } }>(
      server.url,
      adminToken,
      'mutation($input: CreateUserInput!) { createUser(input: $input) { databaseId } }',
      { input: { email: 'xss.user@demo.example', firstName: xss('user'), password: 'Xss!payload1', roles: ['ADMIN'] } },
    );
    expect(createUser.databaseId).toEqual(expect.any(Number));
    const vesselId = await createVessel(server.url, adminToken, {
      vesselName: xss('name'),
      vesselShipowner: xss('owner'),
      vesselCountry: xss('country'),
      vesselDwt: 1000,
    });
    const userToken = await loginToken(server.url, 'xss.user@demo.example', 'Xss!payload1');
    await addFleetEntry(server.url, userToken, { vesselId, port: xss('port'), dateOpening: '2026-05-01T00:00:00Z' });

    await openScreen();
    await page.getByLabel('Search by vessel name').fill('<img');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="vessel-row"]').length === 1);
    const vesselCells = await cells(vesselRows().first());
    expect(vesselCells[0]).toBe(xss('name'));
    expect(vesselCells[3]).toBe(xss('owner'));
    expect(vesselCells[4]).toBe(xss('country'));
    await vesselRows()
      .first()
      .getByRole('button', { name: `Edit ${xss('name')}` })
      .click();
    expect(await dialog().getByLabel('Vessel Name').inputValue()).toBe(xss('name'));
    await dialog().getByRole('button', { name: 'Close' }).click();

    await page.getByRole('tab', { name: 'Fleet List' }).click();
    await fleetRows().first().waitFor();
    const fleetCells = await cells(fleetRows().first());
    expect(fleetCells[0]).toBe(xss('name'));
    expect(fleetCells[2]).toBe(xss('port'));
    expect(fleetCells[6]).toContain(xss('user'));
    expect(await noScriptRan(page)).toBe(true);
  });
});
