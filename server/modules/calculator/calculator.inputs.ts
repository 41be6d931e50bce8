import { Field, Float, ID, InputType } from 'type-graphql';
import {
  CALCULATION_GRAPHQL_TYPE,
  recordTables,
  type CalculationRequest,
  type CargoRowRequest,
  type ClientQueryRequest,
  type ExtraDetailRequest,
  type FieldSpec,
  type FieldTable,
  type FleetEntryRequest,
  type OPTIONS_FIELDS,
  type Request,
  type SPLIT_HIRE_FIELDS,
  type VESSEL_FIELDS,
  type EXTRA_DETAIL_VALUES,
  type CANAL_DUES_FIELDS,
} from '../../../shared/contract/calculation/index.js';
import {
  DeliveryTerms,
  FreightMode,
  FuelCalculationMethod,
  LbMarker,
  Loadline,
  OperationType,
  QtyMode,
  SulfurMode,
} from '../orders/order.enums.js';
import { FuelType, YesNo } from '../vessels/vessel.enums.js';
import { Canal, DwtClass } from './route-alternatives/route-alternatives.enums.js';
import { vesselFieldDoc } from '../../../shared/validation/vessel-docs.js';
import { voyageFieldDoc } from '../../../shared/contract/calculation/field-docs.js';

/**
 * CalculateInput: the calculation payload as typed GraphQL inputs, generated from the contract's field
 * tables (shared/contract/calculation): same field names as REST (spec 1 section 3), aliases included, ids
 * as ID strings, dates as ISO-8601 strings. Every field but the three lists of the payload is nullable
 * with no default here: the resolver hands the typed input to the same reader as REST
 * (legacy-payload.ts), which owns defaults, limits and messages, so the two APIs cannot diverge.
 */

/** A class with no fields of its own, whose instances are typed as the contract's request record. */
const requestOf = <T>() => class {} as unknown as new () => T;

@InputType({ description: CALCULATION_GRAPHQL_TYPE.doc })
export class CalculateInput extends requestOf<CalculationRequest>() {}

@InputType({ description: 'The order (client query): cargo terms, expenses, fuel price table' })
export class ClientQueryCalcInput extends requestOf<ClientQueryRequest>() {}

@InputType({ description: 'A port operation (cargo row): the sea leg arriving at it and the stay there' })
export class CargoRowCalcInput extends requestOf<CargoRowRequest>() {}

@InputType({
  description: "A port operation's own margins and bunker supply (used when cargoExtraDetails has none for it)",
})
export class CargoDetailsCalcInput extends requestOf<Request<typeof EXTRA_DETAIL_VALUES>>() {}

@InputType({ description: "A port operation's margins and bunker supply (cargoExtraDetails)" })
export class CargoExtraDetailCalcInput extends requestOf<ExtraDetailRequest>() {}

@InputType({ description: 'A candidate vessel: open port and date, hire, bunkers' })
export class FleetEntryCalcInput extends requestOf<FleetEntryRequest>() {}

/** The vessel record of a fleet entry (the typed form of the legacy `vessel` JSON string). */
@InputType({ description: 'The vessel record of a fleet entry: particulars, speed tables and port consumptions' })
export class VesselCalcInput extends requestOf<Request<typeof VESSEL_FIELDS>>() {}

@InputType({ description: 'A tier of split hire: its rate (USD/day) for NoDays days (0 takes the balance)' })
export class SplitHireTierInput extends requestOf<Request<typeof SPLIT_HIRE_FIELDS>>() {}

@InputType({ description: 'Partial engine options (voyage-model D1-D13); values as documented there' })
export class EngineOptionsInput extends requestOf<Request<typeof OPTIONS_FIELDS>>() {}

@InputType({ description: 'Canal dues of one canal and deadweight class, replacing the default (USD per transit)' })
export class CanalDuesCalcInput extends requestOf<Request<typeof CANAL_DUES_FIELDS>>() {}

const INPUT_CLASSES: Record<string, new () => object> = {
  CalculateInput,
  ClientQueryCalcInput,
  CargoRowCalcInput,
  CargoDetailsCalcInput,
  CargoExtraDetailCalcInput,
  FleetEntryCalcInput,
  VesselCalcInput,
  SplitHireTierInput,
  EngineOptionsInput,
  CanalDuesCalcInput,
};

