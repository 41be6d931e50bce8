import { isSuperAdmin } from '../../../shared/auth/routes.js';
import type { Em } from '../../db/orm.js';
import type { Connection, ConnectionRequest } from '../../graphql/relay/connection.js';
import { entityConnection } from '../../graphql/relay/connection-nodes.js';
import { assertRoute, type Actor } from '../auth/actor.js';
import { Organization } from './organization.entity.js';

/**
 * The organizations as a cursor connection: every one for the admin login, the actor's own for everyone
 * else (organization.service.ts `list`), in its order (name, then id).
 */
export async function organizationConnection(
  em: Em,
  actor: Actor,
  req: ConnectionRequest,
): Promise<Connection<Organization>> {
  assertRoute(actor, '/setup_organization', '/user_organization', '/vessel_information');
  const all = isSuperAdmin(actor.roles);
  return entityConnection(
    em,
    Organization,
    {
      name: 'organizations',
      from: 'organization g',
      where: all ? 'true' : 'g.id = ?',
      params: all ? [] : [actor.organizationId],
      keys: [
        { sql: 'g.organization_name', direction: 'asc', type: 'text' },
        { sql: 'g.id', direction: 'asc', type: 'bigint' },
      ],
    },
    req,
  );
}
