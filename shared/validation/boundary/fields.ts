import { z } from 'zod';
import { FIELD } from './field-path.js';
import { shown } from './shown.js';
import { isNoValue, noValue } from './no-value.js';
import { boolProblem, readBool } from './read-bool.js';
import { dateProblem, readDate } from './read-date.js';
import { numberProblem, readNumber, type NumberRules } from './read-number.js';
import { readText, type TextRules } from './read-text.js';

/**
 * zod fields over the readers. Each gives undefined for an omitted key, null for "" or null (no value),
 * else the typed value; a refusal is a custom issue whose message names FIELD.
 */
type Ctx = z.RefinementCtx;
const refuse = (ctx: Ctx, message: string, input: unknown): never => {
  ctx.addIssue({ code: 'custom', message, input });
  return z.NEVER;
};
const field = <T>(read: (v: unknown, ctx: Ctx) => T) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): T | null | undefined => (isNoValue(v) ? noValue(v) : read(v, ctx)));

export const numberField = (rules: NumberRules = {}) =>
  field((v, ctx) => {
    const n = readNumber(v) ?? Number.NaN;
    const problem = numberProblem(n, v, rules);
    return problem === undefined ? n : refuse(ctx, problem, v);
  });

export const boolField = () => field((v, ctx) => readBool(v) ?? refuse(ctx, boolProblem(v), v));

export const dateField = () => field((v, ctx) => readDate(v) ?? refuse(ctx, dateProblem(v), v));

/** A date as its ISO UTC string (`2027-03-01T00:00:00.000Z`). */
export const isoDateField = () =>
  field((v, ctx) => {
    const date = readDate(v);
    return date === undefined ? refuse(ctx, dateProblem(v), v) : date.toISOString();
  });

export const textField = (rules: TextRules = {}) =>
  field((v, ctx) => {
    const read = readText(v, rules);
    return 'text' in read ? read.text : refuse(ctx, read.problem, v);
  });

/**
 * Text exactly as sent, for a value whose own rule reads it whole: a password (never trimmed or changed;
 * its length is checked by its rules) or the sign-in e-mail (the login form's rule, whose spec message a
 * NUL or over-long address gets). Only the type is checked here: anything but a string is refused.
 */
export const rawTextField = () =>
  field((v, ctx) => (typeof v === 'string' ? v : refuse(ctx, `${FIELD} must be text`, v)));

/** A field read by one of the shared rule readers (`{ ok, value }` or `{ ok: false, message }`). */
export const ruleField = <T>(read: (v: unknown) => { ok: true; value: T } | { ok: false; message: string }) =>
  field((v, ctx) => {
    const r = read(v);
    return r.ok ? r.value : refuse(ctx, r.message, v);
  });

/** Ids are 32-bit integers in the database. */
export const MAX_ID = 2_147_483_647;

/** A positive integer id, as a number or a numeric string. */
export const idField = () =>
  field((v, ctx) => {
    const n = readNumber(v) ?? Number.NaN;
    return Number.isInteger(n) && n > 0 && n <= MAX_ID
      ? n
      : refuse(ctx, `${FIELD} must be a positive integer id, got ${shown(v)}`, v);
  });

/** One of a closed set, any case; `alias` maps other legacy spellings first. */
export const oneOfField = <T extends string>(values: readonly T[], alias: (s: string) => string = (s) => s) =>
  field((v, ctx) => matchOne(values, v, alias) ?? refuse(ctx, oneOfProblem(values, v), v));

export function matchOne<T extends string>(
  values: readonly T[],
  v: unknown,
  alias: (s: string) => string = (s) => s,
): T | undefined {
  if (typeof v !== 'string') return undefined;
  const key = alias(v.trim());
  return values.find((x) => x === key) ?? values.find((x) => x.toLowerCase() === key.toLowerCase());
}

export const oneOfProblem = (values: readonly string[], v: unknown) =>
  `${FIELD} must be one of ${values.join(', ')}, got ${shown(v)}`;

/** A field that must have a value: no value ("" or null or omitted) is refused with `message`. */
export const required = <T>(schema: z.ZodType<T | null | undefined>, message = `${FIELD} is required`) =>
  schema.transform((v, ctx): T => (v === null || v === undefined ? refuse(ctx, message, v) : v));
