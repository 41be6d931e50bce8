import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { dialog, grid, gridRows, legsSettled, openCalculator, recalc, rowKeys, settled } from './calculator-support.js';

/**
 * Issue #12: the same order gives the same result whichever way the calculator came to it. Opening and
 * closing Update Order without a change, or Discard after an edit, used to swap the routed legs back to
 * the distances stored with the order (Kamsar -> Singapore 6,897 / 1,954 ECA became 9,250 / 0).
 */
interface Shown {
  tce: string;
  legs: string[];
}

async function shown(page: Page): Promise<Shown> {
  await legsSettled(page);
  const tce = ((await page.getByTestId('grid-active-tce').textContent()) ?? '').trim();
  const legs = await gridRows(page).evaluateAll((els) =>
    els.slice(2).map((e) => {
      const inputs = e.querySelectorAll<HTMLInputElement>(
        'input[aria-label$="Dist Normal"], input[aria-label$="Dist ECA"]',
      );
      return Array.from(inputs, (i) => i.value).join('/');
    }),
  );
  return { tce, legs };
}

describe('the same order through each path', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;
  let first: Shown;

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    await openCalculator(page);
    await grid(page).waitFor({ timeout: 20_000 });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows routed legs, not the distances stored with the order (else this test could not fail)', async () => {
    await legsSettled(page);
    await settled(page);
    await expect.poll(async () => (await shown(page)).tce, { timeout: 20_000 }).not.toBe('-');
    first = await shown(page);
    const token = await loginToken(server.url, 'admin@demo.example');
    const keys = await rowKeys(page);
    // The calculator shows the first of My Orders (as calculator-grid.test does).
    const list = await gql<{ myOrders: { content: { databaseId: number }[] } }>(
      server.url,
      'query { myOrders(page: { limit: 100, offset: 0 }) { content { databaseId } } }',
      {},
      token,
    );
    const id = list.data!.myOrders.content[0]!.databaseId;
    const stored = await gql<{ order: { operations: { databaseId: number; distNormal: number; distEca: number }[] } }>(
      server.url,
      'query ($id: Int!) { order(id: $id) { operations { databaseId distNormal distEca } } }',
      { id },
      token,
    );
    const byId = new Map(
      stored.data!.order.operations.map((o) => [String(o.databaseId), `${o.distNormal}/${o.distEca}`]),
    );
    const storedLegs = keys.slice(2).map((k) => byId.get(k));
    expect(storedLegs).not.toEqual(first.legs);
  });

  it('opening and closing Update Order without a change keeps the legs and the TCE', async () => {
    await page.getByTestId('cargo-details').getByRole('button', { name: 'Cargo Details' }).click();
    const d = dialog(page, 'Update Order');
    await d.getByRole('button', { name: 'Update', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await d.waitFor({ state: 'hidden' });
    await expect.poll(() => shown(page), { timeout: 20_000 }).toEqual(first);
    // Still the same once the re-measure the re-read starts has answered.
    await legsSettled(page);
    expect(await shown(page)).toEqual(first);
  });

  it('Discard after an edit gives back the same legs and TCE', async () => {
    const rate = grid(page).locator('input[aria-label$=" Rate"]:not([disabled])').first();
    const old = Number(await rate.inputValue());
    await recalc(page, () => rate.fill(String(Math.round(old / 3))));
    expect((await shown(page)).tce).not.toBe(first.tce);
    await recalc(page, () => page.getByRole('button', { name: 'Discard' }).click());
    await expect.poll(() => shown(page), { timeout: 20_000 }).toEqual(first);
  });

  it('a reload shows the same again', async () => {
    await page.reload();
    await grid(page).waitFor({ timeout: 20_000 });
    await settled(page);
    await expect.poll(() => shown(page), { timeout: 20_000 }).toEqual(first);
  });
});
