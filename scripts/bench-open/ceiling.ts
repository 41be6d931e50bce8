import { performance } from 'node:perf_hooks';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

/** The calls the calculator needs before it can price: the order list, the selected order, the fleet. */
export const NEEDED_CALLS = ['CalculatorOrderList', 'CalculatorOrder', 'CalculatorFleet'] as const;

const STREAM = `subscription CalculationStream($payload: CalculationPayload!) {
  calculationStream(payload: $payload) { kind vessel { fleetId } }
}`;

/**
 * The same work without a browser, from Node over loopback: the calls the page made (their recorded
 * bodies) and the socket's connection in parallel, then one calculationStream run with the page's last
 * payload, timed to its first VESSEL event. No client can price sooner than this over the same server.
 */
export async function ceilingOnce(
  baseUrl: string,
  token: string,
  bodies: ReadonlyMap<string, string>,
  variables: Record<string, unknown>,
): Promise<number> {
  const t0 = performance.now();
  const client = createClient({
    url: baseUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
  });
  try {
    const connected = new Promise<void>((resolve) => client.on('connected', () => resolve()));
    const calls = NEEDED_CALLS.map(async (name) => {
      const body = bodies.get(name);
      if (!body) throw new Error(`the page made no ${name} call to replay`);
      const res = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      });
      await res.json();
    });
    await Promise.all([...calls, connected]);
    await new Promise<void>((resolve, reject) => {
      const stop = client.subscribe<{ calculationStream: { kind: string } }>(
        { query: STREAM, variables },
        {
          next: (msg) => {
            if (msg.errors?.length) reject(new Error(msg.errors[0]!.message));
            if (msg.data?.calculationStream.kind === 'VESSEL') {
              stop();
              resolve();
            }
          },
          error: (err: unknown) => reject(err instanceof Error ? err : new Error(JSON.stringify(err))),
          complete: () => reject(new Error('the run completed without a VESSEL event')),
        },
      );
    });
    return performance.now() - t0;
  } finally {
    await client.dispose();
  }
}
