import type { VoyageCanalDues } from './voyage-canal-dues.js';
import type { BallastLegSource, FuelGrade, GradeAmounts, OperationKind, UnroutedLeg } from './types.js';

/** A row of the vessel's speed table as the engine reads it. */
export interface TableSpeed {
  /** 1-based row of the table (1..4). */
  row: number;
  /** Knots. */
  knots: number;
  /** Consumption at that speed, t/day per grade (before the bunker factor). */
  consumption: GradeAmounts;
}

/** The speed a sea leg ran at and the consumption the engine read for it. */
export interface LegSpeed {
  /** The speed table the leg reads: the row's ballast/laden marker. */
  condition: 'ballast' | 'laden';
  /**
   * 1-based row of that table (1..4) the normal speed came from; null when the itinerary row gave its
   * own speed, or when the table has no speed (knots 0, the leg takes no time).
   */
  tableRow: number | null;
  /** Nominal speed outside the ECA, knots (before speed reduce and speed factor). */
  knots: number;
  /** Consumption at `knots`, t/day per grade (table row, interpolated or cube law; before the bunker factor). */
  consumption: GradeAmounts;
  /** Nominal speed inside the ECA, knots (the row's ECA speed, else `knots`), and the consumption there, t/day. */
  knotsEca: number;
  consumptionEca: GradeAmounts;
}

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
  /** The speed the leg arriving here ran at; null on row 0 (Commence), which has no leg. */
  legSpeed: LegSpeed | null;
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
  /**
   * Bunkers on board for the charterer's account, t per grade, on arrival (after the leg, before this
   * row's supply) and on departure: bunkers on delivery + supplies - consumption, on hire only, as the
   * settlement walks them (a shortfall shows as 0 and is met by the next supply first).
   */
  bunkersOnArrival: GradeAmounts;
  bunkersOnDeparture: GradeAmounts;
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
  /** Sum of the rows' port stays, days; laycan waiting is not in it (see `waiting`). */
  portStay: number;
  /** Laycan waiting, days (D12): part of Voy Duration, not of Port Stay. */
  waiting: number;
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

/**
 * The limits loadability is the smallest of (voyage-model section 9). The order's limit is not one: it caps
 * the cargo carried, not what the vessel can lift, so it never governs the loadability figure.
 */
export type LoadabilityBound = Exclude<keyof LoadabilityLimit, 'order'>;

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
    governing: LoadabilityBound;
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
  /**
   * The canal dues in Others (issue #21 item 3): the vessel's class, each transit charged (canal, leg,
   * USD) and the legs whose transits are not known; absent when the order charges no dues.
   */
  canalDues?: VoyageCanalDues;
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
  /**
   * Where the ballast leg (row 1) came from: 'order' when the fleet entry gave no ballast distances (the
   * engine took row 1's, whatever the input said); otherwise the entry's `ballastLegSource` ('entry':
   * given with the entry, 'routed': routed at sea by the server), null when the input does not say.
   */
  ballastLegSource: BallastLegSource | null;
  /**
   * The ballast leg the caller could not route (which end, which port, why) and the distances used in its
   * place: the order's first-row distances, nm (0 and 0: the figures leave the ballast leg out); else null.
   */
  ballastLegUnrouted: (UnroutedLeg & { distNormal: number; distEca: number }) | null;
  onHireDays: number;
  voyageDays: number;
  details: ResultDetails;
  fuelByGrade: GradeAmounts;
  /** The vessel's selected speed per condition: what a leg with no speed of its own runs at; null: no speed. */
  selectedSpeeds: { ballast: TableSpeed | null; laden: TableSpeed | null };
  emissions: EmissionsResult;
  portToPortOperationResultMap: Record<string, RowResult>;
  warnings: CalcWarning[];
  explain: Explanation;
}

/**
 * A vessel's light result (ADR 0032): every field of VesselResult but the two heavy ones, the row table and
 * the explanation, which are not built (undefined: JSON leaves them out). prepareFleet's vessel() builds the
 * full result of one vessel on demand.
 */
export type VesselResultLight = Omit<VesselResult, 'portToPortOperationResultMap' | 'explain'> & {
  portToPortOperationResultMap?: undefined;
  explain?: undefined;
};

export interface FleetCalculation {
  results: VesselResult[];
  referenceFleetId: string | null;
}
