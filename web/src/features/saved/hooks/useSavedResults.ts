import { useQuery } from '@apollo/client/react';
import { errorMessage } from '../../../app/graphql-errors';
import { savedResultsListQuery } from '../graphql/saved-results';
import { SAVED_PAGE_SIZE } from '../utils/saved-messages';

/** The organization's saved results, newest first, one page at a time (page index from 0). */
export function useSavedResults(page: number) {
  const { data, previousData, loading, error } = useQuery(savedResultsListQuery, {
    variables: { scope: 'ALL', page: { limit: SAVED_PAGE_SIZE, offset: page } },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.savedResults;
  return {
    rows: result?.content ?? [],
    totalPages: result?.totalPages ?? 0,
    loading: loading && !result,
    error: error ? errorMessage(error) : null,
  };
}
