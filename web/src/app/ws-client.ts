import { createClient, type Client } from 'graphql-ws';
import { readAuthToken } from '../features/auth/utils/session-storage';

let current: { client: Client; token: string | null } | null = null;

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`;
}

/**
 * The graphql-ws client for subscriptions (the calculator's result stream), on the same /graphql path.
 * It connects on first use and closes when idle; a new sign-in gets a new socket with the new token.
 */
export function wsClient(): Client {
  const token = readAuthToken();
  if (current && current.token === token) return current.client;
  void current?.client.dispose();
  const client = createClient({
    url: socketUrl(),
    lazy: true,
    lazyCloseTimeout: 30_000,
    retryAttempts: 3,
    connectionParams: () => {
      const t = readAuthToken();
      return t ? { authorization: `Bearer ${t}` } : {};
    },
  });
  current = { client, token };
  return client;
}
