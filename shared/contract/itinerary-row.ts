import type { RowResult } from '../voyage/result-types.js';

/**
 * The wire shape of the `ItineraryRow` scalar (VesselResult.itineraryRows, ADR 0021 addendum 2): one
 * itinerary row for one vessel as one JSON value, with the fields and values the deprecated
 * `portToPortOperationResultMap` answers when every field is selected (the schema's scalar description
 * lists their meaning). Declared once: the engine's row (RowResult, whose fields it keeps, with their
 * units) with the GraphQL OperationType name for the operation, a cargo that is not a number as null, and
 * the port's time zone. The server builds it (server/modules/calculator/itinerary-row.ts) and codegen maps
 * the scalar to it for the web (web/src/features/calculator/graphql/result-values.ts). `Operation` is the
 * OperationType name as each side types it (the server's enum keys, codegen's union): the same names.
 */
export type ItineraryRowJson<Operation extends string = string> = Omit<RowResult, 'operation' | 'cargoTx'> & {
  operation: Operation;
  /** null when a manual value is not a number. */
  cargoTx: number | null;
  /** IANA zone of the row's port; null when the port table does not know it. */
  timeZone: string | null;
};
