import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../server/db/seed/demo-seed.js';
import { FleetEntry } from '../../server/modules/fleet/fleet-entry.entity.js';
import { Order } from '../../server/modules/orders/order.entity.js';
import { Organization } from '../../server/modules/organizations/organization.entity.js';
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
    expect(await em.count(Vessel, { organization: other })).toBe(0);
    expect(await em.count(Order, { organization: other })).toBe(0);
  });

  it('never seeds over existing data', async () => {
    expect(await seedDemoIfEmpty(server.orm)).toBe(false);
    expect(await server.orm.em.fork().count(Organization, {})).toBe(2);
    await loginToken(server.url, 'admin@other.example');
  });
});
