import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/**
 * The PGlite admission queue (ADR 0018) with a tiny bound from the configuration: one request at a time and
 * none waiting, so a burst must be partly refused, with 503, a Retry-After, and SERVER_BUSY in the REST body
 * and in the GraphQL error. Without the queue every request of the burst is answered 200.
 */
const onPostgres = process.env.DATABASE_URL?.startsWith('postgres') ?? false;
let server: TestServer;
let token: string;

const ALL_ORDERS = `query { allOrders(page: { offset: 0, limit: 20 }) { totalElements content { name } } }`;

interface Answer {
  status: number;
  retryAfter: string | null;
  body: Record<string, unknown>;
}

const request = (kind: 'rest' | 'graphql'): { url: string; init: RequestInit } =>
  kind === 'rest'
    ? {
        url: `${server.url}/api/v1/paginatedClientQueryOrg?offset=0&limit=20`,
        init: { headers: { authorization: `Bearer ${token}` } },
      }
    : {
        url: `${server.url}/graphql`,
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: ALL_ORDERS }),
        },
      };

async function call(kind: 'rest' | 'graphql'): Promise<Answer> {
  const { url, init } = request(kind);
  const res = await fetch(url, init);
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as never };
}

/**
 * 24 requests at once, alternating REST and GraphQL, from a worker thread: a client on the server's own
 * event loop could only send each one after the server finished the one before.
 */
const BURST_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
Promise.all(workerData.map(async ({ url, init }) => {
  const res = await fetch(url, init);
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
})).then((answers) => parentPort.postMessage(answers));
`;

function burst(): Promise<Answer[]> {
  const requests = Array.from({ length: 24 }, (_, i) => request(i % 2 ? 'rest' : 'graphql'));
  return new Promise((resolve, reject) => {
    const worker = new Worker(BURST_WORKER, { eval: true, workerData: requests });
    worker.once('message', (answers: Answer[]) => {
      resolve(answers);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

beforeAll(async () => {
  const saved = { ...process.env };
  process.env.DB_ADMISSION_CONCURRENCY = '1';
  process.env.DB_ADMISSION_MAX_QUEUED = '0';
  try {
    server = await startTestServer({ catalogue: true });
  } finally {
    for (const k of ['DB_ADMISSION_CONCURRENCY', 'DB_ADMISSION_MAX_QUEUED']) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
  }
  token = await loginToken(server.url, 'pricing@demo.example');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe.skipIf(onPostgres)('PGlite admission queue', () => {
  it('refuses what it cannot admit: 503 with Retry-After, SERVER_BUSY on REST and on GraphQL', async () => {
    const answers = await burst();
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 503);
    expect(ok.length + refused.length).toBe(answers.length);
    expect(ok.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused) {
      expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);
      if ('errors' in a.body) {
        const [error] = a.body.errors as { message: string; extensions: Record<string, unknown> }[];
        expect(error!.extensions.code).toBe('SERVER_BUSY');
        expect(error!.extensions.retryAfterSeconds).toBe(Number(a.retryAfter));
        expect(error!.message).toMatch(/busy/);
      } else {
        expect(a.body).toEqual({ error: expect.stringMatching(/busy/), code: 'SERVER_BUSY' });
      }
    }
    // Both APIs were refused in the burst (the two kinds alternate).
    expect(new Set(refused.map((a) => ('errors' in a.body ? 'graphql' : 'rest'))).size).toBe(2);
  });

  it('gives each turn back: one request at a time is always admitted, and health never queues', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await call('rest')).status).toBe(200);
      expect((await call('graphql')).status).toBe(200);
    }
    const [health] = await Promise.all([
      fetch(`${server.url}/api/v1/health`),
      ...Array.from({ length: 6 }, () => call('rest')),
    ]);
    expect(health.status).toBe(200);
  });
});

describe.runIf(onPostgres)('no admission queue on PostgreSQL', () => {
  it('answers a whole burst (the pool queues on its connections)', async () => {
    const answers = await burst();
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  });
});
