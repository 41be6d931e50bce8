import { describe, expect, it } from 'vitest';
import { prepareFleet } from '../../../shared/voyage/index.js';
import { supramaxIndonesiaIndia } from '../../../tests/fixtures/estimates.js';
import { normaliseLegacyPayload } from './legacy-payload.js';
import { readRunSource, writeRunSource, type RunSource } from './run-source.js';

const calc = normaliseLegacyPayload(supramaxIndonesiaIndia());
/** The fixture with an invalid manual cargo Tx (NaN, which the engine reports) and a -0 and an Infinity. */
const source: RunSource = {
  input: {
    ...calc.input,
    order: { ...calc.input.order, miscRevenue: -0 },
    rows: calc.input.rows.map((r) =>
      r.operation === 'Discharging' ? { ...r, cargoTxOverriddenValue: Number.NaN } : r,
    ),
    fleet: calc.input.fleet.map((e, i) => (i === 0 ? { ...e, hireGbb: Number.POSITIVE_INFINITY } : e)),
  },
  options: calc.options,
};

describe('run source as text (the kept run of a store shared by processes, ADR 0032)', () => {
  it('reads back NaN, Infinity and -0 as numbers, everything else as JSON', () => {
    const read = readRunSource(writeRunSource(source));
    expect(read).toEqual(source);
    expect(Object.is(read.input.order.miscRevenue, -0)).toBe(true);
    expect(read.input.rows.some((r) => Number.isNaN(r.cargoTxOverriddenValue))).toBe(true);
    expect(read.input.fleet[0]!.hireGbb).toBe(Number.POSITIVE_INFINITY);
  });

  it('gives the engine the same vessel results as the source itself, where plain JSON does not', () => {
    const fleetId = source.input.fleet[0]!.id;
    const whole = (s: RunSource) => JSON.stringify(prepareFleet(s).vessel(fleetId));
    expect(whole(readRunSource(writeRunSource(source)))).toBe(whole(source));
    expect(whole(JSON.parse(JSON.stringify(source)) as RunSource)).not.toBe(whole(source));
  });
});
