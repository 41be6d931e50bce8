import { describe, expect, it } from 'vitest';
import { calculateFleet, type VesselResult } from '../../../shared/voyage/index.js';
import { optimalSpeeds } from '../../../shared/voyage/optimal-speed.js';
import { optimalSpeedGrid } from '../../../shared/voyage/optimal-speed-grid.js';
import type { FleetEntryInput, VoyageInput } from '../../../shared/voyage/types.js';
import { GOLDEN_CASES } from './cases.js';

/**
 * Issue #21 item 2: every optimum is the fleet engine's own result on the estimate with the speeds typed into
 * the itinerary by hand (written here, not with the module's rowsAtSpeeds), and no pair of the 0.1 kn grid
 * does better under the same constraints (brute force with calculateFleet).
 */
function byHand(input: VoyageInput, entry: FleetEntryInput, ballast: number | null, laden: number | null) {
  const rows = input.rows.map((row, i) => {
    const v = row.lbmarker === 'laden' ? laden : ballast;
    return i === 0 || v === null ? row : { ...row, speedNormal: v, speedECA: v };
  });
  return { ...input, rows, fleet: [entry] };
}
const run = (input: VoyageInput, options: object | undefined): VesselResult =>
  calculateFleet({ input, options }).results[0]!;
const near = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(expected)));
const FLOOR = ['A', 'B', 'C'];
const ultramax = GOLDEN_CASES[0]!;

