import { describe, expect, it } from 'vitest';
import { supramaxIndonesiaIndia } from '../../../tests/fixtures/estimates.js';
import { withEuFlags } from './eu-flags.js';
import { normaliseLegacyPayload } from './legacy-payload.js';

type Json = Record<string, any>;

/** The fixture with its ports renamed: an EU open port, an EU load port, a port outside the EU. */
function payload(mutate: (p: Json) => void = () => {}): Json {
  const p = JSON.parse(JSON.stringify(supramaxIndonesiaIndia())) as Json;
  p.fleetList = p.fleetList.slice(0, 2);
  p.fleetList[0].port = 'Rotterdam';
  p.fleetList[1].port = 'Singapore';
  p.cargoList[1].port = 'Hamburg';
  p.cargoList[2].port = 'Paradip';
  mutate(p);
  return p;
}

const EU = new Set(['rotterdam', 'hamburg']);
const asked: string[][] = [];
const lookup = (names: string[]) => {
  asked.push(names);
  return Promise.resolve((name: string) => EU.has(name.toLowerCase()));
};

describe('withEuFlags: the port table fills the EU/EEA flags a payload leaves out', () => {
  it('fills every row and open port that sent no flag, in one look-up', async () => {
    asked.length = 0;
    const calc = await withEuFlags(normaliseLegacyPayload(payload()), lookup);
    expect(calc.input.rows.map((r) => [r.port, r.isEu])).toEqual([
      [calc.input.rows[0]!.port, false],
      ['Hamburg', true],
      ['Paradip', false],
    ]);
    expect(calc.input.fleet.map((e) => e.isEuOpenPort)).toEqual([true, false]);
    expect(asked).toHaveLength(1);
  });

  it('keeps a flag the payload sends, true or false (an explicit flag wins)', async () => {
    const sent = payload((p) => {
      p.cargoList[1].isEu = false;
      p.cargoList[2].isEu = true;
      p.fleetList[0].isEuOpenPort = false;
    });
    const calc = await withEuFlags(normaliseLegacyPayload(sent), lookup);
    expect(calc.input.rows.slice(1).map((r) => r.isEu)).toEqual([false, true]);
    expect(calc.input.fleet.map((e) => e.isEuOpenPort)).toEqual([false, false]);
  });

  it('asks nothing when every flag is sent', async () => {
    asked.length = 0;
    const all = payload((p) => {
      for (const r of p.cargoList) r.isEu = false;
      for (const e of p.fleetList) e.isEuOpenPort = true;
    });
    const before = normaliseLegacyPayload(all);
    const calc = await withEuFlags(before, lookup);
    expect(calc).toBe(before);
    expect(asked).toHaveLength(0);
  });
});
