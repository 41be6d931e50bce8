import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/validation/messages.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import {
  DEMO_PASSWORD,
  firstNameOf,
  gql,
  logIn,
  signedOutPage,
  toast,
  waitForPath,
  welcomeLine,
} from './e2e-support.js';

const SESSION_KEY = 'voyage-estimator.session';

describe('session lifecycle', () => {
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

  it('logs out: notice, session gone, back to /login', async () => {
    await logIn(page, 'admin@demo.example');
    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    await toast(page, MSG.loggedOut).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
    await page.goto('/welcome');
    await waitForPath(page, '/login');
  });

  it('a rejected token clears the session, shows the expiry notice once and lands on /login', async () => {
    await logIn(page, 'pricing@demo.example');
    await page.evaluate((key) => {
      const session = JSON.parse(localStorage.getItem(key) ?? '{}') as { token: string };
      localStorage.setItem(key, JSON.stringify({ ...session, token: `${session.token.slice(0, -4)}AAAA` }));
    }, SESSION_KEY);
    await page.goto('/orders');
    await waitForPath(page, '/login');
    await toast(page, MSG.authExpired).waitFor();
    await page.waitForTimeout(500);
    expect(await toast(page, MSG.authExpired).count()).toBe(1);
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  });

  it('an expired token does the same', async () => {
    const shortLived = await startTestServer({ seed: true, jwtExpiresIn: '2s' });
    const other = await launchBrowser({ baseURL: shortLived.url });
    try {
      const tab = await other.context.newPage();
      await logIn(tab, 'sales@demo.example');
      await tab.waitForTimeout(2_500);
      await tab.reload();
      await waitForPath(tab, '/login');
      await toast(tab, MSG.authExpired).waitFor();
    } finally {
      await other.close();
      await shortLived.close();
    }
  });

  it('/reset_password without a token goes to /login', async () => {
    await signedOutPage(page);
    await page.goto('/reset_password');
    await waitForPath(page, '/login');
    await page.goto('/reset_password?token=abc');
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
  });

  it('/oauth2/redirect with an error returns to /google and shows it', async () => {
    await signedOutPage(page);
    await page.goto('/oauth2/redirect?error=Access%20denied%20by%20provider');
    await waitForPath(page, '/google');
    await toast(page, 'Access denied by provider').waitFor();
  });

  it('/oauth2/redirect with a token loads the profile, stores the session and opens /', async () => {
    const { login } = await gql<{ login: { token: string } }>(
      server.url,
      'mutation ($input: LoginInput!) { login(input: $input) { token } }',
      { input: { email: 'admin@demo.example', password: DEMO_PASSWORD } },
    );
    await signedOutPage(page);
    await page.goto(`/oauth2/redirect?token=${encodeURIComponent(login.token)}`);
    await waitForPath(page, '/');
    expect((await welcomeLine(page).textContent())?.trim()).toBe(`Welcome ${firstNameOf('admin@demo.example')}`);
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), SESSION_KEY);
    expect(stored).toMatchObject({ token: login.token, username: 'admin@demo.example', roles: [{ name: 'ADMIN' }] });
  });
});
