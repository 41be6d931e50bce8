import { z } from 'zod';
import {
  CALCULATION_FIELDS,
  extensionsOf,
  type CalculationPayload,
  type FieldSpec,
  type FieldTable,
  type Normalised,
  type NumberRange,
} from '../../../shared/contract/calculation/index.js';
import {
  bool,
  isoDate,
  jsonOr,
  looseNum,
  num,
  oneOf,
  optBool,
  optId,
  optNum,
  optOneOf,
  shapeError,
  text,
} from './legacy-fields.js';
import { FIELD } from '../../../shared/validation/boundary.js';

/**
 * The zod reader of the calculation payload, built from the contract's field tables
 * (shared/contract/calculation): REST parses the legacy body with it and GraphQL reads its typed input
 * with it, so the two cannot differ. Each field is read by its kind (legacy-fields.ts: numbers or numeric
 * strings, 'Yes'/'No' flags, ISO dates, closed sets in any case); aliases are read like their field and
 * folded into it (the canonical name wins); nested records may arrive as JSON text where the table says so.
 */

/** cargoTransactionMode values that mean "not manual" (switchOn is shared with legacy-payload.plain.ts). */
const AUTO_SWITCH = new Set(['', 'auto', 'automatic', 'default', 'false', 'no', '0']);

export function switchOn(mode: unknown): boolean {
  if (typeof mode === 'boolean') return mode;
  if (typeof mode !== 'string') return false;
  return !AUTO_SWITCH.has(mode.trim().toLowerCase());
}

/** A range as the number readers' rules (a negative `min` allows negative values). */
const rangeRules = (range: NumberRange | undefined) => ({ ...range });

const positive = (max: number | undefined) =>
  optNum().refine((v) => v === null || (v > 0 && (max === undefined || v <= max)), {
    message: max === undefined ? '{field} must be above 0' : `{field} must be above 0 and at most ${max}`,
  });

/** The reader of one field; `asOptional`: absent stays null (a field read with its aliases takes its default after). */
function fieldReader(spec: FieldSpec, asOptional = false): z.ZodType {
  switch (spec.kind) {
    case 'number':
      return asOptional
        ? optNum(rangeRules(spec.range))
        : num({ ...rangeRules(spec.range), fallback: spec.default ?? 0 });
    case 'optNumber':
      return optNum(rangeRules(spec.range));
    case 'looseNumber':
      return looseNum(spec.range.max ?? Number.POSITIVE_INFINITY);
    case 'positive':
      return positive(spec.max);
    case 'flag':
      return asOptional ? optBool() : bool(spec.default ?? false);
    case 'optFlag':
      return optBool();
    case 'text':
      return text(spec.default ?? '');
    case 'id':
      return optId();
    case 'date':
      return isoDate(spec.requiredMessage);
    case 'choice': {
      const sep = spec.prefixBefore;
      return oneOf(spec.values, spec.default, sep === undefined ? undefined : (s) => s.split(sep)[0] ?? s);
    }
    case 'optChoice':
      return optOneOf(spec.values);
    case 'switch':
      return z.unknown().optional().transform(switchOn);
    case 'record':
      return nested(spec, recordReader(spec.fields));
    case 'list':
      return nested(spec, z.array(recordReader(spec.fields), { error: shapeError('a list') }));
  }
}

/** A nested record or list: required or null when absent, and read from JSON text where the table allows it. */
function nested(spec: { required?: boolean; json?: boolean }, schema: z.ZodType): z.ZodType {
  const absentOk = spec.required ? schema : schema.nullish().transform((v) => v ?? null);
  return spec.json ? jsonOr(absentOk) : absentOk;
}

/**
 * Names a record's fields that are neither in its table (with their aliases) nor among its documented
 * extensions (issue #12: a misspelled `bunkersOnBoardAtSailing` for `bod` was ignored and the figures were
 * wrong). Checked before the fields are read, so a misspelling is what the refusal names.
 */
function unknownFields(known: ReadonlySet<string>) {
  return z.unknown().superRefine((value, ctx) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
    for (const key of Object.keys(value)) {
      if (!known.has(key))
        ctx.addIssue({ code: 'custom', message: NOT_A_FIELD, path: [key], input: (value as never)[key] });
    }
  });
}

const NOT_A_FIELD = `${FIELD} is not a field of the calculation payload`;

/** The record without its documented extensions: they are accepted, and the engine does not read them. */
function withoutExtensions(values: Record<string, unknown>, extensions: readonly string[]) {
  if (extensions.length === 0) return values;
  const out = { ...values };
  for (const name of extensions) delete out[name];
  return out;
}

/** A record of a table: every field and alias read by its kind, then each alias folded into its field. */
export function recordReader<T extends FieldTable>(
  table: T,
  error: (iss: { input?: unknown }) => string = shapeError('an object'),
): z.ZodType<Normalised<T>> {
  const shape: Record<string, z.ZodType> = {};
  const aliased: [string, FieldSpec][] = [];
  for (const [name, spec] of Object.entries(table)) {
    const aliases = spec.aliases ?? [];
    shape[name] = fieldReader(spec, aliases.length > 0);
    for (const alias of aliases) shape[alias] = fieldReader(spec, true);
    if (aliases.length > 0) aliased.push([name, spec]);
  }
  const extensions = extensionsOf(table);
  const known = new Set([...Object.keys(shape), ...extensions]);
  const record = unknownFields(known).pipe(
    z.object(shape, { error }).transform((values) => withoutExtensions(values, extensions)),
  );
  if (aliased.length === 0) return record as unknown as z.ZodType<Normalised<T>>;
  return record.transform((values) => {
    const out: Record<string, unknown> = { ...values };
    for (const [name, spec] of aliased) {
      const given = [name, ...(spec.aliases ?? [])].map((k) => out[k]).find((v) => v !== null && v !== undefined);
      for (const alias of spec.aliases ?? []) delete out[alias];
      out[name] =
        given ?? (spec.kind === 'number' ? (spec.default ?? 0) : spec.kind === 'flag' ? !!spec.default : null);
    }
    return out;
  }) as unknown as z.ZodType<Normalised<T>>;
}

/** The whole payload (spec 1 section 7, POST /calculate/multiple/old; the GraphQL CalculateInput). */
export const legacyPayloadSchema: z.ZodType<CalculationPayload> = recordReader(CALCULATION_FIELDS, (iss) =>
  iss.input === undefined || iss.input === null
    ? 'The request body is required'
    : 'The request body must be a JSON object',
);
