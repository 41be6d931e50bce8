import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asGraphqlInput } from '../fixtures/estimate-formats.js';
import { supramaxIndonesiaIndia } from '../fixtures/estimates.js';
import { gql, loginToken, rest, subscribeOverWs } from '../helpers/api.js';
import { CALCULATION_RUN, CALCULATION_STREAM, START_CALCULATION } from '../helpers/calculator-ops.js';
import { redisAvailable, startRedis, type RedisServer } from '../helpers/redis-server.js';
import { scratchDatabase } from '../helpers/scratch-database.js';

type Json = Record<string, any>;

interface Process {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
}

/** The server as a process of its own (from source), on a free loopback port. */
function startProcess(env: Record<string, string>): Promise<Process> {
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', IMAP_READER: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let out = '';
  child.stdout?.on('data', (d) => (out += String(d)));
  child.stderr?.on('data', (d) => (out += String(d)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 60 s:\n${out}`)), 60_000);
    const check = setInterval(() => {
      const m = /running at (http:\/\/[\d.]+:\d+)/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      clearInterval(check);
      resolve({ child, url: m[1]!, exited });
    }, 50);
    child.once('exit', (code) => {
      clearTimeout(timer);
      clearInterval(check);
      reject(new Error(`exited with ${code} before starting:\n${out}`));
    });
  });
}

const onPostgres = process.env.DATABASE_URL?.startsWith('postgres') ?? false;

/**
 * Two server processes sharing one PostgreSQL database and one Redis (issue #19 item 6), as two replicas
 * behind a proxy would: one user's requests may land on either. PGlite is one process's database, so this
 * runs in the PostgreSQL pass of the suite only.
 */
describe.skipIf(!onPostgres || (!redisAvailable() && !process.env.CI))('two server processes, one Redis', () => {
  let redis: RedisServer;
  let db: Awaited<ReturnType<typeof scratchDatabase>>;
  let a: Process;
  let b: Process;

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
    a = await startProcess(env);
    b = await startProcess(env);
  }, 150_000);

  afterAll(async () => {
    for (const p of [a, b]) {
      if (!p) continue;
      p.child.kill('SIGTERM');
      await p.exited;
    }
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
