import { Redis } from 'ioredis';
import { RUN_TTL_SECONDS, type RunOwner } from '../calculation-runs/run-bus.js';
import { KEPT_RUNS_PER_USER, MemoryRunResults, type KeptRunVessel, type RunResultStore } from './run-results.js';
import { readRunSource, writeRunSource, type RunSource } from './run-source.js';

/** Parsed run sources kept per process (a few users' latest runs). */
const SOURCES_KEPT = 16;

/**
 * Kept streamed runs shared by several processes (REDIS_URL): a run's owner under `{prefix}{id}:owner`, its
 * source (writeRunSource) under `{prefix}{id}:source`, the fleet ids priced so far in the set
 * `{prefix}{id}:priced` (all expire RUN_TTL_SECONDS after the last write), and each user's latest runs in the
 * list `{prefix}user:{id}`, trimmed to KEPT_RUNS_PER_USER (the runs that fall off are deleted).
 */
export class RedisRunResults implements RunResultStore {
  private readonly redis: Redis;
  /** The latest runs' sources as this process wrote or read them (a run's source never changes): a read
   * then skips fetching and parsing about 1.4 KB per vessel. */
  private readonly sources = new Map<string, RunSource>();

  constructor(
    url: string,
    private readonly prefix = 'voyage:run-results:',
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  }

  async create(runId: string, owner: RunOwner, source: RunSource): Promise<void> {
    const user = `${this.prefix}user:${owner.userId}`;
    const [, , , older] = (await this.redis
      .multi()
      .set(`${this.prefix}${runId}:owner`, JSON.stringify(owner), 'EX', RUN_TTL_SECONDS)
      .set(`${this.prefix}${runId}:source`, writeRunSource(source), 'EX', RUN_TTL_SECONDS)
      .lpush(user, runId)
      .lrange(user, KEPT_RUNS_PER_USER, -1)
      .ltrim(user, 0, KEPT_RUNS_PER_USER - 1)
      .expire(user, RUN_TTL_SECONDS)
      .exec()) ?? [[null], [null], [null], [null, []]];
    this.remember(runId, source);
    const dropped = (older?.[1] as string[] | undefined) ?? [];
    if (dropped.length > 0) {
      const keys = (id: string) => ['owner', 'source', 'priced'].map((k) => `${this.prefix}${id}:${k}`);
      await this.redis.del(...dropped.flatMap(keys));
    }
  }

  async keep(runId: string, fleetId: string): Promise<void> {
    const key = `${this.prefix}${runId}:priced`;
    await this.redis.multi().sadd(key, fleetId).expire(key, RUN_TTL_SECONDS).exec();
  }

  async read(runId: string, fleetId: string): Promise<KeptRunVessel | null> {
    const known = this.sources.get(runId);
    const [owner, text, priced] = await Promise.all([
      this.redis.get(`${this.prefix}${runId}:owner`),
      known ? null : this.redis.get(`${this.prefix}${runId}:source`),
      this.redis.sismember(`${this.prefix}${runId}:priced`, fleetId),
    ]);
    const source = known ?? (text ? this.remember(runId, readRunSource(text)) : null);
    if (!owner || !source) return null;
    return { owner: JSON.parse(owner) as RunOwner, source, priced: priced === 1 };
  }

  private remember(runId: string, source: RunSource): RunSource {
    this.sources.delete(runId);
    this.sources.set(runId, source);
    for (const oldest of this.sources.keys()) {
      if (this.sources.size <= SOURCES_KEPT) break;
      this.sources.delete(oldest);
    }
    return source;
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

/** The kept-results store for this process: through Redis when REDIS_URL is set, else in memory. */
export function openRunResults(redisUrl: string | undefined): RunResultStore {
  return redisUrl ? new RedisRunResults(redisUrl) : new MemoryRunResults();
}
