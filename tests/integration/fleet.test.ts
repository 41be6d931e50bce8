import { describe, expect, it } from 'vitest';
import { rest } from '../helpers/api.js';
import { useFleetServer, type Row } from './fleet-support.js';
import { DEMO_FLEETS } from '../../server/db/seed/demo-fleets.js';

/** The demo organization's seeded fleet entries: the demo ADMIN's and the Pricing user's. */
const DEMO_ORG_FLEET = DEMO_FLEETS.admin.length + DEMO_FLEETS.pricing.length;

/** The legacy fleet row: spec 1 section 3 names, results excluded (they come from the calculator). */
const FLEET_ROW_KEYS = [
  'id',
  'vesselName',
  'vesselId',
  'vessel',
  'dateOpen',
  'dateOpening',
  'port',
  'lat',
  'lng',
  'dwt',
  'gbb',
  'hirePerDay',
  'hireGbb',
  'remark',
  'splitHire',
  'isReferenceVessel',
  'saveLabel',
  'selectedForSave',
  'extraExpense',
  'extra_Exp',
  'constants',
  'constan',
  'bunkerPriceOverridden',
  'bod',
  'bnkDelhs',
  'bnkDells',
  'bnkDelmgo',
  'bnkRedelhs',
  'bnkRedells',
  'bnkRedelmgo',
  'bnkRedelTolerance',
  'bnkPriceDeliveryhs',
  'bnkPriceDeliveryls',
  'bnkPriceDeliverymgo',
  'bnkPriceRedeliveryhs',
  'bnkPriceRedeliveryls',
  'bnkPriceRedeliverymgo',
  'bnkPriceSettlemenths',
  'bnkPriceSettlementls',
  'bnkPriceSettlementmgo',
  'createdUserName',
  'userId',
  'organizationId',
  'createdDate',
  'version',
].sort();

