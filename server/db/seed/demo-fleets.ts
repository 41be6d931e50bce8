import { wrap } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { FleetEntry } from '../../modules/fleet/fleet-entry.entity.js';
import type { Organization } from '../../modules/organizations/organization.entity.js';
import type { User } from '../../modules/users/user.entity.js';
import { FuelType } from '../../modules/vessels/vessel.enums.js';
import type { Vessel } from '../../modules/vessels/vessel.entity.js';

export interface DemoFleetLine {
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

type Open = Pick<DemoFleetLine, 'port' | 'lat' | 'lng'>;
const QINGDAO: Open = { port: 'Qingdao', lat: 36.067, lng: 120.317 };
const SINGAPORE: Open = { port: 'Singapore', lat: 1.264, lng: 103.84 };
const ROTTERDAM: Open = { port: 'Rotterdam', lat: 51.95, lng: 4.14 };
const GIBRALTAR: Open = { port: 'Gibraltar', lat: 36.13, lng: -5.35 };
const MUNDRA: Open = { port: 'Mundra', lat: 22.74, lng: 69.7 };
const KRISHNAPATNAM: Open = { port: 'Krishnapatnam', lat: 14.25, lng: 80.13 };
const RICHARDS_BAY: Open = { port: 'Richards Bay', lat: -28.8, lng: 32.07 };
const RIZHAO: Open = { port: 'Rizhao', lat: 35.38, lng: 119.56 };

/**
 * Each calculator user's fleet: catalogue vessels open in early 2027 (hire USD/day, GBB USD lump sum), placed
 * so that most of them make the laycans of that user's orders (demo-orders.ts, demo-orders-team.ts).
 */
export const DEMO_FLEETS = {
  /** admin@demo.example: Capesizes to Ultramaxes for the Atlantic and Pacific orders. */
  admin: [
    {
      vesselName: 'Ionian Hyperion',
      ...QINGDAO,
      dateOpening: '2027-01-05T00:00:00Z',
      hirePerDay: 24_500,
      bod: [650, 90],
      remark: 'Open CJK after discharge, scrubber fitted',
      reference: true,
    },
    {
      vesselName: 'Straits Merbau',
      ...SINGAPORE,
      dateOpening: '2027-01-12T00:00:00Z',
      hirePerDay: 23_000,
      bod: [700, 90],
      remark: 'Passing Singapore after drydock',
    },
    {
      vesselName: 'Aegeus Leviathan',
      ...ROTTERDAM,
      dateOpening: '2027-01-24T00:00:00Z',
      hirePerDay: 27_000,
      bod: [750, 100],
      remark: 'Fronthaul position, Continent',
    },
    {
      vesselName: 'Hanseatic Weser',
      ...SINGAPORE,
      dateOpening: '2027-01-14T00:00:00Z',
      hirePerDay: 14_750,
      bod: [500, 80],
      remark: 'Non-scrubber, prompt',
    },
    {
      vesselName: 'Aegeus Orion',
      ...GIBRALTAR,
      dateOpening: '2027-02-14T00:00:00Z',
      hirePerDay: 15_500,
      gbb: 550_000,
      hireGbb: 13_250,
      bod: [520, 80],
      remark: 'Passing Gibraltar, owners also offer + GBB',
    },
    {
      vesselName: 'Aegeus Harmony',
      ...QINGDAO,
      dateOpening: '2027-01-20T00:00:00Z',
      hirePerDay: 13_500,
      bod: [450, 70],
      remark: 'Ultramax alternative, limited intake',
    },
  ],
  /** pricing@demo.example: Kamsarmaxes, a Panamax and Ultramaxes in the Indian Ocean and South East Asia. */
  pricing: [
    {
      vesselName: 'Kaiyo Hinoki',
      ...SINGAPORE,
      dateOpening: '2027-02-01T00:00:00Z',
      hirePerDay: 17_250,
      bod: [560, 80],
      remark: 'Eco Kamsarmax, delivery passing Singapore',
      reference: true,
    },
    {
      vesselName: 'Straits Casuarina',
      ...MUNDRA,
      dateOpening: '2027-01-30T00:00:00Z',
      hirePerDay: 16_750,
      bod: [540, 80],
      remark: 'Open WCI after discharge',
    },
    {
      vesselName: 'Jade Sea Lantern',
      ...KRISHNAPATNAM,
      dateOpening: '2027-01-27T00:00:00Z',
      hirePerDay: 15_000,
      bod: [500, 75],
      remark: 'Older Panamax, prompt ECI',
    },
    {
      vesselName: 'Straits Tembusu',
      ...SINGAPORE,
      dateOpening: '2027-01-26T00:00:00Z',
      hirePerDay: 16_000,
      bod: [480, 70],
      remark: 'Scrubber-fitted Ultramax',
    },
    {
      vesselName: 'Copenhagen Kattegat',
      ...RICHARDS_BAY,
      dateOpening: '2027-02-10T00:00:00Z',
      hirePerDay: 15_500,
      bod: [470, 70],
      remark: 'Spot Richards Bay, ballasting from the Continent',
    },
  ],
  /** admin@other.example: the other organization's Capesize desk. */
  other: [
    {
      vesselName: 'Meridian Titan',
      ...QINGDAO,
      dateOpening: '2027-01-18T00:00:00Z',
      hirePerDay: 21_000,
      bod: [620, 90],
      remark: 'Older Capesize, open North China',
      reference: true,
    },
    {
      vesselName: 'Pearl Delta Majesty',
      ...SINGAPORE,
      dateOpening: '2027-01-25T00:00:00Z',
      hirePerDay: 23_500,
      bod: [680, 90],
      remark: 'Ballasting south from Singapore',
    },
    {
      vesselName: 'Copenhagen Oresund',
      ...RIZHAO,
      dateOpening: '2027-01-20T00:00:00Z',
      hirePerDay: 26_000,
      bod: [720, 100],
      remark: 'Newcastlemax, open Shandong',
    },
    {
      vesselName: 'Aegeus Colossus',
      ...MUNDRA,
      dateOpening: '2027-02-02T00:00:00Z',
      hirePerDay: 22_000,
      bod: [650, 90],
      remark: 'Open WCI, best for Richards Bay',
    },
    {
      vesselName: 'Kaiyo Kaede',
      ...SINGAPORE,
      dateOpening: '2027-01-28T00:00:00Z',
      hirePerDay: 17_500,
      bod: [540, 80],
      remark: 'Post-Panamax for part cargoes',
    },
  ],
} satisfies Record<string, DemoFleetLine[]>;

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

/** Creates `user`'s fleet entries from the organization's catalogue vessels (flushed by the caller). */
export function createDemoFleet(
  em: SqlEntityManager,
  org: Organization,
  user: User,
  vessels: ReadonlyMap<string, Vessel>,
  lines: readonly DemoFleetLine[],
): FleetEntry[] {
  return lines.map((line) => {
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
      user,
      organization: org,
    });
  });
}

/** Stores each entry's vessel record as its snapshot (after the flush that gave the vessels their ids). */
export function snapshotVessels(entries: readonly FleetEntry[]): void {
  for (const entry of entries) {
    if (entry.vessel) entry.vesselSnapshot = wrap(entry.vessel).toObject() as Record<string, unknown>;
  }
}
