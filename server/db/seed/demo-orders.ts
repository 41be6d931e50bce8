import {
  BunkerPaidBy,
  BunkerReserve,
  DeliveryTerms,
  FreightMode,
  FuelCalculationMethod,
  LbMarker,
  Loadline,
  OperationType,
  OrderAccess,
  QtyMode,
  SulfurMode,
} from '../../modules/orders/order.enums.js';
import { FuelType } from '../../modules/vessels/vessel.enums.js';
import type { DemoOperation, DemoOrder, FuelTypeIndex, Grade } from './demo-order-types.js';

/**
 * Demo freight orders on real trades. Distances are published sea-distance approximations in nautical miles
 * (row = the leg arriving at it; the Commence -> first load port leg is computed per fleet vessel, so it is 0
 * here). Freight USD/t, rates t/day, port expenses USD, fuel prices USD/t (early-2027 levels, invented).
 */

function priceTable<P extends string>(grades: Record<P, [number, number, number, number, number]>) {
  const out: Record<string, number> = {};
  for (const [grade, prices] of Object.entries(grades) as [P, number[]][]) {
    prices.forEach((price, i) => (out[`${grade}FuelPriceType${i}`] = price));
  }
  return out as Record<`${P}FuelPriceType${FuelTypeIndex}`, number>;
}

const ORDER_PRICES = priceTable<Grade>({
  hs: [560, 470, 640, 560, 720],
  ls: [690, 690, 690, 690, 690],
  mgo: [760, 760, 760, 760, 760],
});

const BLANK: DemoOperation = {
  operation: OperationType.COMMENCE,
  port: '',
  lat: null,
  lng: null,
  country: null,
  cargoQty: 0,
  tolerance: 0,
  min: 0,
  max: 0,
  cargoTx: 0,
  rate: 0,
  terms: 'SHINC',
  factor: 1,
  turnTime: 0,
  extraDays: 0,
  portStay: 0,
  portExp: 0,
  freight: 0,
  adcom: 0,
  brokerage: 0,
  other: 0,
  ttlComm: 0,
  netFrt: 0,
  account: null,
  cargo: null,
  stowFactor: 0,
  loadline: Loadline.SUMMER,
  sulfur: SulfurMode.NORMAL,
  draftRes: 0,
  waterDensity: 1.025,
  dwf: 0,
  distNormal: 0,
  distEca: 0,
  speedNormal: 0,
  speedECA: 0,
  lbmarker: LbMarker.BALLAST,
  notes: null,
};

export type Place = [port: string, lat: number, lng: number, country: string];
const at = ([port, lat, lng, country]: Place) => ({ port, lat, lng, country });

/** Fills the derived columns the way the order dialog does: commissions, MOLOO bounds, port stay (D1). */
export function row(place: Place | null, fields: Partial<DemoOperation>): DemoOperation {
  const op: DemoOperation = { ...BLANK, ...(place ? at(place) : { port: 'TBN' }), ...fields };
  const ttlComm = op.adcom + op.brokerage + op.other;
  const cargoTx = op.cargoQty;
  const working = op.rate > 0 ? (cargoTx / op.rate) * op.factor : 0;
  return {
    ...op,
    ttlComm,
    netFrt: op.freight * (1 - ttlComm / 100),
    cargoTx,
    min: op.cargoQty * (1 - op.tolerance / 100),
    max: op.cargoQty * (1 + op.tolerance / 100),
    portStay: working + op.turnTime + op.extraDays,
    speedECA: op.speedECA || op.speedNormal,
  };
}

export const COMMISSIONS = { adcom: 3.75, brokerage: 1.25 };
export const LADEN = { lbmarker: LbMarker.LADEN, dwf: 5 };
export const BALLAST = { lbmarker: LbMarker.BALLAST, dwf: 5 };

