import { Redis } from 'ioredis';
import type { Logger } from '../../logger.js';
import { forgetLocally, onForget, type ForgetWhich } from './session-cache.js';

const CHANNEL = 'voyage:sessions:forget';

/**
 * With REDIS_URL, the checked-token caches of every server process agree (issue #19 item 6): each forget
 * made here (logout, sessions ended, a user, role, organization or session changed) is published, and each
 * one published by another process is applied here. A process's own messages are recognised by its id
 * and not applied twice.
 */
export class SessionBroadcast {
  private readonly id = `${process.pid}:${Math.random().toString(36).slice(2)}`;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly stopListening: () => void;

  private constructor(url: string, log: Logger) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 3 });
    this.subscriber = this.publisher.duplicate();
    this.subscriber.on('message', (_channel: string, message: string) => {
      const { from, which } = JSON.parse(message) as { from: string; which: ForgetWhich };
      if (from !== this.id) forgetLocally(which);
    });
    this.stopListening = onForget((which) => {
      this.publisher
        .publish(CHANNEL, JSON.stringify({ from: this.id, which }))
        .catch((err: unknown) => log.error({ err }, 'session revocation not published: other processes keep it 2 s'));
    });
  }

  /** Starts once the subscription is confirmed, so no revocation made after start-up is missed. */
  static async start(url: string, log: Logger): Promise<SessionBroadcast> {
    const broadcast = new SessionBroadcast(url, log);
    await broadcast.subscriber.subscribe(CHANNEL);
    return broadcast;
  }

  async close(): Promise<void> {
    this.stopListening();
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}
