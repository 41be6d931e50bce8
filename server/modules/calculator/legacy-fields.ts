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

/**
 * A refusal inside a field reader. The zod schema records it as an issue (the reader's return value is
 * then unused); the plain reader (legacy-payload.plain.ts) throws, and the payload is read again by zod.
 */
export type Fail = (message: string, input: unknown) => never;
/** One field's rule as a plain function: the value read, or `fail` called with the refusal. */
export type Read<T = unknown> = (v: unknown, fail: Fail) => T;

const reader = <T>(read: Read<T>) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): T => read(v, (message, input) => refuse(ctx, message, input)));

function checked(v: unknown, rules: NumberRules, fail: Fail, ifNoValue: number | null): number | null {
  const n = readNumber(v);
  if (n === undefined) return ifNoValue;
  const problem = numberProblem(n, v, rules);
  return problem === undefined ? n : fail(problem, v);
}

/** The plain rules behind the zod readers below, one factory each (same arguments). */
export const read = {
  num:
    (rules: NumberRules & { fallback?: number } = {}): Read<number> =>
    (v, fail) =>
      checked(v, rules, fail, rules.fallback ?? 0) as number,
  optNum:
    (rules: NumberRules = {}): Read<number | null> =>
    (v, fail) =>
      checked(v, rules, fail, null),
  looseNum:
    (max: number): Read<number | null> =>
    (v, fail) => {
      const n = readNumber(v);
      return n !== undefined && Number.isNaN(n) ? n : checked(v, { max }, fail, null);
    },
  boolOr:
    <F extends boolean | null>(fallback: F): Read<boolean | F> =>
    (v, fail) =>
      isNoValue(v) ? fallback : (readBool(v) ?? fail(boolProblem(v), v)),
  text:
    (fallback = '', rules: TextRules = {}): Read<string> =>
    (v, fail) => {
      if (isNoValue(v)) return fallback;
      const got = readText(v, rules);
      return 'text' in got ? got.text : fail(got.problem, v);
    },
  optId: (): Read<string | null> => (v, fail) => {
    if (isNoValue(v)) return null;
    if (typeof v !== 'string' && typeof v !== 'number') return fail(`${FIELD} must be a string or a number`, v);
    const got = readText(v);
    return 'text' in got ? got.text : fail(got.problem, v);
  },
  oneOf:
    <T extends string>(values: readonly T[], fallback: T | null, alias: (s: string) => string = (s) => s): Read<T> =>
    (v, fail) => {
      if (isNoValue(v) && fallback !== null) return fallback;
      const hit = matchOne(values, v, alias);
      if (hit !== undefined) return hit;
      return fail(isNoValue(v) ? `${FIELD} is required` : oneOfProblem(values, v), v);
    },
  optOneOf:
    <T extends string>(values: readonly T[]): Read<T | null> =>
    (v, fail) =>
      isNoValue(v) ? null : (matchOne(values, v) ?? fail(oneOfProblem(values, v), v)),
  isoDate:
    (requiredMessage?: string): Read<string | null> =>
    (v, fail) => {
      // The payload schema writes '%' where the field goes in its own messages.
      if (isNoValue(v)) return requiredMessage === undefined ? null : fail(requiredMessage.replace('%', FIELD), v);
      const date = readDate(v);
      return date === undefined ? fail(dateProblem(v), v) : date.toISOString();
    },
  /** The JSON step of jsonOr(): a string is parsed (blank is undefined), anything else passes as it is. */
  json: (): Read => (v, fail) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return undefined;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return fail(`${FIELD} is not valid JSON`, v);
    }
  },
};

/** A number (or numeric string); no value means `fallback` (0 unless told). Negative values are refused. */
export const num = (rules: NumberRules & { fallback?: number } = {}) => reader(read.num(rules));

/** Like num(), but no value stays null (the engine reads null as "not given"). */
export const optNum = (rules: NumberRules = {}) => reader(read.optNum(rules));

/** A number kept as NaN when it is not one, so the engine can report it as a warning (cargo Tx). */
export const looseNum = (max: number) => reader(read.looseNum(max));

/** A flag by the boundary's one rule; no value means `fallback` (null: stays null). */
export const bool = (fallback = false) => reader(read.boolOr<boolean>(fallback));
export const optBool = () => reader(read.boolOr<null>(null));

/** Text (numbers are turned into text), trimmed, within `rules.max`; no value means `fallback`. */
export const text = (fallback = '', rules: TextRules = {}) => reader(read.text(fallback, rules));

/** An id: a string or a (legacy numeric) number, as a trimmed string; no value is null. */
export const optId = () => reader(read.optId());

/** One of a closed set, matched without regard to case; `alias` maps other spellings first. Required when fallback is null. */
export const oneOf = <T extends string>(values: readonly T[], fallback: T | null, alias?: (s: string) => string) =>
  reader(read.oneOf(values, fallback, alias));

/** Like oneOf(), but no value is null. */
export const optOneOf = <T extends string>(values: readonly T[]) => reader(read.optOneOf(values));

/**
 * An ISO-8601 date or date-time (epoch milliseconds are accepted too), returned as an ISO UTC string; the
 * boundary's date rule (real calendar dates, zone-less is UTC, years 1950-2200). No value is null, or an
 * issue with `requiredMessage` when given.
 */
export const isoDate = (requiredMessage?: string) => reader(read.isoDate(requiredMessage));

/** A nested value sent either as itself or as a JSON string of itself (the legacy `vessel`, `splitHire`). */
export const jsonOr = <T extends z.ZodType>(schema: T) => reader(read.json()).pipe(schema);

/** Messages for a missing or mistyped object or list. */
export const shapeError = (what: 'an object' | 'a list') => (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null ? `${FIELD} is required` : `${FIELD} must be ${what}`;

/** The first zod issue as a BAD_USER_INPUT naming its field. */
export function issueToError(error: z.ZodError): AppError {
  const first = error.issues[0];
  const field = first ? formatPath(first.path) : '';
  return badInput(fillField(first?.message ?? 'Invalid input', field), field || undefined);
}
