import { ServerError, type ApolloLink } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';

/**
 * A call the server refused for want of a turn (503 SERVER_BUSY from the embedded database's admission
 * queue, ADR 0018) never ran: nothing was read or written, so it is safe to send again, mutations too. The
 * server says when in Retry-After; the client waits that long (plus up to half again, so a refused burst
 * does not come back as one burst) and tries again, up to BUSY_ATTEMPTS calls in all. Any other failure is
 * left to the caller as before. Without this a page whose call was refused once stayed without its data.
 */
export const BUSY_ATTEMPTS = 5;
/** The longest wait between two attempts (ms), whatever Retry-After says. */
export const BUSY_MAX_DELAY_MS = 10_000;

/** Whether a failed call was refused before it ran: HTTP 503 (the admission gate's only status on /graphql). */
export function isBusyRefusal(error: unknown): boolean {
  return ServerError.is(error) && error.statusCode === 503;
}

/** Whether attempt number `count` (1 for the first failure) may be followed by another. */
export function shouldRetryBusy(count: number, error: unknown): boolean {
  return count < BUSY_ATTEMPTS && isBusyRefusal(error);
}

/** The wait before the next attempt: Retry-After (seconds, at least 1) times 1 to 1.5, capped. */
export function busyDelayMs(error: unknown, random: () => number = Math.random): number {
  const header = ServerError.is(error) ? error.response.headers.get('retry-after') : null;
  const seconds = Number(header);
  const base = Number.isFinite(seconds) && seconds >= 1 ? seconds * 1000 : 1000;
  return Math.min(BUSY_MAX_DELAY_MS, Math.round(base * (1 + random() / 2)));
}

export function busyRetryLink(): ApolloLink {
  return new RetryLink({
    attempts: (count, _operation, error) => shouldRetryBusy(count, error),
    delay: (_count, _operation, error) => busyDelayMs(error),
  });
}
