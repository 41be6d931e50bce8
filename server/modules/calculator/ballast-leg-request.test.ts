import { describe, expect, it } from 'vitest';
import { supramaxIndonesiaIndia } from '../../../tests/fixtures/estimates.js';
import { AppError } from '../../errors/app-error.js';
import { normaliseLegacyPayload } from './legacy-payload.js';

type Json = Record<string, any>;
const payload = (edit: (p: Json) => void): Json => {
  const p = structuredClone(supramaxIndonesiaIndia()) as Json;
  edit(p);
  return p;
};

describe('the ballast legs the server routes, as the normaliser reads them', () => {
  it('ends at the first row after Commence, starts at each entry: its position when both coordinates are given', () => {
    const calc = normaliseLegacyPayload(
      payload((p) => {
        Object.assign(p.cargoList[1], { lat: '-0.5', lng: 117.15 });
        Object.assign(p.fleetList[0], { lat: -35, lng: 15.5 });
        Object.assign(p.fleetList[1], { lat: 10 });
      }),
    );
    expect(calc.ballastLegs.target).toEqual({ port: 'Samarinda', position: { lat: -0.5, lng: 117.15 } });
    expect(calc.ballastLegs.from).toEqual([
      { port: 'Singapore', position: { lat: -35, lng: 15.5 } },
      { port: 'Kaohsiung', position: null },
      { port: 'Surabaya', position: null },
    ]);
  });

  it("reads the route flags like every other flag ('Yes', 'true', 1), absent as off", () => {
    const calc = normaliseLegacyPayload(
      payload((p) => Object.assign(p.clientQuery, { suez: 'Yes', panama: 'true', hra: 1, eca: false })),
    );
    expect(calc.ballastLegs.flags).toEqual({
      suez: true,
      panama: true,
      singapore: false,
      jwc: false,
      hra: true,
      eca: false,
    });
  });

  it('refuses a latitude or longitude out of range, naming the field', () => {
    for (const [edit, field] of [
      [(p: Json) => (p.fleetList[1].lat = 91), 'fleetList[1].lat'],
      [(p: Json) => (p.cargoList[2].lng = -180.5), 'cargoList[2].lng'],
    ] as const) {
      const run = () => normaliseLegacyPayload(payload(edit));
      expect(run).toThrow(AppError);
      expect(run).toThrow(field);
    }
  });

  it("marks an entry's own ballast leg as its source; the others are left to the router or the order", () => {
    const { input } = normaliseLegacyPayload(
      payload((p) => {
        delete p.fleetList[1].ballastDistNormal;
        delete p.fleetList[1].ballastDistEca;
        // One of the two distances is the whole leg (the other is 0).
        delete p.fleetList[2].ballastDistNormal;
      }),
    );
    expect(input.fleet.map((e) => e.ballastLegSource)).toEqual(['entry', undefined, 'entry']);
    expect(input.fleet[2]).toMatchObject({ ballastDistNormal: 0, ballastDistEca: 0 });
  });
});