const TUBARAO: Place = ['Tubarao', -20.287, -40.245, 'Brazil'];
export const QINGDAO: Place = ['Qingdao', 36.067, 120.317, 'China'];
const CAPE_OF_GOOD_HOPE: Place = ['Cape of Good Hope', -34.357, 18.474, 'South Africa'];
const CONVENT: Place = ['Convent', 30.02, -90.83, 'United States'];
const NEWCASTLE: Place = ['Newcastle (NSW)', -32.923, 151.784, 'Australia'];
const KASHIMA: Place = ['Kashima', 35.933, 140.688, 'Japan'];
const KAMSAR: Place = ['Kamsar', 10.65, -14.617, 'Guinea'];
export const SINGAPORE: Place = ['Singapore', 1.264, 103.84, 'Singapore'];
const YANTAI: Place = ['Yantai', 37.56, 121.4, 'China'];

export const COMMON = {
  freightMode: FreightMode.SINGLE_FREIGHT,
  qtyMode: QtyMode.MOLOO,
  insurance: 0,
  additionalPremium: 0,
  ilohc: 0,
  manoevringExp: 0,
  miscRevenue: 0,
  canalExpenses: 0,
  fuelType: FuelType.TYPE0,
  fuelPriceOverridden: false,
  fuelCalculationMethod: FuelCalculationMethod.DEFAULT,
  deliveryTerms: DeliveryTerms.DLOSP,
  tcAdcom: 3.75,
  ...ORDER_PRICES,
};

const ORE = { cargo: 'Iron ore fines', account: 'Minerva Steel Trading', stowFactor: 0.42 };
const GRAIN = { cargo: 'Heavy grain (soybeans)', account: 'Prairie Grain Exports LLC', stowFactor: 1.3 };
const COAL = { cargo: 'Steam coal', account: 'Eastern Honshu Power Co.', stowFactor: 1.25 };
const BAUXITE = { cargo: 'Bauxite', account: 'Shandong Alumina Import Co.', stowFactor: 0.75 };
export const SHEX = { terms: 'SHEX-24hrs', factor: 1.1667 };

