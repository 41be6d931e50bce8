import { ApolloClient, ApolloLink, InMemoryCache, Observable, ServerError, gql } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { BUSY_ATTEMPTS, busyDelayMs, busyRetryLink, shouldRetryBusy } from './busy-retry';

const refusal = (status: number, retryAfter?: string) =>
  new ServerError(`Response not successful: Received status code ${status}`, {
    response: new Response(null, { status, headers: retryAfter ? { 'retry-after': retryAfter } : {} }),
    bodyText: JSON.stringify({
      errors: [{ message: 'The server is busy; try again in 1 s', extensions: { code: 'SERVER_BUSY' } }],
    }),
  });

describe('busy refusals', () => {
  it('retries a 503 until the attempts run out, and nothing else', () => {
    expect(shouldRetryBusy(1, refusal(503, '1'))).toBe(true);
    expect(shouldRetryBusy(BUSY_ATTEMPTS - 1, refusal(503, '1'))).toBe(true);
    expect(shouldRetryBusy(BUSY_ATTEMPTS, refusal(503, '1'))).toBe(false);
    expect(shouldRetryBusy(1, refusal(500))).toBe(false);
    expect(shouldRetryBusy(1, refusal(401))).toBe(false);
    expect(shouldRetryBusy(1, new TypeError('Failed to fetch'))).toBe(false);
  });

  it('waits what Retry-After says, up to half again, capped', () => {
    expect(busyDelayMs(refusal(503, '2'), () => 0)).toBe(2000);
    expect(busyDelayMs(refusal(503, '2'), () => 0.999)).toBe(2999);
    expect(busyDelayMs(refusal(503), () => 0)).toBe(1000);
    expect(busyDelayMs(refusal(503, 'soon'), () => 0)).toBe(1000);
    expect(busyDelayMs(refusal(503, '60'), () => 0)).toBe(10_000);
  });

  it('sends a refused query again through the link chain and answers with the later result', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const server = new ApolloLink(
        () =>
          new Observable((observer) => {
            calls += 1;
            if (calls < 3) observer.error(refusal(503, '1'));
            else {
              observer.next({ data: { ping: 'pong' } });
              observer.complete();
            }
          }),
      );
      const client = new ApolloClient({ link: ApolloLink.from([busyRetryLink(), server]), cache: new InMemoryCache() });
      const answer = client.query({
        query: gql`
          query Ping {
            ping
          }
        `,
      });
      await vi.advanceTimersByTimeAsync(4000);
      await expect(answer).resolves.toMatchObject({ data: { ping: 'pong' } });
      expect(calls).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
