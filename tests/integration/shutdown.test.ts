import { setTimeout as pause } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { DatabaseWork } from '../../server/db/database-work.js';
import type { Em } from '../../server/db/orm.js';
import { startTestServer } from '../helpers/test-server.js';

/**
 * Shutdown closes the database after the work still under way on it (server/db/database-work.ts): a handler
 * whose client has gone keeps working after the HTTP server has closed, and must not meet a closed driver.
 */
describe('shutdown waits for the database work under way', () => {
  it('a transaction that began before the stop commits its later statements', async () => {
    const server = await startTestServer({ seed: false });
    const em = server.orm.em.fork() as Em;
    const order: string[] = [];
    const working = em.transactional(async (tx) => {
      await tx.execute('select 1');
      await pause(300);
      const rows = await tx.execute<{ n: number }[]>('select 2 as n');
      order.push('transaction done');
      return rows[0]!.n;
    });
    await pause(50);
    const closing = server.close().then(() => order.push('closed'));
    await expect(working).resolves.toBe(2);
    await closing;
    expect(order).toEqual(['transaction done', 'closed']);
  });

  it('counts a pause between two statements as work under way, and gives up after its limit', async () => {
    const server = await startTestServer({ seed: false });
    try {
      const work = new DatabaseWork().watch(server.orm);
      const em = server.orm.em.fork() as Em;
      const seen: string[] = [];
      // Outside a transaction: the pause (30 ms) is shorter than the quiet time asked for (200 ms).
      const working = (async () => {
        await em.execute('select 1');
        await pause(30);
        await em.execute('select 2');
        seen.push('second statement done');
      })();
      await pause(5);
      await Promise.all([working, work.idle({ quietMs: 200 }).then((ok) => seen.push(`idle: ${ok}`))]);
      expect(seen).toEqual(['second statement done', 'idle: true']);
      // A transaction open longer than the limit: idle answers false, and true once it has committed.
      let inside!: () => void;
      const opened = new Promise<void>((resolve) => (inside = resolve));
      const long = em.fork().transactional(async (tx) => {
        await tx.execute('select 1');
        inside();
        await pause(400);
      });
      await opened;
      expect(work.underWay).toBe(1);
      expect(await work.idle({ maxMs: 100 })).toBe(false);
      await long;
      expect(work.underWay).toBe(0);
      expect(await work.idle()).toBe(true);
    } finally {
      await server.close();
    }
  });
});
