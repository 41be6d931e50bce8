import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Started } from '../../server/bootstrap.js';
import { MSG } from '../../shared/validation/messages.js';
import { RESET_MSG } from '../../shared/validation/password-reset-rules.js';
import { gql, gqlOverWs, rest } from '../helpers/api.js';
import { memoryDb, startAccountServer, type AccountDb } from '../helpers/account-server.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startMailCatcher, type MailCatcher } from '../helpers/mail-catcher.js';
import { DEMO_PASSWORD, signedOutPage, toast, waitForPath, welcomeLine } from './e2e-support.js';

const NEW_PASSWORD = 'Harbour-Pilot-7';

/**
 * Issue #17's acceptance in Chromium: forgot password -> the e-mail arrives (a real SMTP server on
 * loopback, the product sending through nodemailer) -> its link followed -> a new password -> signed in
 * with it; the old password and the used link no longer work; after Logout the old token is refused by
 * REST, GraphQL and graphql-ws.
 */
describe('forgot password, the e-mailed link, reset and logout in the browser', () => {
  let mail: MailCatcher;
  let db: AccountDb;
  let app: Started;
  let browser: TestBrowser;
  let page: Page;
  let link = '';

  beforeAll(async () => {
    mail = await startMailCatcher();
    db = await memoryDb();
    app = await startAccountServer(db, { smtpUrl: mail.url });
    browser = await launchBrowser({ baseURL: app.app.url });
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await db?.drop();
    await mail?.close();
  });

  const signIn = async (email: string, password: string) => {
    await signedOutPage(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
  };

  it('asks for a non-empty e-mail, then shows the one message and the e-mail arrives with the link', async () => {
    await signedOutPage(page);
    await page.getByRole('link', { name: 'Forgot password' }).click();
    await waitForPath(page, '/forgot_password');
    await page.getByRole('button', { name: 'Confirm Email' }).click();
    await page.getByText(MSG.emailRequired).waitFor();
    const arriving = mail.next('pricing@demo.example');
    await page.getByLabel('Email').fill('pricing@demo.example');
    await page.getByRole('button', { name: 'Confirm Email' }).click();
    await page.getByTestId('forgot-sent').getByText(RESET_MSG.linkSent).waitFor();
    const m = await arriving;
    expect(m.resetLink).toMatch(new RegExp(`^${app.app.url}/reset_password\\?token=`));
    link = m.resetLink!;
  });

  it('an unknown e-mail gets the same message on screen, and no e-mail', async () => {
    await page.goto('/forgot_password');
    await page.getByLabel('Email').fill('nobody-at-all@demo.example');
    await page.getByRole('button', { name: 'Confirm Email' }).click();
    await page.getByTestId('forgot-sent').getByText(RESET_MSG.linkSent).waitFor();
    await new Promise((r) => setTimeout(r, 300));
    expect(mail.countFor('nobody-at-all@demo.example')).toBe(0);
  });

  it('/reset_password without a token goes to /login', async () => {
    await page.goto('/reset_password');
    await waitForPath(page, '/login');
  });

  it('follows the link, refuses a mismatch, and changes the password', async () => {
    await page.goto(link);
    await page.getByRole('button', { name: 'Reset Password' }).waitFor();
    await page.getByLabel('New Password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm Password').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(RESET_MSG.passwordMismatch).waitFor();
    await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByTestId('reset-outcome').getByText(RESET_MSG.changed).waitFor();
  });

  it('refuses the old password, signs in with the new one', async () => {
    await signIn('pricing@demo.example', DEMO_PASSWORD);
    await toast(page, MSG.invalidCredentials).waitFor();
    await signIn('pricing@demo.example', NEW_PASSWORD);
    await waitForPath(page, '/welcome');
    await welcomeLine(page).waitFor();
  });

  it('after Logout the old token is refused on REST, GraphQL and graphql-ws', async () => {
    const token = await page.evaluate(() => {
      const raw = localStorage.getItem('voyage-estimator.session');
      return raw ? (JSON.parse(raw) as { token: string }).token : '';
    });
    expect(token).toBeTruthy();
    expect((await rest(app.app.url, 'GET', '/auth/profile', { token })).status).toBe(200);
    await page.getByRole('button', { name: 'Logout' }).click();
    await toast(page, MSG.loggedOut).waitFor();
    await waitForPath(page, '/login');
    expect((await rest(app.app.url, 'GET', '/auth/profile', { token })).status).toBe(401);
    const g = await gql(app.app.url, 'query { profile { email } }', {}, token);
    expect(g.status).toBe(401);
    expect(g.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const ws = await gqlOverWs(app.app.url, 'query { profile { email } }', token);
    expect(ws[0]?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('the used link no longer works: the page says so and the password stays', async () => {
    await signedOutPage(page);
    await page.goto(link);
    await page.getByLabel('New Password').fill('Another-Try-99');
    await page.getByLabel('Confirm Password').fill('Another-Try-99');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByTestId('reset-outcome').getByText(RESET_MSG.linkInvalid).waitFor();
    await signIn('pricing@demo.example', NEW_PASSWORD);
    await waitForPath(page, '/welcome');
  });
});
