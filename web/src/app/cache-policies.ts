import type { FieldMergeFunction, FieldPolicy, Reference, TypePolicies } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';

/**
 * The cursor connections of schema.graphql (issue #20 items 2 and 3): one cache entry per list and its
 * filters (the key arguments), pages fetched with `after` appended to it, a first page (no cursor)
 * replacing it. first/after/before/last are never key arguments: they page one list.
 */
export const CONNECTION_KEY_ARGS = {
  ordersConnection: ['scope', 'filter'],
  savedResultsConnection: ['scope'],
  voyagesConnection: ['scope', 'text', 'type'],
  vesselsConnection: ['organizationId', 'search'],
  fleetEntriesConnection: ['organizationId'],
  usersConnection: ['organizationId'],
  organizationsConnection: false,
  emailsConnection: ['filter'],
  emailPositionsConnection: ['filter'],
  apiTokensConnection: false,
} as const satisfies Record<string, readonly string[] | false>;

export type ConnectionField = keyof typeof CONNECTION_KEY_ARGS;

type Edges = { edges?: { node?: Reference | unknown }[] } | undefined;

/**
 * relayStylePagination, with a record listed once: when a row's place changed on the server between two
 * pages (an order pinned or unpinned), the later page may bring it again; it stays where it is shown until
 * the list is loaded again from its first page.
 */
function connectionPolicy(keyArgs: readonly string[] | false): FieldPolicy {
  const policy = relayStylePagination(keyArgs === false ? false : [...keyArgs]);
  const merge = policy.merge as FieldMergeFunction;
  return {
    ...policy,
    merge(existing, incoming, options) {
      const merged = merge(existing, incoming, options) as Edges;
      if (!merged?.edges) return merged;
      const seen = new Set<string>();
      const edges = merged.edges.filter((edge) => {
        const ref = options.isReference(edge.node) ? edge.node.__ref : null;
        if (ref === null) return true;
        if (seen.has(ref)) return false;
        seen.add(ref);
        return true;
      });
      return edges.length === merged.edges.length ? merged : { ...merged, edges };
    },
  };
}

export const typePolicies: TypePolicies = {
  Query: {
    fields: Object.fromEntries(
      Object.entries(CONNECTION_KEY_ARGS).map(([field, keyArgs]) => [field, connectionPolicy(keyArgs)]),
    ),
  },
  FleetEntry: {
    fields: {
      /**
       * The calculator's streamed result of the row (client-only, client-schema.graphql): null until a run
       * wrote one; each write replaces the last (a result is whole, never merged with an older run's).
       */
      calculation: { read: (existing: unknown = null) => existing, merge: false },
    },
  },
};
