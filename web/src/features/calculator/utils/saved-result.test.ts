import { describe, expect, it } from 'vitest';
import { calculateFleet } from '../../../../../shared/voyage/calculate-fleet';
import { grades, makeEntry, makeInput, makeRow } from '../../../../../shared/voyage/fixtures/builders';
import { onBoardByRow } from './bunker-on-board';
import { speedText } from './panel-vessel';
import { resultOf } from './saved-result';

/** A result as autoSave stores it: the engine's JSON. */
function stored(): Record<string, unknown> {
  const rows = [
    makeRow({ id: 'c', operation: 'Commence' }),
    makeRow({ id: 'l', operation: 'Loading', distNormal: 1000, cargoQty: 50_000, rate: 10_000 }),
    makeRow({ id: 'd', operation: 'Discharging', distNormal: 2000, rate: 10_000, lbmarker: 'laden' }),
  ];
  const entry = makeEntry({ id: 'a', bnkDel: grades(500, 50, 30), ballastDistNormal: 700, ballastDistEca: 0 });
  const fleet = [{ ...entry, ballastLegSource: 'routed' as const }];
  const [result] = calculateFleet({ input: makeInput({ rows, fleet }) }).results;
  return JSON.parse(JSON.stringify(result)) as Record<string, unknown>;
}

describe('a saved result read back for the read-only calculator', () => {
  it('keeps the speeds, the bunkers on board and the ballast-leg source the engine reported', () => {
    const json = stored();
    const r = resultOf(json, 1);
    expect(r.ballastLegSource).toBe('routed');
    expect(speedText(r, 'ballast')).toBe('12kn 24/0/0.1 (row 2)');
    const legs = r.portToPortOperationResultMap;
    expect(legs[1]!.legSpeed).toMatchObject({ condition: 'ballast', tableRow: 2, knots: 12 });
    expect(legs[2]!.legSpeed).toMatchObject({ condition: 'laden', tableRow: 2 });
    expect(legs[0]!.legSpeed).toBeNull();
    const engineRows = Object.values(json.portToPortOperationResultMap as Record<string, { rowId: string }>);
    expect(onBoardByRow(legs)).toEqual(onBoardByRow(engineRows));
    expect(onBoardByRow(legs).size).toBe(3);
  });

  it('shows "-" and no bunkers for a result stored before the engine reported them', () => {
    const json = stored();
    delete json.selectedSpeeds;
    delete json.ballastLegSource;
    for (const row of Object.values(json.portToPortOperationResultMap as Record<string, Record<string, unknown>>)) {
      delete row.bunkersOnArrival;
      delete row.bunkersOnDeparture;
      delete row.legSpeed;
    }
    const r = resultOf(json, 1);
    expect(speedText(r, 'laden')).toBe('-');
    expect(r.ballastLegSource).toBeNull();
    expect(onBoardByRow(r.portToPortOperationResultMap).size).toBe(0);
  });
});
