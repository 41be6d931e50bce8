import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Em } from '../../server/db/orm.js';
import { seedDemoIfEmpty } from '../../server/db/seed/demo-seed.js';
import { FleetEntry } from '../../server/modules/fleet/fleet-entry.entity.js';
import { allowedRoutes } from '../../shared/auth/routes.js';
import { OrderAccess } from '../../server/modules/orders/order.enums.js';
import { unmatchedPorts } from '../../server/modules/orders/operation-ports.js';
import { Order } from '../../server/modules/orders/order.entity.js';
import { Organization } from '../../server/modules/organizations/organization.entity.js';
import { User } from '../../server/modules/users/user.entity.js';
import { Vessel } from '../../server/modules/vessels/vessel.entity.js';
import { loginToken } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

describe('demo data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
  });
  afterAll(async () => server?.close());

  it('seeds a realistic catalogue into the demo organization only', async () => {
    const em = server.orm.em.fork();
    const demo = await em.findOneOrFail(Organization, { organizationCode: 'DEMO' });
    const other = await em.findOneOrFail(Organization, { organizationCode: 'OTHER' });
    const vessels = await em.find(Vessel, { organization: demo });
    expect(vessels.length).toBeGreaterThanOrEqual(40);
    const dwts = vessels.map((v) => v.vesselDwt);
    expect(Math.min(...dwts)).toBeLessThan(20_000); // mini-bulkers
    expect(Math.max(...dwts)).toBeGreaterThan(170_000); // Capesize
    for (const v of vessels) {
      expect(v.vesselDraftS).toBeGreaterThan(5);
      expect(v.vesselTPC).toBeGreaterThan(10);
      expect(v.vesselGrainCap).toBeGreaterThan(v.vesselDwt * 0.6); // ore carriers hold ~0.7 m3 per dwt
      const ballast = [v.vesselBalSpd1, v.vesselBalSpd2, v.vesselBalSpd3, v.vesselBalSpd4];
      const laden = [v.vesselLdnSpd1, v.vesselLdnSpd2, v.vesselLdnSpd3, v.vesselLdnSpd4];
      expect(ballast.every((s) => s > 0) && laden.every((s) => s > 0)).toBe(true);
    }
    const orders = await em.find(Order, { organization: demo }, { populate: ['operations'] });
    expect(orders.length).toBeGreaterThanOrEqual(3);
    for (const o of orders) {
      const ids = o.operations.getItems().map((op) => String(op.id));
      expect(o.calculationFormat.split(',').sort()).toEqual(ids.sort());
    }
    expect(await em.count(FleetEntry, { organization: demo })).toBeGreaterThan(0);
    // The other organization has a catalogue, orders and a fleet of its own, none of them the demo's.
    const otherVessels = await em.find(Vessel, { organization: other });
    expect(otherVessels.length).toBeGreaterThanOrEqual(10);
    expect(otherVessels.some((v) => vessels.some((d) => d.id === v.id))).toBe(false);
  });

  it('gives every demo user who may open the calculator orders and a fleet of their own', async () => {
    const em = server.orm.em.fork();
    const users = await em.find(User, {}, { populate: ['roles', 'organization'] });
    const calculatorUsers = users.filter((u) =>
      allowedRoutes(u.roles.getItems().map((r) => r.name)).includes('/calculator'),
    );
    expect(calculatorUsers.map((u) => u.email).sort()).toEqual([
      'admin@demo.example',
      'admin@other.example',
      'pricing@demo.example',
    ]);
    for (const user of calculatorUsers) {
      const orders = await em.find(Order, { createdBy: user }, { populate: ['operations'] });
      expect(orders.length, user.email).toBeGreaterThanOrEqual(2);
      const fleet = await em.find(FleetEntry, { user }, { populate: ['vessel'] });
      expect(fleet.length, user.email).toBeGreaterThanOrEqual(5);
      expect(
        fleet.filter((e) => e.isReferenceVessel),
        user.email,
      ).toHaveLength(1);
      for (const entry of fleet) {
        // A catalogue vessel of the user's own organization, with its record as the snapshot.
        expect(entry.vessel?.organization.id, entry.vesselName).toBe(user.organization.id);
        expect(entry.organization.id).toBe(user.organization.id);
        expect(entry.vesselSnapshot?.vesselName).toBe(entry.vesselName);
        expect(entry.hirePerDay).toBeGreaterThan(10_000);
      }
      for (const order of orders) {
        expect(order.organization.id).toBe(user.organization.id);
        const ports = order.operations.getItems().map((o) => o.port);
        expect(ports.length, order.name).toBeGreaterThanOrEqual(3);
        // Open before the laycan ends: a vessel opening later could never make it.
        const openInTime = fleet.filter((e) => e.dateOpening.getTime() < order.laycanEndDate.getTime());
        expect(openInTime.length, order.name).toBeGreaterThan(fleet.length / 2);
      }
    }
    // A public order of their own is what another user of the organization sees as read-only.
    const pricing = calculatorUsers.find((u) => u.email === 'pricing@demo.example')!;
    expect(await em.count(Order, { createdBy: pricing, access: OrderAccess.PUBLIC })).toBeGreaterThan(0);
  });

  it('ties every demo row to a port of the table, or makes it a custom point: no demo order is flagged', async () => {
    const em = server.orm.em.fork() as Em;
    const orders = await em.find(Order, {}, { populate: ['operations'] });
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) expect(await unmatchedPorts(em, order.operations.getItems())).toEqual([]);
    const rows = orders.flatMap((o) => o.operations.getItems());
    const tubarao = rows.find((r) => r.port === 'Tubarao');
    expect(tubarao?.portRecord).not.toBeNull();
    expect(tubarao?.country).toBe('Brazil');
    // Convent is a berth on the Mississippi, not a port of the table: a custom point at its own position.
    expect(rows.find((r) => r.port === 'Convent')).toMatchObject({ customPoint: true, portRecord: null, lat: 30.02 });
  });

  it('never seeds over existing data', async () => {
    expect(await seedDemoIfEmpty(server.orm)).toBe(false);
    expect(await server.orm.em.fork().count(Organization, {})).toBe(2);
    await loginToken(server.url, 'admin@other.example');
  });
});
