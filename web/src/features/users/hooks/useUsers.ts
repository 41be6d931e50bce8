import { useQuery } from '@apollo/client/react';
import { useConnectionPage } from '../../../lib/connection/useConnectionPage';
import { rolesQuery, usersConnectionQuery } from '../graphql/users';

/** Rows of the users table a page holds (the table has S.no; Prev / Next past this many users). */
export const USERS_PAGE_SIZE = 50;

/**
 * One page of an organization's users by cursor, by first name (the server keeps everyone but the admin
 * login to their own organization).
 */
export function useUsers(organizationId: number | null, page: number) {
  return useConnectionPage(usersConnectionQuery, {
    variables: { organizationId },
    page,
    pageSize: USERS_PAGE_SIZE,
    select: (data) => data.usersConnection,
    skip: organizationId === null,
  });
}

/** Every role the server knows; the dialog leaves Super Admin out. */
export function useRoles() {
  const { data } = useQuery(rolesQuery, { fetchPolicy: 'cache-first' });
  return data?.roles ?? [];
}
