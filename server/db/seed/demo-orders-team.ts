import { OperationType, OrderAccess } from '../../modules/orders/order.enums.js';
import type { DemoOrder } from './demo-order-types.js';
import { BALLAST, COMMISSIONS, COMMON, LADEN, row, SHEX, type Place } from './demo-orders.js';

/**
 * The demo orders of the other calculator users (demo-orders.ts holds the demo ADMIN's): the Pricing user's
 * Panamax and Supramax coal business, and the other organization's Capesize desk. Distances are published
 * sea-distance approximations (nm) of the laden leg; the ballast leg is routed per vessel. Laycans fall
 * after the open dates of each user's fleet (demo-fleets.ts), so most vessels make them.
 */

const RICHARDS_BAY: Place = ['Richards Bay', -28.8, 32.07, 'South Africa'];
const KRISHNAPATNAM: Place = ['Krishnapatnam', 14.25, 80.13, 'India'];
const TABONEO: Place = ['Taboneo', -3.72, 114.43, 'Indonesia'];
const MUNDRA: Place = ['Mundra', 22.74, 69.7, 'India'];
const PORT_HEDLAND: Place = ['Port Hedland', -20.3167, 118.5833, 'Australia'];
const RIZHAO: Place = ['Rizhao', 35.38, 119.56, 'China'];

const SA_COAL = { cargo: 'Steam coal (RB2)', account: 'Coromandel Power Ltd', stowFactor: 1.25 };
const INDO_COAL = { cargo: 'Steam coal (GAR 4200)', account: 'Kutch Energy Trading', stowFactor: 1.3 };
const PILBARA_ORE = { cargo: 'Iron ore lump', account: 'Yellow Sea Steel Co.', stowFactor: 0.4 };
const CAPE_COAL = { cargo: 'Steam coal', account: 'Gujarat Coastal Power', stowFactor: 1.25 };

/** A two-port voyage: Commence, one loading port and one discharging port. */
function voyage(
  load: Place,
  discharge: Place,
  cargo: typeof SA_COAL,
  t: { qty: number; loadRate: number; dischRate: number; freight: number; dist: number; exp: [number, number] },
  terms: Partial<typeof SHEX> = {},
) {
  return [
    row(null, { operation: OperationType.COMMENCE }),
    row(load, {
      operation: OperationType.LOADING,
      ...cargo,
      ...terms,
      ...COMMISSIONS,
      ...BALLAST,
      cargoQty: t.qty,
      tolerance: 10,
      rate: t.loadRate,
      turnTime: 0.5,
      freight: t.freight,
      portExp: t.exp[0],
      speedNormal: 13,
    }),
    row(discharge, {
      operation: OperationType.DISCHARGING,
      ...cargo,
      ...terms,
      ...LADEN,
      cargoQty: t.qty,
      rate: t.dischRate,
      turnTime: 0.5,
      portExp: t.exp[1],
      distNormal: t.dist,
      speedNormal: 12.5,
    }),
  ];
}

/** pricing@demo.example's own orders. */
export const PRICING_ORDERS: DemoOrder[] = [
  {
    ...COMMON,
    name: 'Richards Bay / Krishnapatnam 77,000 mt coal',
    access: OrderAccess.PUBLIC,
    laycanStartDate: new Date('2027-02-15T00:00:00Z'),
    laycanEndDate: new Date('2027-02-24T23:59:00Z'),
    message: '77,000 mt 10% MOLOO RB2 steam coal, SHEX both ends; Kamsarmax or Panamax.',
    cve: 1250,
    hireSurvey: 2000,
    miscExp: 3500,
    freightIdea: 16.25,
    operations: voyage(
      RICHARDS_BAY,
      KRISHNAPATNAM,
      SA_COAL,
      { qty: 77_000, loadRate: 40_000, dischRate: 25_000, freight: 16.25, dist: 4250, exp: [95_000, 70_000] },
      SHEX,
    ),
  },
  {
    ...COMMON,
    name: 'Taboneo / Mundra 60,000 mt coal',
    access: OrderAccess.PRIVATE,
    laycanStartDate: new Date('2027-02-05T00:00:00Z'),
    laycanEndDate: new Date('2027-02-14T23:59:00Z'),
    message: '60,000 mt 10% MOLOO Indonesian coal, loading by floating cranes at Taboneo anchorage.',
    cve: 1000,
    hireSurvey: 1500,
    miscExp: 3000,
    freightIdea: 13.5,
    operations: voyage(TABONEO, MUNDRA, INDO_COAL, {
      qty: 60_000,
      loadRate: 12_000,
      dischRate: 30_000,
      freight: 13.5,
      dist: 3900,
      exp: [55_000, 60_000],
    }),
  },
];

/** admin@other.example's own orders (Other Ocean Carriers). */
export const OTHER_ORDERS: DemoOrder[] = [
  {
    ...COMMON,
    name: 'Port Hedland / Rizhao 170,000 mt iron ore',
    access: OrderAccess.PUBLIC,
    laycanStartDate: new Date('2027-02-01T00:00:00Z'),
    laycanEndDate: new Date('2027-02-10T23:59:00Z'),
    message: '170,000 mt 10% MOLOO Pilbara lump, SHINC both ends.',
    cve: 1500,
    hireSurvey: 2500,
    miscExp: 4500,
    freightIdea: 8.75,
    operations: voyage(PORT_HEDLAND, RIZHAO, PILBARA_ORE, {
      qty: 170_000,
      loadRate: 90_000,
      dischRate: 35_000,
      freight: 8.75,
      dist: 3500,
      exp: [150_000, 115_000],
    }),
  },
  {
    ...COMMON,
    name: 'Richards Bay / Mundra 160,000 mt coal',
    access: OrderAccess.PRIVATE,
    laycanStartDate: new Date('2027-02-20T00:00:00Z'),
    laycanEndDate: new Date('2027-03-01T23:59:00Z'),
    message: '160,000 mt 10% MOLOO steam coal, SHINC both ends; Capesize or Newcastlemax.',
    cve: 1500,
    hireSurvey: 2500,
    miscExp: 4500,
    freightIdea: 11.5,
    operations: voyage(RICHARDS_BAY, MUNDRA, CAPE_COAL, {
      qty: 160_000,
      loadRate: 60_000,
      dischRate: 40_000,
      freight: 11.5,
      dist: 4200,
      exp: [140_000, 105_000],
    }),
  },
];
