import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { msFromIso, msOfIsoUtc } from './ms-from-iso.js';

describe('msFromIso', () => {
  it('answers Date.parse for every instant toISOString writes (years 0000-9999)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -62_167_219_200_000, max: 253_402_300_799_999 }), (t) => {
        const text = new Date(t).toISOString();
        expect(msFromIso(text)).toBe(Date.parse(text));
      }),
      { numRuns: 5000 },
    );
  });

  it('answers Date.parse for texts outside its form or range, leap days included', () => {
    for (const text of [
      '2028-02-29T00:00:00.000Z',
      '2027-02-29T00:00:00.000Z',
      '2100-02-29T00:00:00.000Z',
      '2000-02-29T12:00:00.000Z',
      '2027-04-31T00:00:00.000Z',
      '2027-13-01T00:00:00.000Z',
      '2027-01-00T00:00:00.000Z',
      '2027-01-01T24:00:00.000Z',
      '2027-01-01T23:60:00.000Z',
      '2027-01-01T23:59:60.000Z',
      '2027-1a-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000z',
      '2027-01-01 00:00:00.000Z',
      '2027-01-01T00:00:00Z',
      '2027-01-01',
      '+002027-01-01T00:00:00.000Z',
      'not a date',
      '',
    ])
      expect(msFromIso(text)).toBe(Date.parse(text));
  });

  it('msOfIsoUtc reads only the form toISOString writes, and NaN is the answer for anything else', () => {
    fc.assert(
      fc.property(fc.integer({ min: -62_167_219_200_000, max: 253_402_300_799_999 }), (t) => {
        expect(msOfIsoUtc(new Date(t).toISOString())).toBe(t);
      }),
      { numRuns: 5000 },
    );
    expect(msOfIsoUtc('2028-02-29T00:00:00.000Z')).toBe(Date.UTC(2028, 1, 29));
    for (const text of [
      '2027-02-29T00:00:00.000Z',
      '2100-02-29T00:00:00.000Z',
      '2027-04-31T00:00:00.000Z',
      '2027-01-01T24:00:00.000Z',
      '2027-01-01T23:59:60.000Z',
      '2027-01-01T00:00:00Z',
      '2027-01-01T00:00:00.000+00:00',
      '2027-01-01',
      '+002027-01-01T00:00:00.000Z',
      '',
    ])
      expect(msOfIsoUtc(text), text).toBeNaN();
  });
});
