import type {
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
import type { FuelType } from '../../modules/vessels/vessel.enums.js';

/** The shapes of the demo orders (demo-orders.ts, demo-orders-team.ts), as the seed writes them. */

export type Grade = 'hs' | 'ls' | 'mgo';
export type FuelTypeIndex = 0 | 1 | 2 | 3 | 4;
type OrderPriceField = `${Grade}FuelPriceType${FuelTypeIndex}`;
type SupplyPriceField = `${'hsfo' | 'lsfo' | 'mgo'}FuelPriceType${FuelTypeIndex}`;

export interface DemoBunkerSupply extends Record<SupplyPriceField, number> {
  bunkerSuppliedHsfo: number;
  bunkerSuppliedLsfo: number;
  bunkerSuppliedMgo: number;
  reserve: BunkerReserve;
  paidBy: BunkerPaidBy;
}

export interface DemoOperation {
  operation: OperationType;
  port: string;
  lat: number | null;
  lng: number | null;
  country: string | null;
  cargoQty: number;
  tolerance: number;
  min: number;
  max: number;
  cargoTx: number;
  rate: number;
  terms: string;
  factor: number;
  turnTime: number;
  extraDays: number;
  portStay: number;
  portExp: number;
  freight: number;
  adcom: number;
  brokerage: number;
  other: number;
  ttlComm: number;
  netFrt: number;
  account: string | null;
  cargo: string | null;
  stowFactor: number;
  loadline: Loadline;
  sulfur: SulfurMode;
  draftRes: number;
  waterDensity: number;
  dwf: number;
  distNormal: number;
  distEca: number;
  speedNormal: number;
  speedECA: number;
  lbmarker: LbMarker;
  notes: string | null;
  /** Bunkers taken at this row (a CargoExtraDetail). */
  bunkerSupply?: DemoBunkerSupply;
}

export interface DemoOrder extends Record<OrderPriceField, number> {
  name: string;
  access: OrderAccess;
  freightMode: FreightMode;
  qtyMode: QtyMode;
  laycanStartDate: Date;
  laycanEndDate: Date;
  message: string;
  cve: number;
  insurance: number;
  hireSurvey: number;
  canalExpenses: number;
  additionalPremium: number;
  ilohc: number;
  manoevringExp: number;
  miscExp: number;
  miscRevenue: number;
  fuelType: FuelType;
  fuelPriceOverridden: boolean;
  fuelCalculationMethod: FuelCalculationMethod;
  deliveryTerms: DeliveryTerms;
  tcAdcom: number;
  freightIdea: number;
  operations: DemoOperation[];
}

/** One price per fuel type TYPE0..TYPE4: VLSFO, HSFO (scrubber), LNG, custom (as VLSFO), B30 bio blend. */
