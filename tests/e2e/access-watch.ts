import type { Page, Response } from 'playwright-core';
import { expect } from 'vitest';

/** The FORBIDDEN message of server/errors/app-error.ts, as the screens would show it. */
export const NO_ACCESS = 'You do not have access';

/**
 * Watches a page's GraphQL answers and requests in flight, so a test can wait until a screen has
 * loaded its data and then say whether anything it asked for was refused.
 */
export function watchAccess(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const refused: string[] = [];
  const bump = (d: number) => {
    inFlight += d;
    lastChange = Date.now();
  };
  page.on('request', (r) => r.url().includes('/graphql') && bump(1));
  page.on('requestfailed', (r) => r.url().includes('/graphql') && bump(-1));
  page.on('requestfinished', (r) => r.url().includes('/graphql') && bump(-1));
  page.on('response', (res: Response) => {
    if (!res.url().includes('/graphql')) return;
    res
      .json()
      .then((body: { errors?: { message: string; extensions?: { code?: string } }[] }) => {
        for (const e of body.errors ?? []) if (e.extensions?.code === 'FORBIDDEN') refused.push(e.message);
      })
      .catch(() => undefined);
  });
  return {
    /** Forgets refusals seen so far (before a new screen opens). */
    reset(): void {
      refused.length = 0;
    },
    /** Waits until no GraphQL request has been in flight for `quietMs`. */
    async settle(quietMs = 600): Promise<void> {
      await expect
        .poll(() => inFlight <= 0 && Date.now() - lastChange >= quietMs, { timeout: 20_000, interval: 100 })
        .toBe(true);
    },
    refusals(): string[] {
      return [...refused];
    },
  };
}

/** Neither a refused call nor the refusal's text on screen. */
export async function expectNoRefusal(page: Page, watch: ReturnType<typeof watchAccess>, where: string) {
  await watch.settle();
  expect(watch.refusals(), where).toEqual([]);
  expect(await page.locator('body').innerText(), where).not.toContain(NO_ACCESS);
}
