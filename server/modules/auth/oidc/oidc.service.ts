import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import * as client from 'openid-client';
import { OIDC_MSG } from '../../../../shared/validation/oidc-messages.js';
import type { OidcConfig } from '../../../config.js';
import type { Em } from '../../../db/orm.js';
import { User } from '../../users/user.entity.js';
import { AuditKind, recordAudit } from '../audit/audit-log.js';
import { openSession, type SessionSettings } from '../sessions.js';
import { providerConfiguration } from './oidc-client.js';
import { OidcLoginState } from './oidc-login-state.entity.js';

/** How long a started sign-in may take at the provider. */
export const OIDC_STATE_TTL_MS = 10 * 60 * 1000;
/** Where the provider sends the browser back, under the redirect base. */
export const OIDC_CALLBACK_PATH = '/api/v1/auth/oidc/callback';

export interface OidcSettings {
  config: OidcConfig;
  /** The product's own session, opened for a user the provider vouched for (sessions.ts). */
  session: SessionSettings;
  now?: () => Date;
}

/** Why a callback signed nobody in: a code for the log, the spec-style message for /oauth2/redirect?error=. */
export interface OidcRefusal {
  reason: 'not_configured' | 'unavailable' | 'state' | 'provider_error' | 'exchange' | 'unverified' | 'unknown_email';
  message: string;
  detail?: string;
  /** The e-mail the provider reported, when it was refused for it. */
  email?: string;
}

export type OidcOutcome =
  | { ok: true; token: string; userId: number; organizationId: number; user: { id: number; email: string } }
  | ({ ok: false } & OidcRefusal);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Sign-in through an OpenID Connect provider (Google by default): the authorization code flow with PKCE
 * (S256), `state` and `nonce` by openid-client. The start stores the verifier, nonce and a hash of the state
 * and of a browser-binding cookie; the callback consumes that record once, exchanges the code, and signs in
 * the user whose e-mail the provider reports as verified, only when such a user exists (ADR 0011).
 */
export class OidcService {
  constructor(
    private readonly em: Em,
    private readonly settings: OidcSettings,
  ) {}

  get enabled(): boolean {
    return Boolean(this.settings.config.clientId);
  }

