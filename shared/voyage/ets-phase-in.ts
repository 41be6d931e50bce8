/**
 * EU ETS maritime phase-in (voyage-model section 12): the share of verified emissions for which allowances
 * must be surrendered, by the calendar year in which the emissions occur.
 *
 * @param year - calendar year (UTC) in which the segment starts.
 * @returns a fraction: 0 before 2024, 0.4 for 2024, 0.7 for 2025, 1 from 2026.
 */
export function etsPhaseIn({ year }: { year: number }): number {
  if (year < 2024) return 0;
  if (year < 2025) return 0.4;
  if (year < 2026) return 0.7;
  return 1;
}
