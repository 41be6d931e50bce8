import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/validation/messages.js';
import { OIDC_MSG } from '../../shared/validation/oidc-messages.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { DEMO_PASSWORD, firstNameOf, pathOf, signedOutPage, toast, waitForPath, welcomeLine } from './e2e-support.js';

describe('login screen', () => {
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

  it('sends a signed-out visitor of / to /login', async () => {
    await signedOutPage(page);
    await page.goto('/');
    await waitForPath(page, '/login');
    await page.goto('/calculator');
    await waitForPath(page, '/login');
  });

  it('offers the links, the Google button and the cookie notice', async () => {
    await signedOutPage(page);
    await page.getByRole('link', { name: 'Request Registration' }).click();
    await waitForPath(page, '/request_signup');
    await page.getByRole('form', { name: 'Request Registration' }).waitFor();
    await page.goBack();
    await page.getByRole('link', { name: 'Forgot password' }).click();
    await waitForPath(page, '/forgot_password');
    await page.goBack();
    await page.getByRole('button', { name: 'Log in with Google' }).click();
    await waitForPath(page, '/google');
    // This server has no OpenID client configured: the page says so instead of leaving for the provider.
    await page.getByTestId('google-not-configured').getByText(OIDC_MSG.notConfigured).waitFor();
    await page.goBack();
    await page.getByText(/cookies/).waitFor();
  });

  it('shows each validation message under its field, and clears it when the field is edited', async () => {
    await signedOutPage(page);
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password');
    const submit = page.getByRole('button', { name: 'Login' });

    await submit.click();
    await page.getByText(MSG.emailRequired).waitFor();
    await page.getByText(MSG.passwordRequired).waitFor();

    await email.fill('not-an-email');
    await page.getByText(MSG.emailRequired).waitFor({ state: 'detached' });
    expect(await page.getByText(MSG.passwordRequired).isVisible()).toBe(true);

    await submit.click();
    await page.getByText(MSG.emailInvalid).waitFor();
    await password.fill('x');
    await page.getByText(MSG.passwordRequired).waitFor({ state: 'detached' });
    expect(await page.getByText(MSG.emailInvalid).isVisible()).toBe(true);

    await email.fill('admin@demo.example');
    await page.getByText(MSG.emailInvalid).waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/login');
  });

  it("shows the server's error text for a wrong password and stays on /login", async () => {
    await signedOutPage(page);
    await page.getByLabel('Email').fill('admin@demo.example');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await toast(page, MSG.invalidCredentials).waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(await page.evaluate(() => Object.keys(localStorage))).toHaveLength(0);
  });

  it('shows a loader on the Login button while the call runs', async () => {
    await signedOutPage(page);
    // Hold the login request so the loading state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      '**/graphql',
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    try {
      await page.getByLabel('Email').fill('admin@demo.example');
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Login' }).click();
      const busy = page.locator('button[type="submit"][data-loading]');
      await busy.waitFor();
      expect(await busy.isDisabled()).toBe(true);
      await page.getByText('Logging in…').waitFor();
    } finally {
      release();
    }
    await toast(page, MSG.invalidCredentials).waitFor();
    await page.locator('button[type="submit"]:not([data-loading])').waitFor();
  });

  it('logs in with Enter in the password field and lands on /welcome with the greeting', async () => {
    await signedOutPage(page);
    await page.getByLabel('Email').fill('admin@demo.example');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await waitForPath(page, '/welcome');
    const firstName = firstNameOf('admin@demo.example');
    expect((await welcomeLine(page).textContent())?.trim()).toBe(`Welcome ${firstName}`);
    await page.getByRole('heading', { level: 1, name: `Welcome ${firstName}` }).waitFor();
    await page.getByText('VLSFO', { exact: false }).first().waitFor();
  });

  it('keeps the session across a reload and sends a signed-in user away from /login', async () => {
    // Signed in by the previous test.
    await page.reload();
    await welcomeLine(page).waitFor();
    await page.goto('/login');
    await waitForPath(page, '/');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });
});
