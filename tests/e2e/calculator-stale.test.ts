import jwt from 'jsonwebtoken';
import type { Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/validation/messages.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { cellText, fleetRows, openCalculator, settled } from './calculator-support.js';
import { DEMO_PASSWORD, toast, waitForPath } from './e2e-support.js';

/**
 * Issue #12, "results belong to inputs": a session refused on the calculator's graphql-ws stream ends
 * like any 401 (notice, /login, no session) and the unsaved draft and the page come back after signing
 * in; while a recalculation is held or has failed, every figure of the previous inputs is marked out of
 * date. The socket runs through the real server; the test only holds or refuses its messages.
 */
const SESSION_KEY = 'voyage-estimator.session';
const EMAIL = 'admin@demo.example';

type Mode = 'pass' | 'hold' | 'fail';

/** Routes the page's graphql-ws socket to the real server, holding its answers or failing its runs on demand. */
function socketControl() {
  let mode: Mode = 'pass';
  const held: { route: WebSocketRoute; message: string | Buffer }[] = [];
  const handler = (route: WebSocketRoute) => {
    const server = route.connectToServer();
    route.onMessage((message) => {
      const parsed = typeof message === 'string' ? (JSON.parse(message) as { id?: string; type?: string }) : {};
      if (mode === 'fail' && parsed.type === 'subscribe') {
        route.send(
          JSON.stringify({
            id: parsed.id,
            type: 'error',
            payload: [{ message: 'Calculation failed (test)', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
          }),
        );
        return;
      }
      server.send(message);
    });
    server.onMessage((message) => {
      if (mode === 'hold') held.push({ route, message });
      else route.send(message);
    });
  };
  return {
    handler,
    set(next: Mode) {
      mode = next;
    },
    release() {
      mode = 'pass';
      for (const { route, message } of held.splice(0)) route.send(message);
    },
  };
}

const staleOf = (page: Page) =>
  fleetRows(page).evaluateAll((rows) =>
    rows.map((r) => ({
      stale: r.getAttribute('data-stale'),
      reason: r.getAttribute('data-stale-reason'),
      title: r.getAttribute('title'),
    })),
  );

const freightInput = (page: Page) => page.getByTestId('freight-result').getByLabel('Freight Rate');
const tceColumn = async (page: Page) => Promise.all((await fleetRows(page).all()).map((r) => cellText(r, 'tcEq')));

describe('calculator: results belong to the inputs on screen', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;
  const socket = socketControl();

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    await page.routeWebSocket(/\/graphql$/, socket.handler);
    await openCalculator(page, EMAIL);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('a token refused on the stream ends the session; the draft and the page are back after signing in', async () => {
    await settled(page);
    const old = Number(await freightInput(page).inputValue());
    const edited = old + 11;
    // The stored session now carries a token of the same user whose time ran out a minute ago.
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), SESSION_KEY);
    const expired = jwt.sign(
      { org: stored.organizationId as number, exp: Math.floor(Date.now() / 1000) - 60 },
      server.config.jwtSecret,
      { algorithm: 'HS256', subject: String(stored.realMe) },
    );
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      SESSION_KEY,
      JSON.stringify({ ...stored, token: expired }),
    ] as const);
    // Only the stream is asked after the edit (a draft edit writes nothing over HTTP): it is the one refusing.
    const httpCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql') && r.method() === 'POST') httpCalls.push(r.postData() ?? '');
    });

    await freightInput(page).fill(String(edited));
    await toast(page, MSG.authExpired).waitFor();
    await waitForPath(page, '/login');
    expect(httpCalls).toEqual([]);
    await page.waitForTimeout(300);
    expect(await toast(page, MSG.authExpired).count()).toBe(1);
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
    const draftFreights = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => /\.draft\.\d+$/.test(k));
      const draft = key ? JSON.parse(localStorage.getItem(key)!) : null;
      return (draft?.draft.operations ?? [])
        .filter((r: { operation: string }) => r.operation === 'LOADING')
        .map((r: { freight: number }) => r.freight);
    });
    expect(draftFreights.length).toBeGreaterThan(0);
    expect(draftFreights.every((f: number) => f === edited)).toBe(true);

    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await waitForPath(page, '/calculator');
    await expect.poll(() => freightInput(page).inputValue(), { timeout: 15_000 }).toBe(String(edited));
    await page.getByTestId('draft-status').filter({ hasText: 'Unsaved edits' }).waitFor();
    await settled(page);
    expect((await staleOf(page)).every((r) => r.stale === 'false')).toBe(true);
  });

  it('a recalculation held in flight marks every previous figure out of date until its results arrive', async () => {
    await settled(page);
    const before = await tceColumn(page);
    expect(before.some((t) => /\d/.test(t))).toBe(true);
    socket.set('hold');
    const old = Number(await freightInput(page).inputValue());
    await freightInput(page).fill(String(old + 4));

    await expect
      .poll(async () => (await staleOf(page)).map((r) => r.stale), { timeout: 10_000 })
      .not.toContain('false');
    const rows = await staleOf(page);
    expect(rows.every((r) => r.reason === 'recalculating' && r.title === 'Out of date: recalculating')).toBe(true);
    // The figures still on screen are the previous freight's, and every one of them says so.
    expect(await tceColumn(page)).toEqual(before);
    for (const id of ['freight-result', 'result-details', 'operations-section']) {
      expect(await page.getByTestId(id).getAttribute('data-stale')).toBe('true');
    }
    await page.getByTestId('freight-result').getByText('Out of date: recalculating').waitFor();
    await page.getByTestId('fleet-stale').getByText('Out of date: recalculating').waitFor();
    const speed = page.getByTestId('vessel-details').locator('[data-field="Ballast"]');
    expect(await speed.getAttribute('data-stale')).toBe('true');

    const run = Number(await page.getByTestId('fleet-table').getAttribute('data-run'));
    socket.release();
    await settled(page, run - 1);
    expect((await staleOf(page)).every((r) => r.stale === 'false' && r.title === null)).toBe(true);
    expect(await page.getByTestId('freight-result').getAttribute('data-stale')).toBe('false');
    expect(await page.getByTestId('stale-note').count()).toBe(0);
    expect(await tceColumn(page)).not.toEqual(before);
  });

  it('a failed recalculation leaves the previous figures marked: the last calculation failed', async () => {
    await settled(page);
    const before = await tceColumn(page);
    socket.set('fail');
    const old = Number(await freightInput(page).inputValue());
    await freightInput(page).fill(String(old + 3));

    await expect
      .poll(async () => (await staleOf(page)).map((r) => r.reason), { timeout: 10_000 })
      .toEqual(before.map(() => 'failed'));
    expect((await staleOf(page)).every((r) => r.title === 'Out of date: the last calculation failed')).toBe(true);
    expect(await page.getByTestId('result-details').getAttribute('data-stale-reason')).toBe('failed');
    await page.getByTestId('result-details').getByText('Out of date: the last calculation failed').waitFor();
    await page.getByTestId('calc-status').getByText('Calculation failed (test)').waitFor();
    expect(await tceColumn(page)).toEqual(before);
    // The session is not touched by a failure that is not a refusal.
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).not.toBeNull();

    // Calc with the same inputs once the server answers again: current figures, no marks.
    socket.set('pass');
    const run = Number(await page.getByTestId('fleet-table').getAttribute('data-run'));
    await page.getByRole('button', { name: 'Calc', exact: true }).click();
    await settled(page, run);
    expect((await staleOf(page)).every((r) => r.stale === 'false')).toBe(true);
    expect(await tceColumn(page)).not.toEqual(before);
  });
});
