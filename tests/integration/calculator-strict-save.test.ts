import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Organization } from '../../server/modules/organizations/organization.entity.js';
import { SavedResult } from '../../server/modules/results/saved-result.entity.js';
import { asGraphqlInput, asRestPayload } from '../fixtures/estimate-formats.js';
import { supramaxIndonesiaIndia, type EstimatePayload } from '../fixtures/estimates.js';
import { gql, loginToken, rest } from '../helpers/api.js';
import { CALCULATE } from '../helpers/calculator-ops.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Json = Record<string, any>;

function edit(p: EstimatePayload, mutate: (p: Json) => void): EstimatePayload {
  const copy = JSON.parse(JSON.stringify(p)) as Json;
  mutate(copy);
  return copy as EstimatePayload;
}

// Issue #12: a misspelled field answered 200 with wrong figures; every press of Calculate & Save stored
// another identical voyage.
describe('calculator: strict payloads and one saved voyage per unchanged result (issue #12)', () => {
  let server: TestServer;
  let pricing: string;
  let demoOrg: number;

  const restCalc = (body: unknown) =>
    rest<Json>(server.url, 'POST', '/calculate/multiple/old', { token: pricing, body });
  const gqlCalc = (p: EstimatePayload) =>
    gql<{ calculate: Json }>(server.url, CALCULATE, { input: asGraphqlInput(p) }, pricing);
  const savedWith = (saveLabel: string) =>
    server.orm.em.fork().count(SavedResult, { organization: demoOrg, saveLabel });

  beforeAll(async () => {
    server = await startTestServer();
    pricing = await loginToken(server.url, 'pricing@demo.example');
    demoOrg = (await server.orm.em.fork().findOneOrFail(Organization, { domain: 'demo.example' })).id;
  });
  afterAll(async () => server?.close());

  describe('a field that is not in the contract is refused, naming it', () => {
    it.each<[string, (p: Json) => unknown, string]>([
      [
        'the fleet entry',
        (p) => (p.fleetList[0].bunkersOnBoardAtSailing = 800),
        'fleetList[0].bunkersOnBoardAtSailing',
      ],
      ['the order', (p) => (p.clientQuery.freightRat = 12), 'clientQuery.freightRat'],
      ['a cargo row', (p) => (p.cargoList[1].loadRate = 9000), 'cargoList[1].loadRate'],
      [
        'a row detail',
        (p) => (p.cargoList[1].cargoDetails = { bunkerFactor: 2 }),
        'cargoList[1].cargoDetails.bunkerFactor',
      ],
      [
        'an extra detail',
        (p) => (p.cargoExtraDetails = [{ cargoId: 103, speedFactr: 3 }]),
        'cargoExtraDetails[0].speedFactr',
      ],
      ['the vessel record', (p) => (p.fleetList[1].vessel.vesselDwtt = 58_000), 'fleetList[1].vessel.vesselDwtt'],
      ['the options', (p) => (p.options = { portStays: 'imos' }), 'options.portStays'],
      ['the payload', (p) => (p.autosave = true), 'autosave'],
    ])('in %s: REST 400 naming it; GraphQL refuses the input field', async (_where, mutate, field) => {
      const payload = edit(supramaxIndonesiaIndia(), mutate);
      const r = await restCalc(asRestPayload(payload));
      expect(r.status).toBe(400);
      expect(r.body).toEqual({
        error: `${field} is not a field of the calculation payload`,
        code: 'BAD_USER_INPUT',
        field,
      });
      // GraphQL's typed inputs have no place for it: the request is refused before any calculation.
      const g = await gqlCalc(payload);
      expect(g.data ?? null).toBeNull();
      expect(g.errors?.[0]?.message).toContain(field.split('.').at(-1)!);
    });

    it('the legacy fields the engine ignores are documented extensions, and change nothing', async () => {
      const plain = await restCalc(asRestPayload(supramaxIndonesiaIndia()));
      const withExtras = await restCalc(
        edit(asRestPayload(supramaxIndonesiaIndia()) as unknown as EstimatePayload, (p) => {
          Object.assign(p.clientQuery, { freightIdea: 14, message: 'legacy', createdDate: '2027-01-01T00:00:00Z' });
          Object.assign(p.cargoList[1], { notes: 'agent X', pdaRemarks: 'ok', geoJSON: null });
          Object.assign(p.fleetList[0], { createdUserName: 'Pricing', dwt: 58_000 });
        }),
      );
      expect(plain.status).toBe(200);
      expect(withExtras.status).toBe(200);
      expect(withExtras.body).toEqual(plain.body);
    });
  });

  describe('Calculate & Save of an unchanged result stores it once', () => {
    const withSave = (label: string, freight = 0) =>
      edit(supramaxIndonesiaIndia(), (p) => {
        p.autoSave = true;
        Object.assign(p.fleetList[1], { selectedForSave: true, saveLabel: label });
        if (freight) p.cargoList[1].freight = freight;
      });

    it('REST: two identical saves give one row and the same id; a changed input gives a second row', async () => {
      const label = 'Twice over REST';
      const first = await restCalc(asRestPayload(withSave(label)));
      const again = await restCalc(asRestPayload(withSave(label)));
      expect(first.status).toBe(200);
      expect(again.body['502'].savedResultId).toBe(first.body['502'].savedResultId);
      expect(await savedWith(label)).toBe(1);
      const changed = await restCalc(asRestPayload(withSave(label, 31.5)));
      expect(changed.body['502'].savedResultId).not.toBe(first.body['502'].savedResultId);
      expect(await savedWith(label)).toBe(2);
    });

    it('GraphQL: the same, and another label is another voyage', async () => {
      const label = 'Twice over GraphQL';
      const first = await gqlCalc(withSave(label));
      expect(first.errors).toBeUndefined();
      const again = await gqlCalc(withSave(label));
      expect(again.data!.calculate.savedResultId).toBe(first.data!.calculate.savedResultId);
      expect(await savedWith(label)).toBe(1);
      await gqlCalc(withSave(label, 31.5));
      expect(await savedWith(label)).toBe(2);
      await gqlCalc(withSave(`${label} (copy)`));
      expect(await savedWith(`${label} (copy)`)).toBe(1);
    });
  });
});
