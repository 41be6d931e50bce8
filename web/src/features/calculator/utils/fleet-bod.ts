import { readNumber } from '../../../../../shared/validation/boundary';

/**
 * Reads the BOD (bunkers on board at sailing, t) cell of a fleet row: blank is "not set" (null: the
 * engine plans the bunkers itself, voyage-model section 9), a number at or above 0 is the planned
 * quantity; anything else is refused (undefined), and the field says so.
 */
export function readBod(text: string): number | null | undefined {
  const n = readNumber(text);
  if (n === undefined) return null;
  return Number.isNaN(n) || n < 0 ? undefined : n;
}

/** The cell's text for a stored BOD: '' when not set. */
export const bodText = (bod: number | null | undefined): string =>
  bod === null || bod === undefined ? '' : String(bod);
