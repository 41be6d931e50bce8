import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Every API token starts with this, so it is recognised in a header, a log line or a leaked file. */
export const API_TOKEN_PREFIX = 'vat_';

/** Random bytes of a token's secret part (256 bits). */
const SECRET_BYTES = 32;
/** The secret part as written: base64url of SECRET_BYTES bytes, no padding. */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The largest id a PostgreSQL integer column holds. */
const MAX_ID = 2_147_483_647;

/** A new secret and the hash stored for it. */
export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

/** SHA-256 of the secret part, hex: a 256-bit random secret needs no salt or slow hash. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** The token string handed to its creator once: `vat_<id>_<secret>`. */
export function formatToken(id: number, secret: string): string {
  return `${API_TOKEN_PREFIX}${id}_${secret}`;
}

/** True when a bearer value claims to be an API token (it may still be malformed). */
export function looksLikeApiToken(token: string): boolean {
  return token.startsWith(API_TOKEN_PREFIX);
}

/** The id and secret of a well-formed token, else null (nothing of a malformed one reaches the database). */
export function parseToken(token: string): { id: number; secret: string } | null {
  if (!looksLikeApiToken(token)) return null;
  const rest = token.slice(API_TOKEN_PREFIX.length);
  const cut = rest.indexOf('_');
  if (cut <= 0) return null;
  const idText = rest.slice(0, cut);
  const secret = rest.slice(cut + 1);
  if (!/^[1-9][0-9]{0,9}$/.test(idText)) return null;
  const id = Number(idText);
  if (id > MAX_ID || !SECRET_PATTERN.test(secret)) return null;
  return { id, secret };
}

/** Compares a presented secret with a stored hash in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === presented.length && timingSafeEqual(presented, stored);
}
