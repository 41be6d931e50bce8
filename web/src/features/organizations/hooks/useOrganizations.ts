import { useQuery } from '@apollo/client/react';
import { errorMessage } from '../../../app/graphql-errors';
import { organizationsQuery } from '../graphql/organizations';

/** Every organization for the admin login, only one's own for everyone else (server-scoped). */
export function useOrganizations() {
  const { data, loading, error } = useQuery(organizationsQuery, { fetchPolicy: 'cache-and-network' });
  return {
    organizations: data?.organizations ?? [],
    loading: loading && !data,
    error: error ? errorMessage(error) : null,
  };
}
