import { Redis } from 'ioredis';
import { RecordSequencer, RUN_TTL_SECONDS, type RunBus, type RunOwner, type RunRecord } from './run-bus.js';

/**
 * The run bus of several processes (REDIS_URL): a run's owner under `{prefix}{id}:owner`, its records in
 * the list `{prefix}{id}:records` (both expire RUN_TTL_SECONDS after the last write), and each record also
 * published on the channel `{prefix}{id}`. A follower subscribes first and then reads the list, so no
 * record falls between the two; the sequencer drops the ones it receives twice.
 */
export class RedisRunBus<E> implements RunBus<E> {
  private readonly redis: Redis;
  private readonly subscriber: Redis;
  private readonly listeners = new Map<string, { set: Set<(message: string) => void>; ready: Promise<unknown> }>();

  constructor(
    url: string,
    private readonly prefix = 'voyage:run:',
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('message', (channel: string, message: string) => {
      for (const listener of this.listeners.get(channel)?.set ?? []) listener(message);
    });
  }

  async create(runId: string, owner: RunOwner): Promise<void> {
    await this.redis.set(`${this.prefix}${runId}:owner`, JSON.stringify(owner), 'EX', RUN_TTL_SECONDS);
  }

  async owner(runId: string): Promise<RunOwner | null> {
    const raw = await this.redis.get(`${this.prefix}${runId}:owner`);
    return raw ? (JSON.parse(raw) as RunOwner) : null;
  }

  async append(runId: string, record: RunRecord<E>): Promise<void> {
    const json = JSON.stringify(record);
    const key = `${this.prefix}${runId}`;
    await this.redis
      .multi()
      .rpush(`${key}:records`, json)
      .expire(`${key}:records`, RUN_TTL_SECONDS)
      .expire(`${key}:owner`, RUN_TTL_SECONDS)
      .publish(key, json)
      .exec();
  }

  async *follow(runId: string, isLast: (record: RunRecord<E>) => boolean): AsyncGenerator<RunRecord<E>> {
    const channel = `${this.prefix}${runId}`;
    const order = new RecordSequencer<E>();
    let arrived: RunRecord<E>[] = [];
    let wake: (() => void) | undefined;
    const listener = (message: string) => {
      arrived.push(JSON.parse(message) as RunRecord<E>);
      wake?.();
    };
    await this.listen(channel, listener);
    try {
      const backlog = await this.redis.lrange(`${channel}:records`, 0, -1);
      arrived.push(...backlog.map((json) => JSON.parse(json) as RunRecord<E>));
      for (;;) {
        const batch = arrived;
        arrived = [];
        for (const record of order.accept(batch)) {
          yield record;
          if (isLast(record)) return;
        }
        if (arrived.length > 0) continue;
        await new Promise<void>((resolve) => (wake = resolve));
      }
    } finally {
      await this.unlisten(channel, listener);
    }
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await Promise.allSettled([this.subscriber.quit(), this.redis.quit()]);
  }

  /** Adds a listener to the channel; resolves once Redis confirms the subscription (for every caller). */
  private async listen(channel: string, listener: (message: string) => void): Promise<void> {
    let entry = this.listeners.get(channel);
    if (!entry) {
      entry = { set: new Set(), ready: this.subscriber.subscribe(channel) };
      this.listeners.set(channel, entry);
    }
    entry.set.add(listener);
    await entry.ready;
  }

  private async unlisten(channel: string, listener: (message: string) => void): Promise<void> {
    const entry = this.listeners.get(channel);
    if (!entry) return;
    entry.set.delete(listener);
    if (entry.set.size > 0) return;
    this.listeners.delete(channel);
    await this.subscriber.unsubscribe(channel);
  }
}
