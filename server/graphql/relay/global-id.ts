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

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url without padding of an ASCII string, as Buffer's 'base64url' writes it. */
function base64urlOfAscii(text: string): string {
  let out = '';
  let i = 0;
  for (; i + 2 < text.length; i += 3) {
    const n = (text.charCodeAt(i) << 16) | (text.charCodeAt(i + 1) << 8) | text.charCodeAt(i + 2);
    out += BASE64URL[n >> 18]! + BASE64URL[(n >> 12) & 63]! + BASE64URL[(n >> 6) & 63]! + BASE64URL[n & 63]!;
  }
  if (i + 1 === text.length) {
    const n = text.charCodeAt(i) << 16;
    out += BASE64URL[n >> 18]! + BASE64URL[(n >> 12) & 63]!;
  } else if (i + 2 === text.length) {
    const n = (text.charCodeAt(i) << 16) | (text.charCodeAt(i + 1) << 8);
    out += BASE64URL[n >> 18]! + BASE64URL[(n >> 12) & 63]! + BASE64URL[(n >> 6) & 63]!;
  }
  return out;
}

/**
 * toGlobalId for one type, for the ids of a list's rows (issue #19 item 2): the type name is checked once,
 * the whole 3-byte groups of `<TypeName>:` are encoded once, and each row encodes only the rest with its
 * digits (all ASCII), without a Buffer. The same characters as toGlobalId, the same Error for a bad row id.
 */
export function globalIdWriter(typeName: string): (databaseId: number) => string {
  const prefix = `${typeName}:`;
  // Throws here for a type name toGlobalId refuses (it would refuse every row).
  toGlobalId(typeName, 1);
  const whole = prefix.length - (prefix.length % 3);
  const head = base64urlOfAscii(prefix.slice(0, whole));
  const rest = prefix.slice(whole);
  return (databaseId) => {
    if (!Number.isSafeInteger(databaseId) || databaseId < 1) {
      throw new Error(`cannot make a global id of ${typeName}:${databaseId}`);
    }
    return head + base64urlOfAscii(rest + databaseId);
  };
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
