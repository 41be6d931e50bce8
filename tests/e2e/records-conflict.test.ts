import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MSG } from '../../shared/validation/user-rules.js';
import { VESSEL_MSG } from '../../shared/validation/vessel-rules.js';
import { loginToken } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { logIn, toast } from './e2e-support.js';
import { addFleetEntry, api, createVessel } from './vessels-support.js';

/**
 * Issue #18 (optimistic concurrency, ADR 0013) in Chromium for the records other than orders: two browsers
 * (two contexts, the same admin on two machines) edit the same record; the second save, made from the copy
 * loaded before the first, is refused with the server's CONFLICT message, the typed values stay on screen,
 * and a read-back shows nothing of the first save overwritten. Covered: the Fleet List dialog (its save
 * sends the vessel's version too: a vessel changed since is a CONFLICT), the vessel information editor, and
 * the Update User dialog of /user_organization.
 */
const VESSEL = 'Conflict Kestrel';
const CHANGED_BY = /This (vessel|user) was changed by Alex Andersen at \d{4}-\d\d-\d\d \d\d:\d\d UTC/;

describe('two browsers saving the same vessel, fleet entry or user', () => {
  let server: TestServer;
  let first: TestBrowser;
  let second: TestBrowser;
  let pageA: Page;
  let pageB: Page;
  let token: string;
  let vesselId: number;
  let salesId: number;

  const readVessel = async () =>
    (
      await api<{
        vessel: { version: number; vesselShipowner: string | null; vesselBalSpd1: number; vesselLdnSpd3: number };
      }>(
        server.url,
        token,
        'query ($id: Int!) { vessel(id: $id) { version vesselShipowner vesselBalSpd1 vesselLdnSpd3 } }',
        { id: vesselId },
      )
    ).vessel;
  const readFleet = async () =>
    (
      await api<{ organizationFleet: { content: { vesselName: string; hirePerDay: number; version: number }[] } }>(
        server.url,
        token,
        'query { organizationFleet { content { vesselName hirePerDay version } } }',
      )
    ).organizationFleet.content.find((e) => e.vesselName === VESSEL)!;

  beforeAll(async () => {
    server = await startTestServer();
    token = await loginToken(server.url, 'admin@demo.example');
    vesselId = await createVessel(server.url, token, {
      vesselName: VESSEL,
      vesselDwt: 63500,
      vesselShipowner: 'Owner as loaded',
      vesselBalSpd1: 12.5,
      vesselLdnSpd1: 11,
    });
    await addFleetEntry(server.url, token, {
      vesselId,
      port: 'Santos',
      dateOpening: '2027-03-04T00:00:00.000Z',
      hirePerDay: 14000,
    });
    const users = await api<{ usersForOrg: { databaseId: number; email: string }[] }>(
      server.url,
      token,
      'query { usersForOrg { databaseId email } }',
    );
    salesId = users.usersForOrg.find((u) => u.email === 'sales@demo.example')!.databaseId;
    first = await launchBrowser({ baseURL: server.url });
    second = await launchBrowser({ baseURL: server.url });
    pageA = await first.context.newPage();
    pageB = await second.context.newPage();
    await logIn(pageA, 'admin@demo.example');
    await logIn(pageB, 'admin@demo.example');
  }, 180_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await server?.close();
  });

  async function vesselScreen(page: Page, tab: 'Vessel List' | 'Fleet List'): Promise<Locator> {
    await page.goto('/vessel_information');
    await page.getByRole('heading', { level: 1, name: 'Vessel Information' }).waitFor();
    await page.getByRole('tab', { name: tab }).click();
    const rows = page.getByTestId(tab === 'Vessel List' ? 'vessel-row' : 'fleet-row');
    await rows.getByRole('button', { name: `Edit ${VESSEL}` }).click();
    const dialog = page.getByTestId('vessel-dialog');
    await dialog.getByText('Update Vessel').waitFor();
    return dialog;
  }

  it("Fleet List dialog: a save over a vessel changed since is a CONFLICT; B's typed hire stays", async () => {
    // B opens the fleet entry (entry and vessel as loaded); A then changes the vessel's owner.
    const dialogB = await vesselScreen(pageB, 'Fleet List');
    const dialogA = await vesselScreen(pageA, 'Vessel List');
    await dialogA.getByLabel('Owner').fill('Owner changed in A');
    await dialogA.getByRole('button', { name: 'Update' }).click();
    await toast(pageA, VESSEL_MSG.updated).waitFor();
    const afterA = await readVessel();
    expect(afterA).toMatchObject({ vesselShipowner: 'Owner changed in A', version: 2 });
    // The entry itself was not saved: only the vessel's version tells B's copy is stale.
    expect(await readFleet()).toMatchObject({ version: 1, hirePerDay: 14000 });

    await dialogB.getByLabel('Hire Per Day').fill('17000');
    await dialogB.getByRole('button', { name: 'Update' }).click();
    const notice = dialogB.getByTestId('conflict-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(CHANGED_BY);
    expect(await notice.textContent()).toContain('vessel');
    expect(await dialogB.getByLabel('Hire Per Day').inputValue()).toBe('17000');
    expect(await dialogB.getByLabel('Owner').inputValue()).toBe('Owner as loaded');
    // Nothing of A's save overwritten, nothing of B's written.
    expect(await readVessel()).toEqual(afterA);
    expect(await readFleet()).toMatchObject({ version: 1, hirePerDay: 14000 });

    // Reload and re-apply: B's hire over the fresh entry and vessel (A's owner, the vessel's new version).
    await dialogB.getByRole('button', { name: 'Reload and re-apply my changes' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await dialogB.getByLabel('Owner').inputValue()).toBe('Owner changed in A');
    expect(await dialogB.getByLabel('Hire Per Day').inputValue()).toBe('17000');
    await dialogB.getByRole('button', { name: 'Update' }).click();
    await toast(pageB, VESSEL_MSG.updated).waitFor();
    expect(await readVessel()).toMatchObject({ vesselShipowner: 'Owner changed in A', version: 3 });
    expect(await readFleet()).toMatchObject({ version: 2, hirePerDay: 17000 });
  }, 120_000);

  it("vessel information editor: B's stale Update Vessel is a CONFLICT and keeps B's typed speed", async () => {
    const editor = async (page: Page) => {
      await page.goto(`/vessel/${vesselId}`);
      await page.getByRole('heading', { level: 1, name: 'Vessel Information Editor' }).waitFor();
      const box = page.getByTestId('vessel-editor');
      await box.getByLabel('Ballast 1 Speed', { exact: true }).waitFor();
      return box;
    };
    const editorA = await editor(pageA);
    const editorB = await editor(pageB);
    await editorA.getByLabel('Laden 3 Speed', { exact: true }).fill('13');
    await pageA.getByRole('button', { name: 'Update Vessel' }).click();
    await toast(pageA, VESSEL_MSG.updated).waitFor();
    const afterA = await readVessel();
    expect(afterA).toMatchObject({ vesselLdnSpd3: 13, vesselBalSpd1: 12.5 });

    await editorB.getByLabel('Ballast 1 Speed', { exact: true }).fill('11.5');
    await pageB.getByRole('button', { name: 'Update Vessel' }).click();
    const notice = editorB.getByTestId('conflict-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(CHANGED_BY);
    expect(await editorB.getByLabel('Ballast 1 Speed', { exact: true }).inputValue()).toBe('11.5');
    expect(await readVessel()).toEqual(afterA);
  }, 120_000);

  it("Update User: B's stale save is a CONFLICT and keeps B's typed name", async () => {
    const userDialog = async (page: Page) => {
      await page.goto('/user_organization');
      await page.getByRole('heading', { level: 1, name: 'User Management for Organization' }).waitFor();
      await page.getByTestId('user-row').getByRole('button', { name: 'Edit sales@demo.example' }).click();
      const dialog = page.getByTestId('user-dialog');
      await dialog.getByRole('button', { name: 'Update', exact: true }).waitFor();
      return dialog;
    };
    const readUser = async () =>
      (
        await api<{ user: { firstName: string; lastName: string; version: number } }>(
          server.url,
          token,
          'query ($id: Int!) { user(id: $id) { firstName lastName version } }',
          { id: salesId },
        )
      ).user;
    const before = await readUser();
    const dialogA = await userDialog(pageA);
    const dialogB = await userDialog(pageB);
    await dialogA.getByLabel('Last Name', { exact: true }).fill('Changed in A');
    await dialogA.getByRole('button', { name: 'Update', exact: true }).click();
    await toast(pageA, USER_MSG.updated).waitFor();
    const afterA = await readUser();
    expect(afterA).toMatchObject({
      firstName: before.firstName,
      lastName: 'Changed in A',
      version: before.version + 1,
    });

    await dialogB.getByLabel('First Name', { exact: true }).fill('Renamed in B');
    await dialogB.getByRole('button', { name: 'Update', exact: true }).click();
    const notice = dialogB.getByTestId('conflict-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(CHANGED_BY);
    expect(await dialogB.getByLabel('First Name', { exact: true }).inputValue()).toBe('Renamed in B');
    expect(await dialogB.getByLabel('Last Name', { exact: true }).inputValue()).toBe(before.lastName);
    expect(await readUser()).toEqual(afterA);
  }, 120_000);
});
