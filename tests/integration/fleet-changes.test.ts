import { describe, expect, it } from 'vitest';
import { useFleetServer, type Row } from './fleet-support.js';

describe('fleets: REST contract (copy, discard, vessel edit, fuel prices)', () => {
  const f = useFleetServer();
  const { id, vesselIds, call, add, line } = f;

  describe('GET /userFleets and POST /userFleetDataCopy', () => {
    it("lists a colleague's fleet, never another organization's", async () => {
      const r = await call('pricing', 'GET', `/userFleets?id=${id.admin}`);
      expect(r.status).toBe(200);
      expect(r.body).toHaveLength(6);
      expect((await call('pricing', 'GET', `/userFleets?id=${id.other}`)).status).toBe(404);
      expect((await call('other', 'GET', `/userFleets?id=${id.admin}`)).status).toBe(404);
      expect((await call('pricing', 'GET', '/userFleets')).body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
    });

    it('copies the ticked rows; an empty selection does nothing', async () => {
      const before = ((await call('pricing', 'GET', '/allFleet')).body as Row[]).length;
      const none = await call('pricing', 'POST', '/userFleetDataCopy', { id: id.admin, selectedFleet: [] });
      expect(none.status).toBe(200);
      expect(none.body).toMatchObject({ count: 0, content: [] });
      const source = (await call('pricing', 'GET', `/userFleets?id=${id.admin}`)).body as Row[];
      const picked = source.filter((e) => ['Ionian Hyperion', 'Aegeus Orion'].includes(e.vesselName));
      const r = await call('pricing', 'POST', '/userFleetDataCopy', {
        id: id.admin,
        selectedFleet: picked.map((e) => ({ id: e.id })),
      });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ message: 'Fleets copied successfully', count: 2 });
      for (const copy of r.body.content as Row[]) {
        expect(copy.userId).toBe(id.pricing);
        expect(copy.isReferenceVessel).toBe(false);
        const original = picked.find((e) => e.vesselName === copy.vesselName)!;
        expect(copy).toMatchObject({
          port: original.port,
          hirePerDay: original.hirePerDay,
          gbb: original.gbb,
          vessel: original.vessel,
        });
      }
      expect(((await call('pricing', 'GET', '/allFleet')).body as Row[]).length).toBe(before + 2);
    });

    it("refuses copying from yourself, from another organization, or rows that are not the user's", async () => {
      const own = ((await call('pricing', 'GET', '/allFleet')).body as Row[])[0]!;
      const self = await call('pricing', 'POST', '/userFleetDataCopy', {
        id: id.pricing,
        selectedFleet: [{ id: own.id }],
      });
      expect(self.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
      const cross = await call('other', 'POST', '/userFleetDataCopy', {
        id: id.admin,
        selectedFleet: [{ id: own.id }],
      });
      expect(cross.status).toBe(404);
      const notTheirs = await call('admin', 'POST', '/userFleetDataCopy', {
        id: id.sales,
        selectedFleet: [{ id: own.id }],
      });
      expect(notTheirs.status).toBe(404);
      const shape = await call('pricing', 'POST', '/userFleetDataCopy', { id: id.admin, selectedFleet: 'all' });
      expect(shape.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'selectedFleet' });
    });
  });

  describe('DELETE /deleteFleet', () => {
    it('discards your own entries; an ADMIN may discard any of the organization', async () => {
      const [a, b] = await add('pricing', [line('Kaiyo Hinoki'), line('Kaiyo Hinoki')]);
      const r = await call('pricing', 'DELETE', `/deleteFleet?id=${a!.id}`);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ message: 'Vessel deleted successfully', id: a!.id });
      expect((await call('pricing', 'DELETE', `/deleteFleet?id=${a!.id}`)).status).toBe(404);
      const adminEntry = ((await call('admin', 'GET', '/allFleet')).body as Row[])[0]!;
      expect((await call('pricing', 'DELETE', `/deleteFleet?id=${adminEntry.id}`)).status).toBe(403);
      expect((await call('other', 'DELETE', `/deleteFleet?id=${b!.id}`)).status).toBe(404);
      expect((await call('sales', 'DELETE', `/deleteFleet?id=${b!.id}`)).status).toBe(403);
      const byAdmin = await call('admin', 'DELETE', '/deleteFleet', { fleetId: b!.id });
      expect(byAdmin.status).toBe(200);
      expect((await call('admin', 'DELETE', '/deleteFleet')).body).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'id',
      });
    });
  });

  describe('PUT /updateVesselWithFleetDetails', () => {
    it('updates the entry and its catalogue vessel in one go; every entry of that vessel follows', async () => {
      const [mine] = await add('pricing', [line('Hanseatic Weser')]);
      const r = await call('admin', 'PUT', '/updateVesselWithFleetDetails', {
        id: mine!.id,
        port: 'Busan',
        hirePerDay: 16_000,
        vessel: JSON.stringify({ ...JSON.parse(mine!.vessel), vesselName: 'Hanseatic Weser II', vesselDwt: 81_700 }),
      });
      expect(r.status).toBe(200);
      expect(r.body.message).toBe('Vessel Updated Successfully');
      expect(r.body.fleet).toMatchObject({
        id: mine!.id,
        port: 'Busan',
        hirePerDay: 16_000,
        vesselName: 'Hanseatic Weser II',
        dwt: 81_700,
      });
      expect(r.body.vessel).toMatchObject({ id: vesselIds['Hanseatic Weser'], vesselName: 'Hanseatic Weser II' });
      const adminsCopy = ((await call('admin', 'GET', '/allFleet')).body as Row[]).find(
        (e) => e.vesselId === vesselIds['Hanseatic Weser'],
      )!;
      expect(adminsCopy.vesselName).toBe('Hanseatic Weser II');
      expect(JSON.parse(adminsCopy.vessel)).toMatchObject({ vesselName: 'Hanseatic Weser II', vesselDwt: 81_700 });
    });

    it('checks the vessel with the same rules and the same access as the fleet', async () => {
      const [mine] = await add('pricing', [line('Kaiyo Hinoki')]);
      const bad = await call('pricing', 'PUT', '/updateVesselWithFleetDetails', {
        id: mine!.id,
        vessel: { vesselDwt: '012' },
      });
      expect(bad.body).toEqual({ error: 'vesselDwt cannot start with 0', code: 'BAD_USER_INPUT', field: 'vesselDwt' });
      const blank = await call('pricing', 'PUT', '/updateVesselWithFleetDetails', {
        id: mine!.id,
        vessel: { vesselName: '' },
      });
      expect(blank.body).toMatchObject({ error: 'Vessel Name is required', field: 'vesselName' });
      expect((await call('other', 'PUT', '/updateVesselWithFleetDetails', { id: mine!.id, port: 'X' })).status).toBe(
        404,
      );
      expect((await call('sales', 'PUT', '/updateVesselWithFleetDetails', { id: mine!.id, port: 'X' })).status).toBe(
        403,
      );
    });
  });

  describe('PUT /updateFuelPrice', () => {
    it('sets the prices of entries of that fuel type, skipping hand-overridden ones', async () => {
      const [manual] = await add('admin', [
        line('Straits Tembusu', { bunkerPriceOverridden: true, bnkPriceDeliveryhs: 999 }),
      ]);
      const r = await call('admin', 'PUT', '/updateFuelPrice?fuelType=TYPE1', { hs: 480, bnkPriceSettlemenths: 470 });
      expect(r.status).toBe(200);
      expect(r.body.message).toBe('Fuel prices updated');
      expect(r.body.count).toBe(5);
      for (const e of r.body.content as Row[]) {
        expect(e).toMatchObject({
          bnkPriceDeliveryhs: 480,
          bnkPriceRedeliveryhs: 480,
          bnkPriceSettlemenths: 470,
          bnkPriceDeliveryls: 690,
        });
        expect(JSON.parse(e.vessel).fuelType).toBe('TYPE1');
      }
      const fleet = (await call('admin', 'GET', '/allFleet')).body as Row[];
      expect(fleet.find((e) => e.id === manual!.id)?.bnkPriceDeliveryhs).toBe(999);
      expect(fleet.find((e) => JSON.parse(e.vessel).fuelType === 'TYPE0')?.bnkPriceDeliveryhs).toBe(560);
    });

    it.each([
      ['', { hs: 1 }, 'fuelType'],
      ['?fuelType=TYPE9', { hs: 1 }, 'fuelType'],
      ['?fuelType=TYPE0', {}, 'hs'],
      ['?fuelType=TYPE0', { ls: -3 }, 'ls'],
    ])('refuses %s %j naming %s', async (query, body, field) => {
      const r = await call('admin', 'PUT', `/updateFuelPrice${query}`, body);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'BAD_USER_INPUT', field });
    });
  });
});