  /** The provider's authorization URL and the binding value for the browser's cookie. */
  async start(
    requestOrigin: string,
  ): Promise<{ ok: true; url: string; binding: string; secure: boolean } | ({ ok: false } & OidcRefusal)> {
    const { clientId } = this.settings.config;
    if (!clientId) return { ok: false, reason: 'not_configured', message: OIDC_MSG.notConfigured };
    let provider: client.Configuration;
    try {
      provider = await providerConfiguration({ ...this.settings.config, clientId });
    } catch (error) {
      return { ok: false, reason: 'unavailable', message: OIDC_MSG.unavailable, detail: String(error) };
    }
    const base = this.settings.config.redirectBase ?? requestOrigin;
    const redirectUri = `${base}${OIDC_CALLBACK_PATH}`;
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    const binding = randomBytes(32).toString('base64url');
    const now = this.now();
    await this.em.nativeDelete(OidcLoginState, { expiresAt: { $lt: now } });
    this.em.create(OidcLoginState, {
      stateHash: sha256(state),
      bindingHash: sha256(binding),
      codeVerifier,
      nonce,
      redirectUri,
      expiresAt: new Date(now.getTime() + OIDC_STATE_TTL_MS),
    });
    await this.em.flush();
    const url = client.buildAuthorizationUrl(provider, {
      redirect_uri: redirectUri,
      scope: 'openid email',
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { ok: true, url: url.href, binding, secure: base.startsWith('https:') };
  }

  /**
   * Completes a sign-in from the provider's redirect (its query) and the browser's binding cookie. Sign-ins
   * and refused e-mails go to the audit log like password sign-ins.
   */
  async finish(query: URLSearchParams, binding: string | undefined, clientAddress: string): Promise<OidcOutcome> {
    const outcome = await this.complete(query, binding);
    const detail = `identity provider ${new URL(this.settings.config.issuer).host}`;
    if (outcome.ok) {
      const { organizationId, user } = outcome;
      await recordAudit(
        this.em,
        { kind: AuditKind.SIGN_IN, organizationId, actor: user, clientAddress, detail },
        {
          flush: true,
        },
      );
    } else if (outcome.email) {
      const why = outcome.reason === 'unknown_email' ? 'no user has this e-mail' : 'e-mail not verified';
      await recordAudit(
        this.em,
        {
          kind: AuditKind.SIGN_IN_FAILED,
          organizationId: null,
          subject: { id: null, email: outcome.email },
          clientAddress,
          detail: `${detail}: ${why}`,
        },
        { flush: true },
      );
    }
    return outcome;
  }

  private async complete(query: URLSearchParams, binding: string | undefined): Promise<OidcOutcome> {
    const { clientId } = this.settings.config;
    if (!clientId) return { ok: false, reason: 'not_configured', message: OIDC_MSG.notConfigured };
    const started = await this.consumeState(query.get('state'), binding);
    if (!started) return { ok: false, reason: 'state', message: OIDC_MSG.stateInvalid };

    const providerError = query.get('error');
    if (providerError) {
      const cancelled = providerError === 'access_denied';
      return {
        ok: false,
        reason: 'provider_error',
        message: cancelled ? OIDC_MSG.cancelled : OIDC_MSG.failed,
        detail: `${providerError}: ${query.get('error_description') ?? ''}`,
      };
    }

    let email: unknown;
    let verified: unknown;
    try {
      const provider = await providerConfiguration({ ...this.settings.config, clientId });
      const current = new URL(started.redirectUri);
      current.search = query.toString();
      const tokens = await client.authorizationCodeGrant(provider, current, {
        pkceCodeVerifier: started.codeVerifier,
        expectedState: query.get('state') ?? '',
        expectedNonce: started.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token claims');
      ({ email, email_verified: verified } = claims);
      if (typeof email !== 'string') {
        // Providers that keep scope claims out of the ID token give them at the userinfo endpoint.
        const info = await client.fetchUserInfo(provider, tokens.access_token, claims.sub);
        ({ email, email_verified: verified } = info);
      }
    } catch (error) {
      return { ok: false, reason: 'exchange', message: OIDC_MSG.failed, detail: String(error) };
    }

    if (typeof email !== 'string' || !email) {
      return { ok: false, reason: 'unverified', message: OIDC_MSG.emailUnverified, detail: 'no e-mail claim' };
    }
    const address = email.trim().toLowerCase().slice(0, 254);
    if (verified !== true && verified !== 'true') {
      return { ok: false, reason: 'unverified', message: OIDC_MSG.emailUnverified, email: address };
    }
    const user = await this.em.findOne(User, { email: address });
    if (!user) return { ok: false, reason: 'unknown_email', message: OIDC_MSG.notRegistered, email: address };
    const { token } = await openSession(this.em, user, this.settings.session);
    return {
      ok: true,
      token,
      userId: user.id,
      organizationId: user.organization.id,
      user: { id: user.id, email: user.email },
    };
  }

  /**
   * The started sign-in for this state, deleted as it is read (a second callback with the same state finds
   * nothing); null when unknown, used, expired or started by another browser.
   */
  private async consumeState(state: string | null, binding: string | undefined): Promise<OidcLoginState | null> {
    if (!state || state.length > 512) return null;
    const row = await this.em.findOne(OidcLoginState, { stateHash: sha256(state) });
    if (!row) return null;
    const deleted = await this.em.nativeDelete(OidcLoginState, { id: row.id });
    if (deleted !== 1) return null;
    if (row.expiresAt.getTime() <= this.now().getTime()) return null;
    if (!binding || !sameHash(sha256(binding), row.bindingHash)) return null;
    return row;
  }

  private now(): Date {
    return this.settings.now?.() ?? new Date();
  }
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
