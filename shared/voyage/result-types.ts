import type { FuelGrade, GradeAmounts, OperationKind } from './types.js';

/** Timing, distance and fuel of one itinerary row for one vessel (portToPortOperationResultMap). */
export interface RowResult {
  index: number;
  rowId: string;
  operation: OperationKind;
  port: string;
  /** ISO instants. */
  arrivalTime: string;
  departureTime: string;
  distNormal: number;
  distEca: number;
  /** Effective speeds after margins, knots. */
  speedNormal: number;
  speedEca: number;
  seaDaysNormal: number;
  seaDaysEca: number;
  seaDays: number;
  /** Cargo handled at this row, t, and the days it took (working days x factor). */
  cargoTx: number;
  workingDays: number;
  /** Laycan waiting (first load port only, D12). */
  waitingDays: number;
  /** Turn time + extra days (+ terms-excluded time when D1 alternative), at idle consumption. */
  idleDays: number;
  portDays: number;
  seaFuel: GradeAmounts;
  portFuel: GradeAmounts;
  co2: number;
  onHire: boolean;
}

export type WarningLevel = 'error' | 'alert';

export interface CalcWarning {
  /** 1-based position in the list. */
  no: number;
  level: WarningLevel;
  message: string;
}

/** The Result Details columns (spec 1 section 3). Money USD, quantities t, durations days. */
export interface ResultDetails {
  frtCost: number;
  profitPmt: number;
  profitNet: number;
  netFrtRevenue: number;
  hireExp: number;
  fuelExpenses: number;
  others: number;
  hsQty: number;
  lsQty: number;
  mgoQty: number;
  voyDuration: number;
  portStay: number;
  stowage: number;
  fuelSettleProfit: number;
}

/** Each limit on the lift, t; Infinity where nothing limits (no discharge after loading, no stowage factor). */
export interface LoadabilityLimit {
  /** Weight limit at departure from the last load port. */
  weightDeparture: number;
  /** Weight limit at arrival at the first discharge port. */
  weightArrival: number;
  cubic: number;
  /** What the order allows (MOLOO max or MINMAX max). */
  order: number;
}

/** The same limits as reported (JSON has no Infinity): null where nothing limits. */
export type LoadabilityLimitReport = { [K in keyof LoadabilityLimit]: number | null };

/** The terms behind each headline figure, so a screen can show how it was computed. */
export interface Explanation {
  tcEq: { voyageResult: number; onHireDays: number; tcAdcom: number; tceNet: number };
  frtCost: {
    hireExp: number;
    fuelExpenses: number;
    fuelSettleProfit: number;
    others: number;
    etsCost: number;
    miscRevenue: number;
    netCargoTonnes: number;
  };
  profitNet: {
    netFrtRevenue: number;
    miscRevenue: number;
    fuelExpenses: number;
    fuelSettleProfit: number;
    others: number;
    etsCost: number;
    hireExp: number;
    gbbNet: number;
  };
  loadability: {
    governing: keyof LoadabilityLimit;
    limits: LoadabilityLimitReport;
    bunkersOnBoardDeparture: number;
    bunkersOnBoardArrival: number;
    constants: number;
    freshWater: number;
    maxDwtDeparture: number;
    maxDwtArrival: number | null;
    stowFactor: number;
    capacity: number;
  };
  premiums: {
    referenceFleetId: string | null;
    tcEqReferenceAtReference: number | null;
    tcEqAtReferencePosition: number | null;
    tcEqOwn: number;
  };
  revenue: { rowId: string; cargoQty: number; freight: number; gross: number; ttlComm: number; net: number }[];
  hire: { hireRate: number; days: number; cost: number }[];
  fuel: Record<FuelGrade, { consumed: number; priceSettlement: number; bod: number; bor: number; shortfall: number }>;
}

export interface EmissionsResult {
  /** t CO2 over the whole voyage. */
  co2: number;
  /** t CO2 counted for EU ETS after shares and phase-in (EUAs to surrender). */
  etsAllowances: number;
  etsCostUsd: number;
  cii: { aer: number; required: number; rating: 'A' | 'B' | 'C' | 'D' | 'E'; year: number } | null;
}

/** Everything the engine says about one fleet entry. */
export interface VesselResult {
  fleetId: string;
  vesselName: string;
  tcEq: number;
  frtCost: number;
  /** Voyage result before hire, USD. */
  profit: number;
  /** After hire (and GBB when the offer is used), USD. */
  profitNet: number;
  profitPerDay: number;
  /** Net daily result of the GBB offer; null when the entry has no GBB offer. */
  profitPerDayGBB: number | null;
  loadability: number;
  cargoCarried: number;
  vesselPremium: number | null;
  positionPremium: number | null;
  /** ETA at the first load port (ISO). `eta` and `arrivalLoadPort` carry the same instant. */
  eta: string | null;
  arrivalLoadPort: string | null;
  canMakeLaycan: boolean;
  onHireDays: number;
  voyageDays: number;
  details: ResultDetails;
  fuelByGrade: GradeAmounts;
  emissions: EmissionsResult;
  portToPortOperationResultMap: Record<string, RowResult>;
  warnings: CalcWarning[];
  explain: Explanation;
}

export interface FleetCalculation {
  results: VesselResult[];
  referenceFleetId: string | null;
}
