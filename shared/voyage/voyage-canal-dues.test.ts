import { describe, expect, it } from 'vitest';
import { GOLDEN_CASES } from '../../tests/golden/voyage/cases.js';
import { calculateFleet } from './calculate-fleet.js';
import { canalDuesWith, DEFAULT_CANAL_DUES, dwtClassOf, readCanalDuesList } from './route-alternatives-dues.js';
import type { VoyageInput } from './types.js';

const base = GOLDEN_CASES.find((c) => c.name === 'capesize-c3-afsps-gbb-draft-limited')!;
const options = base.options;
const one: VoyageInput = { ...base.input, fleet: [{ ...base.input.fleet[0]!, isReferenceVessel: false }] };
const dwtClass = dwtClassOf(one.fleet[0]!.vessel.vesselDwt);

/** The input with the laden leg (row 2) and the ballast leg given these transits, and dues charged or not. */
const withTransits = (
  laden: VoyageInput['rows'][number]['canals'],
  ballast: VoyageInput['rows'][number]['canals'],
  dues = true,
) => ({
  order: { ...one.order, canalDues: dues ? canalDuesWith() : null },
  rows: one.rows.map((r, i) => (i === 2 ? { ...r, canals: laden } : r)),
  fleet: one.fleet.map((e) => ({ ...e, ballastCanals: ballast })),
});
const run = (input: VoyageInput) => calculateFleet({ input, options }).results[0]!;

describe('canal dues in the fleet table (issue #21 item 3)', () => {
  const plain = run(one);

  it('each transit is charged at the vessel class on top of Canal Expenses, named in the explanation', () => {
    const r = run(withTransits(['SUEZ'], ['PANAMA']));
    const dues = DEFAULT_CANAL_DUES.SUEZ[dwtClass] + DEFAULT_CANAL_DUES.PANAMA[dwtClass];
    expect(r.details.others - plain.details.others).toBeCloseTo(dues, 6);
    expect(r.explain.canalDues).toMatchObject({ dwtClass, total: dues, unknownLegs: [] });
    expect(r.explain.canalDues!.transits.map((t) => [t.canal, t.leg])).toEqual([
      ['PANAMA', 'ballast'],
      ['SUEZ', one.rows[2]!.id],
    ]);
    // The same voyage with the dues typed into Canal Expenses instead.
    const typed = run({ ...one, order: { ...one.order, canalExpenses: one.order.canalExpenses + dues } });
    expect(r.tcEq).toBeCloseTo(typed.tcEq, 6);
    expect(r.profitNet).toBeCloseTo(typed.profitNet, 6);
  });

  it('no transit, or no dues asked for: nothing charged, nothing said', () => {
    const none = run(withTransits([], []));
    expect(none.explain.canalDues).toMatchObject({ total: 0, transits: [], unknownLegs: [] });
    expect(none.tcEq).toBe(plain.tcEq);
    expect(plain.explain.canalDues).toBeUndefined();
    const off = run(withTransits(['SUEZ'], ['SUEZ'], false));
    expect(off.tcEq).toBe(plain.tcEq);
    expect(off.warnings).toEqual(plain.warnings);
  });

  it('a leg whose transits are not known is charged nothing and warned about, naming the leg', () => {
    const r = run(withTransits(null, []));
    expect(r.explain.canalDues!.total).toBe(0);
    expect(r.explain.canalDues!.unknownLegs).toEqual([{ leg: one.rows[2]!.id, toPort: one.rows[2]!.port }]);
    const warning = r.warnings.find((w) => w.message.startsWith('Canal dues:'));
    expect(warning).toMatchObject({ level: 'alert' });
    expect(warning!.message).toContain(`the leg to ${one.rows[2]!.port}`);
    expect(warning!.message).toContain('not known');
  });

  it('the dues list is read with one rule: negative, non-numeric and unknown names refused naming the field', () => {
    expect(readCanalDuesList([{ canal: 'SUEZ', dwtClass: 'PANAMAX', usdPerTransit: '250000' }])).toEqual({
      dues: [{ canal: 'SUEZ', dwtClass: 'PANAMAX', usdPerTransit: 250_000 }],
      issue: null,
    });
    expect(readCanalDuesList([{ canal: 'SUEZ', dwtClass: 'PANAMAX', usdPerTransit: -1 }]).issue?.field).toBe(
      'canalDues[0].usdPerTransit',
    );
    expect(readCanalDuesList([{ canal: 'SUEZ', dwtClass: 'PANAMAX', usdPerTransit: 'lots' }]).issue?.field).toBe(
      'canalDues[0].usdPerTransit',
    );
    expect(readCanalDuesList([{ canal: 'KIEL', dwtClass: 'PANAMAX', usdPerTransit: 1 }]).issue?.field).toBe(
      'canalDues[0].canal',
    );
    expect(readCanalDuesList({}).issue?.field).toBe('canalDues');
  });
});
