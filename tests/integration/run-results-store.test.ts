import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseLegacyPayload } from '../../server/modules/calculator/legacy-payload.js';
import {
  KEPT_RUNS_PER_USER,
  MemoryRunResults,
  type RunResultStore,
} from '../../server/modules/calculator/run-results.js';
import { RedisRunResults } from '../../server/modules/calculator/run-results.redis.js';
import type { RunSource } from '../../server/modules/calculator/run-source.js';
import { supramaxIndonesiaIndia } from '../fixtures/estimates.js';
import { redisAvailable, startRedis, type RedisServer } from '../helpers/redis-server.js';

const owner = { userId: 7, organizationId: 3 };
const calc = normaliseLegacyPayload(supramaxIndonesiaIndia());
/** A run's source; `tag` as the first vessel's name tells runs apart. NaN (an invalid manual cargo Tx) must survive. */
const source = (tag: string): RunSource => ({
  input: {
    ...calc.input,
    fleet: calc.input.fleet.map((e, i) => (i === 0 ? { ...e, vesselName: tag } : e)),
    rows: calc.input.rows.map((r, i) => (i === 2 ? { ...r, cargoTxOverriddenValue: Number.NaN } : r)),
  },
  options: calc.options,
});

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

    it('answers a kept run with its owner and source, whether a vessel was priced, an unknown run as null', async () => {
      const runId = `run-${name}-a`;
      await store.create(runId, owner, source('a'));
      await store.keep(runId, 'f1');
      expect(await other.read(runId, 'f1')).toEqual({ owner, source: source('a'), priced: true });
      expect(await other.read(runId, 'f2')).toEqual({ owner, source: source('a'), priced: false });
      expect(await other.read(`run-${name}-none`, 'f1')).toBeNull();
    });

    it(`keeps a user's latest ${KEPT_RUNS_PER_USER} runs; another user's are not dropped by them`, async () => {
      const someone = { userId: 8, organizationId: 3 };
      await store.create(`run-${name}-someone`, someone, source('someone'));
      await store.keep(`run-${name}-someone`, 'f1');
      const ids = Array.from({ length: KEPT_RUNS_PER_USER + 1 }, (_, i) => `run-${name}-b${i}`);
      for (const id of ids) {
        await store.create(id, owner, source(id));
        await store.keep(id, 'f1');
      }
      expect(await other.read(ids[0]!, 'f1')).toBeNull();
      for (const id of ids.slice(1)) {
        expect((await other.read(id, 'f1'))?.source.input.fleet[0]?.vesselName).toBe(id);
        expect((await other.read(id, 'f1'))?.priced).toBe(true);
      }
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
