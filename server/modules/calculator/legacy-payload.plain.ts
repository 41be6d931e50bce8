import {
  CALCULATION_FIELDS,
  extensionsOf,
  type CalculationPayload,
  type FieldSpec,
  type FieldTable,
} from '../../../shared/contract/calculation/index.js';
import { read, type Fail, type Read } from './legacy-fields.js';
import { switchOn } from './legacy-payload.schema.js';

/**
 * The payload reader's fast path (issue #19 item 4): the same field rules as the zod schema
 * (legacy-payload.schema.ts), the same plain functions (legacy-fields.ts `read`), walked directly over the
 * contract's tables without zod's per-field parse objects. It answers a payload only when every field reads
 * without a refusal, and then exactly what the schema answers (the same values, fields in the same order,
 * aliases folded the same way); at the first refusal, or any shape it does not expect, it gives up and the
 * caller parses with the schema, so every refusal still comes from zod, worded and located as before.
 * legacy-payload.plain.test.ts holds the two to the same answers.
 */

/** Thrown by `fail`: a plain, pre-built value (no stack trace to capture). */
const GIVE_UP = Symbol('give up');
const giveUp: Fail = () => {
  throw GIVE_UP;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function fieldRead(spec: FieldSpec, asOptional = false): Read {
  switch (spec.kind) {
    case 'number':
      return asOptional ? read.optNum({ ...spec.range }) : read.num({ ...spec.range, fallback: spec.default ?? 0 });
    case 'optNumber':
      return read.optNum({ ...spec.range });
    case 'looseNumber':
      return read.looseNum(spec.range.max ?? Number.POSITIVE_INFINITY);
    case 'positive': {
      const { max } = spec;
      const n = read.optNum();
      return (v, fail) => {
        const got = n(v, fail);
        return got === null || (got > 0 && (max === undefined || got <= max)) ? got : fail('', v);
      };
    }
    case 'flag':
      return read.boolOr(asOptional ? null : (spec.default ?? false));
    case 'optFlag':
      return read.boolOr(null);
    case 'text':
      return read.text(spec.default ?? '');
    case 'id':
      return read.optId();
    case 'date':
      return read.isoDate(spec.requiredMessage);
    case 'choice': {
      const sep = spec.prefixBefore;
      return read.oneOf(spec.values, spec.default, sep === undefined ? undefined : (s) => s.split(sep)[0] ?? s);
    }
    case 'optChoice':
      return read.optOneOf(spec.values);
    case 'switch':
      return (v) => switchOn(v);
    case 'record':
      return nested(spec, recordRead(spec.fields));
    case 'list': {
      const each = recordRead(spec.fields);
      return nested(spec, (v, fail) => (Array.isArray(v) ? v.map((e) => each(e, fail)) : fail('', v)));
    }
  }
}

/** Required, or null when absent (null or undefined); from JSON text first where the table allows it. */
function nested(spec: { required?: boolean; json?: boolean }, inner: Read): Read {
  const absentOk: Read = spec.required ? inner : (v, fail) => (v === null || v === undefined ? null : inner(v, fail));
  if (!spec.json) return absentOk;
  const json = read.json();
  return (v, fail) => absentOk(json(v, fail), fail);
}

interface PlainField {
  name: string;
  /** The field's name and then its aliases, each with its reader. */
  keys: readonly (readonly [string, Read])[];
  /** What an aliased field is when none of its names gives a value (recordReader's fold). */
  fallback: unknown;
  /** Named among the table's extensions too: read, then left out (the schema's withoutExtensions). */
  dropped: boolean;
}

/** A record of a table, as recordReader() reads it when nothing is refused. */
function recordRead(table: FieldTable): Read<Record<string, unknown>> {
  const extensions = new Set(extensionsOf(table));
  const fields: PlainField[] = Object.entries(table).map(([name, spec]) => {
    const aliases = spec.aliases ?? [];
    const optional = aliases.length > 0;
    return {
      name,
      keys: [name, ...aliases].map((k) => [k, fieldRead(spec, optional)] as const),
      fallback: spec.kind === 'number' ? (spec.default ?? 0) : spec.kind === 'flag' ? !!spec.default : null,
      dropped: extensions.has(name),
    };
  });
  const known = new Set([...fields.flatMap((f) => f.keys.map(([k]) => k)), ...extensions]);
  // An alias that is also an extension would be dropped before the fold: leave such a table to zod.
  const foldsAnExtension = fields.some((f) => f.keys.length > 1 && f.keys.some(([k]) => extensions.has(k)));
  // Every record starts as a copy of one object holding its fields in order: built by Object.fromEntries
  // it keeps V8's fast properties, where adding a vessel's ~90 fields one by one makes a dictionary (and
  // every later read of the record, legacy-vessel.ts among them, a hash look-up).
  const template = Object.fromEntries(fields.filter((f) => !f.dropped).map((f) => [f.name, null]));
  return (value, fail) => {
    if (foldsAnExtension || !isRecord(value)) return fail('', value);
    for (const key of Object.keys(value)) if (!known.has(key)) fail('', value);
    const out: Record<string, unknown> = { ...template };
    for (const f of fields) {
      if (f.keys.length === 1) {
        const got = (f.keys[0] as readonly [string, Read])[1](value[f.name], fail);
        if (got === undefined) fail('', value); // zod would leave the key out: not a case this path mirrors
        if (!f.dropped) out[f.name] = got;
        continue;
      }
      let given: unknown;
      for (const [key, r] of f.keys) {
        const got = r(value[key], fail);
        if (given === undefined && got !== null && got !== undefined) given = got;
      }
      out[f.name] = given ?? f.fallback;
    }
    return out;
  };
}

const payloadRead = recordRead(CALCULATION_FIELDS);

/** The payload as legacyPayloadSchema reads it, or undefined when any field is refused (parse it with the schema then). */
export function readPayloadPlain(raw: unknown): CalculationPayload | undefined {
  try {
    return payloadRead(raw, giveUp) as unknown as CalculationPayload;
  } catch (e) {
    if (e === GIVE_UP) return undefined;
    throw e;
  }
}
