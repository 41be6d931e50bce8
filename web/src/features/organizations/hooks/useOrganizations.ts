import { useConnectionAll } from '../../../lib/connection/useConnectionAll';
import { organizationsConnectionQuery } from '../graphql/organizations';

/**
 * Every organization for the admin login, only one's own for everyone else (server-scoped), by name: the
 * whole organizationsConnection, page after page by cursor (the screen and the pickers show no pager).
 */
export function useOrganizations() {
  const { nodes, loading, error } = useConnectionAll(organizationsConnectionQuery, {
    variables: {},
    select: (data) => data.organizationsConnection,
  });
  return { organizations: nodes, loading, error };
}
