import { describe, expect, it } from 'vitest';
import { LoginRateLimiter } from './login-rate-limiter.js';

describe('LoginRateLimiter', () => {
  it('locks a key after N failures until the oldest leaves the window', () => {
    let now = 1_000_000;
    const limiter = new LoginRateLimiter(3, 60, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfter('k')).toBe(0);
      limiter.recordFailure('k');
      now += 10_000;
    }
    // failures at t0, t0+10s, t0+20s; now t0+30s: the oldest expires at t0+60s
    expect(limiter.retryAfter('k')).toBe(30);
    expect(limiter.retryAfter('other')).toBe(0);
    now += 30_001;
    expect(limiter.retryAfter('k')).toBe(0);
  });

  it('reset clears a key after a good login', () => {
    const limiter = new LoginRateLimiter(1, 60);
    limiter.recordFailure('k');
    expect(limiter.retryAfter('k')).toBeGreaterThan(0);
    limiter.reset('k');
    expect(limiter.retryAfter('k')).toBe(0);
  });
});
