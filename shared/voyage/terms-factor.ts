/** Hours in a week: the terms factor stretches working time by 168 / (168 - excluded hours). */
const WEEK_HOURS = 168;

/** One entry of the spec's Terms Co-efficient Table. */
export interface TermsTableEntry {
  /** Display spelling used by the spec ('SHINC', 'SHEX-12hrs', ...). */
  terms: string;
  /** Excluded hours per week. */
  hours: number;
  /** The spec's factor as printed (4 decimals); `termsFactor` returns the exact 168 / (168 - hours). */
  factor: number;
}

/**
 * The spec's terms table (spec 1 section 9), in the spec's order, for the UI's select. Factors are the
 * printed 4-decimal values (dimensionless); each equals 168 / (168 - hours) to 4 decimals.
 */
export const TERMS_TABLE: readonly TermsTableEntry[] = [
  { terms: 'SHINC', hours: 0, factor: 1 },
  { terms: 'SHEX-12hrs', hours: 12, factor: 1.0769 },
  { terms: 'SHEX-18hrs', hours: 18, factor: 1.12 },
  { terms: 'SHEX-24hrs', hours: 24, factor: 1.1667 },
  { terms: 'SHEX-30hrs', hours: 30, factor: 1.2174 },
  { terms: 'SHEX-36hrs', hours: 36, factor: 1.2727 },
  { terms: 'SHEX-38hrs', hours: 38, factor: 1.2923 },
  { terms: 'SHEX-40hrs', hours: 40, factor: 1.3125 },
  { terms: 'SHEX-42hrs', hours: 42, factor: 1.3333 },
  { terms: 'SHEX-44hrs', hours: 44, factor: 1.3548 },
  { terms: 'SHEX-48hrs', hours: 48, factor: 1.4 },
  { terms: 'SHEX-55hrs', hours: 55, factor: 1.4867 },
  { terms: 'SHEX-56hrs', hours: 56, factor: 1.5 },
  { terms: 'SHEX-62hrs', hours: 62, factor: 1.5849 },
  { terms: 'SHEX-63hrs', hours: 63, factor: 1.6 },
  { terms: 'SHEX-68hrs', hours: 68, factor: 1.68 },
  { terms: 'SHEX-72hrs', hours: 72, factor: 1.75 },
  { terms: 'SHEX-84hrs', hours: 84, factor: 2 },
  { terms: 'SHEX-96hrs', hours: 96, factor: 2.3333 },
];

/**
 * Terms factor for a number of excluded hours per week: `168 / (168 - hours)` (voyage-model section 4).
 *
 * @param hours - excluded hours per week, in [0, 168).
 * @returns the dimensionless factor (>= 1), or undefined when hours is outside [0, 168) or not finite.
 */
export function factorFromExcludedHours({ hours }: { hours: number }): number | undefined {
  if (!(hours >= 0 && hours < WEEK_HOURS)) return undefined;
  return WEEK_HOURS / (WEEK_HOURS - hours);
}

/** SHINC / FHINC: all days count. */
const INCLUDED = /^(?:SH|FH)INC$/;
/** An optional SHEX/FHEX prefix, the hours, an optional h/hr/hrs/hours suffix; prefix or suffix required. */
const EXCLUDED = /^(SHEX|FHEX)?(\d+(?:\.\d+)?)(H|HR|HRS|HOUR|HOURS)?$/;

/**
 * Terms factor for a laytime terms string (voyage-model section 4, spec terms table).
 *
 * Case-insensitive; spaces, '-' and '_' are ignored. Accepts 'SHINC' / 'FHINC' (factor 1) and excluded-hours
 * terms such as 'SHEX-48hrs', 'SHEX 48hrs', '48hrs', 'SHEX48', 'FHEX-24hrs' (Fridays/holidays excluded: the
 * same arithmetic). A bare number ('48') or a bare 'SHEX' is not accepted.
 *
 * @param terms - the terms as typed or selected.
 * @returns the exact dimensionless factor `168 / (168 - h)` (not the table's 4-decimal value), or undefined
 *   when the terms are not recognised or h is outside [0, 168).
 */
export function termsFactor({ terms }: { terms: string }): number | undefined {
  const key = terms.toUpperCase().replace(/[\s_-]+/g, '');
  if (INCLUDED.test(key)) return 1;
  const m = EXCLUDED.exec(key);
  if (m === null) return undefined;
  const [, prefix, digits, suffix] = m;
  if (prefix === undefined && suffix === undefined) return undefined;
  return factorFromExcludedHours({ hours: Number(digits) });
}
