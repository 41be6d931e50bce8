// The request types of the contract: codegen types the `payload` argument (CalculationPayload) as CalculationRequest.
import type {
  CalculationRequest,
  ExtraDetailRequest as CargoExtraDetailCalcInput,
  CargoRowRequest as CargoRowCalcInput,
  ClientQueryRequest as ClientQueryCalcInput,
  FleetEntryRequest as FleetEntryCalcInput,
} from '../../../../../shared/contract/calculation';
import {
  CARGO_ROW_FIELDS,
  CLIENT_QUERY_FIELDS,
  EXTRA_DETAIL_VALUES,
  FLEET_ENTRY_FIELDS,
  SPLIT_HIRE_FIELDS,
} from '../../../../../shared/contract/calculation';
import type { CalculatorDraft, FleetEntry, OperationRow } from '../state/types';
import { knownEuFlag } from './eu-flags';
import { vesselCalcInput } from './vessel-input';
import { freightModeValue, lbMarkerValue, loadlineValue, operationValue, sulfurValue } from './contract-values';
import { routeFlagsFor } from '../../../../../shared/voyage/route-alternatives-flags';
import { readCanalDuesList, type CanalDuesEntry } from '../../../../../shared/voyage/route-alternatives-dues';

/**
 * The request the calculator sends as `payload` (ADR 0021, addendum 5): the contract's CalculationRequest,
 * which the server reads as REST reads its body, with the three lists the calculator always gives.
 */
export type CalculateInput = CalculationRequest & {
  clientQuery: ClientQueryCalcInput;
  cargoList: CargoRowCalcInput[];
  cargoExtraDetails: CargoExtraDetailCalcInput[];
  fleetList: FleetEntryCalcInput[];
};

/** Which fleet entry Save Voyage / Calculate & Save stores, under which label. */
export interface SaveRequest {
  fleetId: number;
  saveLabel: string;
}

/** The names of a contract table, typed. */
const namesOf = <T extends object>(table: T) => Object.keys(table) as (keyof T & string)[];

const CLIENT_QUERY = namesOf(CLIENT_QUERY_FIELDS);
const CARGO_ROW = namesOf(CARGO_ROW_FIELDS);
const EXTRA_DETAIL = namesOf(EXTRA_DETAIL_VALUES);
const FLEET_ENTRY = namesOf(FLEET_ENTRY_FIELDS);
const SPLIT_HIRE = namesOf(SPLIT_HIRE_FIELDS);

/**
 * The fields of `source` that the calculation contract names (and `source` has): the draft's records
 * come from the same GraphQL schema, so each field keeps its type. Fields outside the contract (notes,
 * __typename ...) are left out.
 */
function pick<S extends object, K extends string>(source: S, names: readonly K[]): Pick<S, K & keyof S> {
  const out: Partial<Record<string, unknown>> = {};
  const values = source as Record<string, unknown>;
  for (const name of names) if (name in source && values[name] !== undefined) out[name] = values[name];
  return out as Pick<S, K & keyof S>;
}

/** The order's stored canal dues as the payload's list (a stored value that is not one reads as none set). */
export function orderCanalDues(stored: unknown): CanalDuesEntry[] {
  return readCanalDuesList(stored ?? []).dues ?? [];
}

function clientQuery(draft: CalculatorDraft): ClientQueryCalcInput {
  return {
    ...pick(draft.order, CLIENT_QUERY),
    // The chosen route's canal flags (issue #21 item 3): the server routes the ballast legs with them.
    ...routeFlagsFor({ suez: draft.order.suez, panama: draft.order.panama }, draft.order.routeChoice),
    id: String(draft.orderId),
    // Closed sets as the contract spells them (the payload is read as REST reads its body).
    freightMode: freightModeValue(draft.order.freightMode),
    // The grid's order, not the one stored with the order.
    calculationFormat: draft.operations.map((r) => r.key).join(','),
    // The order's canal dues (issue #21 item 3): given, the server charges each vessel its transits' dues.
    canalDues: orderCanalDues(draft.order.canalDues),
  };
}

function cargoRow(r: OperationRow): CargoRowCalcInput {
  // The row's key is its id for the engine (a row added here has no stored id yet). The EU/EEA flag is
  // sent only while it is the port table's for the row's port; else the server reads it (eu-flags.ts).
  const { isEu: _stored, ...fields } = pick(r, CARGO_ROW);
  const isEu = knownEuFlag(r);
  return {
    ...fields,
    id: r.key,
    operation: operationValue(r.operation),
    loadline: loadlineValue(r.loadline),
    sulfur: sulfurValue(r.sulfur),
    lbmarker: lbMarkerValue(r.lbmarker),
    ...(isEu === null ? {} : { isEu }),
  };
}

function extraDetail(r: OperationRow): CargoExtraDetailCalcInput {
  return { ...pick(r.extra, EXTRA_DETAIL), cargoId: r.key };
}

function fleetEntry(e: FleetEntry, save: SaveRequest | null): FleetEntryCalcInput {
  const selected = save !== null && save.fleetId === e.databaseId;
  return {
    ...pick(e, FLEET_ENTRY),
    id: String(e.databaseId),
    vesselId: e.vesselId === null || e.vesselId === undefined ? null : String(e.vesselId),
    vessel: vesselCalcInput(e.vesselSnapshot),
    splitHire: e.splitHire.map((t) => pick(t, SPLIT_HIRE)),
    selectedForSave: selected,
    saveLabel: selected ? save.saveLabel : null,
  };
}

/** Whether an entry carries the vessel record the engine needs. */
export function canPrice(e: FleetEntry): boolean {
  return e.vesselSnapshot !== null && e.vesselSnapshot !== undefined;
}

/**
 * The calculation request for a draft and a fleet, field by field as the calculation contract
 * (shared/contract/calculation) names them: the order as the client query (rows in grid order through
 * calculationFormat), every row with its position, margins and bunker supply, every fleet entry with
 * its vessel and open position. The server routes each vessel's ballast leg from its position (else its
 * open port) with the order's route flags.
 */
export function calculateInput(
  draft: CalculatorDraft,
  fleet: readonly FleetEntry[],
  save: SaveRequest | null = null,
): CalculateInput {
  return {
    clientQuery: clientQuery(draft),
    cargoList: draft.operations.map(cargoRow),
    cargoExtraDetails: draft.operations.map(extraDetail),
    // An entry without vessel particulars (a position not in the catalogue) cannot be priced; the
    // fleet table marks it instead of letting it fail the whole run.
    fleetList: fleet.filter(canPrice).map((e) => fleetEntry(e, save)),
    autoSave: save !== null,
  };
}
