import type { Em } from '../../db/orm.js';
import { SignInFailure } from './sign-in-failure.entity.js';

/** Failures older than this are deleted whatever their key (windows longer than a week are cut to it). */
const PRUNE_AFTER_MS = 7 * 24 * 3600 * 1000;

/** One counter: failures under `key` allowed per `windowSeconds`. */
export interface ThrottleRule {
  key: string;
  max: number;
}

/**
 * Failure counters in the database (sign_in_failure), so that limits survive a restart and are shared by
 * every server process on the same database. Each failure is a row per key; a key is refused while it has
 * `max` failures younger than the window, until the oldest of them leaves it. A rule with max 0 is off.
 * Two processes may both let the last allowed attempt through at the same instant: the limit can be
 * overshot by the number of processes, never by more.
 */
export class SignInThrottle {
  constructor(
    private readonly windowSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until every rule allows another attempt, or 0 when all allow it now. */
  async retryAfter(em: Em, rules: readonly ThrottleRule[]): Promise<number> {
    let wait = 0;
    for (const rule of rules) wait = Math.max(wait, await this.waitFor(em, rule));
    return wait;
  }

  /**
   * Records one failure under every rule's key; returns the rules this failure brought to their limit
   * (a lock-out starts now), for the audit log.
   */
  async recordFailure(em: Em, rules: readonly ThrottleRule[]): Promise<ThrottleRule[]> {
    const at = new Date(this.now());
    const active = rules.filter((r) => r.max > 0);
    for (const rule of active) em.create(SignInFailure, { key: rule.key, failedAt: at });
    await em.flush();
    const reached: ThrottleRule[] = [];
    // Rows of keys that never come back: a week is past every window this product configures.
    await em.nativeDelete(SignInFailure, { failedAt: { $lte: new Date(this.now() - PRUNE_AFTER_MS) } });
    for (const rule of active) {
      // Older rows of this key serve no window any more.
      await em.nativeDelete(SignInFailure, { key: rule.key, failedAt: { $lte: this.cutoff() } });
      if ((await em.count(SignInFailure, { key: rule.key, failedAt: { $gt: this.cutoff() } })) === rule.max)
        reached.push(rule);
    }
    return reached;
  }

  /** Forgets a key's failures (a successful sign-in clears its own address-and-e-mail counter). */
  async clear(em: Em, key: string): Promise<void> {
    await em.nativeDelete(SignInFailure, { key });
  }

  private cutoff(): Date {
    return new Date(this.now() - this.windowSeconds * 1000);
  }

  private async waitFor(em: Em, rule: ThrottleRule): Promise<number> {
    if (rule.max <= 0) return 0;
    const recent = await em.find(
      SignInFailure,
      { key: rule.key, failedAt: { $gt: this.cutoff() } },
      { orderBy: { failedAt: 'desc' }, limit: rule.max, fields: ['failedAt'] },
    );
    if (recent.length < rule.max) return 0;
    const oldest = recent[recent.length - 1]!.failedAt.getTime();
    return Math.max(1, Math.ceil((oldest + this.windowSeconds * 1000 - this.now()) / 1000));
  }
}

/** The keys a sign-in attempt counts against. */
export function signInRules(
  address: string,
  email: string,
  limits: { maxFailures: number; perAddress?: number; perEmail?: number },
): ThrottleRule[] {
  return [
    { key: `pair:${address}|${email}`, max: limits.maxFailures },
    { key: `addr:${address}`, max: limits.perAddress ?? 20 },
    { key: `email:${email}`, max: limits.perEmail ?? 50 },
  ];
}
