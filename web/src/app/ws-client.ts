import { createClient, type Client } from 'graphql-ws';
import { readAuthToken } from '../features/auth/utils/session-storage';

/** A graphql-ws client and the token every operation on it carries. */
export interface WsConnection {
  client: Client;
  token: string | null;
}

let current: WsConnection | null = null;

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`;
}

/**
 * The graphql-ws client for subscriptions (the calculator's result stream), on the same /graphql path.
 * It connects on first use and closes when idle; a new sign-in gets a new socket with the new token.
 * The socket sends the token it was made for (not whatever is stored when it reconnects), so a refusal
 * is always of `token` and the caller can tell whether it is still the session's.
 */
export function wsConnection(): WsConnection {
  const token = readAuthToken();
  if (current && current.token === token) return current;
  void current?.client.dispose();
  const client = createClient({
    url: socketUrl(),
    lazy: true,
    lazyCloseTimeout: 30_000,
    retryAttempts: 3,
    connectionParams: () => (token ? { authorization: `Bearer ${token}` } : {}),
  });
  current = { client, token };
  return current;
}

/**
 * Opens the socket now (connection and the server's acknowledgement) so that a subscription made
 * shortly after starts at once: the calculator calls it while its order and fleet load. A trivial
 * query over the lazy client; the socket then stays open for the idle timeout (30 s). Errors are left
 * to the subscription that follows, which reports them.
 */
export function warmSocket(): void {
  const { client } = wsConnection();
  const noop = () => undefined;
  client.subscribe({ query: 'query SocketWarmUp { __typename }' }, { next: noop, error: noop, complete: noop });
}
