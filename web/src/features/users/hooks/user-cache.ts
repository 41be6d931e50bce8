import type { ApolloCache } from '@apollo/client';
import { insertIntoConnections } from '../../../lib/connection/connection-cache';

interface CreatedUser {
  id: string;
  databaseId: number;
  firstName: string;
  organizationId?: number | null;
}

/**
 * A created user (Create User, or a registration request turned into one) put into the cached users lists
 * of its organization at its place by first name (the connection's order), instead of fetching them again.
 */
export function listCreatedUser(cache: ApolloCache, user: CreatedUser | undefined) {
  const node = user && cache.identify({ __typename: 'User', id: user.id });
  if (!user || !node) return;
  insertIntoConnections(cache, {
    field: 'usersConnection',
    edgeTypename: 'UserEdge',
    node: { __ref: node },
    lists: (args) => args.organizationId == null || args.organizationId === user.organizationId,
    sortsBefore: (other, readField) => {
      const name = String(readField('firstName', other) ?? '');
      if (user.firstName !== name) return user.firstName < name;
      return user.databaseId < Number(readField('databaseId', other));
    },
  });
}
