import type { Em } from '../../db/orm.js';
import { likePattern, searchNeedle } from '../../db/trigram-search.js';
import type { Connection, ConnectionRequest } from '../../graphql/relay/connection.js';
import { entityConnection } from '../../graphql/relay/connection-nodes.js';
import { assertRoute, scopeOrganization, type Actor } from '../auth/actor.js';
import { SavedResult } from './saved-result.entity.js';
import { SAVED_RESULT_SEARCH_TEXT } from './saved-result.search.js';
import {
  savedResultRow,
  type SavedResultQuery,
  type SavedResultRow,
  type VoyageSearchType,
} from './saved-result.service.js';

/** The columns each voyages search type addresses (as the offset list's query in saved-result.service.ts). */
const SEARCH_COLUMNS: Record<Exclude<VoyageSearchType, 'all'>, string> = {
  saveLabel: 'save_label',
  vessel: 'vessel_name',
  name: 'order_name',
  firstLoadPort: 'first_load_port',
  lastDischargePort: 'last_discharge_port',
};
const SEARCH_TEXT_R = SAVED_RESULT_SEARCH_TEXT.replaceAll('coalesce("', 'coalesce(r."');

/**
 * The saved results (/saved) and voyages (/voyages) lists as cursor connections: the same route, scope and
 * search as their offset pages, newest first with the id as the tie-breaker.
 */
export async function savedResultConnection(
  em: Em,
  actor: Actor,
  list: 'savedResults' | 'voyages',
  q: Omit<SavedResultQuery, 'page'>,
  req: ConnectionRequest,
): Promise<Connection<SavedResultRow>> {
  assertRoute(actor, list === 'savedResults' ? '/saved' : '/voyages');
  const sql = ['r.organization_id = ?'];
  const params: unknown[] = [scopeOrganization(actor)];
  if (q.scope === 'mine') {
    sql.push('r.created_by_id = ?');
    params.push(actor.id);
  }
  const needle = searchNeedle(q.text);
  if (needle) {
    const pattern = likePattern(needle);
    const columns = !q.type || q.type === 'all' ? Object.values(SEARCH_COLUMNS) : [SEARCH_COLUMNS[q.type]];
    sql.push(`(${SEARCH_TEXT_R} ilike ? and (${columns.map((c) => `r.${c} ilike ?`).join(' or ')}))`);
    params.push(pattern, ...columns.map(() => pattern));
  }
  return entityConnection(
    em,
    SavedResult,
    {
      // Each list and scope has its own cursors: a position means something in one list only.
      name: `${list}.${q.scope}`,
      from: 'saved_result r',
      where: sql.join(' and '),
      params,
      keys: [
        { sql: 'r.created_at', direction: 'desc', type: 'timestamptz' },
        { sql: 'r.id', direction: 'desc', type: 'bigint' },
      ],
    },
    req,
    { populate: ['createdBy'], node: savedResultRow },
  );
}
