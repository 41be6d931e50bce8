import { describe, expect, it } from 'vitest';
import { gql } from '../helpers/api.js';
import { useFleetServer, type Row } from './fleet-support.js';

describe('fleets: GraphQL', () => {
  const f = useFleetServer();
  const { t, id, org, vesselIds } = f;

  describe('GraphQL', () => {
    const FIELDS =
      'id: databaseId vesselName vesselId port hirePerDay isReferenceVessel createdUserName userId splitHire { hireRate NoDays }';

    it("reads your fleet, a colleague's and the organization page", async () => {
      const mine = await gql<{ myFleet: Row[] }>(f.server.url, `query { myFleet { ${FIELDS} } }`, {}, t.admin);
      expect(mine.errors).toBeUndefined();
      expect(mine.data!.myFleet.length).toBeGreaterThanOrEqual(6);
      const theirs = await gql<{ userFleet: Row[] }>(
        f.server.url,
        `query ($u: Int!) { userFleet(userId: $u) { ${FIELDS} } }`,
        { u: id.admin },
        t.pricing,
      );
      expect(theirs.data!.userFleet.length).toBe(mine.data!.myFleet.length);
      const page = await gql<{ organizationFleet: Row }>(
        f.server.url,
        `query { organizationFleet(limit: 3) { totalElements size number content { ${FIELDS} } } }`,
        {},
        t.pricing,
      );
      expect(page.data!.organizationFleet).toMatchObject({ size: 3, number: 0 });
      const cross = await gql(
        f.server.url,
        `query ($o: Int) { organizationFleet(organizationId: $o) { totalElements } }`,
        { o: org.admin },
        t.other,
      );
      expect(cross.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const crossUser = await gql(
        f.server.url,
        `query ($u: Int!) { userFleet(userId: $u) { id: databaseId } }`,
        { u: id.admin },
        t.other,
      );
      expect(crossUser.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('adds, saves, marks, copies, updates prices and deletes with typed inputs', async () => {
      const added = await gql<{ addToFleet: Row[] }>(
        f.server.url,
        `mutation ($l: [FleetEntryInput!]!) { addToFleet(lines: $l) { ${FIELDS} } }`,
        {
          l: [
            {
              vesselId: vesselIds['Meridian Titan'],
              port: 'Tubarao',
              dateOpening: '2027-05-01T00:00:00.000Z',
              hirePerDay: 21_000,
            },
          ],
        },
        t.pricing,
      );
      expect(added.errors).toBeUndefined();
      const entry = added.data!.addToFleet[0]!;
      expect(entry).toMatchObject({
        vesselName: 'Meridian Titan',
        createdUserName: 'Priya Patel',
        vesselId: vesselIds['Meridian Titan'],
      });
      const incomplete = await gql(
        f.server.url,
        `mutation ($l: [FleetEntryInput!]!) { addToFleet(lines: $l) { id: databaseId } }`,
        { l: [{ vesselName: 'X' }] },
        t.pricing,
      );
      expect(incomplete.errors?.[0]).toMatchObject({
        message: 'Please fill required fields',
        extensions: { code: 'BAD_USER_INPUT', field: '0.port' },
      });

      const saved = await gql<{ saveFleetEntry: Row }>(
        f.server.url,
        `mutation ($i: FleetEntryInput!) { saveFleetEntry(input: $i) { ${FIELDS} } }`,
        { i: { id: entry.id, hirePerDay: 22_000, splitHire: [{ hireRate: 20_000, NoDays: 10 }] } },
        t.pricing,
      );
      expect(saved.data!.saveFleetEntry).toMatchObject({
        hirePerDay: 22_000,
        splitHire: [{ hireRate: 20_000, NoDays: 10 }],
      });

      const marked = await gql<{ markReferenceVessel: Row[] }>(
        f.server.url,
        `mutation ($id: Int!) { markReferenceVessel(id: $id) { id: databaseId isReferenceVessel } }`,
        { id: entry.id },
        t.pricing,
      );
      expect(marked.data!.markReferenceVessel.filter((e) => e.isReferenceVessel).map((e) => e.id)).toEqual([entry.id]);

      const empty = await gql<{ copyUserFleet: Row }>(
        f.server.url,
        `mutation ($u: Int!, $f: [Int!]!) { copyUserFleet(userId: $u, fleetIds: $f) { count entries { id: databaseId } } }`,
        { u: id.pricing, f: [] },
        t.admin,
      );
      expect(empty.data!.copyUserFleet).toEqual({ count: 0, entries: [] });
      const copied = await gql<{ copyUserFleet: Row }>(
        f.server.url,
        `mutation ($u: Int!, $f: [Int!]!) { copyUserFleet(userId: $u, fleetIds: $f) { count entries { userId vesselName } } }`,
        { u: id.pricing, f: [entry.id] },
        t.admin,
      );
      expect(copied.data!.copyUserFleet).toEqual({
        count: 1,
        entries: [{ userId: id.admin, vesselName: 'Meridian Titan' }],
      });

      const withVessel = await gql<{ updateFleetWithVessel: Row }>(
        f.server.url,
        `mutation ($id: Int!, $f: FleetEntryInput!, $v: VesselInput) { updateFleetWithVessel(id: $id, fleet: $f, vessel: $v) { ${FIELDS} } }`,
        { id: entry.id, f: { port: 'Ponta da Madeira' }, v: { vesselGears: 'Gearless' } },
        t.admin,
      );
      expect(withVessel.data!.updateFleetWithVessel).toMatchObject({ port: 'Ponta da Madeira' });

      const prices = await gql<{ updateFleetFuelPrices: Row[] }>(
        f.server.url,
        `mutation { updateFleetFuelPrices(fuelType: TYPE0, prices: { mgo: 800 }) { id: databaseId bnkPriceDeliverymgo bnkPriceSettlementmgo } }`,
        {},
        t.pricing,
      );
      expect(prices.errors).toBeUndefined();
      for (const e of prices.data!.updateFleetFuelPrices)
        expect(e).toMatchObject({ bnkPriceDeliverymgo: 800, bnkPriceSettlementmgo: 800 });

      const del = await gql<{ deleteFleetEntry: number }>(
        f.server.url,
        `mutation ($id: Int!) { deleteFleetEntry(id: $id) }`,
        { id: entry.id },
        t.pricing,
      );
      expect(del.data!.deleteFleetEntry).toBe(entry.id);
      const again = await gql(
        f.server.url,
        `mutation ($id: Int!) { deleteFleetEntry(id: $id) }`,
        { id: entry.id },
        t.pricing,
      );
      expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });
});
