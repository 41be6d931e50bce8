import {
  CALCULATION_FIELDS,
  type CalculationPayload,
  type FieldSpec,
  type FieldTable,
} from '../../../shared/contract/calculation/index.js';
import { read, type Fail, type Read } from './legacy-fields.js';
import { compileRecordRead, type CompiledField } from './legacy-payload.compiled.js';
import { switchOn } from './legacy-payload.schema.js';

/**
 * The payload reader's fast path (issue #19 item 4): the same field rules as the zod schema
 * (legacy-payload.schema.ts), the same plain functions (legacy-fields.ts `read`), applied without zod's
 * per-field parse objects by a reader compiled once per contract table (legacy-payload.compiled.ts, which
 * takes the common values inline and calls these functions for the rest). It answers a payload only when every field reads
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

/** A record of a table, as recordReader() reads it when nothing is refused (compiled once per table). */
function recordRead(table: FieldTable): Read<Record<string, unknown>> {
  const fields: CompiledField[] = Object.entries(table).map(([name, spec]) => {
    const aliases = spec.aliases ?? [];
    const optional = aliases.length > 0;
    return {
      name,
      spec,
      keys: [name, ...aliases].map((key) => ({ key, read: fieldRead(spec, optional) })),
      fallback: spec.kind === 'number' ? (spec.default ?? 0) : spec.kind === 'flag' ? !!spec.default : null,
    };
  });
  return compileRecordRead(table, fields);
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
