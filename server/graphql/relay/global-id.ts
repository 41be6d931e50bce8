import { badInput } from '../../errors/app-error.js';

/**
 * Global object identification (the Relay server specification): every `Node` has an opaque `id` that
 * names its type and its database row, so `node(id)` can find any object and clients can key a
 * normalised cache by it. The encoding is base64url of `<TypeName>:<databaseId>`; clients must treat it
 * as opaque. Numeric ids stay available as `databaseId` and on the legacy REST paths.
 */
export interface GlobalId {
  typeName: string;
  databaseId: number;
}

const TYPE_NAME = /^[A-Z][A-Za-z0-9]{0,63}$/;
/** Longest id accepted from a client: a type name of 64 characters and a 16-digit row id, encoded. */
const MAX_ENCODED = 120;

export function toGlobalId(typeName: string, databaseId: number): string {
  if (!TYPE_NAME.test(typeName) || !Number.isSafeInteger(databaseId) || databaseId < 1) {
    throw new Error(`cannot make a global id of ${typeName}:${databaseId}`);
  }
  return Buffer.from(`${typeName}:${databaseId}`, 'utf8').toString('base64url');
}

/**
 * toGlobalId for one type, for the ids of a list's rows (issue #19 item 2, node-ids.ts): the type name is
 * checked here, once, so a type name toGlobalId refuses fails when the writer is made, not on each row.
 */
export function globalIdWriter(typeName: string): (databaseId: number) => string {
  toGlobalId(typeName, 1);
  return (databaseId) => toGlobalId(typeName, databaseId);
}

/** Reads a client's global id; a malformed one is BAD_USER_INPUT naming `field`. */
export function fromGlobalId(id: unknown, field = 'id'): GlobalId {
  const refuse = () => badInput('Not a valid global id', field);
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ENCODED || !/^[A-Za-z0-9_-]+$/.test(id)) {
    throw refuse();
  }
  const text = Buffer.from(id, 'base64url').toString('utf8');
  const colon = text.indexOf(':');
  const typeName = text.slice(0, colon);
  const digits = text.slice(colon + 1);
  if (colon < 1 || !TYPE_NAME.test(typeName) || !/^[1-9][0-9]{0,15}$/.test(digits)) throw refuse();
  const databaseId = Number(digits);
  if (!Number.isSafeInteger(databaseId)) throw refuse();
  // Only the canonical spelling is an id: the same row has exactly one.
  if (toGlobalId(typeName, databaseId) !== id) throw refuse();
  return { typeName, databaseId };
}

/** Reads a global id that must name `typeName`; another type's id is NOT a match (BAD_USER_INPUT). */
export function fromGlobalIdOf(typeName: string, id: unknown, field = 'id'): number {
  const parsed = fromGlobalId(id, field);
  if (parsed.typeName !== typeName) throw badInput(`Expected the id of a ${typeName}`, field);
  return parsed.databaseId;
}
