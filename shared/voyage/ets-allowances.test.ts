import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { etsAllowances, type EtsSegment } from './ets-allowances.js';

const seg = (over: Partial<EtsSegment>): EtsSegment => ({
  kind: 'sea',
  co2: 100,
  fromEu: false,
  toEu: false,
  startYear: 2026,
  counted: true,
  ...over,
});

describe('etsAllowances', () => {
  it.each<[string, Partial<EtsSegment>, number]>([
    ['sea leg EU -> EU, 2026: 100 x 1 x 1', { fromEu: true, toEu: true }, 100],
    ['sea leg EU -> EU, 2024: 100 x 1 x 0.4', { fromEu: true, toEu: true, startYear: 2024 }, 40],
    ['sea leg EU -> non-EU, 2025: 100 x 0.5 x 0.7', { fromEu: true, startYear: 2025 }, 35],
    ['sea leg non-EU -> EU, 2026: 100 x 0.5', { toEu: true }, 50],
    ['sea leg non-EU -> non-EU', {}, 0],
    ['sea leg in 2023 (before the scheme)', { fromEu: true, toEu: true, startYear: 2023 }, 0],
    ['port stay in the EU, 2026', { kind: 'port', fromEu: true }, 100],
    ['port stay in the EU, 2024', { kind: 'port', fromEu: true, startYear: 2024 }, 40],
    ['port stay outside the EU (toEu ignored)', { kind: 'port', fromEu: false, toEu: true }, 0],
    ['uncounted (off-hire, D11)', { fromEu: true, toEu: true, counted: false }, 0],
  ])('%s -> %f', (_name, over, euas) => {
    const r = etsAllowances({ segments: [seg(over)] });
    expect(r.allowances).toBeCloseTo(euas, 10);
    expect(r.bySegment).toHaveLength(1);
    expect(r.bySegment[0]).toBeCloseTo(euas, 10);
  });

  it('sums a voyage: ballast in, EU port stay, laden out of the EU', () => {
    // Rotterdam-bound ballast from New York in 2025 (1,000 t x 0.5 x 0.7 = 350), stay at Rotterdam starting
    // 31 Dec 2025 (80 t x 1 x 0.7 = 56), laden to Gdansk in 2026 (400 t x 1 x 1 = 400).
    const r = etsAllowances({
      segments: [
        seg({ co2: 1_000, toEu: true, startYear: 2025 }),
        seg({ kind: 'port', co2: 80, fromEu: true, startYear: 2025 }),
        seg({ co2: 400, fromEu: true, toEu: true }),
      ],
    });
    expect(r.bySegment.map((x) => Number(x.toFixed(9)))).toEqual([350, 56, 400]);
    expect(r.allowances).toBeCloseTo(806, 9);
    expect(etsAllowances({ segments: [] })).toEqual({ allowances: 0, bySegment: [] });
  });

  it('allowances lie between 0 and the CO2 and equal the sum of the segments', () => {
    const segment = fc.record({
      kind: fc.constantFrom('sea' as const, 'port' as const),
      co2: fc.double({ min: 0, max: 5_000, noNaN: true }),
      fromEu: fc.boolean(),
      toEu: fc.boolean(),
      startYear: fc.integer({ min: 2020, max: 2035 }),
      counted: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 10 }), (segments) => {
        const r = etsAllowances({ segments });
        const co2 = segments.reduce((s, x) => s + x.co2, 0);
        expect(r.allowances).toBeGreaterThanOrEqual(0);
        expect(r.allowances).toBeLessThanOrEqual(co2 + 1e-9);
        r.bySegment.forEach((x, i) => expect(x).toBeLessThanOrEqual(segments[i]!.co2));
      }),
    );
  });
});
