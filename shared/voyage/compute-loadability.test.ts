import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeLoadability } from './compute-loadability.js';
import type { DraftCondition, LoadabilityInput } from './loadability-types.js';
import { stowagePercent } from './stowage-percent.js';
import { DEFAULT_OPTIONS } from './options.js';

/*
 * Hand-worked Supramax, chosen so the arithmetic is exact:
 *   SDWT 61,000 t, summer draft T_S 12.96 m, TPC 60 t/cm (6,000 t per metre), lightship 11,000 t, LOA 199.9 m,
 *   grain 77,000 m3, bale 74,000 m3.
 *   FWA_mm = (11,000 + 61,000) / (4 x 60) = 72,000 / 240 = 300 mm.
 *   T_S / 48 = 0.27 m: Tropical 13.23 m (+1,620 t), Winter 12.69 m (-1,620 t).
 */
const supramax = {
  vesselDwt: 61_000,
  vesselDraftS: 12.96,
  vesselTPC: 60,
  vesselLightShip: 11_000,
  vesselLOA: 199.9,
  vesselGrainCap: 77_000,
  vesselBaleCap: 74_000,
};
const options = {
  cubicFill: DEFAULT_OPTIONS.cubicFill,
  useBaleCapacity: false,
  draftMethod: DEFAULT_OPTIONS.draftMethod,
};
const seaS: DraftCondition = { loadline: 'S', draftRes: 0, waterDensity: 1.025, bunkersOnBoard: 1_500 };

function input(over: Partial<LoadabilityInput> = {}): LoadabilityInput {
  return {
    vessel: supramax,
    constants: 350,
    freshWater: 150,
    departure: seaS,
    arrival: null,
    stowFactor: 1.3,
    orderLimit: 60_000,
    options,
    ...over,
  };
}

