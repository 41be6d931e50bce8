import type { Canal, DwtClass, OperationType } from '../../../__generated__/graphql.js';

/*
 * The types codegen.yml maps the result's one-value scalars to (ADR 0021, addendum 2): the heavy fragment
 * (result-fields.ts) reads `portToPortOperationResultMap: itineraryRows` and `explain: explanation`, so the
 * screens and saved results keep the names and shapes they read.
 */

/** Tonnes (or t/day, or USD/t) per fuel grade. */
interface Grades {
  hs: number;
  ls: number;
  mgo: number;
}

/**
 * The `ItineraryRow` scalar (VesselResult.itineraryRows, ADR 0021): one itinerary row as one JSON value,
 * with the fields and values the deprecated `portToPortOperationResultMap` answers when every field is
 * selected (the schema's scalar description lists their meaning). codegen.yml maps the scalar to this
 * type.
 */
export interface ItineraryRow {
  index: number;
  rowId: string;
  operation: OperationType;
  port: string;
  /** ISO-8601 instants, UTC. */
  arrivalTime: string;
  departureTime: string;
  distNormal: number;
  distEca: number;
  speedNormal: number;
  speedEca: number;
  /** null on Commence. */
  legSpeed: {
    condition: string;
    tableRow: number | null;
    knots: number;
    knotsEca: number;
    consumption: Grades;
    consumptionEca: Grades;
  } | null;
  seaDays: number;
  seaDaysNormal: number;
  seaDaysEca: number;
  portDays: number;
  workingDays: number;
  idleDays: number;
  waitingDays: number;
  /** IANA zone of the row's port; null when the port table does not know it. */
  timeZone: string | null;
  /** null when a manual value is not a number. */
  cargoTx: number | null;
  onHire: boolean;
  co2: number;
  seaFuel: Grades;
  portFuel: Grades;
  bunkersOnArrival: Grades;
  bunkersOnDeparture: Grades;
}

type FuelGrade = { consumed: number; bod: number; bor: number; shortfall: number; priceSettlement: number };

/**
 * The `ExplanationValue` scalar (VesselResult.explanation): the Explanation type with every field selected
 * (the schema describes each field), as one JSON value.
 */
export interface ExplanationValue {
  tcEq: { voyageResult: number; onHireDays: number; tcAdcom: number; tceNet: number };
  frtCost: {
    netCargoTonnes: number;
    hireExp: number;
    fuelExpenses: number;
    others: number;
    etsCost: number;
    miscRevenue: number;
    fuelSettleProfit: number;
  };
  /** null when the order charges no canal dues. */
  canalDues: {
    dwtClass: DwtClass;
    total: number;
    transits: Array<{ canal: Canal; leg: string; toPort: string; usdPerTransit: number }>;
    unknownLegs: Array<{ leg: string; toPort: string }>;
  } | null;
  profitNet: {
    netFrtRevenue: number;
    gbbNet: number;
    hireExp: number;
    fuelExpenses: number;
    others: number;
    etsCost: number;
    miscRevenue: number;
    fuelSettleProfit: number;
  };
  revenue: Array<{ rowId: string; cargoQty: number; freight: number; gross: number; ttlComm: number; net: number }>;
  hire: Array<{ hireRate: number; days: number; cost: number }>;
  fuel: { hs: FuelGrade; ls: FuelGrade; mgo: FuelGrade };
  loadability: {
    governing: string;
    capacity: number;
    constants: number;
    freshWater: number;
    bunkersOnBoardArrival: number;
    bunkersOnBoardDeparture: number;
    maxDwtArrival: number | null;
    maxDwtDeparture: number;
    stowFactor: number;
    limits: {
      weightArrival: number | null;
      weightDeparture: number | null;
      cubic: number | null;
      order: number | null;
    };
  };
  premiums: {
    referenceFleetId: string | null;
    tcEqOwn: number;
    tcEqAtReferencePosition: number | null;
    tcEqReferenceAtReference: number | null;
  };
}