export const DEMO_ORDERS: DemoOrder[] = [
  {
    ...COMMON,
    name: 'Tubarao / Qingdao 170,000 mt iron ore',
    access: OrderAccess.PUBLIC,
    laycanStartDate: new Date('2027-02-10T00:00:00Z'),
    laycanEndDate: new Date('2027-02-19T23:59:00Z'),
    message: '170,000 mt 10% MOLOO iron ore fines, SHINC both ends, 80,000 mt load / 30,000 mt discharge per day.',
    cve: 1500,
    hireSurvey: 2500,
    miscExp: 5000,
    freightIdea: 21.5,
    operations: [
      row(null, { operation: OperationType.COMMENCE }),
      row(TUBARAO, {
        operation: OperationType.LOADING,
        ...ORE,
        ...COMMISSIONS,
        ...BALLAST,
        cargoQty: 170_000,
        tolerance: 10,
        rate: 80_000,
        turnTime: 0.5,
        freight: 21.5,
        portExp: 145_000,
        speedNormal: 13,
      }),
      row(CAPE_OF_GOOD_HOPE, { operation: OperationType.PASSING, ...LADEN, distNormal: 3350, speedNormal: 12.5 }),
      row(QINGDAO, {
        operation: OperationType.DISCHARGING,
        ...ORE,
        ...LADEN,
        cargoQty: 170_000,
        rate: 30_000,
        turnTime: 0.5,
        portExp: 120_000,
        distNormal: 7670,
        speedNormal: 12.5,
      }),
    ],
  },
  {
    ...COMMON,
    name: 'US Gulf (Convent) / Qingdao 66,000 mt heavy grain',
    access: OrderAccess.PRIVATE,
    laycanStartDate: new Date('2027-03-05T00:00:00Z'),
    laycanEndDate: new Date('2027-03-15T23:59:00Z'),
    message: '66,000 mt 10% MOLOO HSS, SHEX both ends, via Panama; SW Pass max 14.3 m fresh water.',
    cve: 1250,
    hireSurvey: 3000,
    canalExpenses: 265_000,
    miscExp: 6000,
    freightIdea: 47.5,
    operations: [
      row(null, { operation: OperationType.COMMENCE }),
      row(CONVENT, {
        operation: OperationType.LOADING,
        ...GRAIN,
        ...SHEX,
        ...COMMISSIONS,
        ...BALLAST,
        cargoQty: 66_000,
        tolerance: 10,
        rate: 15_000,
        turnTime: 0.5,
        freight: 47.5,
        portExp: 95_000,
        draftRes: 14.3,
        waterDensity: 1.0,
        sulfur: SulfurMode.ECA,
        speedNormal: 13,
        notes: 'Mississippi River, inside the US ECA',
      }),
      row(QINGDAO, {
        operation: OperationType.DISCHARGING,
        ...GRAIN,
        ...SHEX,
        ...LADEN,
        cargoQty: 66_000,
        rate: 10_000,
        turnTime: 0.5,
        portExp: 85_000,
        distNormal: 10_100,
        distEca: 350,
        speedNormal: 12.5,
      }),
    ],
  },
  {
    ...COMMON,
    name: 'Newcastle / Kashima 80,000 mt coal',
    access: OrderAccess.PUBLIC,
    laycanStartDate: new Date('2027-01-25T00:00:00Z'),
    laycanEndDate: new Date('2027-02-03T23:59:00Z'),
    message: '80,000 mt 10% MOLOO steam coal, SHINC; allow two days Newcastle anchorage queue.',
    cve: 1250,
    hireSurvey: 2500,
    miscExp: 4000,
    freightIdea: 14.5,
    operations: [
      row(null, { operation: OperationType.COMMENCE }),
      row(NEWCASTLE, {
        operation: OperationType.LOADING,
        ...COAL,
        ...COMMISSIONS,
        ...BALLAST,
        cargoQty: 80_000,
        tolerance: 10,
        rate: 35_000,
        turnTime: 0.5,
        extraDays: 2,
        freight: 14.5,
        portExp: 105_000,
        speedNormal: 13,
      }),
      row(KASHIMA, {
        operation: OperationType.DISCHARGING,
        ...COAL,
        ...LADEN,
        cargoQty: 80_000,
        rate: 25_000,
        turnTime: 0.5,
        portExp: 75_000,
        distNormal: 4320,
        speedNormal: 12.5,
      }),
    ],
  },
  {
    ...COMMON,
    name: 'Kamsar / Yantai 175,000 mt bauxite',
    access: OrderAccess.PRIVATE,
    laycanStartDate: new Date('2027-02-20T00:00:00Z'),
    laycanEndDate: new Date('2027-03-01T23:59:00Z'),
    message: '175,000 mt 10% MOLOO bauxite, loading by transhippers at Kamsar anchorage; bunkers at Singapore.',
    cve: 1500,
    hireSurvey: 2500,
    miscExp: 5000,
    freightIdea: 23.75,
    fuelPriceOverridden: true,
    fuelCalculationMethod: FuelCalculationMethod.FIFO,
    operations: [
      row(null, { operation: OperationType.COMMENCE }),
      row(KAMSAR, {
        operation: OperationType.LOADING,
        ...BAUXITE,
        ...COMMISSIONS,
        ...BALLAST,
        cargoQty: 175_000,
        tolerance: 10,
        rate: 30_000,
        turnTime: 1,
        freight: 23.75,
        portExp: 160_000,
        speedNormal: 13,
      }),
      row(SINGAPORE, {
        operation: OperationType.BUNKERING,
        ...LADEN,
        turnTime: 0.5,
        portExp: 9000,
        distNormal: 9250,
        speedNormal: 12.5,
        bunkerSupply: {
          bunkerSuppliedHsfo: 1800,
          bunkerSuppliedLsfo: 0,
          bunkerSuppliedMgo: 60,
          reserve: BunkerReserve.SUPPLY,
          paidBy: BunkerPaidBy.OPERATOR,
          ...priceTable({
            hsfo: [545, 455, 620, 545, 700],
            lsfo: [680, 680, 680, 680, 680],
            mgo: [740, 740, 740, 740, 740],
          }),
        },
      }),
      row(YANTAI, {
        operation: OperationType.DISCHARGING,
        ...BAUXITE,
        ...LADEN,
        cargoQty: 175_000,
        rate: 25_000,
        turnTime: 0.5,
        portExp: 135_000,
        distNormal: 2450,
        speedNormal: 12.5,
      }),
    ],
  },
];