describe('fleets: REST contract (reads, adding, saving, reference vessel)', () => {
  const f = useFleetServer();
  const { org, vesselIds, call, add, line } = f;

  describe('GET /allFleet', () => {
    it("answers the actor's fleet as legacy rows, vessel and splitHire as JSON strings", async () => {
      const r = await call('admin', 'GET', '/allFleet');
      expect(r.status).toBe(200);
      expect(r.body).toHaveLength(6);
      const row = r.body.find((e: Row) => e.vesselName === 'Ionian Hyperion');
      expect(Object.keys(row).sort()).toEqual(FLEET_ROW_KEYS);
      expect(row).toMatchObject({
        port: 'Qingdao',
        hirePerDay: 24_500,
        isReferenceVessel: true,
        splitHire: '[]',
        createdUserName: 'Alex Andersen',
        dateOpen: '2027-01-05T00:00:00.000Z',
      });
      expect(JSON.parse(row.vessel)).toMatchObject({ vesselName: 'Ionian Hyperion', fuelType: 'TYPE1' });
      expect(row.vesselId).toBe(vesselIds['Ionian Hyperion']);
    });

    it('is per user, needs /calculator (Sales and the admin login: 403) and a token (401)', async () => {
      const priya = (await call('pricing', 'GET', '/allFleet')).body as Row[];
      expect(priya.map((e) => e.vesselName).sort()).toEqual(DEMO_FLEETS.pricing.map((l) => l.vesselName).sort());
      expect(new Set(priya.map((e) => e.createdUserName))).toEqual(new Set(['Priya Patel']));
      for (const who of ['sales', 'sa']) {
        const r = await call(who, 'GET', '/allFleet');
        expect(r.status).toBe(403);
        expect(r.body).toMatchObject({ code: 'FORBIDDEN', error: expect.any(String) });
      }
      expect((await rest(f.server.url, 'GET', '/allFleet')).status).toBe(401);
    });
  });

  describe('GET /paginatedFleet', () => {
    it("pages the organization's fleet (25 by default) with who created each entry", async () => {
      const r = await call('pricing', 'GET', '/paginatedFleet');
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ number: 0, size: 25, totalElements: DEMO_ORG_FLEET, totalPages: 1 });
      expect(new Set(r.body.content.map((e: Row) => e.createdUserName))).toEqual(
        new Set(['Alex Andersen', 'Priya Patel']),
      );
      const p = await call('admin', 'GET', '/paginatedFleet?offset=2&limit=2');
      expect(p.body).toMatchObject({ number: 2, size: 2, totalPages: Math.ceil(DEMO_ORG_FLEET / 2) });
      expect(p.body.content).toHaveLength(2);
    });

    it('lets only the admin login pick another organization', async () => {
      const own = await call('other', 'GET', `/paginatedFleet?orgId=${org.other}`);
      expect(own.body.totalElements).toBe(DEMO_FLEETS.other.length);
      const cross = await call('other', 'GET', `/paginatedFleet?orgId=${org.admin}`);
      expect(cross.status).toBe(403);
      const sa = await call('sa', 'GET', `/paginatedFleet?orgId=${org.other}`);
      expect(sa.status).toBe(200);
      expect(sa.body.totalElements).toBe(DEMO_FLEETS.other.length);
      expect((await call('sa', 'GET', '/paginatedFleet')).body.totalElements).toBe(DEMO_ORG_FLEET);
      expect((await call('sa', 'GET', '/paginatedFleet?orgId=999999')).status).toBe(404);
      expect((await call('sales', 'GET', '/paginatedFleet')).status).toBe(403);
      const bad = await call('admin', 'GET', '/paginatedFleet?orgId=x');
      expect(bad.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'orgId' });
    });
  });

  describe('POST /saveToFleet', () => {
    it('adds catalogue vessels: name, dwt and the vessel record come from the catalogue', async () => {
      const r = await call('pricing', 'POST', '/saveToFleet', [line('Kaiyo Hinoki', { dwt: 1 })]);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ message: 'Vessel(s) added successfully', count: 1 });
      const row = r.body.content[0];
      expect(row).toMatchObject({
        vesselName: 'Kaiyo Hinoki',
        dwt: 82_310,
        port: 'Santos',
        isReferenceVessel: false,
        createdUserName: 'Priya Patel',
      });
      expect(JSON.parse(row.vessel)).toMatchObject({ id: vesselIds['Kaiyo Hinoki'], vesselDwt: 82_310 });
    });

    it('accepts { fleetList } and lines that are not in the catalogue', async () => {
      const r = await call('pricing', 'POST', '/saveToFleet', {
        fleetList: [
          {
            vesselName: 'Unlisted Star',
            vessel: JSON.stringify({ vesselName: 'Unlisted Star', vesselDwt: 5_000 }),
            port: 'Ghent',
            dateOpen: '2027-04-01',
          },
        ],
      });
      expect(r.status).toBe(200);
      expect(r.body.content[0]).toMatchObject({
        vesselId: null,
        vesselName: 'Unlisted Star',
        dwt: 5_000,
        dateOpening: '2027-04-01T00:00:00.000Z',
      });
    });

    it.each([
      [{ port: 'Santos', dateOpening: '2027-03-01' }, '0.vesselName'],
      [{ vesselName: 'X', dateOpening: '2027-03-01' }, '0.port'],
      [{ vesselName: 'X', port: 'Santos' }, '0.dateOpening'],
    ])("refuses an incomplete line with 'Please fill required fields' (%j)", async (bad, field) => {
      const r = await call('pricing', 'POST', '/saveToFleet', [bad]);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: 'Please fill required fields', code: 'BAD_USER_INPUT', field });
    });

    it("refuses malformed values naming the field, and another organization's vessel as NOT_FOUND", async () => {
      const r = await call('pricing', 'POST', '/saveToFleet', [
        line('Kaiyo Hinoki'),
        line('Kaiyo Hinoki', { hirePerDay: 'lots' }),
      ]);
      expect(r.body).toMatchObject({ code: 'BAD_USER_INPUT', field: '1.hirePerDay' });
      const neg = await call('pricing', 'POST', '/saveToFleet', [line('Kaiyo Hinoki', { gbb: -1 })]);
      expect(neg.body).toMatchObject({ code: 'BAD_USER_INPUT', field: '0.gbb' });
      const cross = await call('other', 'POST', '/saveToFleet', [line('Kaiyo Hinoki')]);
      expect(cross.status).toBe(404);
      expect((await call('pricing', 'POST', '/saveToFleet', [])).status).toBe(400);
      expect((await call('sales', 'POST', '/saveToFleet', [line('Kaiyo Hinoki')])).status).toBe(403);
    });
  });

  describe('POST /fleet and POST /markFleet', () => {
    it("creates and updates one entry; another user's is FORBIDDEN, another organization's NOT_FOUND", async () => {
      const created = await call('pricing', 'POST', '/fleet', line('Straits Merbau'));
      expect(created.status).toBe(200);
      const entry = created.body;
      expect(entry).toMatchObject({ vesselName: 'Straits Merbau', hirePerDay: 14_000 });
      const updated = await call('pricing', 'POST', '/fleet', {
        ...entry,
        hirePerDay: '15250',
        remark: 'Revised offer',
        splitHire: JSON.stringify([
          { hireRate: 15_000, NoDays: 20 },
          { hireRate: 16_000, NoDays: 0 },
        ]),
        tcEq: 12_345,
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ id: entry.id, hirePerDay: 15_250, remark: 'Revised offer' });
      expect(JSON.parse(updated.body.splitHire)).toEqual([
        { hireRate: 15_000, NoDays: 20, applied: false, disable: false },
        { hireRate: 16_000, NoDays: 0, applied: false, disable: false },
      ]);
      const adminEntry = (await call('admin', 'GET', '/allFleet')).body[0];
      expect((await call('pricing', 'POST', '/fleet', { id: adminEntry.id, hirePerDay: 1 })).status).toBe(403);
      expect((await call('other', 'POST', '/fleet', { id: adminEntry.id, hirePerDay: 1 })).status).toBe(404);
    });

    it("makes exactly one reference vessel of the actor's fleet", async () => {
      const mine = await add('pricing', [line('Aegeus Orion'), line('Aegeus Harmony')]);
      const first = await call('pricing', 'POST', '/markFleet', { id: mine[0]!.id });
      expect(first.status).toBe(200);
      expect(first.body.message).toBe('Reference vessel updated');
      expect(first.body.content.filter((e: Row) => e.isReferenceVessel).map((e: Row) => e.id)).toEqual([mine[0]!.id]);
      const second = await call('pricing', 'POST', `/markFleet?id=${mine[1]!.id}`);
      expect(second.body.content.filter((e: Row) => e.isReferenceVessel).map((e: Row) => e.id)).toEqual([mine[1]!.id]);
      // Through POST /fleet too.
      await call('pricing', 'POST', '/fleet', { id: mine[0]!.id, isReferenceVessel: true });
      const fleet = (await call('pricing', 'GET', '/allFleet')).body as Row[];
      expect(fleet.filter((e) => e.isReferenceVessel).map((e) => e.id)).toEqual([mine[0]!.id]);
      // The admin's fleet is untouched: still exactly its own reference vessel.
      const adminFleet = (await call('admin', 'GET', '/allFleet')).body as Row[];
      expect(adminFleet.filter((e) => e.isReferenceVessel).map((e) => e.vesselName)).toEqual(['Ionian Hyperion']);
      expect((await call('pricing', 'POST', '/markFleet', { id: adminFleet[0]!.id })).status).toBe(403);
      expect((await call('other', 'POST', '/markFleet', { id: adminFleet[0]!.id })).status).toBe(404);
      expect((await call('pricing', 'POST', '/markFleet', {})).body).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'id',
      });
    });
  });
});
