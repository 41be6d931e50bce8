import { describe, expect, it } from 'vitest';
import { gql } from '../helpers/api.js';
import { useFleetServer, type Row } from './fleet-support.js';

/**
 * ADR 0017 for the catalogue vessel (issue #18): on an update, "" or null for a number column that cannot
 * be empty (DWT, capacities, draft, speeds, consumptions) is refused naming the field, never stored as 0;
 * a nullable number (LOA, beam, built...) is cleared to null. Both APIs, with a read-back.
 */

const UPDATE = `mutation ($id: Int!, $i: VesselInput!) { updateVessel(id: $id, input: $i) { id: databaseId } }`;
const VESSEL = `query ($id: Int!) { vessel(id: $id) { vesselDwt vesselGrainCap vesselBalSpd1 vesselLOA vesselBuilt } }`;
const NEEDED = (field: string) => `${field} needs a number (0 for none); leave it out to keep the saved value`;

describe('vessel numbers: no value is never 0', () => {
  const f = useFleetServer();
  const graphql = <T = Row>(query: string, variables: Row) => gql<T>(f.server.url, query, variables, f.t.pricing);
  const read = async (id: number) => (await graphql<{ vessel: Row }>(VESSEL, { id })).data!.vessel;

  it('refuses null or "" for DWT, grain capacity and a speed on update, through REST and GraphQL', async () => {
    const vesselId = f.vesselIds['Kaiyo Hinoki']!;
    const [entry] = await f.add('pricing', [f.line('Kaiyo Hinoki')]);
    const before = await read(vesselId);
    expect(before.vesselDwt).toBeGreaterThan(0);
    for (const field of ['vesselDwt', 'vesselGrainCap', 'vesselBalSpd1']) {
      const g = await graphql(UPDATE, { id: vesselId, i: { [field]: null } });
      expect(g.errors?.[0], JSON.stringify(g.errors)).toMatchObject({
        message: NEEDED(field),
        extensions: { code: 'BAD_USER_INPUT', field },
      });
      for (const value of [null, '']) {
        const r = await f.call('pricing', 'PUT', '/updateVesselWithFleetDetails', {
          id: entry!.id,
          vessel: { [field]: value },
        });
        expect(r, JSON.stringify(r.body)).toMatchObject({
          status: 400,
          body: { code: 'BAD_USER_INPUT', field, error: NEEDED(field) },
        });
      }
    }
    expect(await read(vesselId)).toEqual(before);
    // 0 sent as 0 is written; the key left out keeps the figure.
    expect((await graphql(UPDATE, { id: vesselId, i: { vesselBalSpd1: 0 } })).errors).toBeUndefined();
    expect(await read(vesselId)).toEqual({ ...before, vesselBalSpd1: 0 });
  });

  it('PUT /createVessel with an id (the legacy update) refuses the same, and a null inside the extra details', async () => {
    const vesselId = f.vesselIds['Kaiyo Hinoki']!;
    const before = await read(vesselId);
    const dwt = await f.call('pricing', 'PUT', '/createVessel', { id: vesselId, vesselDwt: '' });
    expect(dwt, JSON.stringify(dwt.body)).toMatchObject({
      status: 400,
      body: { code: 'BAD_USER_INPUT', field: 'vesselDwt', error: NEEDED('vesselDwt') },
    });
    const hold = { grainCapacity: 14_000, baleCapacity: 13_000, length: 20, width: null, hatchLength: 15 };
    const extra = await f.call('pricing', 'PUT', '/createVessel', {
      id: vesselId,
      vesselExtraDetails: { holdCapacity: [hold] },
    });
    expect(extra, JSON.stringify(extra.body)).toMatchObject({
      status: 400,
      body: { code: 'BAD_USER_INPUT', error: 'width needs a number (0 for none)' },
    });
    expect(extra.body.field).toMatch(/width$/);
    expect(await read(vesselId)).toEqual(before);
  });

  it('clears a nullable number (LOA, built) to null on both APIs', async () => {
    const vesselId = f.vesselIds['Aegeus Orion']!;
    expect((await graphql(UPDATE, { id: vesselId, i: { vesselLOA: 190, vesselBuilt: 2012 } })).errors).toBeUndefined();
    expect(await read(vesselId)).toMatchObject({ vesselLOA: 190, vesselBuilt: 2012 });
    expect((await graphql(UPDATE, { id: vesselId, i: { vesselLOA: null } })).errors).toBeUndefined();
    const [entry] = await f.add('pricing', [f.line('Aegeus Orion')]);
    const r = await f.call('pricing', 'PUT', '/updateVesselWithFleetDetails', {
      id: entry!.id,
      vessel: { vesselBuilt: '' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await read(vesselId)).toMatchObject({ vesselLOA: null, vesselBuilt: null });
  });

  it('a new vessel without a DWT stores the column default 0 (nothing to overwrite)', async () => {
    const created = await graphql<{ createVessel: { id: number } }>(
      `
        mutation ($i: VesselInput!) {
          createVessel(input: $i) {
            id: databaseId
          }
        }
      `,
      { i: { vesselName: 'No Value Maru', vesselDwt: null } },
    );
    expect(created.errors).toBeUndefined();
    expect(await read(created.data!.createVessel.id)).toMatchObject({ vesselDwt: 0, vesselLOA: null });
  });
});
