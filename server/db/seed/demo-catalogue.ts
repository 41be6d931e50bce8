import { wrap } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { FleetEntry } from '../../modules/fleet/fleet-entry.entity.js';
import { CargoExtraDetail } from '../../modules/orders/cargo-extra-detail.entity.js';
import { Order } from '../../modules/orders/order.entity.js';
import { PortOperation } from '../../modules/orders/port-operation.entity.js';
import type { Organization } from '../../modules/organizations/organization.entity.js';
import type { User } from '../../modules/users/user.entity.js';
import { FuelType } from '../../modules/vessels/vessel.enums.js';
import { Vessel } from '../../modules/vessels/vessel.entity.js';
import { DEMO_ORDERS } from './demo-orders.js';
import { DEMO_VESSELS } from './demo-vessels.js';

interface DemoFleetLine {
  vesselName: string;
  port: string;
  lat: number;
  lng: number;
  dateOpening: string;
  hirePerDay: number;
  gbb?: number;
  hireGbb?: number;
  /** Bunkers on delivery, tonnes: HS grade and MGO. */
  bod: [number, number];
  remark: string;
  reference?: boolean;
}

/** A small fleet of catalogue vessels open in early 2027 (hire USD/day, GBB USD lump sum). */
const DEMO_FLEET: DemoFleetLine[] = [
  {
    vesselName: 'Ionian Hyperion',
    port: 'Qingdao',
    lat: 36.067,
    lng: 120.317,
    dateOpening: '2027-01-05T00:00:00Z',
    hirePerDay: 24_500,
    bod: [650, 90],
    remark: 'Open CJK after discharge, scrubber fitted',
    reference: true,
  },
  {
    vesselName: 'Straits Merbau',
    port: 'Singapore',
    lat: 1.264,
    lng: 103.84,
    dateOpening: '2027-01-12T00:00:00Z',
    hirePerDay: 23_000,
    bod: [700, 90],
    remark: 'Passing Singapore after drydock',
  },
  {
    vesselName: 'Aegeus Leviathan',
    port: 'Rotterdam',
    lat: 51.95,
    lng: 4.14,
    dateOpening: '2027-01-24T00:00:00Z',
    hirePerDay: 27_000,
    bod: [750, 100],
    remark: 'Fronthaul position, Continent',
  },
  {
    vesselName: 'Hanseatic Weser',
    port: 'Singapore',
    lat: 1.264,
    lng: 103.84,
    dateOpening: '2027-01-14T00:00:00Z',
    hirePerDay: 14_750,
    bod: [500, 80],
    remark: 'Non-scrubber, prompt',
  },
  {
    vesselName: 'Aegeus Orion',
    port: 'Gibraltar',
    lat: 36.13,
    lng: -5.35,
    dateOpening: '2027-02-14T00:00:00Z',
    hirePerDay: 15_500,
    gbb: 550_000,
    hireGbb: 13_250,
    bod: [520, 80],
    remark: 'Passing Gibraltar, owners also offer + GBB',
  },
  {
    vesselName: 'Aegeus Harmony',
    port: 'Qingdao',
    lat: 36.067,
    lng: 120.317,
    dateOpening: '2027-01-20T00:00:00Z',
    hirePerDay: 13_500,
    bod: [450, 70],
    remark: 'Ultramax alternative, limited intake',
  },
];

/** Bunker prices on delivery, redelivery and settlement: the order table's HS price for the vessel's fuel type. */
function bunkerPrices(fuelType: FuelType) {
  const hs = fuelType === FuelType.TYPE1 ? 470 : 560;
  const prices = { hs, ls: 690, mgo: 760 };
  return {
    bnkPriceDeliveryhs: prices.hs,
    bnkPriceDeliveryls: prices.ls,
    bnkPriceDeliverymgo: prices.mgo,
    bnkPriceRedeliveryhs: prices.hs,
    bnkPriceRedeliveryls: prices.ls,
    bnkPriceRedeliverymgo: prices.mgo,
    bnkPriceSettlemenths: prices.hs,
    bnkPriceSettlementls: prices.ls,
    bnkPriceSettlementmgo: prices.mgo,
  };
}

/**
 * Inserts the demo vessel catalogue, the demo orders with their port operations and a small fleet for
 * `owner`, all in `org`. It flushes twice (ids are needed for `calculationFormat` and the fleet's vessel
 * snapshots) and never commits: the caller runs it inside its transaction.
 */
export async function seedDemoCatalogue(em: SqlEntityManager, org: Organization, owner: User): Promise<void> {
  const vessels = new Map<string, Vessel>();
  for (const demo of DEMO_VESSELS) {
    vessels.set(demo.vesselName, em.create(Vessel, { ...demo, organization: org, savedBy: owner }));
  }

  const orders: Order[] = [];
  for (const { operations, ...fields } of DEMO_ORDERS) {
    const order = em.create(Order, { ...fields, organization: org, createdBy: owner });
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
    orders.push(order);
  }

  const fleet = DEMO_FLEET.map((line) => {
    const vessel = vessels.get(line.vesselName);
    if (!vessel) throw new Error(`demo fleet vessel ${line.vesselName} is not in the catalogue`);
    return em.create(FleetEntry, {
      vesselName: vessel.vesselName,
      vessel,
      dateOpening: new Date(line.dateOpening),
      port: line.port,
      lat: line.lat,
      lng: line.lng,
      dwt: vessel.vesselDwt,
      hirePerDay: line.hirePerDay,
      gbb: line.gbb ?? 0,
      hireGbb: line.hireGbb ?? 0,
      remark: line.remark,
      isReferenceVessel: line.reference ?? false,
      bnkDelhs: line.bod[0],
      bnkDelmgo: line.bod[1],
      ...bunkerPrices(vessel.fuelType),
      user: owner,
      organization: org,
    });
  });

  await em.flush();
  for (const order of orders) {
    const rows = order.operations.getItems().sort((a, b) => a.index - b.index);
    order.calculationFormat = rows.map((r) => r.id).join(',');
  }
  for (const entry of fleet) {
    if (entry.vessel) entry.vesselSnapshot = wrap(entry.vessel).toObject() as Record<string, unknown>;
  }
  await em.flush();
}
