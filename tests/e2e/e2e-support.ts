import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_USERS } from '../../server/db/seed/demo-seed.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer, type TestServer, type TestServerOptions } from '../helpers/test-server.js';

export { DEMO_PASSWORD };

export type DemoEmail =
  | 'superadmin@demo.example'
  | 'admin@demo.example'
  | 'pricing@demo.example'
  | 'sales@demo.example'
  | 'admin@other.example';

export function firstNameOf(email: DemoEmail): string {
  const user = DEMO_USERS.find((u) => u.email === email);
  if (!user) throw new Error(`${email} is not a seeded demo user`);
  return user.firstName;
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the client-side router has settled on a path. */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 10_000 });
}

/** Forgets any session left by an earlier test in the same browser profile. */
export async function signedOutPage(page: Page): Promise<void> {
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).waitFor();
}

export async function logIn(page: Page, email: DemoEmail, password = DEMO_PASSWORD): Promise<void> {
  await signedOutPage(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await waitForPath(page, '/welcome');
  await welcomeLine(page).waitFor();
}

export function mainMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main menu' });
}

export async function menuLabels(page: Page): Promise<string[]> {
  await mainMenu(page).waitFor();
  return (await mainMenu(page).getByRole('link').allTextContents()).map((t) => t.trim());
}

export function welcomeLine(page: Page): Locator {
  return page.getByRole('banner').getByTestId('welcome-line');
}

/** Closes a dialog with its Close button and waits until it has gone. */
export async function closeDialog(d: Locator): Promise<void> {
  await d.getByRole('button', { name: 'Close' }).click();
  await d.waitFor({ state: 'detached' });
}

/** Closes with Escape whatever dialogs are open (up to three stacked), e.g. the ones a failed test left. */
export async function closeOpenDialogs(page: Page): Promise<void> {
  const dialogs = page.getByRole('dialog');
  for (let i = 0; i < 3 && (await dialogs.count()) > 0; i += 1) {
    await page.keyboard.press('Escape');
    await dialogs
      .last()
      .waitFor({ state: 'detached', timeout: 5_000 })
      .catch(() => undefined);
  }
}

export function toast(page: Page, text: string): Locator {
  return page.getByTestId('toast').filter({ hasText: text });
}

/** A GraphQL call from the test itself (not the browser). */
export async function gql<T>(baseUrl: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(new URL('/graphql', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(`GraphQL call failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export interface BrowserSession {
  server: TestServer;
  browser: TestBrowser;
  page: Page;
  /** Closes Chromium, then the server. */
  close(): Promise<void>;
}

/**
 * A test file's server and Chromium page: a fresh server, `prepare` (data made through the API before
 * any page opens), Chromium on the server, and the page signed in as `login` when given. Whatever was
 * started is closed again when a step fails.
 */
export async function openBrowserSession(
  options: { login?: DemoEmail; server?: TestServerOptions; prepare?(url: string): Promise<void> } = {},
): Promise<BrowserSession> {
  const server = await startTestServer(options.server);
  let browser: TestBrowser | undefined;
  const close = async () => {
    await browser?.close();
    await server.close();
  };
  try {
    await options.prepare?.(server.url);
    browser = await launchBrowser({ baseURL: server.url });
    const page = await browser.context.newPage();
    if (options.login) await logIn(page, options.login);
    return { server, browser, page, close };
  } catch (error) {
    await close();
    throw error;
  }
}
