import { allowedRoutes, isSuperAdmin, type GuardedRoute } from '../../../shared/auth/routes.js';
import { MSG } from '../../../shared/validation/messages.js';
import { AppError, forbidden, unauthenticated } from '../../errors/app-error.js';

/** The signed-in user a request acts for. */
export interface Actor {
  id: number;
  organizationId: number;
  firstName: string;
  /** First and last name, as records name who changed them (versioning.ts); absent for actors built in tests. */
  fullName?: string;
  email: string;
  roles: string[];
  /** The id of the session the request's token belongs to (sessions.ts); absent for actors built in tests. */
  tokenId?: string;
  /** Set when the request came with an API token (server/modules/api-tokens): its id and scope. */
  apiToken?: { id: number; scope: 'READ' | 'READ_WRITE' };
}

/** What authentication concluded for a request. */
export type AuthState =
  { actor: Actor } | { actor: null; failure: 'missing' | 'expired' | 'invalid' | 'api_token_refused' };

/** Said of an API token that is malformed, unknown, revoked, or whose creator may no longer use it. */
export const API_TOKEN_REFUSED = 'This API token is not valid: it is malformed, revoked or no longer allowed';

export function requireActor(auth: AuthState): Actor {
  if (auth.actor) return auth.actor;
  if (auth.failure === 'missing') throw unauthenticated('Authentication required');
  throw unauthenticated(auth.failure === 'api_token_refused' ? API_TOKEN_REFUSED : MSG.authExpired);
}

/** Throws FORBIDDEN unless one of the routes is open to the actor's roles (spec 1 section 6). */
export function assertRoute(actor: Actor, ...routes: GuardedRoute[]): void {
  const allowed = allowedRoutes(actor.roles);
  if (!routes.some((r) => allowed.includes(r))) throw forbidden();
}

export function assertSuperAdmin(actor: Actor): void {
  if (!isSuperAdmin(actor.roles)) throw forbidden('Only the admin login may do this');
}

/**
 * The organization a request works on: the actor's own, or, for the admin login
 * (Super Admin) only, the one it asked for. Everyone else asking for another
 * organization is refused.
 */
export function scopeOrganization(actor: Actor, requested?: number | null): number {
  if (requested === undefined || requested === null || requested === actor.organizationId) return actor.organizationId;
  if (!Number.isInteger(requested) || requested <= 0) {
    throw new AppError('BAD_USER_INPUT', 'organizationId must be a positive integer', { field: 'organizationId' });
  }
  if (isSuperAdmin(actor.roles)) return requested;
  throw forbidden('You can only access your own organization');
}
