import { z } from 'zod';
import { badInput, type AppError } from '../../errors/app-error.js';

/**
 * Field readers for the legacy calculation payload, where a number may arrive as a number or a numeric
 * string, a flag as a boolean or 'Yes'/'true', a nested record as an object or a JSON string. Messages
 * carry `{field}`, replaced by the issue's path (`fleetList[2].vessel.vesselBalSpd1`) when reported.
 */

const FIELD = '{field}';
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

type Issue = { code: 'custom'; message: string; input: unknown };
const issue = (message: string, input: unknown): Issue => ({
  code: 'custom',
  message: message.replace('%', FIELD),
  input,
});

/** undefined for absent (undefined, null, blank), NaN for a value that is not a number. */
export function readNumber(v: unknown): number | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'number') return Number.isFinite(v) ? v : Number.NaN;
  if (typeof v === 'string') {
    const t = v.trim();
    if (t === '') return undefined;
    return DECIMAL.test(t) ? Number(t) : Number.NaN;
  }
  return Number.NaN;
}

export interface NumberRules {
  /** Exclusive upper bound (percentages such as tcAdcom must stay below 100). */
  below?: number;
  /** Inclusive upper bound: a sanity limit far beyond any real voyage (see LIMITS). */
  max?: number;
  /** A value above 0 must be at least this (a speed of 1e-9 knots is a typo, and would never arrive). */
  minAboveZero?: number;
  /** Allows negative values (none of the engine's inputs do today). */
  signed?: boolean;
}

function checkNumber(n: number, v: unknown, rules: NumberRules, ctx: z.RefinementCtx): boolean {
  let problem: string | undefined;
  if (Number.isNaN(n)) problem = `% must be a number, got ${JSON.stringify(v)}`;
  else if (!rules.signed && n < 0) problem = `% cannot be negative (got ${n})`;
  else if (rules.below !== undefined && n >= rules.below) problem = `% must be below ${rules.below} (got ${n})`;
  else if (rules.max !== undefined && n > rules.max) problem = `% must be at most ${rules.max} (got ${n})`;
  else if (rules.minAboveZero !== undefined && n > 0 && n < rules.minAboveZero)
    problem = `% must be 0 or at least ${rules.minAboveZero} (got ${n})`;
  if (problem === undefined) return true;
  ctx.addIssue(issue(problem, v));
  return false;
}

/** A number (or numeric string); absent means `fallback` (0 unless told). Negative values are refused. */
export const num = (rules: NumberRules & { fallback?: number } = {}) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number => {
      const n = readNumber(v);
      if (n === undefined) return rules.fallback ?? 0;
      return checkNumber(n, v, rules, ctx) ? n : z.NEVER;
    });

/** Like num(), but absent stays null (the engine reads null as "not given"). */
export const optNum = (rules: NumberRules = {}) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number | null => {
      const n = readNumber(v);
      if (n === undefined) return null;
      return checkNumber(n, v, rules, ctx) ? n : z.NEVER;
    });

/** A number kept as NaN when it is not one, so the engine can report it as a warning (cargo Tx). */
export const looseNum = (max: number) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number | null => {
      const n = readNumber(v);
      if (n === undefined) return null;
      if (Number.isNaN(n)) return n;
      return checkNumber(n, v, { max }, ctx) ? n : z.NEVER;
    });

const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);

function readBool(v: unknown): boolean | null | undefined {
  if (typeof v === 'boolean') return v;
  if (typeof v !== 'string' && typeof v !== 'number') return undefined;
  const key = String(v).trim().toLowerCase();
  if (key === '') return null;
  return TRUE.has(key) ? true : FALSE.has(key) ? false : undefined;
}

/** true/false, 'true'/'false', 'Yes'/'No', 1/0; absent or blank means `fallback` (null: stays null). */
const boolOr = <F extends boolean | null>(fallback: F) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): boolean | F => {
      if (v === undefined || v === null) return fallback;
      const b = readBool(v);
      if (b === null) return fallback;
      if (b !== undefined) return b;
      ctx.addIssue(issue(`% must be true or false, got ${JSON.stringify(v)}`, v));
      return z.NEVER;
    });

export const bool = (fallback = false) => boolOr<boolean>(fallback);
export const optBool = () => boolOr<null>(null);

/** Free text; numbers are accepted and turned into text; absent means `fallback`. */
export const text = (fallback = '') =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      if (v === undefined || v === null) return fallback;
      if (typeof v === 'string') return v;
      if (typeof v === 'number' && Number.isFinite(v)) return String(v);
      ctx.addIssue(issue('% must be text', v));
      return z.NEVER;
    });

/** An id: a string or a (legacy numeric) number, as a trimmed string; absent or blank is null. */
export const optId = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string | null => {
      if (v === undefined || v === null) return null;
      if (typeof v === 'number' && Number.isFinite(v)) return String(v);
      if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
      ctx.addIssue(issue('% must be a string or a number', v));
      return z.NEVER;
    });

