import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MSG } from '../../shared/validation/user-rules.js';
import { VESSEL_MSG } from '../../shared/validation/vessel-rules.js';
import { loginToken } from '../helpers/api.js';
import type { TestServer } from '../helpers/test-server.js';
import { type BrowserSession, openBrowserSession, toast } from './e2e-support.js';
import { createVessel } from './vessels-support.js';

/**
 * The web's lists on cursor connections with Apollo's relay-style cache (issue #20 item 3), watched on the
 * network: a page already loaded is shown again without a request, and a created or deleted record
 * changes the list on screen without the list query being sent again.
 */
describe('lists kept in the Apollo cache (connections, cache updates after writes)', () => {
  let session: BrowserSession;
  let server: TestServer;
  let page: Page;
  /** Operation names of the browser's GraphQL requests, in order. */
  const sent: string[] = [];
  const sentSince = (mark: number) => sent.slice(mark);

  beforeAll(async () => {
    session = await openBrowserSession({
      login: 'admin@demo.example',
      prepare: async (url) => {
        const token = await loginToken(url, 'admin@demo.example');
        for (let i = 1; i <= 51; i++) {
          await createVessel(url, token, { vesselName: `Cache ${String(i).padStart(2, '0')}`, vesselDwt: 40000 + i });
        }
      },
    });
    ({ server, page } = session);
    page.on('request', (request) => {
      if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/graphql') return;
      const body = request.postDataJSON() as { operationName?: string } | null;
      sent.push(body?.operationName ?? '(anonymous)');
    });
  });
  afterAll(() => session?.close());

  it('Users: a created user is listed at its place and a deleted one goes, with no UsersConnection sent', async () => {
    void server;
    await page.goto('/user_organization');
    const rows = page.getByTestId('user-row');
    await rows.filter({ hasText: 'sales@demo.example' }).waitFor();
    const before = await rows.count();
    expect(sent).toContain('UsersConnection');

    const mark = sent.length;
    await page.getByRole('button', { name: 'Create User' }).click();
    const dialog = page.getByTestId('user-dialog');
    await dialog.getByLabel('First Name', { exact: true }).fill('Aaron');
    await dialog.getByLabel('Last Name', { exact: true }).fill('Cache');
    await dialog.getByLabel('Email', { exact: true }).fill('aaron.cache@demo.example');
    await dialog.getByLabel('Password', { exact: true }).fill('Secret!123');
    await dialog.getByLabel('Date of Birth', { exact: true }).fill('12/Mar/1990');
    await dialog.getByText('Sales', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, USER_MSG.created).waitFor();
    const created = rows.filter({ hasText: 'aaron.cache@demo.example' });
    await created.waitFor();
    // 'Aaron' sorts first by first name, as the server's list orders it.
    expect(await rows.first().textContent()).toContain('aaron.cache@demo.example');
    expect(await rows.count()).toBe(before + 1);
    expect(sentSince(mark)).toContain('CreateUser');
    expect(sentSince(mark)).not.toContain('UsersConnection');

    const deleteMark = sent.length;
    await created.getByRole('button', { name: 'Delete aaron.cache@demo.example' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, USER_MSG.deleted).waitFor();
    await created.waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(before);
    expect(sentSince(deleteMark)).toContain('DeleteUser');
    expect(sentSince(deleteMark)).not.toContain('UsersConnection');
  });

  it('Vessels: Next loads each next page once, Previous reads the cache, First loads page 1 again', async () => {
    await page.goto('/vessel_information');
    const label = page.getByTestId('vessel-pager-label');
    const pager = page.getByTestId('vessel-pager');
    const rows = page.getByTestId('vessel-row');
    await label.getByText('Page 1 of 3').waitFor();
    await rows.nth(24).waitFor();

    let mark = sent.length;
    await pager.getByRole('button', { name: 'Next' }).click();
    await rows.filter({ hasText: 'Cache 26' }).waitFor();
    await pager.getByRole('button', { name: 'Next' }).click();
    await label.getByText('Page 3 of 3').waitFor();
    await rows.filter({ hasText: 'Cache 51' }).waitFor();
    expect(await rows.count()).toBe(1);
    expect(sentSince(mark)).toEqual(['VesselsConnection', 'VesselsConnection']);

    mark = sent.length;
    await pager.getByRole('button', { name: 'Previous' }).click();
    await rows.filter({ hasText: 'Cache 26' }).waitFor();
    expect(await rows.count()).toBe(25);
    await pager.getByRole('button', { name: 'Next' }).click();
    await rows.filter({ hasText: 'Cache 51' }).waitFor();
    expect(sentSince(mark)).toEqual([]);

    await pager.getByRole('button', { name: 'First' }).click();
    await rows.filter({ hasText: 'Cache 01' }).waitFor();
    await expect.poll(() => sentSince(mark)).toEqual(['VesselsConnection']);
    expect(await rows.count()).toBe(25);

    mark = sent.length;
    await page.getByRole('button', { name: 'Create Vessel' }).click();
    const dialog = page.getByTestId('vessel-dialog');
    await dialog.getByLabel('Vessel Name').fill('Cache 00 New');
    await dialog.getByLabel('DWT').fill('61000');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await toast(page, VESSEL_MSG.created).waitFor();
    await rows.first().filter({ hasText: 'Cache 00 New' }).waitFor();
    expect(await rows.count()).toBe(25);
    await label.getByText('Page 1 of 3').waitFor();
    expect(sentSince(mark)).toContain('CreateCatalogueVessel');
    expect(sentSince(mark)).not.toContain('VesselsConnection');
  });
});
