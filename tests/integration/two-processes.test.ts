import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asGraphqlInput } from '../fixtures/estimate-formats.js';
import { supramaxIndonesiaIndia } from '../fixtures/estimates.js';
import { gql, loginToken, rest, subscribeOverWs } from '../helpers/api.js';
import { CALCULATION_RUN, CALCULATION_STREAM, START_CALCULATION } from '../helpers/calculator-ops.js';
import { redisAvailable, startRedis, type RedisServer } from '../helpers/redis-server.js';
import { startProduct, stopProduct, type ProductProcess } from '../helpers/product-process.js';
import { scratchDatabase } from '../helpers/scratch-database.js';

type Json = Record<string, any>;

/** The server as a process of its own, from source (no build needed), on a free loopback port. */
const startFromSource = (env: Record<string, string>) =>
  startProduct({
    args: ['--import', '@swc-node/register/esm-register', 'server/main.ts'],
    env: { IMAP_READER: 'false', ...env },
  });

const onPostgres = process.env.DATABASE_URL?.startsWith('postgres') ?? false;

/**
 * Two server processes sharing one PostgreSQL database and one Redis (issue #19 item 6), as two replicas
 * behind a proxy would: one user's requests may land on either. PGlite is one process's database, so this
 * runs in the PostgreSQL pass of the suite only.
 */
describe.skipIf(!onPostgres || (!redisAvailable() && !process.env.CI))('two server processes, one Redis', () => {
  let redis: RedisServer;
  let db: Awaited<ReturnType<typeof scratchDatabase>>;
  let a: ProductProcess & { url: string };
  let b: ProductProcess & { url: string };

  beforeAll(async () => {
    redis = await startRedis();
    db = await scratchDatabase();
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: redis.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'true',
    };
    // One after the other: the first migrates and seeds, the second finds both done.
    a = await startFromSource(env);
    b = await startFromSource(env);
  }, 150_000);

  afterAll(async () => {
    for (const p of [a, b]) if (p) await stopProduct(p);
    await db?.drop();
    await redis?.stop();
  });

  it('a calculation started through one process streams to a client of the other, both ways', async () => {
    const token = await loginToken(a.url, 'pricing@demo.example');
    const input = asGraphqlInput(supramaxIndonesiaIndia());
    const direct = (
      await subscribeOverWs<{ calculationStream: Json }>(a.url, CALCULATION_STREAM, { input }, token)
    ).events.map((e) => e.data!.calculationStream);
    expect(direct.at(-1)!.kind).toBe('COMPLETE');

    for (const [starter, follower] of [
      [a, b],
      [b, a],
    ] as const) {
      const started = await gql<{ startCalculation: { runId: string } }>(
        starter.url,
        START_CALCULATION,
        { input },
        token,
      );
      expect(started.errors).toBeUndefined();
      const { events } = await subscribeOverWs<{ calculationRun: Json }>(
        follower.url,
        CALCULATION_RUN,
        { runId: started.data!.startCalculation.runId },
        token,
      );
      expect(events.map((e) => e.data!.calculationRun)).toEqual(direct);
    }
  });

  it('a logout through one process is refused by the other at once (not after its 2 s token cache)', async () => {
    const token = await loginToken(a.url, 'admin@demo.example');
    // b checks the token and caches the check.
    expect((await rest(b.url, 'GET', '/paginatedClientQueryOrg?page=0&size=1', { token })).status).toBe(200);
    expect((await rest(a.url, 'POST', '/auth/logout', { token })).status).toBeLessThan(300);
    // Redis carries the revocation to b: give it the round trip of a message, far less than the cache's 2 s.
    await new Promise((r) => setTimeout(r, 150));
    expect((await rest(b.url, 'GET', '/paginatedClientQueryOrg?page=0&size=1', { token })).status).toBe(401);
  });
});
