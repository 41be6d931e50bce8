import { emitAuthExpired } from './auth-expiry-events';
import { clearStoredAuth, readAuthToken } from './session-storage';

/**
 * One way to end a rejected session (spec 1 section 8, "401 from any call"), shared by every transport:
 * the Apollo HTTP link and the calculator's graphql-ws stream. Only the unsaved-work keys of the
 * calculator survive: clearing the session touches the session keys alone.
 */

/** A GraphQL error as it travels (parsed or formatted): only its code is read. */
export interface CodedError {
  extensions?: { code?: unknown } | null;
}

/** graphql-ws closes a refused connection with 4401 Unauthorized or 4403 Forbidden (connection_init refused). */
const AUTH_CLOSE_CODES: ReadonlySet<number> = new Set([4401, 4403]);

/** True when any of the errors carries the UNAUTHENTICATED code (an expired, invalid or missing token). */
export function hasUnauthenticatedCode(errors: readonly CodedError[] | null | undefined): boolean {
  return (errors ?? []).some((e) => e?.extensions?.code === 'UNAUTHENTICATED');
}

/** What a graphql-ws subscription's error sink received: a list of GraphQL errors, or a close event for auth. */
export function isUnauthenticatedStreamError(error: unknown): boolean {
  if (Array.isArray(error)) return hasUnauthenticatedCode(error as CodedError[]);
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return typeof code === 'number' && AUTH_CLOSE_CODES.has(code);
}

/**
 * Ends the session after the server refused `sentToken`: clears the stored session and tells the
 * app once (AuthExpiryBridge toasts and goes to /login). Only when the refused token is still the
 * stored one: parallel failures of the same token give one notice, a call made without a token (the
 * login itself) or with an older token (before a new sign-in) ends nothing. Returns whether it did.
 */
export function endRejectedSession(sentToken: unknown): boolean {
  if (typeof sentToken !== 'string' || sentToken === '' || sentToken !== readAuthToken()) return false;
  clearStoredAuth();
  emitAuthExpired();
  return true;
}
