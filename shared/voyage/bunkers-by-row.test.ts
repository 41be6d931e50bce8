import { describe, expect, it } from 'vitest';
import { bunkersByRow } from './bunkers-by-row.js';
import { calculateFleet } from './calculate-fleet.js';
import type { RowBunkerEvent } from './collect-fuel.js';
import { grades, makeEntry, makeInput, makeOrder, makeRow } from './fixtures/builders.js';
import type { GradeAmounts, OperationRow } from './types.js';

const burn = (row: number, atSea: boolean, amounts: GradeAmounts): RowBunkerEvent => ({
  kind: 'consume',
  amounts,
  row,
  atSea,
});
const supply = (row: number, amounts: GradeAmounts): RowBunkerEvent => ({
  kind: 'supply',
  amounts,
  prices: grades(),
  row,
  atSea: false,
});

describe('bunkersByRow', () => {
  it('walks delivery - leg on arrival, then + supply - stay on departure, per grade', () => {
    const out = bunkersByRow({
      rowCount: 3,
      bod: grades(100, 20, 10),
      events: [
        burn(1, true, grades(30, 0, 1)),
        burn(1, false, grades(5, 0, 0.5)),
        burn(2, true, grades(40, 5, 1)),
        supply(2, grades(200, 0, 0)),
      ],
    });
    expect(out[0]).toEqual({ arrival: grades(100, 20, 10), departure: grades(100, 20, 10) });
    expect(out[1]).toEqual({ arrival: grades(70, 20, 9), departure: grades(65, 20, 8.5) });
    expect(out[2]).toEqual({ arrival: grades(25, 15, 7.5), departure: grades(225, 15, 7.5) });
  });

  it('shows a shortfall as 0 and lets the next supply meet it first, as the settlement does', () => {
    const out = bunkersByRow({
      rowCount: 3,
      bod: grades(50),
      events: [burn(1, true, grades(80)), supply(2, grades(100)), burn(2, false, grades(10))],
    });
    expect(out[1]!.arrival.hs).toBe(0);
    expect(out[2]!.arrival.hs).toBe(0);
    expect(out[2]!.departure.hs).toBe(60); // 50 - 80 + 100 - 10
  });

  it('leaves rows without events (off hire) at the figure before them', () => {
    const out = bunkersByRow({ rowCount: 4, bod: grades(10, 1, 1), events: [burn(1, true, grades(4))] });
    expect(out[2]).toEqual({ arrival: grades(6, 1, 1), departure: grades(6, 1, 1) });
    expect(out[3]).toEqual(out[2]);
  });
});

describe('bunkers on board in the result', () => {
  const rows: OperationRow[] = [
    makeRow({ id: 'c', operation: 'Commence' }),
    makeRow({ id: 'l', operation: 'Loading', distNormal: 1500, cargoQty: 50_000, rate: 10_000, lbmarker: 'ballast' }),
    makeRow({ id: 'b', operation: 'Bunkering', distNormal: 800, supply: grades(400, 50, 20), lbmarker: 'laden' }),
    makeRow({ id: 'd', operation: 'Discharging', distNormal: 2500, rate: 8_000, lbmarker: 'laden', turnTime: 0.5 }),
    makeRow({ id: 'r', operation: 'Redelivery', distNormal: 300, lbmarker: 'ballast' }),
  ];
  const entry = makeEntry({ id: 'a', bnkDel: grades(600, 40, 60), dateOpening: '2027-01-03T00:00:00.000Z' });
  const run = (deliveryTerms: 'DLOSP' | 'AFSPS') =>
    calculateFleet({ input: makeInput({ order: makeOrder({ deliveryTerms }), rows, fleet: [entry] }) }).results[0]!;

  it('ends at the bunkers on redelivery the settlement reports, grade by grade', () => {
    for (const terms of ['DLOSP', 'AFSPS'] as const) {
      const r = run(terms);
      const last = r.portToPortOperationResultMap['4']!;
      for (const g of ['hs', 'ls', 'mgo'] as const) {
        expect(last.bunkersOnDeparture[g]).toBeCloseTo(r.explain.fuel[g].bor, 9);
      }
    }
  });

  it('counts only on-hire fuel: under AFSPS the ballast leg before delivery leaves the delivery figure', () => {
    const afsps = run('AFSPS').portToPortOperationResultMap;
    expect(afsps['1']!.onHire).toBe(true); // on hire at the load port (its stay) ...
    expect(afsps['1']!.bunkersOnArrival).toEqual(grades(600, 40, 60)); // ... but not on the leg to it
    const dlosp = run('DLOSP').portToPortOperationResultMap;
    expect(dlosp['1']!.bunkersOnArrival.hs).toBeCloseTo(600 - dlosp['1']!.seaFuel.hs, 9);
  });

  it('adds a supply after arrival: arrival before it, departure after it and the stay', () => {
    const m = run('DLOSP').portToPortOperationResultMap;
    const b = m['2']!;
    expect(b.bunkersOnArrival.hs).toBeCloseTo(m['1']!.bunkersOnDeparture.hs - b.seaFuel.hs, 9);
    expect(b.bunkersOnDeparture.hs).toBeCloseTo(b.bunkersOnArrival.hs + 400 - b.portFuel.hs, 9);
  });
});
