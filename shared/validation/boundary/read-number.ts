import { z } from 'zod';
import { FIELD } from './field-path.js';
import { shown } from './shown.js';
import { isNoValue } from './no-value.js';

/**
 * Decimal notation, with the exponent JavaScript itself writes for small numbers (String(5e-324)); no hex
 * ('0x10'), binary or octal, no 'Infinity'. An overflowing '1e400' is refused by the finite check.
 */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

// z.number() already refuses NaN and ±Infinity; numeric text is checked for notation before z.coerce
// turns it into a number (z.coerce alone would read ' 0x10 ' as 16 and '' as 0).
const NUMBER = z.union([z.number(), z.string().trim().regex(DECIMAL).pipe(z.coerce.number())]);

/** undefined for no value (undefined, null, blank), NaN for a value that is not a finite decimal number. */
export function readNumber(v: unknown): number | undefined {
  // A number is read without a parse (the payload reader reads thousands per request): what NUMBER answers.
  if (typeof v === 'number') return Number.isFinite(v) ? v : Number.NaN;
  if (isNoValue(v)) return undefined;
  const read = NUMBER.safeParse(v);
  return read.success ? read.data : Number.NaN;
}

/** A field's range. Without `signed` or `min`, negative values are refused. */
export interface NumberRules {
  /** Allows negative values. */
  signed?: boolean;
  /** Inclusive lower bound (implies signed when below 0). */
  min?: number;
  /** Exclusive upper bound (percentages such as tcAdcom must stay below 100). */
  below?: number;
  /** Inclusive upper bound: a sanity limit far beyond any real value. */
  max?: number;
  /** A value above 0 must be at least this (a speed of 1e-9 knots is a typo). */
  minAboveZero?: number;
  /** Above 0 (a draft, a length). */
  positive?: boolean;
  /** Whole numbers only (counts, ids). */
  integer?: boolean;
}

/** The refusal (a message template naming FIELD) of a read number against its rules, or undefined. */
export function numberProblem(n: number, v: unknown, rules: NumberRules = {}): string | undefined {
  const f = FIELD;
  if (Number.isNaN(n)) return `${f} must be a number, got ${shown(v)}`;
  if (rules.min === undefined && !rules.signed && n < 0) return `${f} cannot be negative (got ${n})`;
  if (rules.min !== undefined && n < rules.min) return `${f} must be at least ${rules.min} (got ${n})`;
  if (rules.below !== undefined && n >= rules.below) return `${f} must be below ${rules.below} (got ${n})`;
  if (rules.max !== undefined && n > rules.max) return `${f} must be at most ${rules.max} (got ${n})`;
  if (rules.minAboveZero !== undefined && n > 0 && n < rules.minAboveZero)
    return `${f} must be 0 or at least ${rules.minAboveZero} (got ${n})`;
  if (rules.positive && !(n > 0)) return `${f} must be above 0 (got ${n})`;
  if (rules.integer && !Number.isInteger(n)) return `${f} must be a whole number (got ${n})`;
  return undefined;
}
