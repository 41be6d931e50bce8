import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { MSG } from '../../../shared/validation/messages';
import { INTERNAL_ERROR_CODE } from '../../../shared/errors/error-codes';
import { hasUnauthenticatedCode } from '../features/auth/utils/session-expiry';

interface WireError {
  message?: unknown;
  extensions?: { code?: unknown };
}

/** GraphQL errors carried by an error, whether parsed by Apollo or left in a non-2xx response body. */
function wireErrors(error: unknown): WireError[] {
  if (CombinedGraphQLErrors.is(error)) return [...error.errors];
  if (ServerError.is(error)) {
    try {
      const body: unknown = JSON.parse(error.bodyText);
      if (typeof body === 'object' && body !== null && Array.isArray((body as { errors?: unknown }).errors)) {
        return (body as { errors: WireError[] }).errors;
      }
    } catch {
      // Not a GraphQL body (a proxy page, an empty 502): no codes to read.
    }
  }
  return [];
}

export function errorCodes(error: unknown): string[] {
  return wireErrors(error)
    .map((e) => e.extensions?.code)
    .filter((code): code is string => typeof code === 'string');
}

/** An expired, invalid or missing token: the UNAUTHENTICATED code or an HTTP 401. */
export function isUnauthenticatedError(error: unknown): boolean {
  if (ServerError.is(error) && error.statusCode === 401) return true;
  return hasUnauthenticatedCode(wireErrors(error));
}

/** The user-facing text of a failed call: the server's message, or the generic fallback (spec 1 section 8). */
export function errorMessage(error: unknown): string {
  const first = wireErrors(error)[0];
  if (first && typeof first.message === 'string' && first.message && first.extensions?.code !== INTERNAL_ERROR_CODE) {
    return first.message;
  }
  return MSG.somethingWrong;
}
