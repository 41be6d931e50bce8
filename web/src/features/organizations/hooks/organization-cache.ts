import type { ApolloCache } from '@apollo/client';
import { insertIntoConnections, removeFromConnections } from '../../../lib/connection/connection-cache';

/**
 * A created organization put into the cached organizations list at its place by name, then id (the
 * connection's order), and counted, instead of the list being fetched again.
 */
export function listCreatedOrganization(
  cache: ApolloCache,
  org: { id: string; databaseId: number; organizationName: string } | undefined,
) {
  const node = org && cache.identify({ __typename: 'Organization', id: org.id });
  if (!org || !node) return;
  insertIntoConnections(cache, {
    field: 'organizationsConnection',
    edgeTypename: 'OrganizationEdge',
    node: { __ref: node },
    lists: () => true,
    sortsBefore: (other, readField) => {
      const otherName = String(readField('organizationName', other) ?? '');
      if (org.organizationName !== otherName) return org.organizationName < otherName;
      return org.databaseId < Number(readField('databaseId', other));
    },
  });
}

/** A deleted organization taken out of the cached list (uncounted) and evicted. */
export function unlistOrganization(cache: ApolloCache, id: string) {
  removeFromConnections(cache, ['organizationsConnection'], cache.identify({ __typename: 'Organization', id }));
}
