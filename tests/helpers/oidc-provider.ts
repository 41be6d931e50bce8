import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** An account the provider knows: its login (typed on the provider's login form) is its e-mail. */
export interface ProviderAccount {
  email: string;
  emailVerified: boolean;
}

export interface LoopbackProvider {
  /** http://127.0.0.1:<port> */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Registers the client with the app's callback; the provider answers requests from then on. */
  register(redirectUri: string): void;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider) on loopback, port chosen by the system, with its quick-start login
 * and consent screens (devInteractions: any password is accepted, the login names the account). Its port is
 * known before the client is registered, so the server under test can be configured with the issuer first.
 */
export async function startLoopbackProvider(accounts: readonly ProviderAccount[]): Promise<LoopbackProvider> {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer((req, res) => {
    if (handler) handler(req, res);
    else res.writeHead(503).end('provider not ready');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'voyage-estimator-test';
  const clientSecret = 'loopback-provider-client-secret-0123456789';
  const byLogin = new Map(accounts.map((a) => [a.email, a]));

  return {
    issuer,
    clientId,
    clientSecret,
    register(redirectUri: string) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [redirectUri],
            response_types: ['code'],
            grant_types: ['authorization_code'],
            token_endpoint_auth_method: 'client_secret_post',
          },
        ],
        claims: { openid: ['sub'], email: ['email', 'email_verified'] },
        findAccount: (_ctx, id) => {
          const account = byLogin.get(id);
          if (!account) return undefined;
          return {
            accountId: id,
            claims: () => ({ sub: id, email: account.email, email_verified: account.emailVerified }),
          };
        },
        features: { devInteractions: { enabled: true } },
        ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
        cookies: { keys: ['loopback-provider-cookie-key'] },
      });
      handler = provider.callback();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
