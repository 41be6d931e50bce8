import * as client from 'openid-client';
import type { OidcConfig } from '../../../config.js';

/** Seconds each request to the provider (discovery, token, userinfo) may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;

const discovered = new Map<string, Promise<client.Configuration>>();

/**
 * The provider's configuration from its discovery document (issuer checked by openid-client), read on the
 * first sign-in and kept for the process; a failed discovery is forgotten so the next sign-in tries again.
 * Plain http is allowed only for a loopback issuer (server/config.ts refuses any other).
 */
export function providerConfiguration(config: OidcConfig & { clientId: string }): Promise<client.Configuration> {
  const key = JSON.stringify([config.issuer, config.clientId, config.clientSecret ?? null]);
  let pending = discovered.get(key);
  if (!pending) {
    const issuer = new URL(config.issuer);
    pending = client.discovery(
      issuer,
      config.clientId,
      config.clientSecret,
      config.clientSecret ? client.ClientSecretPost(config.clientSecret) : client.None(),
      {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        ...(issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
      },
    );
    discovered.set(key, pending);
    pending.catch(() => discovered.delete(key));
  }
  return pending;
}
