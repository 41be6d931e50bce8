import { request } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grid, gridRows, legsSettled, settled } from './calculator-support.js';
import { openBrowserSession, type BrowserSession } from './e2e-support.js';

/**
 * A call the embedded database's admission queue refuses (503 SERVER_BUSY, ADR 0018) is sent again by the
 * web client after Retry-After, so a page opened while the server is busy still gets all its data. The
 * server here admits one request at a time and lets none wait: every burst of parallel calls (the
 * calculator's opening sends several) is partly refused. Before the retry, the calculator stayed without
 * its order or fleet after such a refusal.
 */
describe('calls refused while the server is busy', () => {
  let session: BrowserSession;
  let page: Page;
  const refused: string[] = [];

  beforeAll(async () => {
    session = await openBrowserSession({
      login: 'admin@demo.example',
      server: { catalogue: true, dbAdmission: { concurrency: 1, maxQueued: 0, maxWaitMs: 1_000 } },
    });
    page = session.page;
    page.on('response', (res) => {
      if (res.status() === 503 && new URL(res.url()).pathname === '/graphql') {
        const body = res.request().postData() ?? '';
        refused.push(/"operationName":"(\w+)"/.exec(body)?.[1] ?? '?');
      }
    });
  });

  afterAll(async () => {
    await session?.close();
  });

  it('the calculator opens priced although some of its calls were refused', async () => {
    // A slow client holds the one turn (its body still arriving) while the calculator opens: the
    // opening's calls are refused until it lets go 1.5 s later, then their retries are admitted.
    const held = holdTheTurn(session.server.url);
    await held.started;
    await page.goto('/calculator');
    setTimeout(() => held.release(), 1_500);
    await grid(page).waitFor({ timeout: 30_000 });
    await legsSettled(page);
    await settled(page);
    expect(refused.length, 'the bound must have refused part of the opening burst').toBeGreaterThan(0);
    const rows = await page.getByTestId('fleet-row').count();
    expect(rows).toBeGreaterThan(0);
    expect(await gridRows(page).count()).toBeGreaterThan(2);
    await expect.poll(() => page.getByTestId('toast').count()).toBe(0);
  });
});

/** A POST to /graphql whose body is sent in two parts: it holds its admission turn until `release`. */
function holdTheTurn(url: string): { started: Promise<void>; release(): void } {
  const body = JSON.stringify({ query: '{ __typename }' });
  const req = request(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  req.on('error', () => undefined);
  req.on('response', (res) => res.resume());
  req.write(body.slice(0, 5));
  // The gate admits it on the next turn of the server's event loop; give it that before the page asks.
  const started = new Promise<void>((resolve) => setTimeout(resolve, 200));
  return { started, release: () => req.end(body.slice(5)) };
}
