import { Redis } from 'ioredis';
import { RUN_TTL_SECONDS, type RunOwner } from '../calculation-runs/run-bus.js';
import type { VesselResult } from './calculator.types.js';
import { KEPT_RUNS_PER_USER, MemoryRunResults, type RunResultStore } from './run-results.js';

/**
 * Kept streamed runs shared by several processes (REDIS_URL): a run's owner under `{prefix}{id}:owner`, its
 * results in the hash `{prefix}{id}:results` by fleet id (both expire RUN_TTL_SECONDS after the last write),
 * and each user's latest runs in the list `{prefix}user:{id}`, trimmed to KEPT_RUNS_PER_USER (the runs that
 * fall off are deleted).
 */
export class RedisRunResults implements RunResultStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'voyage:run-results:',
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  }

  async create(runId: string, owner: RunOwner): Promise<void> {
    const user = `${this.prefix}user:${owner.userId}`;
    const [, , older] = (await this.redis
      .multi()
      .set(`${this.prefix}${runId}:owner`, JSON.stringify(owner), 'EX', RUN_TTL_SECONDS)
      .lpush(user, runId)
      .lrange(user, KEPT_RUNS_PER_USER, -1)
      .ltrim(user, 0, KEPT_RUNS_PER_USER - 1)
      .expire(user, RUN_TTL_SECONDS)
      .exec()) ?? [[null], [null], [null, []]];
    const dropped = (older?.[1] as string[] | undefined) ?? [];
    if (dropped.length > 0) {
      await this.redis.del(...dropped.flatMap((id) => [`${this.prefix}${id}:owner`, `${this.prefix}${id}:results`]));
    }
  }

  async keep(runId: string, result: VesselResult): Promise<void> {
    const key = `${this.prefix}${runId}:results`;
    await this.redis.multi().hset(key, result.fleetId, JSON.stringify(result)).expire(key, RUN_TTL_SECONDS).exec();
  }

  async read(runId: string, fleetId: string) {
    const [owner, result] = await Promise.all([
      this.redis.get(`${this.prefix}${runId}:owner`),
      this.redis.hget(`${this.prefix}${runId}:results`, fleetId),
    ]);
    if (!owner) return null;
    return { owner: JSON.parse(owner) as RunOwner, result: result ? (JSON.parse(result) as VesselResult) : null };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

/** The kept-results store for this process: through Redis when REDIS_URL is set, else in memory. */
export function openRunResults(redisUrl: string | undefined): RunResultStore {
  return redisUrl ? new RedisRunResults(redisUrl) : new MemoryRunResults();
}
