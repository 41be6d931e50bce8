import type { Em } from '../../db/orm.js';
import type { Connection, ConnectionRequest } from '../../graphql/relay/connection.js';
import { entityConnection } from '../../graphql/relay/connection-nodes.js';
import { assertRoute, scopeOrganization, type Actor } from '../auth/actor.js';
import { SavedResult } from './saved-result.entity.js';
import { savedResultListCount } from '../../db/list-counts.js';
import {
  savedResultRow,
  savedResultSearchCount,
  savedResultWhere,
  type SavedResultQuery,
  type SavedResultRow,
} from './saved-result.service.js';

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
  const { where, params, needle } = savedResultWhere(actor, q);
  return entityConnection(
    em,
    SavedResult,
    {
      // Each list and scope has its own cursors: a position means something in one list only.
      name: `${list}.${q.scope}`,
      from: 'saved_result r',
      where,
      params,
      keys: [
        { sql: 'r.created_at', direction: 'desc', type: 'timestamptz' },
        { sql: 'r.id', direction: 'desc', type: 'bigint' },
      ],
      // As the offset page counts (ADR 0018): the search table for a search, else the trigger-kept counts.
      count: () =>
        needle
          ? savedResultSearchCount(em, where, params)
          : savedResultListCount(em, scopeOrganization(actor), q.scope === 'mine' ? actor.id : undefined),
    },
    req,
    { populate: ['createdBy'], node: savedResultRow },
  );
}
