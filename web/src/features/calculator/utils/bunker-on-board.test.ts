import { describe, expect, it } from 'vitest';
import { calculateFleet } from '../../../../../shared/voyage/calculate-fleet';
import { grades, makeEntry, makeInput, makeOrder, makeRow } from '../../../../../shared/voyage/fixtures/builders';
import { onBoardByRow } from './bunker-on-board';

/** An AFSPS voyage: the ballast leg to the load port is before delivery, so off hire. */
function result() {
  const rows = [
    makeRow({ id: 'c', operation: 'Commence' }),
    makeRow({ id: 'l', operation: 'Loading', distNormal: 1500, cargoQty: 50_000, rate: 10_000 }),
    makeRow({ id: 'b', operation: 'Bunkering', distNormal: 800, supply: grades(400, 50, 20), lbmarker: 'laden' }),
    makeRow({ id: 'd', operation: 'Discharging', distNormal: 2500, rate: 8_000, lbmarker: 'laden' }),
  ];
  const entry = makeEntry({ id: 'a', bnkDel: grades(600, 40, 60), dateOpening: '2027-01-03T00:00:00.000Z' });
  const input = makeInput({ order: makeOrder({ deliveryTerms: 'AFSPS' }), rows, fleet: [entry] });
  return calculateFleet({ input }).results[0]!;
}

describe('Bunker Supply Table: bunkers on board', () => {
  const r = result();
  const rowsOut = Object.values(r.portToPortOperationResultMap);
  const shown = onBoardByRow(rowsOut);

  it("shows the engine's figures for every row, by row key", () => {
    expect([...shown.keys()]).toEqual(['c', 'l', 'b', 'd']);
    for (const row of rowsOut) {
      expect(shown.get(row.rowId)).toEqual({ arrival: row.bunkersOnArrival, departure: row.bunkersOnDeparture });
    }
  });

  it('keeps the delivery figure on arrival at the load port when the leg there is off hire (AFSPS)', () => {
    // The load port row is on hire (its stay), its leg is not: one on-hire flag per row would burn it.
    expect(r.portToPortOperationResultMap['1']!.onHire).toBe(true);
    expect(shown.get('l')!.arrival).toEqual(grades(600, 40, 60));
    expect(shown.get('d')!.departure.hs).toBeCloseTo(r.explain.fuel.hs.bor, 9);
  });

  it('leaves out rows of a saved result stored without the figures', () => {
    expect(onBoardByRow([{ rowId: 'x' }, { rowId: 'y', bunkersOnArrival: null, bunkersOnDeparture: null }]).size).toBe(
      0,
    );
  });
});
