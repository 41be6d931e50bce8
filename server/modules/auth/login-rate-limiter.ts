/**
 * Counts failed logins per (client address, e-mail) in a sliding window. After
 * `maxFailures` failures the key is refused until the oldest failure leaves the
 * window. In memory: one server process is the deployment unit today.
 */
export class LoginRateLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string): number {
    const recent = this.recent(key);
    if (this.maxFailures === 0 || recent.length < this.maxFailures) return 0;
    const oldest = recent[recent.length - this.maxFailures] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.windowSeconds * 1000 - this.now()) / 1000));
  }

  recordFailure(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.failures.set(key, list);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowSeconds * 1000;
    const list = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }
}
