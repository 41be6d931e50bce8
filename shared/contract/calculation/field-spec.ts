/**
 * The vocabulary of the calculation contract: what a field is (its kind), its unit, range, default and
 * legacy aliases, as plain data. The tables (client-query.fields.ts ...) are written in it; the REST
 * schema, the GraphQL input classes, the web mapper and the TypeScript types are derived from them.
 */

/** Limits of a number. Without `min`, or `signed`, a negative value is refused. */
export interface NumberRange {
  /** Inclusive lower bound (a negative one allows negative values: latitudes, longitudes). */
  readonly min?: number;
  /** Inclusive upper bound: a sanity limit far beyond any real voyage. */
  readonly max?: number;
  /** Exclusive upper bound (percentages that must stay below 100). */
  readonly below?: number;
  /** A value above 0 must be at least this (a speed of 1e-9 knots is a typo). */
  readonly minAboveZero?: number;
}

interface Described {
  /** Other names a legacy client sends for the same field; the canonical name wins when both are given. */
  readonly aliases?: readonly string[];
  /** Unit of a number (t, nm, kn, t/day, USD, USD/t, %, days, degrees, m, m3, t/cm). */
  readonly unit?: string;
  /** The field's description in the GraphQL schema. */
  readonly doc?: string;
}

/** A number; absent (or null, or blank) is `default` (0 unless told). */
export interface NumberField extends Described {
  readonly kind: 'number';
  readonly range?: NumberRange;
  readonly default?: number;
}
/** A number; absent stays null ("not given": the engine or the normaliser decides). */
export interface OptNumberField extends Described {
  readonly kind: 'optNumber';
  readonly range?: NumberRange;
}
/** A number kept as NaN when it is not one, so the engine reports it as a warning (manual cargo Tx). */
export interface LooseNumberField extends Described {
  readonly kind: 'looseNumber';
  readonly range: NumberRange;
}
/** An engine option's number: above 0 (and at most `max`), absent stays null. */
export interface PositiveField extends Described {
  readonly kind: 'positive';
  readonly max?: number;
}
/** true/false, 'Yes'/'No', 1/0; absent is `default` (false unless told). `graphqlEnum`: sent as that enum. */
export interface FlagField extends Described {
  readonly kind: 'flag';
  readonly default?: boolean;
  readonly graphqlEnum?: 'YesNo';
}
export interface OptFlagField extends Described {
  readonly kind: 'optFlag';
}
export interface TextField extends Described {
  readonly kind: 'text';
  readonly default?: string;
}
/** A string or a legacy numeric id, as a trimmed string; absent is null. */
export interface IdField extends Described {
  readonly kind: 'id';
}
/** ISO-8601 date or date-time (epoch ms too), as an ISO UTC string; zone-less is UTC. Absent is null unless required. */
export interface DateField extends Described {
  readonly kind: 'date';
  /** The refusal when absent (`%` is the field); without it absent is null. */
  readonly requiredMessage?: string;
}
/** One of a closed set, any case. `default` null: required. */
export interface ChoiceField<V extends string = string> extends Described {
  readonly kind: 'choice';
  readonly values: readonly V[];
  readonly default: V | null;
  /** The GraphQL enum whose values are `values`; without it the field is a String. */
  readonly graphqlEnum?: string;
  /** A legacy spelling with a suffix after this separator ('S-Summer') means its first part. */
  readonly prefixBefore?: string;
}
export interface OptChoiceField<V extends string = string> extends Described {
  readonly kind: 'optChoice';
  readonly values: readonly V[];
  readonly graphqlEnum?: string;
}
/** On when set to anything but AUTO / DEFAULT / false / no / 0 / blank (cargoTransactionMode). */
export interface SwitchField extends Described {
  readonly kind: 'switch';
}

/** What a nested record and a list of records share: their fields and how GraphQL declares them. */
interface NestedField<T extends FieldTable> extends Described {
  readonly fields: T;
  /** The GraphQL input type of the record. */
  readonly graphqlType: string;
  readonly graphqlTypeDoc?: string;
  /** Sent as itself or as its JSON text. */
  readonly json?: boolean;
  /** Absent is refused ('{field} is required'); else absent is null. */
  readonly required?: boolean;
  /** Non-null in the GraphQL schema too. */
  readonly graphqlRequired?: boolean;
}

