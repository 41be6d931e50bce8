import { useQuery } from '@apollo/client/react';
import type { SavedResultScope } from '../../../__generated__/graphql';
import { errorMessage } from '../../../app/graphql-errors';
import { SAVED_PAGE_SIZE } from '../../saved/utils/saved-messages';
import { voyagesListQuery } from '../graphql/voyages';
import { EMPTY_VOYAGE_SEARCH, voyageSearchVariables, type VoyageSearch } from '../utils/voyage-search';

/** My Voyages (MINE) or All Voyages (ALL), 10 to a page, newest first, narrowed by the applied search. */
export function useVoyages(scope: SavedResultScope, page: number, search: VoyageSearch = EMPTY_VOYAGE_SEARCH) {
  const { data, previousData, loading, error } = useQuery(voyagesListQuery, {
    variables: { scope, ...voyageSearchVariables(search), page: { limit: SAVED_PAGE_SIZE, offset: page } },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.voyages;
  return {
    rows: result?.content ?? [],
    totalPages: result?.totalPages ?? 0,
    loading: loading && !result,
    error: error ? errorMessage(error) : null,
  };
}
