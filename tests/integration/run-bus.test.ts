import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRunBus } from '../../server/modules/calculation-runs/memory-run-bus.js';
import { RedisRunBus } from '../../server/modules/calculation-runs/redis-run-bus.js';
import { RecordSequencer, type RunBus, type RunRecord } from '../../server/modules/calculation-runs/run-bus.js';
import { redisAvailable, startRedis, type RedisServer } from '../helpers/redis-server.js';

type Event = { n: number; last?: boolean };
const isLast = (r: RunRecord<Event>) => r.error !== undefined || r.event.last === true;
const owner = { userId: 7, organizationId: 3 };

async function collect(run: AsyncGenerator<RunRecord<Event>>): Promise<RunRecord<Event>[]> {
  const out: RunRecord<Event>[] = [];
  for await (const r of run) out.push(r);
  return out;
}

describe('RecordSequencer', () => {
  it('releases records in seq order, each once, whatever order and repeats they come in', () => {
    const s = new RecordSequencer<Event>();
    const r = (seq: number) => ({ seq, event: { n: seq } });
    expect(s.accept([r(1), r(2)])).toEqual([]);
    expect(s.accept([r(0), r(1)]).map((x) => x.seq)).toEqual([0, 1, 2]);
    expect(s.accept([r(2), r(0), r(3)]).map((x) => x.seq)).toEqual([3]);
  });
});

/** What every run bus must do; run against the in-memory bus and against a real redis-server. */
function busContract(name: string, open: () => RunBus<Event>, skip = false) {
  describe.skipIf(skip)(name, () => {
    let bus: RunBus<Event>;
    let other: RunBus<Event>;
    beforeAll(() => {
      bus = open();
      // A second handle on the same store: another process's view (the in-memory bus has only its own).
      other = name.startsWith('Redis') ? open() : bus;
    });
    afterAll(async () => {
      await bus?.close();
      if (other !== bus) await other?.close();
    });

    it('keeps the owner, and knows no owner for an unknown run', async () => {
      await bus.create('run-owner', owner);
      expect(await other.owner('run-owner')).toEqual(owner);
      expect(await other.owner('run-unknown')).toBeNull();
    });

    it('gives a follower who comes late the backlog, then the live records, until the last', async () => {
      await bus.create('run-a', owner);
      for (let n = 0; n < 3; n++) await bus.append('run-a', { seq: n, event: { n } });
      const followed = collect(other.follow('run-a', isLast));
      await new Promise((r) => setTimeout(r, 30));
      for (let n = 3; n < 6; n++) await bus.append('run-a', { seq: n, event: { n, last: n === 5 } });
      expect((await followed).map((r) => r.event?.n)).toEqual([0, 1, 2, 3, 4, 5]);
      // After the end, a new follower gets the whole run at once.
      expect((await collect(other.follow('run-a', isLast))).length).toBe(6);
    });

    it('serves many followers of one run at once, and ends a run on its error record', async () => {
      await bus.create('run-b', owner);
      const followers = Array.from({ length: 5 }, () => collect(other.follow('run-b', isLast)));
      await new Promise((r) => setTimeout(r, 30));
      await bus.append('run-b', { seq: 0, event: { n: 0 } });
      await bus.append('run-b', { seq: 1, error: { message: 'No sea route', code: 'BAD_USER_INPUT' } });
      await bus.append('run-b', { seq: 2, event: { n: 2 } });
      for (const records of await Promise.all(followers)) {
        expect(records.map((r) => r.seq)).toEqual([0, 1]);
        expect(records[1]!.error).toEqual({ message: 'No sea route', code: 'BAD_USER_INPUT' });
      }
    });

    it('lets a follower stop early without disturbing the others', async () => {
      await bus.create('run-c', owner);
      const quitter = other.follow('run-c', isLast);
      const stayer = collect(other.follow('run-c', isLast));
      await bus.append('run-c', { seq: 0, event: { n: 0 } });
      expect((await quitter.next()).value).toEqual({ seq: 0, event: { n: 0 } });
      await quitter.return(undefined);
      await bus.append('run-c', { seq: 1, event: { n: 1, last: true } });
      expect((await stayer).map((r) => r.seq)).toEqual([0, 1]);
    });
  });
}

busContract('MemoryRunBus', () => new MemoryRunBus<Event>());

describe.skipIf(!redisAvailable() && !process.env.CI)('RedisRunBus (a real redis-server on loopback)', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(() => redis?.stop());
  busContract('RedisRunBus', () => new RedisRunBus<Event>(redis.url, `test:${process.pid}:`));
});
