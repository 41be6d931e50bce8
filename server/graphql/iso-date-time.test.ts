import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDateTime } from './iso-date-time.js';

describe('isoDateTime', () => {
  it('is toISOString for every Date of the years 0 to 9999', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0000-01-01T00:00:00.000Z'),
          max: new Date('9999-12-31T23:59:59.999Z'),
          noInvalidDate: true,
        }),
        (d) => {
          expect(isoDateTime(d)).toBe(d.toISOString());
        },
      ),
      { numRuns: 20_000 },
    );
  });
  it('at the edges: the ends of the range, leap days, the epoch, before it', () => {
    for (const s of [
      '0000-01-01T00:00:00.000Z',
      '9999-12-31T23:59:59.999Z',
      '0000-02-29T12:00:00.001Z',
      '1900-02-28T23:59:59.999Z',
      '1900-03-01T00:00:00.000Z',
      '2000-02-29T00:00:00.010Z',
      '2100-03-01T00:00:00.100Z',
      '1970-01-01T00:00:00.000Z',
      '1969-12-31T23:59:59.999Z',
      '0999-12-31T23:59:59.999Z',
    ]) {
      const d = new Date(s);
      expect(isoDateTime(d)).toBe(s);
    }
  });
  it('gives no answer where toISOString writes six-digit years, or for an invalid Date', () => {
    expect(isoDateTime(new Date('-000001-12-31T23:59:59.999Z'))).toBeUndefined();
    expect(isoDateTime(new Date('+010000-01-01T00:00:00.000Z'))).toBeUndefined();
    expect(isoDateTime(new Date(Number.NaN))).toBeUndefined();
  });
});
