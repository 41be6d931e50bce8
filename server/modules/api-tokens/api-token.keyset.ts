import type { Em } from '../../db/orm.js';
import type { Connection, ConnectionRequest } from '../../graphql/relay/connection.js';
import { entityConnection } from '../../graphql/relay/connection-nodes.js';
import { assertRoute, type Actor } from '../auth/actor.js';
import { ApiToken } from './api-token.entity.js';

/**
 * The organization's API tokens as a cursor connection (ADR 0024): the list's route check and scope
 * (api-token.service.ts `list`: the actor's organization, revoked ones included), in its order (newest
 * first, the id breaking ties), with their creators for createdByName.
 */
export async function apiTokenConnection(em: Em, actor: Actor, req: ConnectionRequest): Promise<Connection<ApiToken>> {
  assertRoute(actor, '/api_tokens');
  return entityConnection(
    em,
    ApiToken,
    {
      name: 'apiTokens',
      from: 'api_token t',
      where: 't.organization_id = ?',
      params: [actor.organizationId],
      keys: [
        { sql: 't.created_at', direction: 'desc', type: 'timestamptz' },
        { sql: 't.id', direction: 'desc', type: 'bigint' },
      ],
    },
    req,
    { populate: ['createdBy'] },
  );
}
