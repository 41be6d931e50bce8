import { fillField, isNoValue, readText } from '../../../shared/validation/boundary.js';
import { VESSEL_NAME_MAX } from '../../../shared/validation/vessel-rules.js';
import type { Em } from '../../db/orm.js';
import { badInput } from '../../errors/app-error.js';
import type { Connection, ConnectionRequest } from '../../graphql/relay/connection.js';
import { entityConnection } from '../../graphql/relay/connection-nodes.js';
import { assertRoute, scopeOrganization, type Actor } from '../auth/actor.js';
import { Vessel } from './vessel.entity.js';
import { escapeLike, VESSEL_ROUTES } from './vessel.service.js';

/**
 * The vessel catalogue as a cursor connection: the offset page's route check, organization scope and name
 * search (vessel.service.ts `list`), in its order (name, then id).
 */
export async function vesselConnection(
  em: Em,
  actor: Actor,
  req: ConnectionRequest,
  options: { search?: string | null; organizationId?: number | null } = {},
): Promise<Connection<Vessel>> {
  assertRoute(actor, ...VESSEL_ROUTES);
  const organization = scopeOrganization(actor, options.organizationId);
  const read = isNoValue(options.search) ? { text: '' } : readText(options.search, { max: VESSEL_NAME_MAX });
  if ('problem' in read) throw badInput(fillField(read.problem, 'search'), 'search');
  const where = ['v.organization_id = ?'];
  const params: unknown[] = [organization];
  if (read.text) {
    where.push('v.vessel_name ilike ?');
    params.push(`%${escapeLike(read.text)}%`);
  }
  return entityConnection(
    em,
    Vessel,
    {
      name: 'vessels',
      from: 'vessel v',
      where: where.join(' and '),
      params,
      keys: [
        { sql: 'v.vessel_name', direction: 'asc', type: 'text' },
        { sql: 'v.id', direction: 'asc', type: 'bigint' },
      ],
    },
    req,
  );
}