describe('computeLoadability: hand-worked Supramax', () => {
  it('draft restriction 12.50 m in sea water binds', () => {
    // DWA = 0; permitted dock draft 12.96; effective min(12.96, 12.50) = 12.50 = T_sw.
    // MaxDWT = 61,000 + (12.50 - 12.96) x 100 x 60 = 61,000 - 2,760 = 58,240.
    // Weight limit = 58,240 - 1,500 bunkers - 350 constants - 150 FW = 56,240.
    // Cubic = 77,000 x 0.98 / 1.30 = 58,046.15 > 56,240, order 60,000: departure weight governs.
    const r = computeLoadability(input({ departure: { ...seaS, draftRes: 12.5 } }));
    expect(r.fwaMm).toBeCloseTo(300, 9);
    expect(r.dwaMmDeparture).toBe(0);
    expect(r.effectiveDraftDeparture).toBe(12.5);
    expect(r.maxDwtDeparture).toBeCloseTo(58_240, 6);
    expect(r.limits.weightDeparture).toBeCloseTo(56_240, 6);
    expect(r.limits.cubic).toBeCloseTo(58_046.1538, 3);
    expect(r.limits.weightArrival).toBe(Infinity);
    expect(r.limits.order).toBe(60_000);
    expect(r.maxDwtArrival).toBe(Infinity);
    expect(r.loadability).toBeCloseTo(56_240, 6);
    expect(r.governing).toBe('weightDeparture');
    expect(r.capacity).toBe(77_000);
  });

  it('without a restriction the summer deadweight applies; a smaller order quantity does not govern loadability', () => {
    // MaxDWT = 61,000; weight 61,000 - 2,000 = 59,000; cubic 58,046.15 is smaller; order 55,000 smaller still,
    // but the order caps the cargo carried, not the loadability: the cubic limit gives the figure, and is named.
    const r = computeLoadability(input({ orderLimit: 55_000 }));
    expect(r.maxDwtDeparture).toBe(61_000);
    expect(r.limits.weightDeparture).toBe(59_000);
    expect(r.limits.order).toBe(55_000);
    expect(r.loadability).toBeCloseTo(58_046.1538, 3);
    expect(r.governing).toBe('cubic');
    expect(r.limits[r.governing]).toBe(r.loadability);
  });

  it('light cargo (SF 1.8) is cubic-bound; bale and 100 % fill switch the capacity', () => {
    // Grain: 77,000 x 0.98 / 1.8 = 41,922.22 t; bale: 74,000 x 0.98 / 1.8 = 40,288.89 t; 100 % fill: 42,777.78 t.
    const grain = computeLoadability(input({ stowFactor: 1.8 }));
    expect(grain.loadability).toBeCloseTo(41_922.2222, 3);
    expect(grain.governing).toBe('cubic');
    const bale = computeLoadability(input({ stowFactor: 1.8, options: { ...options, useBaleCapacity: true } }));
    expect(bale.capacity).toBe(74_000);
    expect(bale.loadability).toBeCloseTo(40_288.8889, 3);
    const full = computeLoadability(input({ stowFactor: 1.8, options: { ...options, cubicFill: 1 } }));
    expect(full.loadability).toBeCloseTo(42_777.7778, 3);
  });

  it.each<[string, number, number]>([
    // Tropical: 61,000 + 0.27 x 6,000 = 62,620; Winter: 61,000 - 1,620 = 59,380.
    ['T', 62_620, 60_620],
    ['S', 61_000, 59_000],
    ['W', 59_380, 57_380],
    // LOA 199.9 > 100.5: WNA equals Winter.
    ['WNA', 59_380, 57_380],
    // F = S + FWA (0.300 m) is the summer mark in fresh water: read at density 1.000, DWA = FWA, so the
    // dock draft may reach 13.26 m but T_sw stays 12.96 m: the same 61,000 t as S (TF likewise = T).
    ['F', 61_000, 59_000],
    ['TF', 62_620, 60_620],
  ])('loadline %s: MaxDWT %f, weight limit %f', (loadline, maxDwt, weight) => {
    const r = computeLoadability(input({ departure: { ...seaS, loadline: loadline as DraftCondition['loadline'] } }));
    expect(r.maxDwtDeparture).toBeCloseTo(maxDwt, 6);
    expect(r.limits.weightDeparture).toBeCloseTo(weight, 6);
  });

  it('a fresh-water port (1.000) raises the permitted dock draft by the FWA', () => {
    // DWA = 300 x (1.025 - 1.000) / 0.025 = 300 mm: permitted dock draft 12.96 + 0.30 = 13.26 m, T_sw 12.96, 61,000 t.
    const fresh = computeLoadability(input({ departure: { ...seaS, waterDensity: 1 } }));
    expect(fresh.dwaMmDeparture).toBeCloseTo(300, 9);
    expect(fresh.effectiveDraftDeparture).toBeCloseTo(13.26, 9);
    expect(fresh.maxDwtDeparture).toBeCloseTo(61_000, 6);
    // A 13.00 m restriction binds in fresh water only: T_sw = 13.00 - 0.30 = 12.70 -> 61,000 - 0.26 x 6,000 = 59,440.
    const freshRes = computeLoadability(input({ departure: { ...seaS, waterDensity: 1, draftRes: 13 } }));
    expect(freshRes.effectiveDraftDeparture).toBe(13);
    expect(freshRes.maxDwtDeparture).toBeCloseTo(59_440, 6);
    expect(computeLoadability(input({ departure: { ...seaS, draftRes: 13 } })).maxDwtDeparture).toBe(61_000);
    // Brackish 1.015: DWA = 300 x 0.010 / 0.025 = 120 mm; 0 means sea water.
    expect(computeLoadability(input({ departure: { ...seaS, waterDensity: 1.015 } })).dwaMmDeparture).toBeCloseTo(
      120,
      9,
    );
    expect(computeLoadability(input({ departure: { ...seaS, waterDensity: 0 } })).dwaMmDeparture).toBe(0);
  });

  it('the arrival condition can govern', () => {
    // Arrival: draft 12.20 m, 1,100 t bunkers left: MaxDWT = 61,000 - 0.76 x 6,000 = 56,440; limit 56,440 - 1,600 = 54,840.
    const arrival: DraftCondition = { loadline: 'S', draftRes: 12.2, waterDensity: 1.025, bunkersOnBoard: 1_100 };
    const r = computeLoadability(input({ arrival }));
    expect(r.maxDwtArrival).toBeCloseTo(56_440, 6);
    expect(r.limits.weightArrival).toBeCloseTo(54_840, 6);
    expect(r.loadability).toBeCloseTo(54_840, 6);
    expect(r.governing).toBe('weightArrival');
  });

  it('D4 density-scaling: same in sea water, exact scaling in fresh water', () => {
    const ds = { ...options, draftMethod: 'density-scaling' as const };
    // Sea water, 12.50 m restriction: D = (72,000 - 0.46 x 6,000) x 1 = 69,240; MaxDWT = 58,240 as with FWA/DWA.
    expect(
      computeLoadability(input({ departure: { ...seaS, draftRes: 12.5 }, options: ds })).maxDwtDeparture,
    ).toBeCloseTo(58_240, 6);
    // Fresh water, no restriction: permitted draft = 12.96 + (72,000 x 1.025 - 72,000) / 6,000 = 13.26; MaxDWT 61,000.
    const free = computeLoadability(input({ departure: { ...seaS, waterDensity: 1 }, options: ds }));
    expect(free.effectiveDraftDeparture).toBeCloseTo(13.26, 9);
    expect(free.maxDwtDeparture).toBeCloseTo(61_000, 6);
    // Fresh water, 13.00 m: D = (72,000 + 0.04 x 6,000) x 1.000 / 1.025 = 70,478.05; MaxDWT = 59,478.05 (FWA/DWA: 59,440).
    const res = computeLoadability(input({ departure: { ...seaS, waterDensity: 1, draftRes: 13 }, options: ds }));
    expect(res.maxDwtDeparture).toBeCloseTo(72_240 / 1.025 - 11_000, 6);
  });
});

