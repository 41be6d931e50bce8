import type { SqlEntityManager } from '@mikro-orm/sql';
import { CargoExtraDetail } from '../../modules/orders/cargo-extra-detail.entity.js';
import { Order } from '../../modules/orders/order.entity.js';
import { PortOperation } from '../../modules/orders/port-operation.entity.js';
import type { Organization } from '../../modules/organizations/organization.entity.js';
import { matchPort } from '../../modules/ports/port-match.js';
import type { User } from '../../modules/users/user.entity.js';
import { Vessel } from '../../modules/vessels/vessel.entity.js';
import { createDemoFleet, snapshotVessels, type DemoFleetLine } from './demo-fleets.js';
import type { DemoOrder } from './demo-order-types.js';
import { DEMO_VESSELS, type DemoVessel } from './demo-vessels.js';

/** One calculator user's demo desk: the orders they created and their fleet of candidate vessels. */
export interface DemoDesk {
  user: User;
  orders: readonly DemoOrder[];
  fleet: readonly DemoFleetLine[];
}

function createOrder(em: SqlEntityManager, org: Organization, creator: User, demo: DemoOrder): Order {
  const { operations, ...fields } = demo;
  const order = em.create(Order, { ...fields, organization: org, createdBy: creator });
  operations.forEach(({ bunkerSupply, ...op }, index) => {
    const row = em.create(PortOperation, { ...op, index, order, organization: org });
    if (bunkerSupply) {
      em.create(CargoExtraDetail, {
        ...bunkerSupply,
        distNormal: op.distNormal,
        distEca: op.distEca,
        operation: row,
        order,
        organization: org,
      });
    }
  });
  return order;
}

/**
 * Ties a demo row to its port as a save does (server/modules/orders/operation-ports.ts): the port its name
 * and position pick, with the port's position and country; a place not in the table (a Mississippi berth,
 * a passing point at sea) is a custom point at its own position.
 */
async function tieToPort(em: SqlEntityManager, row: PortOperation): Promise<void> {
  const found = await matchPort(em, { text: row.port, country: row.country, lat: row.lat, lng: row.lng });
  if (found.kind === 'port') {
    Object.assign(row, {
      portRecord: found.port,
      lat: found.port.lat,
      lng: found.port.lng,
      country: found.port.country,
    });
  } else if (row.lat !== null && row.lng !== null && row.port !== 'TBN' && row.port !== '') {
    row.customPoint = true;
  }
}

/**
 * Inserts a vessel catalogue into `org` (the demo vessels `include` keeps, all by default, saved by
 * `savedBy`), then each desk's orders with their port operations and its fleet. It flushes twice (ids are
 * needed for `calculationFormat` and the fleet's vessel snapshots) and never commits: the caller runs it
 * inside its transaction.
 */
export async function seedDemoCatalogue(
  em: SqlEntityManager,
  org: Organization,
  savedBy: User,
  desks: readonly DemoDesk[],
  include: (vessel: DemoVessel) => boolean = () => true,
): Promise<void> {
  const vessels = new Map<string, Vessel>();
  for (const demo of DEMO_VESSELS.filter(include)) {
    vessels.set(demo.vesselName, em.create(Vessel, { ...demo, organization: org, savedBy }));
  }
  const orders = desks.flatMap((desk) => desk.orders.map((o) => createOrder(em, org, desk.user, o)));
  for (const order of orders) for (const row of order.operations.getItems()) await tieToPort(em, row);
  const fleet = desks.flatMap((desk) => createDemoFleet(em, org, desk.user, vessels, desk.fleet));

  await em.flush();
  for (const order of orders) {
    const rows = order.operations.getItems().sort((a, b) => a.index - b.index);
    order.calculationFormat = rows.map((r) => r.id).join(',');
  }
  snapshotVessels(fleet);
  await em.flush();
}
