/**
 * Input and output of the voyage engine. Field names follow the spec (spec 1 section 3) so the
 * legacy payload maps one to one. Units: days, tonnes (t), USD, knots, nautical miles (nm),
 * metres, t/cm; instants are ISO-8601 strings (UTC) or epoch milliseconds inside the engine.
 */
import type { Canal, CanalDues } from './route-alternatives-dues.js';

export type OperationKind =
  'Commence' | 'Loading' | 'Discharging' | 'Passing' | 'Waiting' | 'Bunkering' | 'Redelivery' | 'Relay';

export type FuelGrade = 'hs' | 'ls' | 'mgo';
export type GradeAmounts = Record<FuelGrade, number>;
export type FuelTypeCode = 'TYPE0' | 'TYPE1' | 'TYPE2' | 'TYPE3' | 'TYPE4';
export type FuelMethod = 'DEFAULT' | 'FIFO' | 'LIFO' | 'AVERAGE';
export type LoadlineCode = 'S' | 'TF' | 'F' | 'T' | 'W' | 'WNA';

/** One itinerary row: the sea leg arriving at it and the stay at it (voyage-model section 1). */
export interface OperationRow {
  id: string;
  operation: OperationKind;
  port: string;
  /** Sea leg arriving at this row; ignored on row 0 (Commence). nm. */
  distNormal: number;
  distEca: number;
  /**
   * Canals the leg arriving at this row transits, as the caller routed it ([]: none); null or absent: not
   * known (a distance typed by hand or saved, or a leg the caller could not route). Read only when the
   * order charges canal dues (OrderInput.canalDues); ignored on rows 0 and 1 (the ballast leg is the fleet
   * entry's, FleetEntryInput.ballastCanals).
   */
  canals?: Canal[] | null;
  /** Knots; 0 means "use the vessel's selected speed for this condition". */
  speedNormal: number;
  speedECA: number;
  /** Distance weather factor, percent added to the distance. */
  dwf: number;
  lbmarker: 'ballast' | 'laden';
  /** Loading/Discharging: contractual quantity (MOLOO) in t and tolerance in percent. */
  cargoQty: number;
  tolerance: number;
  /** MINMAX quantities, t. */
  min: number;
  max: number;
  /** Manual cargo transferred at this row (t) when the order's cargo Tx mode is manual; else null. */
  cargoTxOverriddenValue: number | null;
  /** t/day. */
  rate: number;
  terms: string;
  /** Terms factor (168 / (168 - excluded hours)); the user may override the one the terms give. */
  factor: number;
  turnTime: number;
  extraDays: number;
  portExp: number;
  /** USD/t for this Loading row (Multiple Freight); Single Freight copies the first loading row. */
  freight: number;
  /** Commissions, percent of gross freight. */
  adcom: number;
  brokerage: number;
  other: number;
  /** Stowage factor, m3/t; 0 when unknown. */
  stowFactor: number;
  loadline: LoadlineCode;
  /** 'ECA' books a non-scrubber's in-port HS as LS. */
  sulfur: 'Normal' | 'ECA';
  /** Metres; 0 or less means no restriction. */
  draftRes: number;
  /** t/m3; 0 means sea water 1.025. */
  waterDensity: number;
  /** Margins (cargoDetails): percent, knots, percent. */
  speedFactor: number;
  speedReduce: number;
  bnkrFactor: number;
  /** Bunkers received at this row (Bunkering rows), t, and their prices, USD/t. */
  supply: GradeAmounts;
  supplyPrice: GradeAmounts;
  /** Supply prices per fuel-type price set; the vessel's fuel type picks one, else supplyPrice applies. */
  supplyPriceByType?: Partial<Record<FuelTypeCode, GradeAmounts>>;
  /** Port of call inside the EU/EEA (for EU ETS). */
  isEu: boolean;
}

/** One speed/consumption row of the vessel: knots, t/day per grade. */
export interface SpeedRow {
  speed: number;
  hs: number;
  ls: number;
  mgo: number;
}

export interface VesselSpec {
  vesselName: string;
  vesselDwt: number;
  vesselDraftS: number;
  vesselTPC: number;
  vesselLightShip: number;
  vesselLOA: number;
  vesselGrainCap: number;
  vesselBaleCap: number;
  constants: number;
  /** Fresh water carried, t (counted against deadweight). */
  freshWater: number;
  scrubber: boolean;
  fuelType: FuelTypeCode;
  ballast: SpeedRow[];
  laden: SpeedRow[];
  /** Index (0-3) of the row used when a leg gives no speed. */
  ballastSelected: number;
  ladenSelected: number;
  /** Port consumption, t/day per grade. */
  idle: GradeAmounts;
  loading: GradeAmounts;
  discharging: GradeAmounts;
  /** Extra consumption (e.g. heating, cranes) for every port day, t/day. */
  extra: GradeAmounts;
}

export interface SplitHireTier {
  hireRate: number;
  /** Days at this rate; 0 takes the balance. */
  NoDays: number;
}

