import type { GradeAmounts } from '../voyage/types.js';

/**
 * The wire shape of the `ItineraryRow` scalar (VesselResult.itineraryRows, ADR 0021 addendum 2): one
 * itinerary row for one vessel as one JSON value, with the fields and values the deprecated
 * `portToPortOperationResultMap` answers when every field is selected (the schema's scalar description
 * lists their meaning). Declared once: the server builds it (server/modules/calculator/itinerary-row.ts)
 * and codegen maps the scalar to it for the web (web/src/features/calculator/graphql/result-values.ts).
 * `Operation` is the GraphQL OperationType name as each side types it (the server's enum keys, codegen's
 * union): the same names. Fuel amounts are t (t/day for consumptions) per grade.
 */
export interface ItineraryRowJson<Operation extends string = string> {
  index: number;
  rowId: string;
  operation: Operation;
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
    condition: 'ballast' | 'laden';
    tableRow: number | null;
    knots: number;
    consumption: GradeAmounts;
    knotsEca: number;
    consumptionEca: GradeAmounts;
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
  seaFuel: GradeAmounts;
  portFuel: GradeAmounts;
  bunkersOnArrival: GradeAmounts;
  bunkersOnDeparture: GradeAmounts;
}
