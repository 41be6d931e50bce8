import { useQuery } from '@apollo/client/react';
import { errorMessage } from '../../../app/graphql-errors';
import { useConnectionPage } from '../../../lib/connection/useConnectionPage';
import { fleetEntriesConnectionQuery, fleetOrganizationsQuery, vesselsConnectionQuery } from '../graphql/vessel-lists';
import { LIST_PAGE_SIZE } from '../utils/list-paging';

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

/**
 * A page of an organization's fleet entries by cursor (by vessel name, 25 a page); `organizationId` only for
 * the admin login (else own). Pages already loaded are read from the cache (useConnectionPage).
 */
export function useFleetList(page: number, organizationId: number | null, skip: boolean) {
  return useConnectionPage(fleetEntriesConnectionQuery, {
    variables: { organizationId },
    page,
    pageSize: LIST_PAGE_SIZE,
    select: (data) => data.fleetEntriesConnection,
    skip,
  });
}

/** The organizations of the Fleet List dropdown; asked for only when the dropdown is shown. */
export function useFleetOrganizations(skip: boolean) {
  const { data, error } = useQuery(fleetOrganizationsQuery, { skip });
  return { organizations: data?.organizations ?? [], error: error ? errorMessage(error) : null };
}
