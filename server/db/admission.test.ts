import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { EventEmitter } from 'node:events';
import type { ErrorRequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Admission, admissionGate } from './admission.js';

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

  it('refuses at once when the predicted wait plus service would pass the budget, with a busy queue only', async () => {
    const a = new Admission({ concurrency: 1, maxQueued: 100, maxWaitMs: 500 });
    // Requests that hold their turn 60 ms teach it the service time.
    for (let i = 0; i < 30; i++) {
      const r = await a.acquire();
      await new Promise((done) => setTimeout(done, 60));
      r();
    }
    const held = await a.acquire();
    // Seven waiters: the seventh waits about 7 x 60 = 420 ms and is answered at about 480, within 500.
    const queued = Array.from({ length: 7 }, () => a.acquire());
    const started = performance.now();
    // The ninth in would wait about 480 ms and be answered at about 540: refused at once.
    expect(await busy(a.acquire())).toBe('SERVER_BUSY 1');
    expect(performance.now() - started).toBeLessThan(20);
    held();
    for (const q of queued) (await q)();
    expect(a.load).toEqual({ active: 0, queued: 0 });
  });

  it('never refuses a lone burst by prediction, even when one request takes longer than the budget', async () => {
    const a = new Admission({ concurrency: 2, maxQueued: 64, maxWaitMs: 1_000 });
    // A slow machine: the measured service time is 600 ms, so the sixth of the burst is predicted to wait
    // 4 x 600 / 2 = 1.2 s and be answered at 1.8 s; the burst is a lone user's, and it is admitted.
    (a as unknown as { serviceMs: number }).serviceMs = 600;
    const burst = Array.from({ length: 6 }, () => busy(a.acquire().then((r) => setTimeout(r, 5))));
    expect(await Promise.all(burst)).toEqual(Array(6).fill('admitted'));
  });

  it('gives a freed turn on a later turn of the event loop, so I/O is polled between requests', async () => {
    // PGlite answers in microtasks: admitting from the release chained every queued request into one run of
    // microtasks, and the server read no request and accepted no connection until the queue was empty.
    const a = new Admission({ concurrency: 1, maxQueued: 10, maxWaitMs: 10_000 });
    const held = await a.acquire();
    const order: string[] = [];
    const work = (name: string) => a.acquire().then((release) => (order.push(name), release()));
    const done = Promise.all([work('first'), work('second')]);
    await new Promise((turn) => setImmediate(turn));
    held();
    setImmediate(() => order.push('loop turn'));
    await done;
    expect(order).toEqual(['first', 'loop turn', 'second']);
  });

  it('a request whose client left gives up its place in the queue, or its turn once admitted', async () => {
    const a = new Admission({ concurrency: 1, maxQueued: 10, maxWaitMs: 10_000 });
    const gate = admissionGate(a, (() => undefined) as unknown as ErrorRequestHandler);
    const request = () => {
      const res = Object.assign(new EventEmitter(), { writeHead: () => res, setHeader: () => res, end: () => res });
      const next = { called: false };
      gate({ url: '/graphql' } as IncomingMessage, res as unknown as ServerResponse, () => (next.called = true));
      return { res, next };
    };
    const turn = () => new Promise((done) => setImmediate(done));
    const held = await a.acquire();
    const queued = request();
    await turn();
    expect(a.load).toEqual({ active: 1, queued: 1 });
    queued.res.emit('close'); // the client left while waiting
    expect(a.load).toEqual({ active: 1, queued: 0 });
    held();
    // One admitted whose client then leaves before an answer: the turn comes back too.
    const later = request();
    await turn();
    expect({ queued: queued.next.called, later: later.next.called }).toEqual({ queued: false, later: true });
    later.res.emit('close');
    expect(a.load).toEqual({ active: 0, queued: 0 });
    expect(a.refused).toBe(0);
    expect(await busy(a.acquire())).toBe('admitted');
  });
});
