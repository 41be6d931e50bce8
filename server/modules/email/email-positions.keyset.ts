import { UNKNOWN_REGION } from '../../../shared/ports/port-regions.js';
import type { Em } from '../../db/orm.js';
import { parseInput } from '../../errors/parse-input.js';
import type { Connection, ConnectionRequest } from '../../graphql/relay/connection.js';
import { entityConnection } from '../../graphql/relay/connection-nodes.js';
import { assertRoute, type Actor } from '../auth/actor.js';
import {
  emailPositionFilterSchema,
  type EmailPositionFilterDraft,
  type EmailPositionFilters,
} from './email-positions.schema.js';
import {
  GEARLESS_PATTERN,
  positionsOrganization,
  positionsWithSources,
  type CurrentPosition,
} from './email-positions.service.js';
import { VesselPosition } from './vessel-position.entity.js';

/**
 * The Add Fleet "Auto" tab's positions as a cursor connection: the same route check, organization (the
 * admin login may name another) and filters as `emailPositions` (email-positions.service.ts `search`),
 * in its order (newest e-mail first, then id ascending), each ship's current position with every report of
 * it and its catalogue vessel; without the tab's cap of 500 rows, since pages are bounded.
 */
export async function emailPositionConnection(
  em: Em,
  actor: Actor,
  draft: EmailPositionFilterDraft,
  req: ConnectionRequest,
): Promise<Connection<CurrentPosition>> {
  assertRoute(actor, '/calculator');
  const f = parseInput(emailPositionFilterSchema, draft ?? {});
  const organization = await positionsOrganization(em, actor, f.orgId);
  const { sql, params } = positionWhere(organization, f);
  const page = await entityConnection(
    em,
    VesselPosition,
    {
      name: 'emailPositions',
      from: 'vessel_position p',
      where: sql,
      params,
      keys: [
        { sql: 'p.email_date', direction: 'desc', type: 'timestamptz' },
        { sql: 'p.id', direction: 'asc', type: 'bigint' },
      ],
    },
    req,
  );
  const nodes = await positionsWithSources(
    em,
    organization,
    page.edges.map((e) => e.node),
  );
  return { ...page, edges: page.edges.map(({ cursor }, i) => ({ cursor, node: nodes[i]! })) };
}

/** The tab's filters on `vessel_position p`, current positions only (the same tests as the service's). */
function positionWhere(organization: number, f: EmailPositionFilters): { sql: string; params: unknown[] } {
  const where = ['p.organization_id = ?', 'p.current = true'];
  const params: unknown[] = [organization];
  const add = (condition: string, ...values: unknown[]) => {
    where.push(condition);
    params.push(...values);
  };
  if (f.emailDateLower) add('p.email_date >= ?', f.emailDateLower);
  if (f.emailDateUpper) add('p.email_date <= ?', f.emailDateUpper);
  // A position without a dwt cannot be placed in a size class, so any dwt bound leaves it out.
  if (f.dwtLower !== undefined) add('p.dwt >= ?', f.dwtLower);
  if (f.dwtUpper !== undefined) add('p.dwt <= ?', f.dwtUpper);
  if (f.portRegion.length > 0) {
    const names: string[] = f.portRegion.includes(UNKNOWN_REGION) ? [...f.portRegion, ''] : [...f.portRegion];
    add(`p.port_region in (${names.map(() => '?').join(', ')})`, ...names);
  }
  if (f.gear === 'Gearless') add('p.gears ~* ?', GEARLESS_PATTERN);
  if (f.gear === 'Geared') add(`p.gears is not null and p.gears ~ '\\S' and not (p.gears ~* ?)`, GEARLESS_PATTERN);
  return { sql: where.join(' and '), params };
}
