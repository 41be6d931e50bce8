import { useQuery } from '@apollo/client/react';
import { errorMessage } from '../../../app/graphql-errors';
import { rolesQuery, usersForOrgQuery } from '../graphql/users';

/** The users of an organization (the server keeps everyone but the admin login to their own). */
export function useUsers(organizationId: number | null) {
  const { data, previousData, loading, error } = useQuery(usersForOrgQuery, {
    variables: { organizationId },
    skip: organizationId === null,
    fetchPolicy: 'cache-and-network',
  });
  const users = (data ?? previousData)?.usersForOrg;
  return { users: users ?? [], loading: loading && !users, error: error ? errorMessage(error) : null };
}

/** Every role the server knows; the dialog leaves Super Admin out. */
export function useRoles() {
  const { data } = useQuery(rolesQuery, { fetchPolicy: 'cache-first' });
  return data?.roles ?? [];
}