function matchOne<T extends string>(values: readonly T[], v: unknown, alias: (s: string) => string): T | undefined {
  const key = typeof v === 'string' ? alias(v.trim()).toLowerCase() : undefined;
  return key === undefined ? undefined : values.find((x) => x.toLowerCase() === key);
}

const isAbsent = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** One of a closed set, matched without regard to case; `alias` maps other spellings first. Required when fallback is null. */
export const oneOf = <T extends string>(
  values: readonly T[],
  fallback: T | null,
  alias: (s: string) => string = (s) => s,
) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): T => {
      if (isAbsent(v) && fallback !== null) return fallback;
      const hit = matchOne(values, v, alias);
      if (hit !== undefined) return hit;
      ctx.addIssue(
        issue(isAbsent(v) ? '% is required' : `% must be one of ${values.join(', ')}, got ${JSON.stringify(v)}`, v),
      );
      return z.NEVER;
    });

/** Like oneOf(), but absent is null. */
export const optOneOf = <T extends string>(values: readonly T[]) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): T | null => {
      if (isAbsent(v)) return null;
      const hit = matchOne(values, v, (s) => s);
      if (hit !== undefined) return hit;
      ctx.addIssue(issue(`% must be one of ${values.join(', ')}, got ${JSON.stringify(v)}`, v));
      return z.NEVER;
    });

/** Dates outside these years are typos (and the engine's timeline must stay within JavaScript dates). */
const DATE_YEARS = [1950, 2200] as const;
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):?(\d{2}))?)?$/i;
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/** Date.parse rolls 2027-02-30 over to March; a real calendar date and clock time are required. */
function calendarValid(m: RegExpExecArray): boolean {
  const [, y, mo, d, h = '0', mi = '0', sec = '0', , zh = '0', zm = '0'] = m.map((x) => x ?? undefined);
  const month = Number(mo);
  const daysInMonth = new Date(Date.UTC(Number(y), month, 0)).getUTCDate();
  return (
    month >= 1 &&
    month <= 12 &&
    Number(d) >= 1 &&
    Number(d) <= daysInMonth &&
    Number(h) <= 23 &&
    Number(mi) <= 59 &&
    Number(sec) <= 59 &&
    Number(zh) <= 23 &&
    Number(zm) <= 59
  );
}

/**
 * An ISO-8601 date or date-time (epoch milliseconds are accepted too), returned as an ISO UTC string.
 * A date-time without a zone is read as UTC; a date alone is midnight UTC. Absent is null, or an issue
 * with `requiredMessage` when given.
 */
export const isoDate = (requiredMessage?: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string | null => {
      if (v === undefined || v === null || v === '') {
        if (requiredMessage === undefined) return null;
        ctx.addIssue(issue(requiredMessage, v));
        return z.NEVER;
      }
      let ms = Number.NaN;
      if (typeof v === 'number') ms = v;
      else if (typeof v === 'string') {
        const t = v.trim().replace(' ', 'T');
        const m = ISO_DATE.exec(t);
        if (m && calendarValid(m)) ms = Date.parse(t.length === 10 || HAS_ZONE.test(t) ? t : `${t}Z`);
      }
      const year = Number.isFinite(ms) ? new Date(ms).getUTCFullYear() : Number.NaN;
      if (!(year >= DATE_YEARS[0] && year <= DATE_YEARS[1])) {
        ctx.addIssue(
          issue(
            `% must be an ISO-8601 date between ${DATE_YEARS[0]} and ${DATE_YEARS[1]}, got ${JSON.stringify(v)}`,
            v,
          ),
        );
        return z.NEVER;
      }
      return new Date(ms).toISOString();
    });

/** A nested value sent either as itself or as a JSON string of itself (the legacy `vessel`, `splitHire`). */
export const jsonOr = <T extends z.ZodType>(schema: T) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): unknown => {
      if (typeof v !== 'string') return v;
      if (v.trim() === '') return undefined;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue(issue('% is not valid JSON', v));
        return z.NEVER;
      }
    })
    .pipe(schema);

/** Messages for a missing or mistyped object or list. */
export const shapeError = (what: 'an object' | 'a list') => (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null ? `${FIELD} is required` : `${FIELD} must be ${what}`;

/** `['fleetList', 2, 'vessel', 'vesselBalSpd1']` -> `fleetList[2].vessel.vesselBalSpd1`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)),
    '',
  );
}

/** The first zod issue as a BAD_USER_INPUT naming its field. */
export function issueToError(error: z.ZodError): AppError {
  const first = error.issues[0];
  const field = first ? formatPath(first.path) : '';
  const message = (first?.message ?? 'Invalid input').replaceAll(FIELD, field || 'payload');
  return badInput(message, field || undefined);
}
