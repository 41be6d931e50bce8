import { z } from 'zod';
import { badInput, type AppError } from '../../errors/app-error.js';
import {
  FIELD,
  boolProblem,
  dateProblem,
  fillField,
  formatPath,
  isNoValue,
  matchOne,
  numberProblem,
  oneOfProblem,
  readBool,
  readDate,
  readNumber,
  readText,
  type NumberRules,
  type TextRules,
} from '../../../shared/validation/boundary.js';

/**
 * The calculation payload's field readers: a thin facade over the boundary reader
 * (shared/validation/boundary.ts, where the rules are written), shaped as the payload schema uses them
 * (a fallback for no value, null where the engine reads "not given"). Messages name FIELD, replaced by
 * the issue's path (`fleetList[2].vessel.vesselBalSpd1`) when reported.
 */

export { formatPath, readNumber, type NumberRules };

type Ctx = z.RefinementCtx;
const refuse = (ctx: Ctx, message: string, input: unknown): never => {
  ctx.addIssue({ code: 'custom', message, input });
  return z.NEVER;
};
const reader = <T>(read: (v: unknown, ctx: Ctx) => T) => z.unknown().optional().transform(read);

function checked(v: unknown, rules: NumberRules, ctx: Ctx, ifNoValue: number | null): number | null {
  const n = readNumber(v);
  if (n === undefined) return ifNoValue;
  const problem = numberProblem(n, v, rules);
  return problem === undefined ? n : refuse(ctx, problem, v);
}

/** A number (or numeric string); no value means `fallback` (0 unless told). Negative values are refused. */
export const num = (rules: NumberRules & { fallback?: number } = {}) =>
  reader((v, ctx): number => checked(v, rules, ctx, rules.fallback ?? 0) as number);

/** Like num(), but no value stays null (the engine reads null as "not given"). */
export const optNum = (rules: NumberRules = {}) => reader((v, ctx): number | null => checked(v, rules, ctx, null));

/** A number kept as NaN when it is not one, so the engine can report it as a warning (cargo Tx). */
export const looseNum = (max: number) =>
  reader((v, ctx): number | null => {
    const n = readNumber(v);
    return n !== undefined && Number.isNaN(n) ? n : checked(v, { max }, ctx, null);
  });

/** A flag by the boundary's one rule; no value means `fallback` (null: stays null). */
const boolOr = <F extends boolean | null>(fallback: F) =>
  reader((v, ctx): boolean | F => (isNoValue(v) ? fallback : (readBool(v) ?? refuse(ctx, boolProblem(v), v))));

export const bool = (fallback = false) => boolOr<boolean>(fallback);
export const optBool = () => boolOr<null>(null);

/** Text (numbers are turned into text), trimmed, within `rules.max`; no value means `fallback`. */
export const text = (fallback = '', rules: TextRules = {}) =>
  reader((v, ctx): string => {
    if (isNoValue(v)) return fallback;
    const read = readText(v, rules);
    return 'text' in read ? read.text : refuse(ctx, read.problem, v);
  });

/** An id: a string or a (legacy numeric) number, as a trimmed string; no value is null. */
export const optId = () =>
  reader((v, ctx): string | null => {
    if (isNoValue(v)) return null;
    if (typeof v !== 'string' && typeof v !== 'number') return refuse(ctx, `${FIELD} must be a string or a number`, v);
    const read = readText(v);
    return 'text' in read ? read.text : refuse(ctx, read.problem, v);
  });

/** One of a closed set, matched without regard to case; `alias` maps other spellings first. Required when fallback is null. */
export const oneOf = <T extends string>(
  values: readonly T[],
  fallback: T | null,
  alias: (s: string) => string = (s) => s,
) =>
  reader((v, ctx): T => {
    if (isNoValue(v) && fallback !== null) return fallback;
    const hit = matchOne(values, v, alias);
    if (hit !== undefined) return hit;
    return refuse(ctx, isNoValue(v) ? `${FIELD} is required` : oneOfProblem(values, v), v);
  });

/** Like oneOf(), but no value is null. */
export const optOneOf = <T extends string>(values: readonly T[]) =>
  reader((v, ctx): T | null =>
    isNoValue(v) ? null : (matchOne(values, v) ?? refuse(ctx, oneOfProblem(values, v), v)),
  );

/**
 * An ISO-8601 date or date-time (epoch milliseconds are accepted too), returned as an ISO UTC string; the
 * boundary's date rule (real calendar dates, zone-less is UTC, years 1950-2200). No value is null, or an
 * issue with `requiredMessage` when given.
 */
export const isoDate = (requiredMessage?: string) =>
  reader((v, ctx): string | null => {
    // The payload schema writes '%' where the field goes in its own messages.
    if (isNoValue(v)) return requiredMessage === undefined ? null : refuse(ctx, requiredMessage.replace('%', FIELD), v);
    const date = readDate(v);
    return date === undefined ? refuse(ctx, dateProblem(v), v) : date.toISOString();
  });

/** A nested value sent either as itself or as a JSON string of itself (the legacy `vessel`, `splitHire`). */
export const jsonOr = <T extends z.ZodType>(schema: T) =>
  reader((v, ctx): unknown => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return undefined;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return refuse(ctx, `${FIELD} is not valid JSON`, v);
    }
  }).pipe(schema);

/** Messages for a missing or mistyped object or list. */
export const shapeError = (what: 'an object' | 'a list') => (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null ? `${FIELD} is required` : `${FIELD} must be ${what}`;

/** The first zod issue as a BAD_USER_INPUT naming its field. */
export function issueToError(error: z.ZodError): AppError {
  const first = error.issues[0];
  const field = first ? formatPath(first.path) : '';
  return badInput(fillField(first?.message ?? 'Invalid input', field), field || undefined);
}
