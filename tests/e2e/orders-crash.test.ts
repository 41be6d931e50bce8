import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gql, loginToken } from '../helpers/api.js';
import { startProduct } from '../helpers/product-process.js';

/**
 * Killing the product (SIGKILL, no shutdown at all) in the middle of a burst of order saves, then starting
 * it again on the same embedded database: every order is one saved version entirely, never a mix of two,
 * and every save the server acknowledged is still there.
 */

type Json = Record<string, any>;
const ORDERS = 6;
const JWT_SECRET = 'orders-crash-test-secret-of-32-bytes-or-more';

const startOn = (dataDir: string) => startProduct({ env: { DATABASE_URL: `pglite://${dataDir}`, JWT_SECRET } });

const SAVE = `mutation ($input: OrderInput!) { saveOrder(input: $input) { databaseId operations { databaseId } } }`;
const READ = `query ($id: Int!) { order(id: $id) { databaseId name calculationFormat operations { databaseId operation port notes } } }`;

const point = (port: string) => ({ port, customPoint: true, lat: 2, lng: 101 });

/** Version v of order k: its name, every row's notes and the number of Passing rows all say v. */
function version(k: number, v: number, rowIds: { loading?: number; discharging?: number } = {}): Json {
  const passing = Array.from({ length: v % 4 }, (_, i) => ({
    operation: 'PASSING',
    // Made-up places are custom points: a name and a position of their own.
    ...{ port: `P${v}-${i}`, customPoint: true, lat: 1, lng: 100 + i },
    notes: `v${v}`,
  }));
  return {
    name: `crash ${k} v${v}`,
    access: 'PRIVATE',
    freightMode: 'SINGLE_FREIGHT',
    qtyMode: 'MOLOO',
    laycanStartDate: '2027-06-01T00:00:00Z',
    laycanEndDate: '2027-06-09T00:00:00Z',
    cve: v,
    operations: [
      { id: rowIds.loading, operation: 'LOADING', ...point(`L${v}`), rate: 1000 + v, notes: `v${v}` },
      ...passing,
      { id: rowIds.discharging, operation: 'DISCHARGING', ...point(`D${v}`), rate: 1000 + v, notes: `v${v}` },
    ],
  };
}

describe('killing the server during order saves', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'voyage-crash-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves every order entirely old or entirely new after a restart', async () => {
    const dataDir = path.join(dir, 'db');
    const first = await startOn(dataDir);
    const token = await loginToken(first.url, 'admin@demo.example');
    const orders: {
      id: number;
      loading: number;
      discharging: number;
      acked: number;
      attempted: number;
      failure?: string;
    }[] = [];
    for (let k = 0; k < ORDERS; k++) {
      const r = await gql<{ saveOrder: Json }>(first.url, SAVE, { input: version(k, 0) }, token);
      const ops = r.data!.saveOrder.operations as Json[];
      orders.push({
        id: r.data!.saveOrder.databaseId,
        loading: ops[1]!.databaseId,
        discharging: ops.at(-1)!.databaseId,
        acked: 0,
        attempted: 0,
      });
    }

    // One writer per order, saving versions 1, 2, 3, ... as fast as the server answers, until it dies. A save
    // refused with SERVER_BUSY (its turn on the embedded database not come within the admission's budget, on a
    // slow machine) was never run: the writer waits the Retry-After and sends the same version again, as the
    // web client does (busy-retry.test.ts).
    let alive = true;
    const writers = orders.map(async (o, k) => {
      for (let v = 1; alive; v++) {
        o.attempted = v;
        const input = { id: o.id, ...version(k, v, { loading: o.loading, discharging: o.discharging }) };
        try {
          const r = await gql(first.url, SAVE, { input }, token);
          const only = r.errors?.length === 1 ? r.errors[0]!.extensions : undefined;
          if (only?.code === 'SERVER_BUSY') {
            await new Promise((resolve) => setTimeout(resolve, 1000 * (only.retryAfterSeconds ?? 1)));
            v--;
            continue;
          }
          if (r.errors) throw new Error(JSON.stringify(r.errors));
          o.acked = v;
        } catch (err) {
          if (alive) o.failure = String(err);
          return;
        }
      }
    });
    // Kill once every writer has had a few saves through, so the kill lands mid-burst.
    const deadline = Date.now() + 30_000;
    while (orders.some((o) => o.acked < 3 && !o.failure) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    first.child.kill('SIGKILL');
    alive = false;
    await Promise.all(writers);
    if (first.child.exitCode === null && first.child.signalCode === null)
      await new Promise((resolve) => first.child.once('exit', resolve));
    expect(orders.map((o) => o.failure ?? 'ok')).toEqual(Array(ORDERS).fill('ok'));
    expect(orders.every((o) => o.acked >= 3)).toBe(true);

    const second = await startOn(dataDir);
    try {
      const token2 = await loginToken(second.url, 'admin@demo.example');
      for (const [k, o] of orders.entries()) {
        const order = (await gql<{ order: Json }>(second.url, READ, { id: o.id }, token2)).data!.order;
        const v = Number(/ v(\d+)$/.exec(order.name)![1]);
        // Durable: nothing acknowledged is lost; nothing beyond what was attempted appears.
        expect(v).toBeGreaterThanOrEqual(o.acked);
        expect(v).toBeLessThanOrEqual(o.attempted);
        const rows = order.operations as Json[];
        expect(rows.map((r) => r.operation)).toEqual([
          'COMMENCE',
          'LOADING',
          ...Array(v % 4).fill('PASSING'),
          'DISCHARGING',
        ]);
        expect(rows.slice(1).map((r) => r.notes)).toEqual(Array(rows.length - 1).fill(`v${v}`));
        expect(rows.slice(1).map((r) => r.port)).toEqual([
          `L${v}`,
          ...Array.from({ length: v % 4 }, (_, i) => `P${v}-${i}`),
          `D${v}`,
        ]);
        expect(order.calculationFormat).toBe(rows.map((r) => r.databaseId).join(','));
        expect(order.name).toBe(`crash ${k} v${v}`);
      }
      second.child.kill('SIGTERM');
    } finally {
      if (second.child.exitCode === null) second.child.kill('SIGKILL');
    }
  });
});
