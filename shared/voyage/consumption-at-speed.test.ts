import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consumptionAtSpeed } from './consumption-at-speed.js';
import type { GradeAmounts, SpeedRow } from './types.js';

// A typical Supramax laden table, deliberately given out of order.
const laden: SpeedRow[] = [
  { speed: 13, hs: 30, ls: 1, mgo: 0.2 },
  { speed: 11, hs: 22, ls: 0.6, mgo: 0.1 },
  { speed: 12, hs: 26, ls: 0.8, mgo: 0.1 },
  { speed: 10, hs: 18, ls: 0.4, mgo: 0.1 },
];

function close(actual: GradeAmounts, expected: GradeAmounts): void {
  expect(actual.hs).toBeCloseTo(expected.hs, 10);
  expect(actual.ls).toBeCloseTo(expected.ls, 10);
  expect(actual.mgo).toBeCloseTo(expected.mgo, 10);
}

describe('consumptionAtSpeed: table examples', () => {
  it.each<[string, SpeedRow[], number, GradeAmounts]>([
    ['exactly at a row', laden, 12, { hs: 26, ls: 0.8, mgo: 0.1 }],
    ['slowest row', laden, 10, { hs: 18, ls: 0.4, mgo: 0.1 }],
    ['fastest row', laden, 13, { hs: 30, ls: 1, mgo: 0.2 }],
    // 11.5 is half-way between 11 (22 / 0.6 / 0.1) and 12 (26 / 0.8 / 0.1).
    ['half-way between rows', laden, 11.5, { hs: 24, ls: 0.7, mgo: 0.1 }],
    // 12.25: a quarter of the way from 12 to 13: 26 + 0.25 x 4 = 27; 0.8 + 0.25 x 0.2 = 0.85; 0.1 + 0.25 x 0.1 = 0.125.
    ['a quarter of the way', laden, 12.25, { hs: 27, ls: 0.85, mgo: 0.125 }],
    // Below the table: cube law from the 10 kn row, (9/10)^3 = 0.729.
    ['below the slowest row', laden, 9, { hs: 18 * 0.729, ls: 0.4 * 0.729, mgo: 0.1 * 0.729 }],
    // Above the table: cube law from the 13 kn row, (14/13)^3 = 2744/2197.
    ['above the fastest row', laden, 14, { hs: (30 * 2744) / 2197, ls: 2744 / 2197, mgo: (0.2 * 2744) / 2197 }],
    // One usable row (the 0-speed and negative rows are ignored): cube law either side, (12/10)^3 = 1.728.
    [
      'one usable row',
      [
        { speed: 0, hs: 99, ls: 99, mgo: 99 },
        { speed: 10, hs: 20, ls: 1, mgo: 0.5 },
        { speed: -3, hs: 99, ls: 99, mgo: 99 },
      ],
      12,
      { hs: 34.56, ls: 1.728, mgo: 0.864 },
    ],
    ['no usable row', [{ speed: 0, hs: 5, ls: 5, mgo: 5 }], 12, { hs: 0, ls: 0, mgo: 0 }],
    ['empty table', [], 12, { hs: 0, ls: 0, mgo: 0 }],
    ['zero speed', laden, 0, { hs: 0, ls: 0, mgo: 0 }],
    ['negative speed', laden, -1, { hs: 0, ls: 0, mgo: 0 }],
    ['NaN speed', laden, Number.NaN, { hs: 0, ls: 0, mgo: 0 }],
  ])('%s', (_name, rows, speed, expected) => {
    close(consumptionAtSpeed({ rows, speed }), expected);
  });

  it('does not reorder the caller’s rows', () => {
    const rows = laden.map((r) => ({ ...r }));
    consumptionAtSpeed({ rows, speed: 11.5 });
    expect(rows).toEqual(laden);
  });
});

/** 1-4 rows with distinct speeds (5-18 kn in 0.1 kn steps) and rates non-decreasing in speed (each grade), as a real table is. */
const monotoneTable = fc
  .uniqueArray(fc.integer({ min: 50, max: 180 }), { minLength: 1, maxLength: 4 })
  .map((tenths) => tenths.map((t) => t / 10))
  .chain((speeds) =>
    fc
      .array(
        fc.tuple(
          fc.double({ min: 0, max: 10, noNaN: true }),
          fc.double({ min: 0, max: 1, noNaN: true }),
          fc.double({ min: 0, max: 0.3, noNaN: true }),
        ),
        {
          minLength: speeds.length,
          maxLength: speeds.length,
        },
      )
      .map((steps) => {
        const sorted = [...speeds].sort((a, b) => a - b);
        let hs = 5;
        let ls = 0;
        let mgo = 0;
        return sorted.map((speed, i) => {
          const [dh, dl, dm] = steps[i]!;
          hs += dh;
          ls += dl;
          mgo += dm;
          return { speed, hs, ls, mgo };
        });
      }),
  );

const speed = fc.double({ min: 0.5, max: 25, noNaN: true });

describe('consumptionAtSpeed: properties', () => {
  it('is monotone non-decreasing in speed for a non-decreasing table', () => {
    fc.assert(
      fc.property(monotoneTable, speed, speed, (rows, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const x = consumptionAtSpeed({ rows, speed: lo });
        const y = consumptionAtSpeed({ rows, speed: hi });
        return x.hs <= y.hs && x.ls <= y.ls && x.mgo <= y.mgo;
      }),
    );
  });

  it('is continuous at every row speed', () => {
    fc.assert(
      fc.property(monotoneTable, fc.nat(), (rows, k) => {
        const row = rows[k % rows.length]!;
        const eps = 1e-9;
        for (const s of [row.speed - eps, row.speed + eps]) {
          const c = consumptionAtSpeed({ rows, speed: s });
          expect(c.hs).toBeCloseTo(row.hs, 6);
          expect(c.ls).toBeCloseTo(row.ls, 6);
          expect(c.mgo).toBeCloseTo(row.mgo, 6);
        }
      }),
    );
  });

  it('follows the cube law outside the table', () => {
    fc.assert(
      fc.property(monotoneTable, fc.double({ min: 0.1, max: 3, noNaN: true }), (rows, ratio) => {
        const first = rows[0]!;
        const last = rows[rows.length - 1]!;
        // ratio < 1 scales down from the slowest row, ratio > 1 up from the fastest.
        const row = ratio < 1 ? first : last;
        const c = consumptionAtSpeed({ rows, speed: row.speed * ratio });
        const k = ratio ** 3;
        expect(c.hs).toBeCloseTo(row.hs * k, 8);
        expect(c.ls).toBeCloseTo(row.ls * k, 8);
        expect(c.mgo).toBeCloseTo(row.mgo * k, 8);
      }),
    );
  });
});
