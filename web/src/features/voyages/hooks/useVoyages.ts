import type { SavedResultScope } from '../../../__generated__/graphql';
import { useConnectionPage } from '../../../lib/connection/useConnectionPage';
import { SAVED_PAGE_SIZE } from '../../saved/utils/saved-messages';
import { voyagesConnectionQuery } from '../graphql/voyages';
import { EMPTY_VOYAGE_SEARCH, voyageSearchVariables, type VoyageSearch } from '../utils/voyage-search';

/**
 * My Voyages (MINE) or All Voyages (ALL), 10 to a page, newest first, narrowed by the applied search: a
 * window of the cursor connection (useConnectionPage), pages already loaded read from the cache.
 */
export function useVoyages(scope: SavedResultScope, page: number, search: VoyageSearch = EMPTY_VOYAGE_SEARCH) {
  const { text = null, type = null } = voyageSearchVariables(search);
  return useConnectionPage(voyagesConnectionQuery, {
    variables: { scope, text, type },
    page,
    pageSize: SAVED_PAGE_SIZE,
    select: (data) => data.voyagesConnection,
  });
}
