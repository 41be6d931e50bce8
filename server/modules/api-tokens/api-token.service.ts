import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Em } from '../../db/orm.js';
import { conflict, forbidden, notFound } from '../../errors/app-error.js';
import { parseInput } from '../../errors/parse-input.js';
import { Organization } from '../organizations/organization.entity.js';
import { User } from '../users/user.entity.js';
import { assertRoute, type Actor } from '../auth/actor.js';
import { AuditKind, recordAudit } from '../auth/audit/audit-log.js';
import { ApiToken } from './api-token.entity.js';
import { apiTokenDraftSchema } from './api-token.inputs.js';
import { formatToken, newSecret } from './api-token.secret.js';
import { assertMayWrite } from './token-scope.js';

export const API_TOKEN_MSG = {
  nameTaken: (name: string) => `An active API token is already named "${name}"`,
  tokensMayNotCreate: 'An API token cannot create API tokens: sign in as an administrator',
} as const;

/**
 * The organization's API tokens (route /api_tokens: ADMIN only). The secret exists in memory only while
 * the token is created; the list answers every other field, never it.
 */
export class ApiTokenService {
  constructor(private readonly em: Em) {}

  /** Every token of the actor's organization, revoked ones included, newest first. */
  async list(actor: Actor): Promise<ApiToken[]> {
    assertRoute(actor, '/api_tokens');
    return this.em.find(
      ApiToken,
      { organization: actor.organizationId },
      { populate: ['createdBy'], orderBy: { createdAt: 'desc', id: 'desc' } },
    );
  }

  /** Creates a token acting as the actor; answers the token string, the only time it exists outside memory. */
  async create(actor: Actor, input: unknown, clientAddress: string): Promise<{ token: string; apiToken: ApiToken }> {
    assertRoute(actor, '/api_tokens');
    // A leaked token must not be able to mint others that outlive its revocation.
    if (actor.apiToken) throw forbidden(API_TOKEN_MSG.tokensMayNotCreate);
    const draft = parseInput(apiTokenDraftSchema, input);
    const { secret, hash } = newSecret();
    try {
      const row = await this.em.transactional(async (tx) => {
        // An organization has a handful of active tokens: compared here as the index compares them (lower()).
        const active = await tx.find(
          ApiToken,
          { organization: actor.organizationId, revokedAt: null },
          { fields: ['name'] },
        );
        const wanted = draft.name.toLowerCase();
        if (active.some((t) => t.name.toLowerCase() === wanted))
          throw conflict(API_TOKEN_MSG.nameTaken(draft.name), 'name');
        const created = tx.create(ApiToken, {
          organization: tx.getReference(Organization, actor.organizationId),
          createdBy: tx.getReference(User, actor.id),
          name: draft.name,
          scope: draft.scope,
          secretHash: hash,
        });
        await tx.flush();
        await recordAudit(
          tx,
          {
            kind: AuditKind.API_TOKEN_CREATED,
            organizationId: actor.organizationId,
            actor: { id: actor.id, email: actor.email },
            clientAddress,
            detail: `API token ${created.id} "${created.name}" (${created.scope})`,
          },
          { flush: true },
        );
        return created;
      });
      return { token: formatToken(row.id, secret), apiToken: await this.reload(row.id) };
    } catch (error) {
      // Two creations with one name at once: the partial unique index decides.
      if (error instanceof UniqueConstraintViolationException)
        throw conflict(API_TOKEN_MSG.nameTaken(draft.name), 'name');
      throw error;
    }
  }

  /**
   * Revokes a token of the actor's organization: refused from the next request on, in every process (the
   * token is read from its row on every request). Revoking a revoked token changes nothing.
   */
  async revoke(actor: Actor, id: number, clientAddress: string): Promise<ApiToken> {
    assertRoute(actor, '/api_tokens');
    assertMayWrite(actor);
    const row = await this.em.findOne(ApiToken, { id, organization: actor.organizationId });
    if (!row) throw notFound('API token', id);
    if (!row.revokedAt) {
      const at = new Date();
      const n = await this.em.nativeUpdate(ApiToken, { id, revokedAt: null }, { revokedAt: at });
      if (n > 0) {
        await recordAudit(
          this.em,
          {
            kind: AuditKind.API_TOKEN_REVOKED,
            organizationId: actor.organizationId,
            actor: { id: actor.id, email: actor.email },
            clientAddress,
            detail: `API token ${row.id} "${row.name}" (${row.scope})`,
          },
          { flush: true },
        );
      }
    }
    return this.reload(id);
  }

  private async reload(id: number): Promise<ApiToken> {
    return this.em.findOneOrFail(ApiToken, { id }, { populate: ['createdBy'], refresh: true });
  }
}
