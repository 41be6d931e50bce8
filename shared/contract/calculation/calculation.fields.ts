import { CARGO_ROW_FIELDS } from './cargo-row.fields.js';
import { CLIENT_QUERY_FIELDS } from './client-query.fields.js';
import { EXTRA_DETAIL_FIELDS } from './extra-detail.fields.js';
import type { FieldTable, Normalised, Request } from './field-spec.js';
import { FLEET_ENTRY_FIELDS } from './fleet-entry.fields.js';
import { OPTIONS_FIELDS } from './options.fields.js';

/**
 * The calculation payload of POST /calculate/multiple/old and of the GraphQL `calculate` mutation
 * (spec 1 section 7): the order, its port operations with their margins and bunker supply, the fleet to
 * price, whether to store the entry marked selectedForSave, and engine options.
 */
export const CALCULATION_FIELDS = {
  clientQuery: {
    kind: 'record',
    fields: CLIENT_QUERY_FIELDS,
    graphqlType: 'ClientQueryCalcInput',
    graphqlTypeDoc: 'The order (client query): cargo terms, expenses, fuel price table',
    doc: 'The order: cargo terms, expenses, fuel prices, laycan and route flags',
    required: true,
    graphqlRequired: true,
  },
  cargoList: {
    kind: 'list',
    fields: CARGO_ROW_FIELDS,
    graphqlType: 'CargoRowCalcInput',
    graphqlTypeDoc: 'A port operation (cargo row): the sea leg arriving at it and the stay there',
    doc: 'The port operations (itinerary rows), in voyage order unless clientQuery.calculationFormat orders them',
    required: true,
    graphqlRequired: true,
  },
  cargoExtraDetails: {
    kind: 'list',
    fields: EXTRA_DETAIL_FIELDS,
    graphqlType: 'CargoExtraDetailCalcInput',
    graphqlTypeDoc: "A port operation's margins and bunker supply (cargoExtraDetails)",
    doc: "Margins and bunker supply per port operation, matched by cargoId (wins over a row's own cargoDetails)",
  },
  fleetList: {
    kind: 'list',
    fields: FLEET_ENTRY_FIELDS,
    graphqlType: 'FleetEntryCalcInput',
    graphqlTypeDoc: 'A candidate vessel: open port and date, hire, bunkers',
    doc: 'The fleet to price: one result per entry',
    required: true,
    graphqlRequired: true,
  },
  autoSave: { kind: 'flag', doc: 'Store the entry marked selectedForSave with its saveLabel' },
  options: {
    kind: 'record',
    fields: OPTIONS_FIELDS,
    graphqlType: 'EngineOptionsInput',
    graphqlTypeDoc: 'Partial engine options (voyage-model D1-D13); values as documented there',
    doc: 'Engine options that differ from the defaults (voyage-model D1-D13); absent: all defaults',
  },
} as const satisfies FieldTable;

/** The GraphQL input type of the whole payload. */
export const CALCULATION_GRAPHQL_TYPE = {
  name: 'CalculateInput',
  doc: 'An estimate: the order, its port operations and the fleet to price',
} as const;

/** The payload as a typed client sends it (what the web builds, what GraphQL hands the resolver). */
export type CalculationRequest = Request<typeof CALCULATION_FIELDS>;
export type ClientQueryRequest = Request<typeof CLIENT_QUERY_FIELDS>;
export type CargoRowRequest = Request<typeof CARGO_ROW_FIELDS>;
export type ExtraDetailRequest = Request<typeof EXTRA_DETAIL_FIELDS>;
export type FleetEntryRequest = Request<typeof FLEET_ENTRY_FIELDS>;

/** The payload as the reader gives it: every field typed, aliases folded in, defaults applied. */
export type CalculationPayload = Normalised<typeof CALCULATION_FIELDS>;
export type ClientQueryValues = CalculationPayload['clientQuery'];
export type CargoRowValues = CalculationPayload['cargoList'][number];
export type ExtraDetailValues = NonNullable<CalculationPayload['cargoExtraDetails']>[number];
export type FleetEntryValues = CalculationPayload['fleetList'][number];
export type VesselValues = FleetEntryValues['vessel'];
export type OptionsValues = NonNullable<CalculationPayload['options']>;

/** Every record table of the contract by its GraphQL input type, the whole payload included. */
export function recordTables(): Map<string, { fields: FieldTable; doc?: string }> {
  const tables = new Map<string, { fields: FieldTable; doc?: string }>();
  const visit = (name: string, fields: FieldTable, doc?: string) => {
    if (tables.has(name)) return;
    tables.set(name, { fields, ...(doc ? { doc } : {}) });
    for (const spec of Object.values(fields))
      if (spec.kind === 'record' || spec.kind === 'list') visit(spec.graphqlType, spec.fields, spec.graphqlTypeDoc);
  };
  visit(CALCULATION_GRAPHQL_TYPE.name, CALCULATION_FIELDS, CALCULATION_GRAPHQL_TYPE.doc);
  return tables;
}
