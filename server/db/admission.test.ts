import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { Admission } from './admission.js';

const busy = (p: Promise<unknown>) =>
  p.then(
    () => 'admitted',
    (e: unknown) => (e instanceof AppError ? `${e.code} ${e.retryAfterSeconds}` : 'other'),
  );

describe('Admission', () => {
  it('admits up to its concurrency, queues in order up to its bound, refuses beyond with a Retry-After', async () => {
    const a = new Admission({ concurrency: 1, maxQueued: 2, maxWaitMs: 10_000 });
    const first = await a.acquire();
    const order: string[] = [];
    const second = a.acquire().then((r) => (order.push('second'), r));
    const third = a.acquire().then((r) => (order.push('third'), r));
    expect(await busy(a.acquire())).toBe('SERVER_BUSY 1');
    expect(a.load).toEqual({ active: 1, queued: 2 });
    first();
    first(); // a second release of the same turn changes nothing
    (await second)();
    (await third)();
    expect(order).toEqual(['second', 'third']);
    expect(a.load).toEqual({ active: 0, queued: 0 });
    expect(a.refused).toBe(1);
  });

  it('refuses a waiter whose turn does not come within the wait budget, and then admits again', async () => {
    const a = new Admission({ concurrency: 1, maxQueued: 10, maxWaitMs: 30 });
    const held = await a.acquire();
    const started = performance.now();
    expect(await busy(a.acquire())).toMatch(/^SERVER_BUSY \d+$/);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    expect(a.load).toEqual({ active: 1, queued: 0 });
    held();
    expect(await busy(a.acquire())).toBe('admitted');
  });

  it('refuses at once when the measured time per request says the wait would exceed the budget', async () => {
    const a = new Admission({ concurrency: 1, maxQueued: 100, maxWaitMs: 100 });
    // Requests that hold their turn 60 ms teach it the service time.
    for (let i = 0; i < 30; i++) {
      const r = await a.acquire();
      await new Promise((done) => setTimeout(done, 60));
      r();
    }
    const held = await a.acquire();
    const queued = a.acquire(); // one waiter: about 60 ms expected, within 100
    const started = performance.now();
    expect(await busy(a.acquire())).toBe('SERVER_BUSY 1'); // the second would wait about 120 ms
    expect(performance.now() - started).toBeLessThan(20);
    held();
    (await queued)();
  });
});
