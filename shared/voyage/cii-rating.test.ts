import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ciiRating } from './cii-rating.js';

describe('ciiRating', () => {
  it('rates a Supramax voyage (hand-worked)', () => {
    // 1,500 t CO2 over 10,000 nm at 58,000 DWT: AER = 1.5e9 g / (58,000 x 10,000) = 2.5862 g/(t nm).
    // Reference 4745 x 58,000^-0.622 = 5.1687; 2024 (Z 7 %): required = 5.1687 x 0.93 = 4.8069.
    // Ratio 0.538 <= 0.86 -> A.
    const r = ciiRating({ co2Tonnes: 1_500, dwt: 58_000, distanceNm: 10_000, year: 2024 })!;
    expect(r.aer).toBeCloseTo(2.586207, 6);
    expect(r.required).toBeCloseTo(4.806921, 6);
    expect(r.rating).toBe('A');
    expect(r.year).toBe(2024);
  });

  it.each<[number, number]>([
    [2019, 5],
    [2023, 5],
    [2024, 7],
    [2025, 9],
    [2026, 11],
    [2027, 13.625],
    [2028, 16.25],
    [2029, 18.875],
    [2030, 21.5],
    [2035, 21.5],
  ])('year %i uses Z = %f %%', (year, z) => {
    const r = ciiRating({ co2Tonnes: 1_000, dwt: 58_000, distanceNm: 10_000, year })!;
    expect(r.required).toBeCloseTo(4745 * 58_000 ** -0.622 * (1 - z / 100), 12);
  });

  it.each<[number, string]>([
    [0.5, 'A'],
    [0.8599, 'A'],
    [0.8601, 'B'],
    [0.9399, 'B'],
    [0.9401, 'C'],
    [1.0599, 'C'],
    [1.0601, 'D'],
    [1.1799, 'D'],
    [1.1801, 'E'],
    [2, 'E'],
  ])('AER / required = %f -> %s', (ratio, rating) => {
    const base = ciiRating({ co2Tonnes: 1, dwt: 82_000, distanceNm: 8_000, year: 2026 })!;
    const co2Tonnes = (ratio * base.required * 82_000 * 8_000) / 1_000_000;
    expect(ciiRating({ co2Tonnes, dwt: 82_000, distanceNm: 8_000, year: 2026 })!.rating).toBe(rating);
  });

  it('caps the capacity at 279,000 t', () => {
    const cape = ciiRating({ co2Tonnes: 10_000, dwt: 300_000, distanceNm: 20_000, year: 2025 })!;
    const capped = ciiRating({ co2Tonnes: 10_000, dwt: 279_000, distanceNm: 20_000, year: 2025 })!;
    expect(cape).toEqual(capped);
    // 1e10 g / (279,000 x 20,000) = 1.7921.
    expect(cape.aer).toBeCloseTo(1.792115, 6);
  });

  it.each<[number, number]>([
    [0, 10_000],
    [-5, 10_000],
    [58_000, 0],
    [58_000, -1],
  ])('returns null for DWT %f, distance %f', (dwt, distanceNm) => {
    expect(ciiRating({ co2Tonnes: 1_000, dwt, distanceNm, year: 2025 })).toBeNull();
  });

  it('never improves with more CO2 over the same distance', () => {
    const order = ['A', 'B', 'C', 'D', 'E'];
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 20_000, noNaN: true }),
        fc.double({ min: 0, max: 20_000, noNaN: true }),
        fc.integer({ min: 1_000, max: 400_000 }),
        fc.integer({ min: 2020, max: 2035 }),
        (a, b, dwt, year) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const x = ciiRating({ co2Tonnes: lo, dwt, distanceNm: 10_000, year })!;
          const y = ciiRating({ co2Tonnes: hi, dwt, distanceNm: 10_000, year })!;
          expect(order.indexOf(x.rating)).toBeLessThanOrEqual(order.indexOf(y.rating));
        },
      ),
    );
  });
});
