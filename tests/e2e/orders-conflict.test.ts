import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MSG } from '../../shared/validation/order-rules.js';
import { gql, loginToken } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { logIn, toast, waitForPath } from './e2e-support.js';

/**
 * Issue #18 item 3 in Chromium: two browsers (two contexts, the same admin on two machines) edit the same
 * order. The second Update is refused with the server's message, the edits stay in the dialog, and
 * "Reload and re-apply my changes" puts them over the first browser's save, which the next Update keeps.
 */
const NAME = 'E2E conflict order';
const ORDER_FIELDS = 'id version name message operations { id operation }';

function orderDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Update Order' }) });
}

async function openOrder(page: Page, name: string): Promise<Locator> {
  await page.goto('/orders');
  await waitForPath(page, '/orders');
  await page
    .getByRole('table', { name: 'My Orders' })
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const d = orderDialog(page);
  await d.getByLabel('Row 1 Operation').waitFor();
  return d;
}

describe('two browsers saving the same order', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let first: TestBrowser;
  let second: TestBrowser;
  let token: string;
  let orderId: number;

  beforeAll(async () => {
    server = await startTestServer();
    token = await loginToken(server.url, 'admin@demo.example');
    const input = {
      name: NAME,
      access: 'PUBLIC',
      freightMode: 'SINGLE_FREIGHT',
      qtyMode: 'MOLOO',
      laycanStartDate: '2027-04-01T00:00:00.000Z',
      laycanEndDate: '2027-04-10T00:00:00.000Z',
      message: 'as loaded',
      operations: [
        { operation: 'LOADING', port: 'Tubarao', rate: 80000, cargoQty: 150000, freight: 20 },
        { operation: 'DISCHARGING', port: 'Qingdao', rate: 30000, cargoQty: 150000 },
      ],
    };
    const made = await gql<{ saveOrder: { databaseId: number } }>(
      server.url,
      `mutation ($input: OrderInput!) { saveOrder(input: $input) { databaseId } }`,
      { input },
      token,
    );
    orderId = made.data!.saveOrder.databaseId;
    first = await launchBrowser({ baseURL: server.url });
    second = await launchBrowser({ baseURL: server.url });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await server?.close();
  });

  let pageA: Page;
  let pageB: Page;
  let dialogB: Locator;
  const readBack = async () =>
    (
      await gql<{ order: { name: string; message: string; version: number; operations: unknown[] } }>(
        server.url,
        `query ($id: Int!) { order(id: $id) { ${ORDER_FIELDS} } }`,
        { id: orderId },
        token,
      )
    ).data!.order;

  it('both browsers open the order; browser A saves first', async () => {
    pageA = await first.context.newPage();
    pageB = await second.context.newPage();
    await logIn(pageA, 'admin@demo.example');
    await logIn(pageB, 'admin@demo.example');
    // Both load version 1.
    const dialogA = await openOrder(pageA, NAME);
    dialogB = await openOrder(pageB, NAME);
    await dialogA.getByLabel('Message').fill('Changed in browser A');
    await dialogA.getByRole('button', { name: 'Update', exact: true }).click();
    await toast(pageA, ORDER_MSG.queryUpdated).waitFor();
    expect(await readBack()).toMatchObject({ message: 'Changed in browser A', version: 2 });
  }, 120_000);

  it("refuses browser B's stale Update with the message and keeps its edits", async () => {
    await dialogB.getByLabel('Name', { exact: true }).fill('E2E renamed in browser B');
    await dialogB.getByRole('button', { name: 'Update', exact: true }).click();
    const notice = dialogB.getByTestId('conflict-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(
      /This order was changed by Alex Andersen at \d{4}-\d\d-\d\d \d\d:\d\d UTC/,
    );
    expect(await dialogB.getByLabel('Name', { exact: true }).inputValue()).toBe('E2E renamed in browser B');
    expect(await dialogB.getByLabel('Message').inputValue()).toBe('as loaded');
    expect(await readBack()).toMatchObject({ name: NAME, message: 'Changed in browser A', version: 2 });
  }, 120_000);

  it("reloads and re-applies B's change over A's save; the next Update keeps both", async () => {
    await dialogB.getByRole('button', { name: 'Reload and re-apply my changes' }).click();
    await dialogB.getByTestId('conflict-notice').waitFor({ state: 'detached' });
    expect(await dialogB.getByLabel('Name', { exact: true }).inputValue()).toBe('E2E renamed in browser B');
    expect(await dialogB.getByLabel('Message').inputValue()).toBe('Changed in browser A');
    await dialogB.getByRole('button', { name: 'Update', exact: true }).click();
    await toast(pageB, ORDER_MSG.queryUpdated).waitFor();
    const saved = await readBack();
    expect(saved).toMatchObject({ name: 'E2E renamed in browser B', message: 'Changed in browser A', version: 3 });
    expect(saved.operations).toHaveLength(3);
  }, 120_000);
});
