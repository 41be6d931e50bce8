import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TERMS_TABLE, factorFromExcludedHours, termsFactor } from './terms-factor.js';

describe('termsFactor', () => {
  it.each<[string, number | undefined]>([
    ['SHINC', 1],
    ['shinc', 1],
    ['FHINC', 1],
    [' Shinc ', 1],
    ['SHEX-48hrs', 1.4],
    ['SHEX 48hrs', 1.4],
    ['48hrs', 1.4],
    ['48 hrs', 1.4],
    ['SHEX48', 1.4],
    ['shex-48HRS', 1.4],
    ['SHEX-48h', 1.4],
    ['SHEX 48 hours', 1.4],
    ['FHEX-24hrs', 168 / 144],
    ['SHEX-36hrs', 168 / 132],
    ['SHEX-0hrs', 1],
    ['SHEX-40.5hrs', 168 / 127.5],
    ['SHEX_96_HRS', 168 / 72],
    ['SHEX-168hrs', undefined],
    ['SHEX-200hrs', undefined],
    ['48', undefined],
    ['SHEX', undefined],
    ['SHEX UU', undefined],
    ['WWD', undefined],
    ['', undefined],
  ])('%j -> %s', (terms, expected) => {
    const f = termsFactor({ terms });
    if (expected === undefined) expect(f).toBeUndefined();
    else expect(f).toBeCloseTo(expected, 12);
  });

  it('returns the exact value, not the 4-decimal table value', () => {
    expect(termsFactor({ terms: 'SHEX-36hrs' })).toBe(168 / 132);
    expect(termsFactor({ terms: 'SHEX-36hrs' })).not.toBe(1.2727);
  });

  it('reproduces the published anchor: 80,000 t at 20,000 t/day, SHEX-36hrs -> 5.09 days', () => {
    // 80,000 / 20,000 = 4 working days; 4 x 168 / 132 = 5.0909 days.
    expect((80_000 / 20_000) * termsFactor({ terms: 'SHEX-36hrs' })!).toBeCloseTo(5.09, 2);
  });
});

describe('TERMS_TABLE', () => {
  it('lists the spec’s 19 terms in order, SHINC first', () => {
    expect(TERMS_TABLE).toHaveLength(19);
    expect(TERMS_TABLE[0]).toEqual({ terms: 'SHINC', hours: 0, factor: 1 });
    expect(TERMS_TABLE.map((t) => t.hours)).toEqual([
      0, 12, 18, 24, 30, 36, 38, 40, 42, 44, 48, 55, 56, 62, 63, 68, 72, 84, 96,
    ]);
  });

  // Invariant 5: factor(h) = 168 / (168 - h) reproduces every table value to 4 decimals.
  it.each(TERMS_TABLE.map((t) => [t.terms, t.hours, t.factor] as const))('%s (%i h) = %f', (terms, hours, factor) => {
    expect(Math.abs(factorFromExcludedHours({ hours })! - factor)).toBeLessThan(0.00005);
    expect(termsFactor({ terms })).toBe(factorFromExcludedHours({ hours }));
  });
});

describe('factorFromExcludedHours', () => {
  it.each<[number, number | undefined]>([
    [0, 1],
    [84, 2],
    [-1, undefined],
    [168, undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
  ])('%f h -> %s', (hours, expected) => {
    expect(factorFromExcludedHours({ hours })).toBe(expected);
  });

  it('is >= 1, increasing in hours, and undoes to the hours', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 167.9, noNaN: true }),
        fc.double({ min: 0, max: 167.9, noNaN: true }),
        (a, b) => {
          const fa = factorFromExcludedHours({ hours: a })!;
          const fb = factorFromExcludedHours({ hours: b })!;
          expect(fa).toBeGreaterThanOrEqual(1);
          if (a < b) expect(fa).toBeLessThanOrEqual(fb);
          expect(168 - 168 / fa).toBeCloseTo(a, 9);
        },
      ),
    );
  });

  it('agrees with termsFactor for any SHEX-<h>hrs spelling with integer hours', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 167 }),
        fc.constantFrom('SHEX-', 'SHEX ', 'shex', 'FHEX-', ''),
        (h, prefix) => {
          expect(termsFactor({ terms: `${prefix}${h}hrs` })).toBe(factorFromExcludedHours({ hours: h }));
        },
      ),
    );
  });
});