describe('optimal speed (issue #21 item 2): the engine’s own results', () => {
  for (const c of GOLDEN_CASES) {
    it(`${c.name}: current and both optima equal calculateFleet at those speeds`, () => {
      const fleet = new Map(calculateFleet({ input: c.input, options: c.options }).results.map((r) => [r.fleetId, r]));
      for (const v of optimalSpeeds({ input: c.input, options: c.options })) {
        const table = fleet.get(v.fleetId)!;
        near(v.current.tcEq, table.tcEq);
        near(v.current.profitNet, table.profitNet);
        expect(v.current.cii).toBe(table.emissions.cii?.rating ?? null);
        expect(v.current.canMakeLaycan).toBe(table.canMakeLaycan);
        const entry = c.input.fleet.find((e) => e.id === v.fleetId)!;
        for (const optimum of [v.unconstrained, v.ciiFloor]) {
          const p = optimum.point!;
          expect(optimum.reason).toBeNull();
          const engine = run(byHand(c.input, entry, p.ballastKnots, p.ladenKnots), c.options);
          near(p.tcEq, engine.tcEq);
          near(p.profitNet, engine.profitNet);
          near(optimum.gainPerDay!, engine.tcEq - table.tcEq);
          expect(engine.canMakeLaycan).toBe(true);
          expect(p.cii).toBe(engine.emissions.cii?.rating);
        }
        expect(FLOOR).toContain(v.ciiFloor.point!.cii);
        expect(v.unconstrained.point!.tcEq).toBeGreaterThanOrEqual(v.ciiFloor.point!.tcEq);
        expect(v.unconstrained.gainPerDay!).toBeGreaterThanOrEqual(v.current.canMakeLaycan ? 0 : -Infinity);
      }
    });
  }

  it('brute force: no pair of the grid beats either optimum under the same constraints', () => {
    const entry = ultramax.input.fleet[1]!;
    const [v] = optimalSpeeds({ input: ultramax.input, options: ultramax.options, fleetIds: [entry.id] });
    let bestFree = -Infinity;
    let bestFloor = -Infinity;
    let missedOrRated = 0;
    for (const vb of v!.ballastSpeeds) {
      for (const vl of v!.ladenSpeeds) {
        const r = run(byHand(ultramax.input, entry, vb, vl), ultramax.options);
        if (!r.canMakeLaycan) continue;
        bestFree = Math.max(bestFree, r.tcEq);
        if (FLOOR.includes(r.emissions.cii?.rating ?? '')) bestFloor = Math.max(bestFloor, r.tcEq);
        else missedOrRated++;
      }
    }
    expect(v!.ballastSpeeds).toHaveLength(31);
    expect(missedOrRated).toBeGreaterThan(0); // the floor binds somewhere on this grid
    near(v!.unconstrained.point!.tcEq, bestFree);
    near(v!.ciiFloor.point!.tcEq, bestFloor);
  });

  it('the laycan binds: slower ballast speeds that would earn more are left out', () => {
    const entry = ultramax.input.fleet[1]!;
    // The laycan ends when the vessel arrives at 13.0 kn ballast.
    const eta = run(byHand(ultramax.input, entry, 13, null), ultramax.options).eta!;
    // One minute of slack for the ISO string's rounding; 12.9 kn arrives about half an hour later.
    const laycanEndDate = new Date(Date.parse(eta) + 60_000).toISOString();
    const input = { ...ultramax.input, order: { ...ultramax.input.order, laycanEndDate } };
    const [v] = optimalSpeeds({ input, options: ultramax.options, fleetIds: [entry.id] });
    const free = optimalSpeeds({ input: ultramax.input, options: ultramax.options, fleetIds: [entry.id] })[0]!;
    expect(free.unconstrained.point!.ballastKnots).toBeLessThan(13);
    expect(v!.unconstrained.point!.ballastKnots).toBe(13);
    expect(v!.unconstrained.point!.canMakeLaycan).toBe(true);
    expect(v!.unconstrained.point!.tcEq).toBeLessThan(free.unconstrained.point!.tcEq);
    expect(v!.evaluated).toBeLessThan(31 * 31); // ballast speeds below 13 kn are not run past their first pair
  });

  it('says why when no speed in range meets the laycan, or the CII floor', () => {
    const entry = ultramax.input.fleet[1]!;
    const late = { ...ultramax.input, order: { ...ultramax.input.order, laycanEndDate: '2027-02-06T12:00:00Z' } };
    const [missed] = optimalSpeeds({ input: late, options: ultramax.options, fleetIds: [entry.id] });
    expect(missed!.current.canMakeLaycan).toBe(false);
    for (const o of [missed!.unconstrained, missed!.ciiFloor]) {
      expect(o.point).toBeNull();
      expect(o.reason).toMatch(/No ballast speed up to 14.5 kn reaches the load port by the laycan end/);
    }
    const thirsty: FleetEntryInput = {
      ...entry,
      vessel: {
        ...entry.vessel,
        ballast: entry.vessel.ballast.map((r) => ({ ...r, hs: r.hs * 3 })),
        laden: entry.vessel.laden.map((r) => ({ ...r, hs: r.hs * 3 })),
      },
    };
    const [rated] = optimalSpeeds({ input: { ...ultramax.input, fleet: [thirsty] }, options: ultramax.options });
    expect(rated!.unconstrained.point).not.toBeNull();
    expect(rated!.ciiFloor.point).toBeNull();
    expect(rated!.ciiFloor.reason).toMatch(
      /No speeds in the table range that meet the laycan rate C or better \(best reached: [DE]\)/,
    );
  });

  it('searches each table’s range in 0.1 kn steps, ends included', () => {
    const table = (...speeds: number[]) => speeds.map((speed) => ({ speed, hs: 20, ls: 0, mgo: 0 }));
    const grid = optimalSpeedGrid({ rows: table(11.5, 12.5, 13.5, 14) });
    expect(grid).toHaveLength(26);
    expect(grid.slice(0, 3)).toEqual([11.5, 11.6, 11.7]);
    expect(grid.at(-1)).toBe(14);
    expect(optimalSpeedGrid({ rows: table(0, 11.25, 12.05) })).toEqual([
      11.25, 11.3, 11.4, 11.5, 11.6, 11.7, 11.8, 11.9, 12, 12.05,
    ]);
    expect(optimalSpeedGrid({ rows: table(12) })).toEqual([12]);
    expect(optimalSpeedGrid({ rows: table(0) })).toEqual([]);
  });
});