describe('computeLoadability: small vessel, WNA', () => {
  // SDWT 5,000, T_S 6.00 (T_S/48 = 0.125), TPC 12 (1,200 t/m), lightship 1,720: FWA = 6,720 / 48 = 140 mm.
  const coaster = {
    ...supramax,
    vesselDwt: 5_000,
    vesselDraftS: 6,
    vesselTPC: 12,
    vesselLightShip: 1_720,
    vesselLOA: 95,
  };
  const wna: DraftCondition = { loadline: 'WNA', draftRes: 0, waterDensity: 1.025, bunkersOnBoard: 0 };

  it.each<[number, number]>([
    // LOA 95 <= 100.5: WNA = 5.875 - 0.050 = 5.825 m -> 5,000 - 0.175 x 1,200 = 4,790.
    [95, 4_790],
    [100.5, 4_790],
    // LOA 100.6: WNA = Winter 5.875 -> 5,000 - 150 = 4,850.
    [100.6, 4_850],
  ])('LOA %f m -> MaxDWT %f', (loa, maxDwt) => {
    const r = computeLoadability(
      input({ vessel: { ...coaster, vesselLOA: loa }, departure: wna, constants: 0, freshWater: 0 }),
    );
    expect(r.fwaMm).toBeCloseTo(140, 9);
    expect(r.maxDwtDeparture).toBeCloseTo(maxDwt, 6);
  });
});

describe('computeLoadability: edge cases', () => {
  it('no stowage factor or capacity: no cubic limit; no TPC: summer deadweight', () => {
    expect(computeLoadability(input({ stowFactor: 0 })).limits.cubic).toBe(Infinity);
    expect(computeLoadability(input({ vessel: { ...supramax, vesselGrainCap: 0 } })).limits.cubic).toBe(Infinity);
    const noTpc = computeLoadability(
      input({ vessel: { ...supramax, vesselTPC: 0 }, departure: { ...seaS, draftRes: 10 } }),
    );
    expect(noTpc.maxDwtDeparture).toBe(61_000);
    expect(noTpc.fwaMm).toBe(0);
  });

  it('floors loadability at 0 but reports the negative limit', () => {
    const r = computeLoadability(input({ departure: { ...seaS, draftRes: 2 } }));
    expect(r.limits.weightDeparture).toBeLessThan(0);
    expect(r.loadability).toBe(0);
  });
});

describe('computeLoadability: properties', () => {
  const density = fc.double({ min: 0.99, max: 1.03, noNaN: true });
  const method = fc.constantFrom('fwa-dwa' as const, 'density-scaling' as const);

  it('without a draft restriction the density does not change MaxDWT', () => {
    fc.assert(
      fc.property(density, method, (waterDensity, draftMethod) => {
        const r = computeLoadability(
          input({ departure: { ...seaS, waterDensity }, options: { ...options, draftMethod } }),
        );
        expect(r.maxDwtDeparture).toBeCloseTo(61_000, 6);
      }),
    );
  });

  it('loadability never rises with more bunkers, a tighter draft or a larger stowage factor', () => {
    const positive = fc.double({ min: 0, max: 3_000, noNaN: true });
    fc.assert(
      fc.property(
        positive,
        positive,
        fc.double({ min: 9, max: 13.5, noNaN: true }),
        density,
        method,
        (b1, extra, draft, rho, m) => {
          const at = (bunkers: number, draftRes: number, stowFactor: number) =>
            computeLoadability(
              input({
                departure: { ...seaS, bunkersOnBoard: bunkers, draftRes, waterDensity: rho },
                stowFactor,
                options: { ...options, draftMethod: m },
              }),
            ).loadability;
          expect(at(b1 + extra, draft, 1.3)).toBeLessThanOrEqual(at(b1, draft, 1.3));
          expect(at(b1, draft - 0.1, 1.3)).toBeLessThanOrEqual(at(b1, draft, 1.3));
          expect(at(b1, draft, 1.5)).toBeLessThanOrEqual(at(b1, draft, 1.3));
        },
      ),
    );
  });
});

describe('stowagePercent', () => {
  it.each<[number, number, number, number]>([
    // 56,240 t x 1.30 m3/t / 77,000 m3 = 94.95 %.
    [56_240, 1.3, 77_000, (56_240 * 1.3 * 100) / 77_000],
    [41_922.2222, 1.8, 77_000, 98],
    [50_000, 1.3, 0, 0],
    [50_000, 1.3, -5, 0],
  ])('%f t at SF %f in %f m3 -> %f %%', (cargo, stowFactor, capacity, pct) => {
    expect(stowagePercent({ cargo, stowFactor, capacity })).toBeCloseTo(pct, 4);
  });
});
