/**
 * Whether the text of a position says the ship is not open: FXD, FIXED, SUBS, ON SUBS, -S-, EMPLOYED,
 * WITHDRAWN, NOT AVAILABLE, a struck-through table row. 'FLD SUBS - BACK OPEN' (failed subjects) is open.
 */
export function isUnavailable(text: string): boolean {
  const upper = text.toUpperCase();
  if (/\b(FLD|FAILED)\s+SUBS?\b|\bBACK\s+OPEN\b|\bSUBS\s+FAILED\b/.test(upper)) return false;
  return /\b(FXD|FIXED|SUBS|ON\s+SUBS|EMPLOYED|WITHDRAWN|NOT\s+AVAILABLE|NO\s+LONGER\s+AVAILABLE)\b|(^|\s)-S-(\s|$)|~~STRUCK~~/.test(
    upper,
  );
}

/** Marker the HTML reader puts in a struck-through table row. */
export const STRUCK_MARK = '~~STRUCK~~';
