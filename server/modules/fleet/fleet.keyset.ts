import type { Em } from '../../db/orm.js';
import { notFound } from '../../errors/app-error.js';
import type { Connection, ConnectionRequest } from '../../graphql/relay/connection.js';
import { entityConnection } from '../../graphql/relay/connection-nodes.js';
import { assertRoute, scopeOrganization, type Actor } from '../auth/actor.js';
import { Organization } from '../organizations/organization.entity.js';
import { FleetEntry } from './fleet-entry.entity.js';

/**
 * The organization's fleet list as a cursor connection: the offset page's route check and scope
 * (fleet.service.ts `organizationPage`), in its order (vessel name, then id), with the user and vessel.
 */
export async function fleetEntryConnection(
  em: Em,
  actor: Actor,
  req: ConnectionRequest,
  organizationId?: number | null,
): Promise<Connection<FleetEntry>> {
  assertRoute(actor, '/vessel_information');
  const organization = scopeOrganization(actor, organizationId);
  if (!(await em.count(Organization, { id: organization }))) throw notFound('Organization', organization);
  return entityConnection(
    em,
    FleetEntry,
    {
      name: 'fleetEntries',
      from: 'fleet_entry f',
      where: 'f.organization_id = ?',
      params: [organization],
      keys: [
        { sql: 'f.vessel_name', direction: 'asc', type: 'text' },
        { sql: 'f.id', direction: 'asc', type: 'bigint' },
      ],
    },
    req,
    { populate: ['user', 'vessel'] },
  );
}
