import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_MSG } from '../../shared/validation/oidc-messages.js';
import { REGISTRATION_MSG } from '../../shared/validation/registration-rules.js';
import { USER_MSG } from '../../shared/validation/user-rules.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startLoopbackProvider, type LoopbackProvider } from '../helpers/oidc-provider.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { firstNameOf, logIn, signedOutPage, toast, waitForPath, welcomeLine } from './e2e-support.js';

/** Log in with Google against a real OpenID provider on loopback, and Request Registration to a new user. */
describe('accounts: Google sign-in and registration requests in Chromium', () => {
  let provider: LoopbackProvider;
  let server: TestServer;
  let browser: TestBrowser;
  let page: Page;
  const saved = { ...process.env };

  beforeAll(async () => {
    provider = await startLoopbackProvider([
      { email: 'admin@demo.example', emailVerified: true },
      { email: 'stranger@nowhere.example', emailVerified: true },
    ]);
    process.env.OIDC_ISSUER = provider.issuer;
    process.env.OIDC_CLIENT_ID = provider.clientId;
    process.env.OIDC_CLIENT_SECRET = provider.clientSecret;
    server = await startTestServer();
    provider.register(`${server.url}/api/v1/auth/oidc/callback`);
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
  });

  afterAll(async () => {
    process.env = saved;
    await browser?.close();
    await server?.close();
    await provider?.close();
  });

  /** From the login page through the provider's login and consent screens, as `login`. */
  async function googleAs(login: string): Promise<void> {
    // A fresh provider session each time: otherwise the provider skips its login screen.
    await browser.context.clearCookies();
    await signedOutPage(page);
    await page.getByRole('button', { name: 'Log in with Google' }).click();
    await page.waitForURL((url) => url.origin === provider.issuer && url.pathname.startsWith('/interaction/'));
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  it('signs an existing user in through the provider and lands on / signed in', async () => {
    await googleAs('admin@demo.example');
    await waitForPath(page, '/');
    await welcomeLine(page).waitFor();
    expect(await welcomeLine(page).textContent()).toContain(firstNameOf('admin@demo.example'));
    const session = await page.evaluate(() => JSON.stringify(localStorage));
    expect(session).toContain('admin@demo.example');
  });

  it('sends an unknown e-mail to the error redirect and shows the message', async () => {
    await googleAs('stranger@nowhere.example');
    await waitForPath(page, '/google');
    await toast(page, OIDC_MSG.notRegistered).waitFor();
    await page.getByTestId('google-error').getByText(OIDC_MSG.notRegistered).waitFor();
    expect(new URL(page.url()).searchParams.get('error')).toBe(OIDC_MSG.notRegistered);
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => Object.keys(localStorage).join())).not.toContain('session');
  });

  it('Request Registration checks its fields, then gives the one answer', async () => {
    await signedOutPage(page);
    await page.getByRole('link', { name: 'Request Registration' }).click();
    await waitForPath(page, '/request_signup');
    const form = page.getByRole('form', { name: 'Request Registration' });
    await form.getByRole('button', { name: 'Request' }).click();
    await form.getByText(REGISTRATION_MSG.nameRequired).waitFor();
    await form.getByText(REGISTRATION_MSG.emailRequired).waitFor();
    await form.getByText(REGISTRATION_MSG.numberRequired).waitFor();
    await form.getByLabel('Name').fill('Rita <b>Rossi</b>');
    await form.getByLabel('Email').fill('rita@demo.example');
    await form.getByLabel('Number').fill('call me');
    await form.getByRole('button', { name: 'Request' }).click();
    await form.getByText(REGISTRATION_MSG.numberInvalid).waitFor();
    await form.getByLabel('Number').fill('+39 06 1234 5678');
    await form.getByLabel('Description (optional)').fill('Operations, Genoa office');
    await form.getByRole('button', { name: 'Request' }).click();
    await page.getByTestId('registration-receipt').getByText(REGISTRATION_MSG.received).waitFor();
  });

  it('an ADMIN turns the request into a user of the organization, who can then sign in', async () => {
    await logIn(page, 'admin@demo.example');
    await page.goto('/user_organization');
    const section = page.getByRole('region', { name: 'Registration Requests' });
    const row = section.getByTestId('registration-row').filter({ hasText: 'rita@demo.example' });
    await row.waitFor();
    // Stored markup is shown as text.
    expect(await row.getByText('Rita <b>Rossi</b>').count()).toBe(1);
    await row.getByRole('button', { name: 'Create User rita@demo.example' }).click();
    const dialog = page.getByTestId('user-dialog');
    expect(await dialog.getByLabel('Email').inputValue()).toBe('rita@demo.example');
    expect(await dialog.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    await dialog.getByLabel('First Name').fill('Rita');
    await dialog.getByLabel('Last Name').fill('Rossi');
    await dialog.getByLabel('Password').fill('Welcome!2026');
    await dialog.getByRole('group', { name: 'Roles' }).getByText('Pricing').click();
    await dialog.getByRole('button', { name: 'Add' }).click();
    await toast(page, USER_MSG.created).waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByTestId('user-row').filter({ hasText: 'rita@demo.example' }).waitFor();

    await signedOutPage(page);
    await page.getByLabel('Email').fill('rita@demo.example');
    await page.getByLabel('Password').fill('Welcome!2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await waitForPath(page, '/welcome');
    expect(await welcomeLine(page).textContent()).toContain('Rita');
  });

  it('an ADMIN dismisses a request after confirming', async () => {
    const res = await fetch(`${server.url}/api/v1/auth/requestRegistration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Spam Sender', email: 'spam@demo.example', number: '12345' }),
    });
    expect(res.status).toBe(200);
    await logIn(page, 'admin@demo.example');
    await page.goto('/user_organization');
    const row = page.getByTestId('registration-row').filter({ hasText: 'spam@demo.example' });
    await row.getByRole('button', { name: 'Dismiss spam@demo.example' }).click();
    await page.getByRole('alertdialog').getByText(REGISTRATION_MSG.dismissQuestion).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, REGISTRATION_MSG.dismissed).waitFor();
    await row.waitFor({ state: 'detached' });
  });

  it('Pricing sees the user screen without the registration requests', async () => {
    await logIn(page, 'pricing@demo.example');
    await page.goto('/user_organization');
    await page.getByTestId('user-row').first().waitFor();
    expect(await page.getByRole('region', { name: 'Registration Requests' }).count()).toBe(0);
  });
});
