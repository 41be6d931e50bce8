import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoFromMs, utcYear } from './iso-time.js';

describe('isoFromMs', () => {
  it('matches Date.prototype.toISOString', () => {
    for (const t of [0, 951_782_400_000, 1_709_164_800_000, 1_798_761_599_999, 253_402_300_799_999, 1.5]) {
      expect(isoFromMs(t)).toBe(new Date(t).toISOString());
    }
    fc.assert(
      fc.property(fc.double({ min: -62_000_000_000_000, max: 253_402_300_799_999, noNaN: true }), (t) => {
        expect(isoFromMs(t)).toBe(new Date(t).toISOString());
      }),
      { numRuns: 5000 },
    );
  });
});

describe('utcYear', () => {
  it('matches Date.getUTCFullYear', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000_000, max: 253_402_300_799_999 }), (t) => {
        expect(utcYear(t)).toBe(new Date(t).getUTCFullYear());
      }),
      { numRuns: 3000 },
    );
  });
});
