import { describe, expect, it } from 'vitest';
import { GOLDEN_CASES } from '../../tests/golden/voyage/cases.js';
import { calculateFleet } from './calculate-fleet.js';
import { canalDuesWith, DEFAULT_CANAL_DUES, dwtClassOf } from './route-alternatives-dues.js';
import { routeAlternatives, type AlternativeLegs } from './route-alternatives.js';
import type { VoyageInput } from './types.js';

// Capesize C3 (Tubarao -> Qingdao): the laden leg (row 2) is the one a canal could change.
const capeCase = GOLDEN_CASES.find((c) => c.name === 'capesize-c3-afsps-gbb-draft-limited')!;
const input: VoyageInput = capeCase.input;
const options = capeCase.options;

const shortest: AlternativeLegs = {
  route: 'SHORTEST',
  ballast: {},
  rows: { 2: { distNormal: input.rows[2]!.distNormal, distEca: input.rows[2]!.distEca, canals: ['SUEZ'] } },
};
const cape: AlternativeLegs = {
  route: 'CAPE',
  ballast: {},
  rows: { 2: { distNormal: 14_800, distEca: 0, canals: [] } },
};

/** The engine's own single-case answer on the input edited by hand. */
function engineOn(edit: (i: VoyageInput) => VoyageInput, fleetId: string) {
  const edited = edit(input);
  const fleet = edited.fleet.filter((e) => e.id === fleetId).map((e) => ({ ...e, isReferenceVessel: false }));
  return calculateFleet({ input: { ...edited, fleet }, options }).results[0]!;
}

describe('routeAlternatives', () => {
  const answer = routeAlternatives({ input, options, alternatives: [shortest, cape], dues: DEFAULT_CANAL_DUES });
  const vessel = answer[0]!;
  const fleetId = input.fleet[0]!.id;

  it('prices SHORTEST as the input with the dues of its canal added to Canal Expenses', () => {
    const alt = vessel.alternatives.find((a) => a.route === 'SHORTEST')!;
    const dues = DEFAULT_CANAL_DUES.SUEZ[dwtClassOf(input.fleet[0]!.vessel.vesselDwt)];
    expect(alt.canalDues).toBe(dues);
    expect(alt.canals).toEqual(['SUEZ']);
    const engine = engineOn(
      (i) => ({ ...i, order: { ...i.order, canalExpenses: i.order.canalExpenses + dues } }),
      fleetId,
    );
    expect(alt.tcEq).toBe(engine.tcEq);
    expect(alt.profitNet).toBe(engine.profitNet);
    expect(alt.voyageDays).toBe(engine.voyageDays);
  });

  it('prices CAPE as the input with the leg typed in by hand and no dues', () => {
    const alt = vessel.alternatives.find((a) => a.route === 'CAPE')!;
    expect(alt.canalDues).toBe(0);
    const engine = engineOn(
      (i) => ({ ...i, rows: i.rows.map((r, k) => (k === 2 ? { ...r, distNormal: 14_800, distEca: 0 } : r)) }),
      fleetId,
    );
    expect(alt.tcEq).toBe(engine.tcEq);
    expect(alt.voyageDays).toBe(engine.voyageDays);
    expect(alt.voyageDays).toBeGreaterThan(vessel.alternatives[0]!.voyageDays);
  });

  it('marks exactly one cheapest: the highest TCE', () => {
    for (const v of answer) {
      const marked = v.alternatives.filter((a) => a.cheapest);
      expect(marked).toHaveLength(1);
      expect(marked[0]!.tcEq).toBe(Math.max(...v.alternatives.map((a) => a.tcEq)));
    }
  });

  it('ties on TCE go to fewer voyage days, then to the earlier alternative', () => {
    // The same legs twice: identical TCE and days, the first kept (and cheapest).
    const same = routeAlternatives({
      input,
      options,
      alternatives: [
        { ...cape, route: 'SHORTEST' },
        { ...cape, rows: { 2: { ...cape.rows[2]!, canals: [] } } },
      ],
      dues: DEFAULT_CANAL_DUES,
    });
    // The second has the same legs as the first: not listed again.
    expect(same[0]!.alternatives.map((a) => a.route)).toEqual(['SHORTEST']);
    expect(same[0]!.alternatives[0]!.cheapest).toBe(true);
  });

  it('drops SUEZ or PANAMA when the voyage does not transit that canal', () => {
    const noCanal = { ...cape, route: 'PANAMA' as const };
    const out = routeAlternatives({
      input,
      options,
      alternatives: [shortest, noCanal, cape],
      dues: DEFAULT_CANAL_DUES,
    });
    expect(out[0]!.alternatives.map((a) => a.route)).toEqual(['SHORTEST', 'CAPE']);
  });

  it('counts each transit, ballast leg included, at the dues given', () => {
    const dues = canalDuesWith([
      { canal: 'SUEZ', dwtClass: dwtClassOf(input.fleet[0]!.vessel.vesselDwt), usdPerTransit: 1_000 },
    ]);
    const both: AlternativeLegs = {
      route: 'SHORTEST',
      ballast: { [fleetId]: { distNormal: 9_000, distEca: 0, canals: ['SUEZ'] } },
      rows: shortest.rows,
    };
    const out = routeAlternatives({ input, options, alternatives: [both], dues, fleetIds: [fleetId] });
    const alt = out[0]!.alternatives[0]!;
    expect(alt.canalDues).toBe(2_000);
    expect(alt.canalExpenses).toBe(input.order.canalExpenses + 2_000);
    const engine = engineOn(
      (i) => ({
        ...i,
        order: { ...i.order, canalExpenses: i.order.canalExpenses + 2_000 },
        fleet: i.fleet.map((e) => (e.id === fleetId ? { ...e, ballastDistNormal: 9_000, ballastDistEca: 0 } : e)),
      }),
      fleetId,
    );
    expect(alt.tcEq).toBe(engine.tcEq);
    expect(alt.distance).toBe(9_000 + input.rows.slice(2).reduce((s, r) => s + r.distNormal + r.distEca, 0));
  });
});

describe('canal dues', () => {
  it('classes deadweight at the class bounds', () => {
    expect(dwtClassOf(0)).toBe('HANDYSIZE');
    expect(dwtClassOf(39_999)).toBe('HANDYSIZE');
    expect(dwtClassOf(40_000)).toBe('SUPRAMAX');
    expect(dwtClassOf(64_999)).toBe('SUPRAMAX');
    expect(dwtClassOf(65_000)).toBe('PANAMAX');
    expect(dwtClassOf(100_000)).toBe('CAPESIZE');
    expect(dwtClassOf(400_000)).toBe('CAPESIZE');
  });

  it('defaults grow with the class, Suez above Panama; overrides replace one figure only', () => {
    for (const canal of ['SUEZ', 'PANAMA'] as const) {
      const d = DEFAULT_CANAL_DUES[canal];
      expect(d.HANDYSIZE).toBeLessThan(d.SUPRAMAX);
      expect(d.SUPRAMAX).toBeLessThan(d.PANAMAX);
      expect(d.PANAMAX).toBeLessThan(d.CAPESIZE);
    }
    const over = canalDuesWith([{ canal: 'PANAMA', dwtClass: 'PANAMAX', usdPerTransit: 5 }]);
    expect(over.PANAMA.PANAMAX).toBe(5);
    expect(over.PANAMA.SUPRAMAX).toBe(DEFAULT_CANAL_DUES.PANAMA.SUPRAMAX);
    expect(DEFAULT_CANAL_DUES.PANAMA.PANAMAX).not.toBe(5);
  });
});
