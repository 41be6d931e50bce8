import { describe, expect, it } from 'vitest';
import { PRELOAD, takePreloaded, wasAsked } from './calculator-preload';

describe('the opening preload bookkeeping', () => {
  it('counts a request the calculator asks for itself as asked, so the legs preload does not repeat it', () => {
    const key = PRELOAD.legs({ legs: [], organizationFirst: true } as never);
    expect(wasAsked(key)).toBe(false);
    // The calculator asks (nothing was preloaded under this key): it goes to the network itself.
    expect(takePreloaded(key)).toBe(false);
    expect(wasAsked(key)).toBe(true);
    // Taken once: a second read of the same key is not served as preloaded.
    expect(takePreloaded(key)).toBe(false);
  });
});
