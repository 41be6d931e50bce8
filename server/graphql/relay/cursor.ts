import { badInput } from '../../errors/app-error.js';

/**
 * Connection cursors (ADR 0024): opaque base64url text holding the list's name, the row's sort key values
 * and its id, so the next page starts right after that row whatever was added or removed meanwhile (keyset
 * pagination). Key values are kept as the database prints them (`::text`), so a timestamp keeps its
 * microseconds and compares exactly when read back. Clients must treat cursors as opaque.
 */

/** A row's position in a list: its sort key values as text, the row id last (the tie-breaker). */
export type CursorPosition = readonly string[];

/** Longest cursor accepted from a client: far above any real one (a few sort keys of bounded text). */
const MAX_ENCODED = 2048;
const LIST_NAME = /^[a-z][A-Za-z0-9.]{0,63}$/;
const ROW_ID = /^[1-9][0-9]{0,15}$/;

export function encodeCursor(list: string, position: CursorPosition): string {
  if (!LIST_NAME.test(list) || !ROW_ID.test(position.at(-1) ?? '')) {
    throw new Error(`cannot make a cursor of ${list} at ${position.at(-1)}`);
  }
  return Buffer.from(JSON.stringify([list, ...position]), 'utf8').toString('base64url');
}

/**
 * Reads a client's cursor of `list` with `keyCount` sort key values, the row id included; a malformed cursor, or one
 * of another list (or of the same list sorted otherwise), is BAD_USER_INPUT naming `field`.
 */
export function decodeCursor(list: string, cursor: unknown, keyCount: number, field: string): CursorPosition {
  const refuse = () => badInput('Not a valid cursor for this list', field);
  if (typeof cursor !== 'string' || cursor.length === 0 || cursor.length > MAX_ENCODED) throw refuse();
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw refuse();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(parsed) || parsed.length !== keyCount + 1 || parsed[0] !== list) throw refuse();
  const keys = (parsed as unknown[]).slice(1);
  if (!keys.every((k) => typeof k === 'string' && k.length <= 512 && !k.includes('\u0000'))) throw refuse();
  const position = keys as string[];
  if (!ROW_ID.test(position.at(-1)!)) throw refuse();
  // Only the canonical spelling is a cursor (no padding, no re-encoded variants).
  if (encodeCursor(list, position) !== cursor) throw refuse();
  return position;
}
