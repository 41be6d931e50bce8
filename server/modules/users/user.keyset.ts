import type { Em } from '../../db/orm.js';
import { notFound } from '../../errors/app-error.js';
import type { Connection, ConnectionRequest } from '../../graphql/relay/connection.js';
import { entityConnection } from '../../graphql/relay/connection-nodes.js';
import { assertRoute, scopeOrganization, type Actor } from '../auth/actor.js';
import { Organization } from '../organizations/organization.entity.js';
import { User } from './user.entity.js';

/**
 * An organization's users as a cursor connection: the list's route check and scope (user.service.ts
 * `listForOrganization`), in its order (first name, then id), with their roles.
 */
export async function userConnection(
  em: Em,
  actor: Actor,
  req: ConnectionRequest,
  organizationId?: number | null,
): Promise<Connection<User>> {
  assertRoute(actor, '/user_organization');
  const orgId = scopeOrganization(actor, organizationId);
  if (!(await em.count(Organization, { id: orgId }))) throw notFound('Organization', orgId);
  return entityConnection(
    em,
    User,
    {
      name: 'users',
      from: 'app_user u',
      where: 'u.organization_id = ?',
      params: [orgId],
      keys: [
        { sql: 'u.first_name', direction: 'asc', type: 'text' },
        { sql: 'u.id', direction: 'asc', type: 'bigint' },
      ],
    },
    req,
    { populate: ['roles'] },
  );
}
