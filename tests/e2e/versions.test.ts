import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MSG } from '../../shared/validation/order-rules.js';
import { asRestPayload } from '../fixtures/estimate-formats.js';
import { supramaxIndonesiaIndia } from '../fixtures/estimates.js';
import { gql, loginToken, rest } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { logIn, toast, waitForPath } from './e2e-support.js';

/**
 * Issue #21 item 6 in Chromium: an order edited twice in the Update Order dialog keeps three versions; the
 * History panel lists them with who saved each, compares the newest two at first, and any two the user
 * ticks, showing the changed field old -> new.
 */
const NAME = 'E2E history order';

function orderDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Update Order' }) });
}

async function openOrder(page: Page): Promise<Locator> {
  await page.goto('/orders');
  await waitForPath(page, '/orders');
  await page
    .getByRole('table', { name: 'My Orders' })
    .getByRole('button', { name: `Edit ${NAME}` })
    .click();
  const d = orderDialog(page);
  await d.getByLabel('Row 1 Operation').waitFor();
  return d;
}

async function editMessage(page: Page, message: string): Promise<void> {
  const dialog = await openOrder(page);
  await dialog.getByLabel('Message').fill(message);
  await dialog.getByRole('button', { name: 'Update', exact: true }).click();
  await toast(page, ORDER_MSG.queryUpdated).waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** The diff table's rows as [field, old, new]. */
async function diffRows(panel: Locator): Promise<string[][]> {
  const rows = panel.getByTestId('version-change');
  const out: string[][] = [];
  for (const row of await rows.all()) {
    out.push([
      (await row.getByTestId('version-change-field').innerText()).trim(),
      (await row.getByTestId('version-change-old').innerText()).trim(),
      (await row.getByTestId('version-change-new').innerText()).trim(),
    ]);
  }
  return out;
}

describe('order history in the Update Order dialog', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let page: Page;
  let orderId: number;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    token = await loginToken(server.url, 'admin@demo.example');
    const made = await gql<{ saveOrder: { databaseId: number } }>(
      server.url,
      `mutation ($input: OrderInput!) { saveOrder(input: $input) { databaseId } }`,
      {
        input: {
          name: NAME,
          access: 'PUBLIC',
          freightMode: 'SINGLE_FREIGHT',
          qtyMode: 'MOLOO',
          laycanStartDate: '2027-04-01T00:00:00.000Z',
          laycanEndDate: '2027-04-10T00:00:00.000Z',
          message: 'as created',
          operations: [
            { operation: 'LOADING', port: 'Tubarao', rate: 80000, cargoQty: 150000, freight: 20 },
            { operation: 'DISCHARGING', port: 'Qingdao', rate: 30000, cargoQty: 150000 },
          ],
        },
      },
      token,
    );
    orderId = made.data!.saveOrder.databaseId;
    browser = await launchBrowser({ baseURL: server.url });
    page = await browser.context.newPage();
    await logIn(page, 'admin@demo.example');
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('edits the order twice, opens History and compares versions: the message old -> new', async () => {
    expect(orderId).toBeGreaterThan(0);
    await editMessage(page, 'first edit');
    await editMessage(page, 'second edit');

    const dialog = await openOrder(page);
    await dialog.getByRole('button', { name: 'History' }).click();
    const panel = page.getByTestId('history-panel');
    await panel.getByTestId('version-row').nth(2).waitFor();
    const rows = await panel.getByTestId('version-row').allInnerTexts();
    expect(rows.map((r) => r.replace(/\s+/g, ' ').trim().split(' ').slice(0, 3).join(' '))).toEqual([
      'v3 Alex Andersen',
      'v2 Alex Andersen',
      'v1 Alex Andersen',
    ]);

    // At first the newest two: v2 -> v3.
    await panel.getByTestId('version-diff').waitFor();
    expect(await panel.getByTestId('version-diff-title').innerText()).toMatch(/^v2 \(Alex Andersen\) → v3/);
    expect(await diffRows(panel)).toEqual([['message', 'first edit', 'second edit']]);

    // The user picks v1 and v3 instead (untick v2, tick v1).
    await panel.getByText('v2', { exact: true }).click();
    await panel.getByText('v1', { exact: true }).click();
    await panel.getByTestId('version-diff-title').filter({ hasText: /^v1 / }).waitFor();
    expect(await diffRows(panel)).toEqual([['message', 'as created', 'second edit']]);
  }, 180_000);

  it('a saved voyage saved twice under its label: History compares the order input and the headline results', async () => {
    const save = async (cve: number): Promise<number> => {
      const payload = supramaxIndonesiaIndia();
      payload.autoSave = true;
      payload.clientQuery.cve = cve;
      Object.assign(payload.fleetList[1]!, { selectedForSave: true, saveLabel: 'E2E history voyage' });
      const r = await rest<Record<string, { savedResultId?: number }>>(server.url, 'POST', '/calculate/multiple/old', {
        token,
        body: asRestPayload(payload),
      });
      expect(r.status).toBe(200);
      return Object.values(r.body).find((v) => typeof v.savedResultId === 'number')!.savedResultId!;
    };
    await save(1500);
    const second = await save(41500);

    await page.goto(`/saved/${second}`);
    await page.getByTestId('saved-result').waitFor();
    await page.getByRole('button', { name: 'History' }).click();
    const panel = page.getByTestId('history-panel');
    await panel.getByTestId('version-diff').waitFor();
    expect(await panel.getByTestId('version-row').count()).toBe(2);
    const rows = await diffRows(panel);
    expect(rows).toContainEqual(['cve', '1,500 USD', '41,500 USD']);
    // The headline results moved with it: TCE is listed old -> new in USD/day.
    const tce = rows.find((r) => r[0] === 'TCE');
    expect(tce?.[1]).toMatch(/ USD\/day$/);
    expect(tce?.[1]).not.toBe(tce?.[2]);
  }, 180_000);
});
