import { ROLE } from '../../../shared/auth/routes.js';
import type { Em } from '../../db/orm.js';
import type { Actor } from '../auth/actor.js';
import { ApiToken } from './api-token.entity.js';
import { parseToken, secretMatches } from './api-token.secret.js';

/** last_used_at is written at most this often per token (ms), so a busy integrator costs no write per request. */
export const LAST_USED_PRECISION_MS = 60_000;

/**
 * The actor of an API token (`vat_<id>_<secret>`): its row by primary key, the secret compared with the
 * stored hash in constant time, the token not revoked, and its creator still a user of the same
 * organization with the ADMIN role, read fresh with their roles. Nothing is cached, so a revocation, or
 * the creator's deletion or loss of ADMIN, is refused on the very next request in every process.
 */
export async function actorOfApiToken(
  em: Em,
  token: string,
  now = new Date(),
): Promise<{ actor: Actor } | { actor: null; failure: 'api_token_refused' }> {
  const parsed = parseToken(token);
  if (!parsed) return { actor: null, failure: 'api_token_refused' };
  const row = await em.findOne(
    ApiToken,
    { id: parsed.id },
    { populate: ['createdBy', 'createdBy.roles'], strategy: 'joined', disableIdentityMap: true },
  );
  if (!row || !secretMatches(parsed.secret, row.secretHash) || row.revokedAt) {
    return { actor: null, failure: 'api_token_refused' };
  }
  const user = row.createdBy;
  const roles = user ? user.roles.getItems().map((r) => r.name) : [];
  if (!user || user.organization.id !== row.organization.id || !roles.includes(ROLE.admin)) {
    return { actor: null, failure: 'api_token_refused' };
  }
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    // Conditional, so concurrent requests (or processes) write it once; updated_at stays the token's own.
    await em.nativeUpdate(
      ApiToken,
      {
        id: row.id,
        $or: [{ lastUsedAt: null }, { lastUsedAt: { $lt: new Date(now.getTime() - LAST_USED_PRECISION_MS) } }],
      },
      { lastUsedAt: now },
    );
  }
  return {
    actor: {
      id: user.id,
      organizationId: row.organization.id,
      firstName: user.firstName,
      fullName: user.fullName,
      email: user.email,
      roles,
      apiToken: { id: row.id, scope: row.scope },
    },
  };
}
