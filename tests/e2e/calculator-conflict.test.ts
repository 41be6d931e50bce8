import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MSG } from '../../shared/validation/order-rules.js';
import { gql, loginToken } from '../helpers/api.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { startTestServer } from '../helpers/test-server.js';
import { grid, openCalculator, seeToast } from './calculator-support.js';
import { toast } from './e2e-support.js';

/**
 * Issue #18 item 3 in the calculator: two machines of the same user edit the same order in the calculator.
 * The second "Save to order" is refused with the server's CONFLICT message and keeps its edit on screen;
 * "Reload and re-apply my changes" puts that edit over the first machine's save, and the next save keeps both.
 */
interface Order {
  version: number;
  operations: { id: number; index: number; operation: string; rate: number }[];
}

const draftStatus = (page: Page) => page.getByTestId('draft-status');

describe('two calculators saving the same order', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let first: TestBrowser;
  let second: TestBrowser;
  let token: string;
  let orderId: number;
  let rows: { load: number; discharge: number };

  const readOrder = async (): Promise<Order> =>
    (
      await gql<{ order: Order }>(
        server.url,
        'query ($id: Int!) { order(id: $id) { version operations { id index operation rate } } }',
        { id: orderId },
        token,
      )
    ).data!.order;
  const rateInput = (page: Page, row: number) => grid(page).getByLabel(`Row ${row + 1} Rate`);

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    token = await loginToken(server.url, 'admin@demo.example');
    // The calculator shows the first of My Orders.
    const list = await gql<{ myOrders: { content: { databaseId: number }[] } }>(
      server.url,
      'query { myOrders(page: { limit: 100, offset: 0 }) { content { databaseId } } }',
      {},
      token,
    );
    orderId = list.data!.myOrders.content[0]!.databaseId;
    const ops = [...(await readOrder()).operations].sort((a, b) => a.index - b.index);
    rows = {
      load: ops.findIndex((o) => o.operation === 'LOADING'),
      discharge: ops.findIndex((o) => o.operation === 'DISCHARGING'),
    };
    first = await launchBrowser({ baseURL: server.url });
    second = await launchBrowser({ baseURL: server.url });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await server?.close();
  });

  it('refuses the stale save with the CONFLICT message, then re-applies the edit over the newer order', async () => {
    const [pageA, pageB] = [await first.context.newPage(), await second.context.newPage()];
    await openCalculator(pageA);
    await openCalculator(pageB);
    await rateInput(pageA, rows.discharge).waitFor();
    await rateInput(pageB, rows.load).waitFor();

    // B changes the discharging rate; A, from the same version, the loading rate and saves first.
    await rateInput(pageB, rows.discharge).fill('12345');
    await rateInput(pageA, rows.load).fill('54321');
    await expect.poll(() => draftStatus(pageA).textContent()).toContain('Unsaved edits');
    const loaded = await readOrder();
    await pageA.getByRole('button', { name: 'Save to order' }).click();
    await seeToast(pageA, ORDER_MSG.queryUpdated);
    expect((await readOrder()).version).toBeGreaterThan(loaded.version);

    await pageB.getByRole('button', { name: 'Save to order' }).click();
    const refused = toast(pageB, 'This order was changed by').last();
    await refused.waitFor();
    // Nothing of B's was written, and B's edit is still on screen, unsaved.
    const afterRefusal = await readOrder();
    const byIndex = (o: Order, i: number) => [...o.operations].sort((a, b) => a.index - b.index)[i]!;
    expect(byIndex(afterRefusal, rows.discharge).rate).not.toBe(12345);
    expect(byIndex(afterRefusal, rows.load).rate).toBe(54321);
    expect(await rateInput(pageB, rows.discharge).inputValue()).toBe('12345');
    expect(await draftStatus(pageB).textContent()).toContain('Unsaved edits');

    await refused.getByRole('button', { name: 'Reload and re-apply my changes' }).click();
    // A's saved loading rate arrives, B's discharging rate stays.
    await expect.poll(() => rateInput(pageB, rows.load).inputValue(), { timeout: 15_000 }).toBe('54321');
    expect(await rateInput(pageB, rows.discharge).inputValue()).toBe('12345');
    await pageB.getByRole('button', { name: 'Save to order' }).click();
    await seeToast(pageB, ORDER_MSG.queryUpdated);
    const saved = await readOrder();
    expect(byIndex(saved, rows.load).rate).toBe(54321);
    expect(byIndex(saved, rows.discharge).rate).toBe(12345);
    expect(saved.version).toBeGreaterThan(afterRefusal.version);
  });
});
