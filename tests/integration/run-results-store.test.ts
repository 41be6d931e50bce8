import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VesselResult } from '../../server/modules/calculator/calculator.types.js';
import {
  KEPT_RUNS_PER_USER,
  MemoryRunResults,
  type RunResultStore,
} from '../../server/modules/calculator/run-results.js';
import { RedisRunResults } from '../../server/modules/calculator/run-results.redis.js';
import { redisAvailable, startRedis, type RedisServer } from '../helpers/redis-server.js';

const owner = { userId: 7, organizationId: 3 };
const result = (fleetId: string, tcEq: number) =>
  ({
    fleetId,
    tcEq,
    portToPortOperationResultMap: [{ index: 0, rowId: 'r0', port: 'Tubarao' }],
  }) as unknown as VesselResult;

/** What every kept-results store must do (ADR 0021); run in memory and against a real redis-server. */
function storeContract(name: string, open: () => RunResultStore) {
  describe(name, () => {
    let store: RunResultStore;
    let other: RunResultStore;
    beforeAll(() => {
      store = open();
      // Another process's view of the same store (the in-memory store has only its own).
      other = name.startsWith('Redis') ? open() : store;
    });
    afterAll(async () => {
      await store?.close();
      if (other !== store) await other?.close();
    });

    it('answers a kept vessel with its owner, a vessel not priced as null, an unknown run as null', async () => {
      const runId = `run-${name}-a`;
      await store.create(runId, owner);
      await store.keep(runId, result('f1', 100));
      expect(await other.read(runId, 'f1')).toEqual({ owner, result: result('f1', 100) });
      expect(await other.read(runId, 'f2')).toEqual({ owner, result: null });
      expect(await other.read(`run-${name}-none`, 'f1')).toBeNull();
    });

    it(`keeps a user's latest ${KEPT_RUNS_PER_USER} runs; another user's are not dropped by them`, async () => {
      const someone = { userId: 8, organizationId: 3 };
      await store.create(`run-${name}-someone`, someone);
      await store.keep(`run-${name}-someone`, result('f1', 1));
      const ids = Array.from({ length: KEPT_RUNS_PER_USER + 1 }, (_, i) => `run-${name}-b${i}`);
      for (const id of ids) {
        await store.create(id, owner);
        await store.keep(id, result('f1', 2));
      }
      expect(await other.read(ids[0]!, 'f1')).toBeNull();
      for (const id of ids.slice(1)) expect((await other.read(id, 'f1'))?.result?.tcEq).toBe(2);
      expect((await other.read(`run-${name}-someone`, 'f1'))?.owner).toEqual(someone);
    });
  });
}

storeContract('MemoryRunResults', () => new MemoryRunResults());

describe.skipIf(!redisAvailable() && !process.env.CI)('RedisRunResults (a real redis-server on loopback)', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(() => redis?.stop());
  storeContract('RedisRunResults', () => new RedisRunResults(redis.url, `test:${process.pid}:`));
});