/** Where a fleet entry's ballast leg comes from: the entry itself, the server's sea router, or the order's row 1. */
export type BallastLegSource = 'entry' | 'routed' | 'order';

/** Why a ballast leg could not be routed: the sea router's codes, or a port the port table does not know. */
export type UnroutedCode = 'OFF_NETWORK' | 'UNREACHABLE' | 'BAD_POINT' | 'UNKNOWN_PORT';

/** A ballast leg the caller could not route (voyage-model section 1): which end, which port, why. */
export interface UnroutedLeg {
  /** The end that could not be placed or reached: its port name, or the position as 'lat, lng'. */
  port: string;
  /** 'open': the vessel's open port or position; 'first': the first port after Commence. */
  end: 'open' | 'first';
  code: UnroutedCode;
  /** The router's (or the port table's) reason, for people. */
  reason: string;
}

export interface FleetEntryInput {
  id: string;
  vesselName: string;
  vessel: VesselSpec;
  /** Open date (ISO) and open port of the vessel. */
  dateOpening: string;
  port: string;
  isEuOpenPort: boolean;
  /** Ballast leg from the open port to the next row; when absent the next row's distances are used. */
  ballastDistNormal: number | null;
  ballastDistEca: number | null;
  /**
   * Who chose the ballast leg: 'entry' (the entry gave ballastDistNormal/Eca), 'routed' (routed at sea by
   * the server), 'order' (row 1's distances). Reported back in the result; no figure depends on it.
   */
  ballastLegSource?: BallastLegSource;
  /**
   * Canals the entry's ballast leg transits, as the caller routed it ([]: none); null or absent: not known
   * (a leg given with the entry, the order's typed first leg, or a leg that could not be routed). Read only
   * when the order charges canal dues.
   */
  ballastCanals?: Canal[] | null;
  /**
   * Set by the caller when the ballast leg could not be routed: row 1's distances are used, and the result
   * says so (`ballastLegUnrouted`) and warns, naming the port and the reason (voyage-model section 1).
   */
  ballastLegUnrouted?: UnroutedLeg;
  hirePerDay: number;
  splitHire: SplitHireTier[];
  /** GBB offer: hire of the "+GBB" offer and the gross ballast bonus (D7). 0 means no offer. */
  hireGbb: number;
  gbb: number;
  extraExpense: number;
  /** Overrides the vessel's constants when not null, t. */
  constants: number | null;
  /** Planned bunkers on board at sailing from the last load port, t (all grades); null when unknown. */
  bod: number | null;
  /** Bunkers on delivery, t. */
  bnkDel: GradeAmounts;
  /**
   * Bunkers expected on redelivery, t (a grade at 0 is not checked), and the tolerance around them,
   * percent. A check only: the computed bunkers on redelivery outside expected ± tolerance raise an
   * alert; no money figure depends on them (D6). Absent: no check.
   */
  bnkRedel?: GradeAmounts;
  bnkRedelTolerance?: number;
  /** Prices on delivery, redelivery and for settlement, USD/t (when the order's prices are overridden). */
  bnkPriceDelivery: GradeAmounts;
  bnkPriceRedelivery: GradeAmounts;
  bnkPriceSettlement: GradeAmounts;
  bunkerPriceOverridden: boolean;
  isReferenceVessel: boolean;
}

export interface OrderInput {
  freightMode: 'Single Freight' | 'Multiple Freight';
  qtyMode: 'MOLOO' | 'MINMAX';
  laycanStartDate: string;
  laycanEndDate: string;
  /** Lumpsum gross freight, USD; when > 0 it replaces quantity x rate. */
  lumpsum: number;
  cve: number;
  insurance: number;
  hireSurvey: number;
  canalExpenses: number;
  /**
   * Canal dues charged per transit, USD by canal and deadweight class (issue #21 item 3, ADR 0029): each
   * vessel pays, on top of canalExpenses, the dues of the transits its legs make (rows' `canals`, the
   * entry's `ballastCanals`) at its own class. Absent or null: no dues are charged (canalExpenses only).
   */
  canalDues?: CanalDues | null;
  additionalPremium: number;
  ilohc: number;
  manoevringExp: number;
  miscExp: number;
  miscRevenue: number;
  fuelCalculationMethod: FuelMethod;
  fuelPriceOverridden: boolean;
  /** Price sets by fuel type: prices[fuelType][grade], USD/t. */
  fuelPrices: Record<FuelTypeCode, GradeAmounts>;
  deliveryTerms: 'DLOSP' | 'AFSPS';
  /** Percent of hire. */
  tcAdcom: number;
  /** EU ETS inputs. */
  euaPriceEur: number;
  eurUsd: number;
  etsInPnl: boolean;
}

export interface VoyageInput {
  order: OrderInput;
  /** Rows in calculationFormat order; row 0 is Commence. */
  rows: OperationRow[];
  fleet: FleetEntryInput[];
}
