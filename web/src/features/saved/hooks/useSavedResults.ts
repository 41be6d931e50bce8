import { useConnectionPage } from '../../../lib/connection/useConnectionPage';
import { savedResultsConnectionQuery } from '../graphql/saved-results';
import { SAVED_PAGE_SIZE } from '../utils/saved-messages';

/** The organization's saved results, newest first, one page at a time (page index from 0) of the connection. */
export function useSavedResults(page: number) {
  return useConnectionPage(savedResultsConnectionQuery, {
    variables: { scope: 'ALL' },
    page,
    pageSize: SAVED_PAGE_SIZE,
    select: (data) => data.savedResultsConnection,
  });
}
