import { allowedRoutes } from '../../../shared/auth/routes.js';
import { MSG, validateLogin } from '../../../shared/validation/messages.js';
import type { Em } from '../../db/orm.js';
import { AppError, badInput } from '../../errors/app-error.js';
import { User } from '../users/user.entity.js';
import type { AppConfig } from '../../config.js';
import type { Actor, AuthState } from './actor.js';
import { AuditKind, recordAudit } from './audit/audit-log.js';
import type { Profile, Session } from './auth.types.js';
import { verifyPassword } from './password.js';
import { actorOfToken, endSession, openSession } from './sessions.js';
import { signInRules, type SignInThrottle } from './sign-in-throttle.js';
import { bearerToken } from './tokens.js';
import { actorOfApiToken } from '../api-tokens/api-token.auth.js';
import { looksLikeApiToken } from '../api-tokens/api-token.secret.js';

export interface AuthSettings {
  jwtSecret: string;
  jwtExpiresIn: string;
  /** Failed sign-ins counted in the database (sign-in-throttle.ts). */
  throttle: SignInThrottle;
  limits: AppConfig['loginRateLimit'];
}

/**
 * Sign-in, token checks and the current user's profile. The request's EntityManager is asked for when first
 * needed: a token checked recently is answered from memory, and most requests need no other database work
 * from this service (forking one was 4 % of a GraphQL request's CPU, issue #19 item 2).
 */
export class AuthService {
  constructor(
    private readonly openEm: () => Em,
    private readonly settings: AuthSettings,
  ) {}

  private get em(): Em {
    return this.openEm();
  }

  async login(input: { email: string; password: string }, clientAddress: string): Promise<Session> {
    const errors = validateLogin(input);
    const firstField = (Object.keys(errors) as (keyof typeof errors)[])[0];
    if (firstField) throw badInput(errors[firstField] ?? MSG.somethingWrong, firstField);

    const email = input.email.trim().toLowerCase();
    // Per address and e-mail, per address across all e-mails (password spraying), per e-mail across addresses.
    const rules = signInRules(clientAddress, email, this.settings.limits);
    const { throttle } = this.settings;
    const wait = await throttle.retryAfter(this.em, rules);
    if (wait > 0) throw new AppError('RATE_LIMITED', MSG.tooManyAttempts(wait), { retryAfterSeconds: wait });

    const user = await this.em.findOne(User, { email }, { populate: ['roles', 'organization'] });
    // Verify against a dummy hash when the user is unknown so timing does not reveal which e-mails exist.
    const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
    const who = user ? { id: user.id, email: user.email } : null;
    const organizationId = user?.organization.id ?? null;
    if (!user || !ok) {
      const reached = await throttle.recordFailure(this.em, rules);
      await recordAudit(this.em, {
        kind: AuditKind.SIGN_IN_FAILED,
        organizationId,
        subject: who ?? { id: null, email },
        clientAddress,
        detail: user ? 'wrong password' : 'no user has this e-mail',
      });
      if (reached.length) {
        await recordAudit(this.em, {
          kind: AuditKind.SIGN_IN_LOCKED,
          organizationId,
          subject: who ?? { id: null, email },
          clientAddress,
          detail: `limit reached: ${reached.map((r) => `${r.max} failures per ${describeKey(r.key)}`).join('; ')}`,
        });
      }
      await this.em.flush();
      throw badInput(MSG.invalidCredentials, 'password');
    }
    await throttle.clear(this.em, rules[0]!.key);

    const { token, expiresAt } = await openSession(this.em, user, this.settings);
    await recordAudit(this.em, { kind: AuditKind.SIGN_IN, organizationId, actor: who, clientAddress }, { flush: true });
    return {
      token,
      organizationId: user.organization.id,
      username: user.email,
      realMe: user.id,
      FirstName: user.firstName,
      roles: user.roles.getItems().map((r) => ({ name: r.name })),
      expiresAt,
    };
  }

  /**
   * Resolves the Authorization header to the acting user: the token's signature and expiry, then its session
   * (not ended by a logout, password change or role removal) and the user's roles, read fresh in one query.
   * An API token (`vat_...`) is checked against its row instead (api-token.auth.ts).
   */
  async authenticate(authorizationHeader: string | undefined | null): Promise<AuthState> {
    const token = bearerToken(authorizationHeader);
    if (!token) return { actor: null, failure: 'missing' };
    if (looksLikeApiToken(token)) return actorOfApiToken(this.em, token);
    return actorOfToken(this.openEm, this.settings.jwtSecret, token);
  }

  /** Logout: ends the request's own session on the server, so its token is refused from now on. */
  async logout(actor: Actor, clientAddress: string): Promise<boolean> {
    if (!actor.tokenId) return false;
    const ended = await endSession(this.em, actor.tokenId, 'logout');
    if (ended) {
      await recordAudit(
        this.em,
        {
          kind: AuditKind.LOGOUT,
          organizationId: actor.organizationId,
          actor: { id: actor.id, email: actor.email },
          clientAddress,
        },
        { flush: true },
      );
    }
    return ended;
  }

  async profile(actor: Actor): Promise<Profile> {
    const user = await this.em.findOneOrFail(User, { id: actor.id }, { populate: ['roles', 'organization'] });
    const roles = user.roles.getItems().map((r) => r.name);
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      organizationId: user.organization.id,
      organizationName: user.organization.organizationName,
      roles: roles.map((name) => ({ name })),
      allowedRoutes: allowedRoutes(roles),
    };
  }
}

function describeKey(key: string): string {
  if (key.startsWith('addr:')) return 'client address';
  if (key.startsWith('email:')) return 'e-mail';
  return 'client address and e-mail';
}

/** argon2id hash of a random string nobody knows; used only to equalise timing. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$3U5hZlNN2W7mVw2JQm1fH0n7cG0sQbqk8nQ7mD7Hq8E';
