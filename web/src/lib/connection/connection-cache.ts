import type { ApolloCache, Reference } from '@apollo/client';
import type { ConnectionField } from '../../app/cache-policies';

type ReadField = (field: string, from: Reference) => unknown;
interface StoredEdge {
  __typename?: string;
  cursor: string;
  node: Reference;
}
interface StoredConnection {
  edges?: StoredEdge[];
  pageInfo?: { hasNextPage?: boolean };
  totalCount?: number;
}

/** The key arguments of one cached list, from its store name (`usersConnection:{"organizationId":3}`). */
export function keyArgsOf(storeFieldName: string, fieldName: string): Record<string, unknown> {
  const rest = storeFieldName.slice(fieldName.length).replace(/^[:(]/, '').replace(/\)$/, '');
  if (!rest) return {};
  try {
    return JSON.parse(rest) as Record<string, unknown>;
  } catch {
    return {};
  }
}

interface Insert {
  field: ConnectionField;
  edgeTypename: string;
  /** The created record as the cache holds it (the mutation's answer, already written). */
  node: Reference;
  /** Whether a cached list with these key arguments (its filters) lists the record. */
  lists(keyArgs: Record<string, unknown>): boolean;
  /** Whether the record sorts before this listed one (the list's own order). */
  sortsBefore(other: Reference, readField: ReadField): boolean;
}

/**
 * A created record put into every cached page of the lists that hold it, at its place in the list's
 * order, and counted in totalCount: no list is fetched again. Past the last loaded row of a list that
 * has more pages it is only counted (its page brings it when reached). The edge has no cursor of its own:
 * paging goes on from the cursors the server gave.
 */
export function insertIntoConnections(cache: ApolloCache, { field, edgeTypename, node, lists, sortsBefore }: Insert) {
  cache.modify({
    fields: {
      [field]: (value: unknown, { storeFieldName, readField }) => {
        const existing = value as StoredConnection;
        if (!existing?.edges || !lists(keyArgsOf(storeFieldName, field))) return existing;
        const id = readField('id', node);
        if (existing.edges.some((e) => readField('id', e.node) === id)) return existing;
        const totalCount = (existing.totalCount ?? 0) + 1;
        const at = existing.edges.findIndex((e) => sortsBefore(e.node, readField as ReadField));
        if (at < 0 && existing.pageInfo?.hasNextPage) return { ...existing, totalCount };
        const edge: StoredEdge = { __typename: edgeTypename, cursor: '', node };
        const edges =
          at < 0 ? [...existing.edges, edge] : [...existing.edges.slice(0, at), edge, ...existing.edges.slice(at)];
        return { ...existing, edges, totalCount };
      },
    },
  });
}

/**
 * A deleted record taken out of every cached list of these fields (and uncounted), then evicted with
 * what only it held: the pages on screen lose the row without being fetched again.
 */
export function removeFromConnections(
  cache: ApolloCache,
  fields: readonly ConnectionField[],
  cacheId: string | undefined,
) {
  if (!cacheId) return;
  const modifier = (value: unknown) => {
    const existing = value as StoredConnection;
    if (!existing?.edges) return existing;
    const edges = existing.edges.filter((e) => cache.identify(e.node) !== cacheId);
    if (edges.length === existing.edges.length) return existing;
    return { ...existing, edges, totalCount: Math.max(0, (existing.totalCount ?? 1) - 1) };
  };
  cache.modify({ fields: Object.fromEntries(fields.map((f) => [f, modifier])) });
  cache.evict({ id: cacheId });
  cache.gc();
}
