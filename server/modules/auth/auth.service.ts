import { allowedRoutes } from '../../../shared/auth/routes.js';
import { MSG, validateLogin } from '../../../shared/validation/messages.js';
import type { Em } from '../../db/orm.js';
import { AppError, badInput } from '../../errors/app-error.js';
import { User } from '../users/user.entity.js';
import type { Actor, AuthState } from './actor.js';
import type { Profile, Session } from './auth.types.js';
import type { LoginRateLimiter } from './login-rate-limiter.js';
import { verifyPassword } from './password.js';
import { bearerToken, checkToken, signToken } from './tokens.js';

export interface AuthSettings {
  jwtSecret: string;
  jwtExpiresIn: string;
  rateLimiter: LoginRateLimiter;
}

/** Sign-in, token checks and the current user's profile. */
export class AuthService {
  constructor(
    private readonly em: Em,
    private readonly settings: AuthSettings,
  ) {}

  async login(input: { email: string; password: string }, clientAddress: string): Promise<Session> {
    const errors = validateLogin(input);
    const firstField = (Object.keys(errors) as (keyof typeof errors)[])[0];
    if (firstField) throw badInput(errors[firstField] ?? MSG.somethingWrong, firstField);

    const email = input.email.trim().toLowerCase();
    const key = `${clientAddress}|${email}`;
    const wait = this.settings.rateLimiter.retryAfter(key);
    if (wait > 0) throw new AppError('RATE_LIMITED', MSG.tooManyAttempts(wait), { retryAfterSeconds: wait });

    const user = await this.em.findOne(User, { email }, { populate: ['roles', 'organization'] });
    // Verify against a dummy hash when the user is unknown so timing does not reveal which e-mails exist.
    const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
    if (!user || !ok) {
      this.settings.rateLimiter.recordFailure(key);
      throw badInput(MSG.invalidCredentials, 'password');
    }
    this.settings.rateLimiter.reset(key);

    const { token, expiresAt } = signToken(
      this.settings.jwtSecret,
      user.id,
      user.organization.id,
      this.settings.jwtExpiresIn,
    );
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

  /** Resolves the Authorization header to the acting user; roles are read fresh on every request. */
  async authenticate(authorizationHeader: string | undefined | null): Promise<AuthState> {
    const token = bearerToken(authorizationHeader);
    if (!token) return { actor: null, failure: 'missing' };
    const check = checkToken(this.settings.jwtSecret, token);
    if (!check.ok) return { actor: null, failure: check.reason };
    const user = await this.em.findOne(User, { id: check.userId }, { populate: ['roles'] });
    if (!user) return { actor: null, failure: 'invalid' };
    return {
      actor: {
        id: user.id,
        organizationId: user.organization.id,
        firstName: user.firstName,
        email: user.email,
        roles: user.roles.getItems().map((r) => r.name),
      },
    };
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

/** argon2id hash of a random string nobody knows; used only to equalise timing. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$3U5hZlNN2W7mVw2JQm1fH0n7cG0sQbqk8nQ7mD7Hq8E';