/** A nested record (a fleet entry's vessel, the order, the options), as itself or, when `json`, its JSON text. */
export interface RecordField<T extends FieldTable = FieldTable> extends NestedField<T> {
  readonly kind: 'record';
}
/** A list of records (cargo rows, fleet entries, split-hire tiers). */
export interface ListField<T extends FieldTable = FieldTable> extends NestedField<T> {
  readonly kind: 'list';
}

export type FieldSpec =
  | NumberField
  | OptNumberField
  | LooseNumberField
  | PositiveField
  | FlagField
  | OptFlagField
  | TextField
  | IdField
  | DateField
  | ChoiceField
  | OptChoiceField
  | SwitchField
  | RecordField
  | ListField;

export type FieldTable = { readonly [name: string]: FieldSpec };

/** What the reader gives for a field: its typed value after defaults. */
export type ValueOf<S> = S extends { kind: 'number' | 'flag' | 'text' | 'switch' }
  ? S extends { kind: 'number' }
    ? number
    : S extends { kind: 'text' }
      ? string
      : boolean
  : S extends { kind: 'optNumber' | 'looseNumber' | 'positive' }
    ? number | null
    : S extends { kind: 'optFlag' }
      ? boolean | null
      : S extends { kind: 'id' | 'date' }
        ? string | null
        : S extends { kind: 'choice'; values: readonly (infer V)[] }
          ? V
          : S extends { kind: 'optChoice'; values: readonly (infer V)[] }
            ? V | null
            : S extends { kind: 'record'; fields: infer T extends FieldTable; required: true }
              ? Normalised<T>
              : S extends { kind: 'record'; fields: infer T extends FieldTable }
                ? Normalised<T> | null
                : S extends { kind: 'list'; fields: infer T extends FieldTable; required: true }
                  ? Normalised<T>[]
                  : S extends { kind: 'list'; fields: infer T extends FieldTable }
                    ? Normalised<T>[] | null
                    : never;

/** A record as the reader gives it: every canonical field, aliases folded in, defaults applied. */
export type Normalised<T extends FieldTable> = { -readonly [K in keyof T]: ValueOf<T[K]> };

/** What a typed client (GraphQL, the web) sends for a field. */
export type InputOf<S> = S extends { kind: 'number' | 'optNumber' | 'looseNumber' | 'positive' }
  ? number
  : S extends { kind: 'flag'; graphqlEnum: 'YesNo' }
    ? 'Yes' | 'No' | boolean
    : S extends { kind: 'flag' | 'optFlag' }
      ? boolean
      : S extends { kind: 'text' | 'id' | 'date' }
        ? string
        : S extends { kind: 'switch' }
          ? string | boolean
          : S extends { kind: 'choice' | 'optChoice'; values: readonly (infer V)[] }
            ? V
            : S extends { kind: 'record'; fields: infer T extends FieldTable }
              ? Request<T>
              : S extends { kind: 'list'; fields: infer T extends FieldTable }
                ? Request<T>[]
                : never;

type AliasOf<T extends FieldTable, K extends keyof T> = T[K] extends { aliases: readonly (infer A extends string)[] }
  ? A
  : never;
type AliasTarget<T extends FieldTable, A extends string> = {
  [K in keyof T]: A extends AliasOf<T, K> ? K : never;
}[keyof T];

/** A record as a typed client sends it: every field optional and nullable, aliases included. */
export type Request<T extends FieldTable> = { [K in keyof T]?: InputOf<T[K]> | null } & {
  [A in { [K in keyof T]: AliasOf<T, K> }[keyof T]]?: InputOf<T[AliasTarget<T, A>]> | null;
};

/** Every name a record accepts: each field's canonical name, then its aliases. */
export function fieldNames(table: FieldTable): string[] {
  return Object.entries(table).flatMap(([name, spec]) => [name, ...(spec.aliases ?? [])]);
}
