import type { Canal, DwtClass, OperationType } from '../../../__generated__/graphql.js';
import type { ItineraryRowJson } from '../../../../../shared/contract/itinerary-row.js';

/*
 * The types codegen.yml maps the result's one-value scalars to (ADR 0021, addendum 2): the heavy fragment
 * (result-fields.ts) reads `portToPortOperationResultMap: itineraryRows` and `explain: explanation`, so the
 * screens and saved results keep the names and shapes they read.
 */

/**
 * The `ItineraryRow` scalar (VesselResult.itineraryRows, ADR 0021): one itinerary row as one JSON value, of
 * the shape the server builds, declared once in shared/contract/itinerary-row.ts. codegen.yml maps the
 * scalar to this type.
 */
export type ItineraryRow = ItineraryRowJson<OperationType>;

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
