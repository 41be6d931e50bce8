import { useQuery } from '@apollo/client/react';
import { errorMessage } from '../../../app/graphql-errors';
import { useConnectionPage } from '../../../lib/connection/useConnectionPage';
import { fleetListQuery, fleetOrganizationsQuery, vesselsConnectionQuery } from '../graphql/vessel-lists';
import { LIST_PAGE_SIZE } from '../utils/list-paging';

/** A list query's page as the tabs show it: the last page stays on screen while the next one loads. */
function listPage<R>(
  result: { content: R[]; totalPages: number } | undefined,
  loading: boolean,
  error: Error | undefined,
) {
  return {
    rows: result?.content ?? [],
    totalPages: result?.totalPages ?? 0,
    loading: loading && !result,
    error: error ? errorMessage(error) : null,
  };
}

/**
 * A page of the organization's catalogue by cursor (page index from 0, 25 a page), filtered by part of the
 * name when given; pages already loaded are read from the cache (useConnectionPage).
 */
export function useVesselList(page: number, search: string, skip: boolean) {
  return useConnectionPage(vesselsConnectionQuery, {
    variables: { search: search.trim() || null },
    page,
    pageSize: LIST_PAGE_SIZE,
    select: (data) => data.vesselsConnection,
    skip,
  });
}

/** A page of an organization's fleet entries; `organizationId` only for the admin login (else own). */
export function useFleetList(page: number, organizationId: number | null, skip: boolean) {
  const { data, previousData, loading, error } = useQuery(fleetListQuery, {
    variables: { offset: page, limit: LIST_PAGE_SIZE, organizationId },
    fetchPolicy: 'cache-and-network',
    skip,
  });
  return listPage((data ?? previousData)?.organizationFleet, loading, error);
}

/** The organizations of the Fleet List dropdown; asked for only when the dropdown is shown. */
export function useFleetOrganizations(skip: boolean) {
  const { data, error } = useQuery(fleetOrganizationsQuery, { skip });
  return { organizations: data?.organizations ?? [], error: error ? errorMessage(error) : null };
}