/** The contract's closed sets that are GraphQL enums, by enum name (their values are the contract's). */
export const CONTRACT_ENUMS: Record<string, object> = {
  Canal,
  DwtClass,
  DeliveryTerms,
  FreightMode,
  FuelCalculationMethod,
  FuelType,
  LbMarker,
  Loadline,
  OperationType,
  QtyMode,
  SulfurMode,
  YesNo,
};

function inputClass(name: string): new () => object {
  const cls = INPUT_CLASSES[name];
  if (!cls) throw new Error(`the calculation contract names GraphQL input ${name}, which has no class`);
  return cls;
}

function enumOf(name: string): object {
  const e = CONTRACT_ENUMS[name];
  if (!e) throw new Error(`the calculation contract names GraphQL enum ${name}, which is not registered`);
  return e;
}

function graphqlType(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'number':
    case 'optNumber':
    case 'looseNumber':
    case 'positive':
      return Float;
    case 'flag':
      return spec.graphqlEnum ? enumOf(spec.graphqlEnum) : Boolean;
    case 'optFlag':
      return Boolean;
    case 'id':
      return ID;
    case 'text':
    case 'date':
    case 'switch':
      return String;
    case 'choice':
    case 'optChoice':
      return spec.graphqlEnum ? enumOf(spec.graphqlEnum) : String;
    case 'record':
      return inputClass(spec.graphqlType);
    case 'list':
      return [inputClass(spec.graphqlType)];
  }
}

/** The description of a field: its doc, else for a closed set given as a String, its values. */
function describe(spec: FieldSpec): string | undefined {
  if (spec.doc) return spec.doc;
  if ((spec.kind === 'choice' || spec.kind === 'optChoice') && !spec.graphqlEnum) return spec.values.join(' | ');
  return undefined;
}

/** Declares every field and alias of a table on its class, as vessel.inputs.ts does from vessel-rules.ts. */
function declareFields(cls: new () => object, table: FieldTable): void {
  for (const [name, spec] of Object.entries(table)) {
    const type = graphqlType(spec);
    const nullable = !((spec.kind === 'record' || spec.kind === 'list') && spec.graphqlRequired);
    // The vessel record's fields are described once, for the catalogue and the calculation alike.
    const own = cls === VesselCalcInput ? vesselFieldDoc(name) : undefined;
    const description = own ?? describe(spec) ?? (cls === VesselCalcInput ? undefined : voyageFieldDoc(name));
    Field(() => type as never, { nullable, ...(description ? { description } : {}) })(cls.prototype, name);
    for (const alias of spec.aliases ?? [])
      Field(() => type as never, { nullable: true, description: `Legacy alias of ${name}` })(cls.prototype, alias);
  }
}

for (const [name, { fields }] of recordTables()) declareFields(inputClass(name), fields);

/** Per input class: its fields (and aliases) that hold records or lists of records, with their class's name. */
const NESTED = new Map<string, ReadonlyMap<string, string>>();
for (const [name, { fields }] of recordTables()) {
  const nested = new Map<string, string>();
  for (const [field, spec] of Object.entries(fields)) {
    if (spec.kind !== 'record' && spec.kind !== 'list') continue;
    for (const key of [field, ...(spec.aliases ?? [])]) nested.set(key, spec.graphqlType);
  }
  NESTED.set(name, nested);
}

function asInstanceOf(name: string, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  const out = new (inputClass(name))() as Record<string, unknown>;
  const nested = NESTED.get(name)!;
  const given = value as Record<string, unknown>;
  for (const key of Object.keys(given)) {
    const v = given[key];
    if (v === undefined) continue;
    const inner = nested.get(key);
    out[key] =
      inner === undefined || v === null
        ? v
        : Array.isArray(v)
          ? v.map((item: unknown) => asInstanceOf(inner, item))
          : asInstanceOf(inner, v);
  }
  return out;
}

/**
 * The calculation input as type-graphql's @Arg hands it over (every record an instance of its input class,
 * its fields in the order given, scalars and enums as graphql-js coerced them), from graphql-js's coerced
 * value, in one walk over the records only (ADR 0021, addendum 4). type-graphql's own conversion looks up
 * every declared field's metadata for each record (about 5 ms for 200 vessels).
 * calculator.inputs.test.ts holds the two to the same value.
 */
export function asCalculateInput(coerced: unknown): CalculateInput {
  return asInstanceOf(CalculateInput.name, coerced) as CalculateInput;
}
