/**
 * "No value": undefined, null, or a string that is empty once trimmed. "" and null mean the same
 * everywhere; only an omitted key (undefined) may mean "leave unchanged" on a partial update.
 */
export function isNoValue(v: unknown): v is undefined | null | string {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

/** undefined stays undefined (omitted), null and blank text become null. */
export function noValue(v: undefined | null | string): undefined | null {
  return v === undefined ? undefined : null;
}
