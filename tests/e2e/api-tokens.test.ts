import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest } from '../helpers/api.js';
import { type BrowserSession, logIn, mainMenu, openBrowserSession, toast, waitForPath } from './e2e-support.js';

const PROFILE = 'query { profile { email } }';

/** Calls the server from the test (not the browser) with the token, on both APIs. */
async function useToken(url: string, token: string) {
  const restAnswer = await rest(url, 'GET', '/auth/profile', { token });
  const response = await fetch(new URL('/graphql', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: PROFILE }),
  });
  const graphql = (await response.json()) as { data?: { profile: { email: string } } };
  return { rest: restAnswer, graphqlStatus: response.status, graphqlEmail: graphql.data?.profile.email };
}

describe('API tokens screen (/api_tokens) in Chromium', () => {
  let session: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    session = await openBrowserSession();
    ({ page } = session);
    await session.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: session.server.url,
    });
  });
  afterAll(() => session?.close());

  const row = (name: string) =>
    page.getByTestId('api-token-row').filter({ has: page.getByRole('cell', { name, exact: true }) });

  it('an ADMIN creates a token, sees it once, uses it, and revokes it', async () => {
    await logIn(page, 'admin@demo.example');
    await mainMenu(page).getByRole('link', { name: 'API Tokens', exact: true }).click();
    await waitForPath(page, '/api_tokens');
    await page.getByRole('heading', { level: 1, name: 'API Tokens' }).waitFor();
    const table = page.getByRole('table', { name: 'API tokens' });
    await table.waitFor();
    expect(await table.locator('thead th').allTextContents()).toEqual([
      'Name',
      'Scope',
      'Created by',
      'Created',
      'Last used',
      'Status',
      'Actions',
    ]);

    await page.getByRole('button', { name: 'Create API token' }).click();
    const dialog = page.getByTestId('api-token-dialog');
    await dialog.getByLabel('Name', { exact: true }).fill('Nightly report');
    await dialog.getByLabel('Scope', { exact: true }).selectOption('READ');
    await dialog.getByRole('button', { name: 'Create' }).click();

    const created = page.getByTestId('api-token-created');
    await created.getByText('Copy this token now: it will not be shown again.').waitFor();
    const token = (await created.getByTestId('api-token-value').textContent())?.trim() ?? '';
    expect(token).toMatch(/^vat_\d+_[A-Za-z0-9_-]{43}$/);
    await created.getByRole('button', { name: 'Copy' }).click();
    await created.getByText('Copied', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await created.getByRole('button', { name: 'Done' }).click();
    await created.waitFor({ state: 'detached' });

    // The list shows the token without its secret, and nowhere on the page is the token any more.
    await row('Nightly report').waitFor();
    expect(await row('Nightly report').locator('td').allTextContents()).toEqual(
      expect.arrayContaining(['Nightly report', 'Read only', 'Never', 'Active']),
    );
    expect(await page.content()).not.toContain(token);

    // The token works on REST and GraphQL, as the admin who made it.
    const used = await useToken(session.server.url, token);
    expect(used.rest.status).toBe(200);
    expect(used.rest.body.email).toBe('admin@demo.example');
    expect(used.graphqlEmail).toBe('admin@demo.example');
    await page.reload();
    await row('Nightly report').waitFor();
    expect(await row('Nightly report').locator('td').nth(4).textContent()).not.toBe('Never');
    expect(await page.content()).not.toContain(token);

    // Revoke after confirmation: refused at once.
    await row('Nightly report').getByRole('button', { name: 'Revoke Nightly report' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'API token revoked').waitFor();
    await row('Nightly report')
      .getByText(/^Revoked /)
      .waitFor();
    expect(await row('Nightly report').getByRole('button').count()).toBe(0);
    const refused = await useToken(session.server.url, token);
    expect(refused.rest.status).toBe(401);
    expect(refused.graphqlStatus).toBe(401);
  });

  it('other roles have no menu entry and are sent away from /api_tokens', async () => {
    await logIn(page, 'pricing@demo.example');
    expect(await mainMenu(page).getByRole('link', { name: 'API Tokens', exact: true }).count()).toBe(0);
    await page.goto('/api_tokens');
    await page.waitForURL((u) => u.pathname !== '/api_tokens');
    expect(await page.getByTestId('api-token-row').count()).toBe(0);
  });
});
