import type { ApolloCache } from '@apollo/client';
import { insertIntoConnections } from '../../../lib/connection/connection-cache';

/**
 * A created catalogue vessel put into the cached Vessel List pages at its place by name (the connection's
 * order), in the unfiltered list and in each searched one whose text is part of its name (any case, as the
 * server searches), instead of fetching them again.
 */
export function listCreatedVessel(
  cache: ApolloCache,
  vessel: { id: string; databaseId: number; vesselName: string } | undefined,
) {
  const node = vessel && cache.identify({ __typename: 'Vessel', id: vessel.id });
  if (!vessel || !node) return;
  const name = vessel.vesselName;
  insertIntoConnections(cache, {
    field: 'vesselsConnection',
    edgeTypename: 'VesselEdge',
    node: { __ref: node },
    lists: (args) => !args.search || name.toLowerCase().includes(String(args.search).toLowerCase()),
    sortsBefore: (other, readField) => {
      const otherName = String(readField('vesselName', other) ?? '');
      if (name !== otherName) return name < otherName;
      return vessel.databaseId < Number(readField('databaseId', other));
    },
  });
}
