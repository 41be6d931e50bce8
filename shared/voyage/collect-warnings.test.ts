import { describe, expect, it } from 'vitest';
import { calculateFleet } from './calculate-fleet.js';
import { collectWarnings } from './collect-warnings.js';
import { grades, makeEntry, makeInput, makeRow, makeVessel } from './fixtures/builders.js';
import type { FleetEntryInput, VoyageInput } from './types.js';

/** A clean voyage (no other warning) so the list holds only what a test adds. */
const base = {
  rows: [makeRow({ operation: 'Commence' }), makeRow({ operation: 'Loading', rate: 10_000 })],
  vessel: makeVessel(),
  stowagePercent: 50,
  cargoTx: [0, 50_000],
  carried: 50_000,
  minimum: 0,
};

const check = (bor: number, expected: number, tolerancePct: number) =>
  collectWarnings({ ...base, redelivery: { bor: grades(bor, 40, 10), expected: grades(expected), tolerancePct } });

describe('collectWarnings: bunkers on redelivery against the expected quantity ± tolerance', () => {
  it('raises no warning on the clean voyage, with or without a redelivery check', () => {
    expect(collectWarnings(base)).toEqual([]);
    expect(check(400, 0, 0)).toEqual([]);
  });

  it.each<[string, number, number, number, boolean]>([
    ['inside the band', 420, 400, 10, false],
    ['on the upper edge', 440, 400, 10, false],
    ['on the lower edge', 360, 400, 10, false],
    ['just above the band', 440.5, 400, 10, true],
    ['far below', 120, 400, 10, true],
    ['exact with no tolerance', 400, 400, 0, false],
    ['any difference with no tolerance', 401, 400, 0, true],
    ['nothing left but 100 % tolerance', 0, 400, 100, false],
    ['not set (expected 0)', 900, 0, 10, false],
  ])('%s: BOR %d t, expected %d t ± %d %% -> alert %s', (_, bor, expected, tol, alerts) => {
    expect(check(bor, expected, tol).length).toBe(alerts ? 1 : 0);
  });

  it('names the grade, rounds tonnes, numbers the alert after the other warnings', () => {
    const warnings = collectWarnings({
      ...base,
      stowagePercent: 99,
      redelivery: { bor: grades(120.4, 55.6, 30), expected: grades(400, 50.2, 30), tolerancePct: 5 },
    });
    expect(warnings).toEqual([
      { no: 1, level: 'error', message: 'Stowage exceeds 98%' },
      { no: 2, level: 'alert', message: 'HS(0.5) on redelivery 120 t is outside the expected 400 t ± 5%' },
      { no: 3, level: 'alert', message: 'LS(0.1) on redelivery 56 t is outside the expected 50 t ± 5%' },
    ]);
    const mgo = collectWarnings({
      ...base,
      redelivery: { bor: grades(0, 0, 7), expected: grades(0, 0, 20), tolerancePct: 2.5 },
    });
    expect(mgo).toEqual([
      { no: 1, level: 'alert', message: 'MGO on redelivery 7 t is outside the expected 20 t ± 2.5%' },
    ]);
  });
});

describe('the engine checks the computed BOR and changes no money figure', () => {
  const entry: FleetEntryInput = makeEntry({
    id: 'v1',
    bnkDel: grades(900, 0, 80),
    ballastDistNormal: 600,
    ballastDistEca: 0,
  });
  const rows = [
    makeRow({ id: 'c', operation: 'Commence' }),
    makeRow({ id: 'l', operation: 'Loading', cargoQty: 50_000, rate: 12_000, freight: 25, lbmarker: 'ballast' }),
    makeRow({ id: 'd', operation: 'Discharging', distNormal: 2_400, rate: 10_000, lbmarker: 'laden' }),
  ];
  const input = (patch: Partial<FleetEntryInput>): VoyageInput => makeInput({ rows, fleet: [{ ...entry, ...patch }] });
  const run = (patch: Partial<FleetEntryInput>) => calculateFleet({ input: input(patch) }).results[0]!;

  it('alerts when BOR is outside, not inside nor when not set; figures identical', () => {
    const plain = run({});
    const bor = plain.explain.fuel.hs.bor;
    expect(bor).toBeGreaterThan(50);
    expect(plain.warnings).toEqual([]);

    const far = run({ bnkRedel: grades(bor + 500), bnkRedelTolerance: 10 });
    expect(far.warnings).toEqual([
      {
        no: 1,
        level: 'alert',
        message: `HS(0.5) on redelivery ${Math.round(bor)} t is outside the expected ${Math.round(bor + 500)} t ± 10%`,
      },
    ]);
    expect(run({ bnkRedel: grades(bor * 1.05), bnkRedelTolerance: 10 }).warnings).toEqual([]);
    expect(run({ bnkRedel: grades(0), bnkRedelTolerance: 10 }).warnings).toEqual([]);

    const { warnings: _w, ...figures } = far;
    const { warnings: _p, ...plainFigures } = plain;
    expect(figures).toEqual(plainFigures);
  });
});
