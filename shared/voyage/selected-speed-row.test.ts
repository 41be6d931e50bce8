import { describe, expect, it } from 'vitest';
import { calculateFleet } from './calculate-fleet.js';
import { grades, makeEntry, makeInput, makeRow, makeVessel } from './fixtures/builders.js';
import { selectedSpeedRow } from './selected-speed-row.js';
import type { SpeedRow } from './types.js';

const row = (speed: number, hs: number): SpeedRow => ({ speed, hs, ls: 0, mgo: 0.1 });
// Row 1 11 kn; row 2 ticked but without a speed; row 3 12 kn (also ticked: the web used to pick it).
const table = [row(11, 20), row(0, 0), row(12, 25), row(13, 30)];

describe('selectedSpeedRow', () => {
  it('takes the selected row when it has a speed', () => {
    const vessel = makeVessel({ ballast: table, ballastSelected: 2 });
    expect(selectedSpeedRow(vessel, 'ballast')).toEqual({ index: 2, speed: 12 });
  });

  it('a selected row without a speed falls back to the first row with one, not to a later ticked row', () => {
    const vessel = makeVessel({ ballast: table, ballastSelected: 1 });
    expect(selectedSpeedRow(vessel, 'ballast')).toEqual({ index: 0, speed: 11 });
  });

  it('reads the laden table for laden legs, and answers null for a table without speeds', () => {
    const vessel = makeVessel({ laden: [row(0, 1), row(0, 1), row(0, 1), row(0, 1)], ladenSelected: 0 });
    expect(selectedSpeedRow(vessel, 'laden')).toBeNull();
    expect(selectedSpeedRow(makeVessel({ laden: table, ladenSelected: 3 }), 'laden')).toEqual({ index: 3, speed: 13 });
  });
});

describe('the speed a result reports', () => {
  const rows = [
    makeRow({ id: 'c', operation: 'Commence' }),
    makeRow({ id: 'l', operation: 'Loading', distNormal: 1200, lbmarker: 'ballast', cargoQty: 50_000, rate: 10_000 }),
    makeRow({ id: 'p', operation: 'Passing', distNormal: 300, lbmarker: 'laden', speedNormal: 11.5, speedECA: 10 }),
    makeRow({ id: 'd', operation: 'Discharging', distNormal: 900, lbmarker: 'laden', rate: 10_000 }),
  ];
  const vessel = makeVessel({ ballast: table, ballastSelected: 1, laden: table, ladenSelected: 2 });
  const [result] = calculateFleet({ input: makeInput({ rows, fleet: [makeEntry({ id: 'a', vessel })] }) }).results;
  const leg = (i: number) => result!.portToPortOperationResultMap[String(i)]!;

  it('is the speed the leg was priced at: 11 kn from row 1 when the ticked row 2 has no speed', () => {
    expect(leg(1).legSpeed).toEqual({
      condition: 'ballast',
      tableRow: 1,
      knots: 11,
      consumption: grades(20, 0, 0.1),
      knotsEca: 11,
      consumptionEca: grades(20, 0, 0.1),
    });
    // The time follows the same speed: 1200 nm at 11 kn.
    expect(leg(1).speedNormal).toBe(11);
    expect(leg(1).seaDays).toBeCloseTo(1200 / (24 * 11), 12);
    expect(leg(1).seaFuel.hs).toBeCloseTo((1200 / (24 * 11)) * 20, 9);
    expect(result!.selectedSpeeds.ballast).toEqual({ row: 1, knots: 11, consumption: grades(20, 0, 0.1) });
  });

  it("names no table row when the itinerary row gives its own speed, and reads the table's rate there", () => {
    const own = leg(2).legSpeed!;
    expect(own).toMatchObject({ condition: 'laden', tableRow: null, knots: 11.5, knotsEca: 10 });
    // Between 11 kn (20 t) and 12 kn (25 t): interpolated; below the slowest row: cube law.
    expect(own.consumption.hs).toBeCloseTo(22.5, 12);
    expect(own.consumptionEca.hs).toBeCloseTo(20 * (10 / 11) ** 3, 12);
  });

  it('uses the selected laden row for laden legs without a speed; Commence has no leg', () => {
    expect(leg(3).legSpeed).toMatchObject({
      condition: 'laden',
      tableRow: 3,
      knots: 12,
      consumption: grades(25, 0, 0.1),
    });
    expect(result!.selectedSpeeds.laden).toEqual({ row: 3, knots: 12, consumption: grades(25, 0, 0.1) });
    expect(leg(0).legSpeed).toBeNull();
  });
});
