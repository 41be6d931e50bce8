import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '../../../__generated__';
import { calcTableSpeedFields } from '../graphql/result-fields';
import { calculateFleet } from '../../../../../shared/voyage/calculate-fleet';
import { makeEntry, makeInput, makeRow, makeVessel } from '../../../../../shared/voyage/fixtures/builders';
import type { SpeedRow } from '../../../../../shared/voyage/types';
import type { RowResult } from '../state/types';
import { legSpeedText, NOT_CALCULATED, speedText } from './panel-vessel';

const row = (speed: number, hs: number, mgo = 0.1): SpeedRow => ({ speed, hs, ls: 0, mgo });

/** The engine's result for a vessel whose ticked ballast row (2) has no speed: it prices row 1, 11 kn. */
function priced() {
  const vessel = makeVessel({
    ballast: [row(11, 20), row(0, 0), row(12, 25), row(13, 30)],
    ballastSelected: 1,
    laden: [row(11.5, 24), row(12.5, 28), row(0, 0), row(0, 0)],
    ladenSelected: 0,
  });
  const rows = [
    makeRow({ id: 'c', operation: 'Commence' }),
    makeRow({ id: 'l', operation: 'Loading', distNormal: 1100, cargoQty: 50_000, rate: 10_000 }),
    makeRow({ id: 'd', operation: 'Discharging', distNormal: 900, rate: 10_000, lbmarker: 'laden' }),
  ];
  return calculateFleet({ input: makeInput({ rows, fleet: [makeEntry({ id: 'a', vessel })] }) }).results[0]!;
}

describe('Vessel Details speeds', () => {
  it('shows the speed the engine priced the ballast leg at (11 kn, row 1), not a later ticked row', () => {
    const result = priced();
    // As the web reads it: each selected speed through its own fragment (CalcTableSpeedFields).
    const { ballast, laden } = result.selectedSpeeds;
    const shown = {
      selectedSpeeds: {
        ballast: ballast && makeFragmentData(ballast, calcTableSpeedFields),
        laden: laden && makeFragmentData(laden, calcTableSpeedFields),
      },
    };
    expect(speedText(shown, 'ballast')).toBe('11kn 20/0/0.1 (row 1)');
    expect(result.portToPortOperationResultMap['1']!.speedNormal).toBe(11);
    expect(speedText(shown, 'laden')).toBe('11.5kn 24/0/0.1 (row 1)');
  });

  it('says the vessel is not calculated yet rather than guessing, and "-" for a table with no speed', () => {
    expect(speedText(null, 'ballast')).toBe(NOT_CALCULATED);
    expect(speedText({ selectedSpeeds: { ballast: null, laden: null } }, 'laden')).toBe('-');
  });
});

describe("the grid's speed hover text", () => {
  const rate = { hs: 25, ls: 0, mgo: 0.1 };
  const leg = (patch: Partial<NonNullable<RowResult['legSpeed']>>): RowResult['legSpeed'] => ({
    condition: 'ballast',
    tableRow: 2,
    knots: 12,
    consumption: rate,
    knotsEca: 12,
    consumptionEca: rate,
    ...patch,
  });

  it('names the speed, table row and consumption the engine priced the leg at', () => {
    expect(legSpeedText(leg({}), 'normal')).toBe('Priced at 12kn, ballast row 2, 25/0/0.1 t/day');
    expect(legSpeedText(leg({}), 'eca')).toBe('Priced at 12kn, ballast, as outside the ECA, 25/0/0.1 t/day');
  });

  it("says when the row's own speed was used, and when there was no speed at all", () => {
    const own = leg({
      condition: 'laden',
      tableRow: null,
      knots: 11.5,
      knotsEca: 10,
      consumptionEca: { hs: 15, ls: 0, mgo: 0 },
    });
    expect(legSpeedText(own, 'normal')).toBe('Priced at 11.5kn, laden, own speed, 25/0/0.1 t/day');
    expect(legSpeedText(own, 'eca')).toBe('Priced at 10kn, laden, own speed, 15/0/0 t/day');
    expect(legSpeedText(leg({ tableRow: null, knots: 0, knotsEca: 0 }), 'normal')).toBe(
      'No usable speed: the leg counts 0 days',
    );
    expect(legSpeedText(null, 'normal')).toBeUndefined();
  });
});
