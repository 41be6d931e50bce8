import { Router } from 'express';
import { z } from 'zod';
import { idField, required } from '../../shared/validation/boundary.js';
import type { ApiToken } from '../modules/api-tokens/api-token.entity.js';
import { handleAuthed, parseWith, clientAddress } from './rest-context.js';

const idParams = z.object({ id: required(idField()) });

/** A token as both APIs list it: never its secret or hash. */
export function apiTokenRow(t: ApiToken) {
  return {
    id: t.id,
    name: t.name,
    scope: t.scope,
    createdBy: t.createdByName,
    createdAt: t.createdAt.toISOString(),
    lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
    revokedAt: t.revokedAt?.toISOString() ?? null,
  };
}

/**
 * The organization's API tokens (ADMIN only, issue #20): GET /api-tokens, POST /api-tokens { name, scope }
 * (201 { token, apiToken }: the only time the token is shown), DELETE /api-tokens/:id (revoke).
 */
export function apiTokenRoutes(): Router {
  const router = Router();
  router.get(
    '/api-tokens',
    handleAuthed(async (_req, ctx, actor) => (await ctx.services.apiTokens.list(actor)).map(apiTokenRow)),
  );
  router.post(
    '/api-tokens',
    handleAuthed(async (req, ctx, actor) => {
      const created = await ctx.services.apiTokens.create(actor, req.body ?? {}, clientAddress(req));
      return { token: created.token, apiToken: apiTokenRow(created.apiToken) };
    }, 201),
  );
  router.delete(
    '/api-tokens/:id',
    handleAuthed(async (req, ctx, actor) => {
      const { id } = parseWith(idParams, req.params);
      return apiTokenRow(await ctx.services.apiTokens.revoke(actor, id, clientAddress(req)));
    }),
  );
  return router;
}
