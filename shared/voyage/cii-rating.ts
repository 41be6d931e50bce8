/** Bulk carrier CII reference line (IMO guidelines G2): a x capacity^-c, capacity = DWT capped at 279,000. */
const REF_A = 4745;
const REF_C = 0.622;
const CAPACITY_CAP = 279_000;

/** Reduction factor Z (percent) below the reference line by rating year, as voyage-model section 12 lists it. */
const Z_BY_YEAR: readonly [number, number][] = [
  [2023, 5],
  [2024, 7],
  [2025, 9],
  [2026, 11],
  [2027, 13.625],
  [2028, 16.25],
  [2029, 18.875],
  [2030, 21.5],
];

/** Upper bounds of AER / required for A-D (bulk carrier rating boundaries, IMO guidelines G4); above is E. */
const BOUNDS: readonly [CiiRating['rating'], number][] = [
  ['A', 0.86],
  ['B', 0.94],
  ['C', 1.06],
  ['D', 1.18],
];

export interface CiiRating {
  /** Attained AER, g CO2 / (t capacity x nm). */
  aer: number;
  /** Required CII, g CO2 / (t capacity x nm). */
  required: number;
  rating: 'A' | 'B' | 'C' | 'D' | 'E';
  year: number;
}

function reductionPercent(year: number): number {
  if (year <= 2023) return 5;
  if (year >= 2030) return 21.5;
  const whole = Math.floor(year);
  for (let i = 0; i < Z_BY_YEAR.length; i++) if (Z_BY_YEAR[i]![0] === whole) return Z_BY_YEAR[i]![1];
  return 21.5;
}

/**
 * Indicative CII rating of a voyage for a bulk carrier (voyage-model section 12).
 *
 * AER = CO2 in grams / (capacity x nm sailed), capacity = min(DWT, 279,000);
 * required = 4745 x capacity^-0.622 x (1 - Z/100), Z = 5, 7, 9, 11 % for 2023-2026 and 13.625, 16.25, 18.875,
 * 21.5 % for 2027-2030 (5 before 2023, 21.5 after 2030); rating by AER / required: A <= 0.86 < B <= 0.94 <
 * C <= 1.06 < D <= 1.18 < E.
 *
 * @param co2Tonnes - t CO2 of the voyage. @param dwt - summer deadweight, t. @param distanceNm - nm sailed.
 * @param year - the rating year.
 * @returns AER and required in g CO2 / (t x nm), the letter and the year; null when distanceNm <= 0 or dwt <= 0.
 */
export function ciiRating({
  co2Tonnes,
  dwt,
  distanceNm,
  year,
}: {
  co2Tonnes: number;
  dwt: number;
  distanceNm: number;
  year: number;
}): CiiRating | null {
  if (!(distanceNm > 0) || !(dwt > 0)) return null;
  const capacity = Math.min(dwt, CAPACITY_CAP);
  const aer = (co2Tonnes * 1_000_000) / (capacity * distanceNm);
  const required = REF_A * capacity ** -REF_C * (1 - reductionPercent(year) / 100);
  const ratio = aer / required;
  let rating: CiiRating['rating'] = 'E';
  // Index loops (no iterator and destructuring per vessel).
  for (let i = 0; i < BOUNDS.length; i++)
    if (ratio <= BOUNDS[i]![1]) {
      rating = BOUNDS[i]![0];
      break;
    }
  return { aer, required, rating, year };
}
