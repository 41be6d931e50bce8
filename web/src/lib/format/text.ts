/** Plain text of a stored value (a saved snapshot's field); '-' for empty or anything that is not text. */
export function formatText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '-';
}
