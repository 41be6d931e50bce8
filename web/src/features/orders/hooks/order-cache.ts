import type { ApolloCache } from '@apollo/client';
import { insertIntoConnections, keyArgsOf } from '../../../lib/connection/connection-cache';

interface SavedRow {
  id: string;
  databaseId: number;
  createdDate: string;
}

/** A list's search: a filter with any value set narrows it (what the server would match is not known here). */
function searched(filter: unknown): boolean {
  if (!filter || typeof filter !== 'object') return false;
  return Object.values(filter as Record<string, unknown>).some(
    (v) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
  );
}

/**
 * A saved order's list row comes in the save's answer (Order.listRow, normalised by its id): an updated
 * order's row on screen follows it with no list fetched again. A created one is put into the cached
 * unsearched lists at its place (My Orders: after the pinned rows, newest first; All Orders: newest
 * first) and counted; cached searched lists are dropped (whether the search finds it is the server's to
 * say) and asked for again when shown.
 */
export function listSavedOrder(cache: ApolloCache, row: SavedRow | null | undefined, created: boolean) {
  const node = row && cache.identify({ __typename: 'OrderListRow', id: row.id });
  if (!row || !node || !created) return;
  cache.modify({
    fields: {
      ordersConnection: (value, { storeFieldName, DELETE }) =>
        searched(keyArgsOf(storeFieldName, 'ordersConnection').filter) ? DELETE : value,
    },
  });
  const at = new Date(row.createdDate).getTime();
  insertIntoConnections(cache, {
    field: 'ordersConnection',
    edgeTypename: 'OrderEdge',
    node: { __ref: node },
    lists: (args) => !searched(args.filter),
    sortsBefore: (other, readField) => {
      // Only My Orders lists pinned rows first; a new order is not pinned.
      if (readField('pinned', other) === true) return false;
      const otherAt = new Date(String(readField('createdDate', other))).getTime();
      if (at !== otherAt) return at > otherAt;
      return row.databaseId > Number(readField('databaseId', other));
    },
  });
}
