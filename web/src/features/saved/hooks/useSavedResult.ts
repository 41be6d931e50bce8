import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { errorMessage } from '../../../app/graphql-errors';
import { savedResultDetailQuery } from '../graphql/saved-results';
import { savedResultView } from '../utils/saved-view';

/** One saved result with its saveResultDTO read into the read-only calculator's view. */
export function useSavedResult(id: number | null) {
  const { data, loading, error } = useQuery(savedResultDetailQuery, {
    variables: { id: id ?? 0 },
    skip: id === null,
  });
  const saved = data?.savedResult;
  const view = useMemo(() => (saved ? savedResultView(saved) : null), [saved]);
  return { saved, view, loading, error: error ? errorMessage(error) : null };
}
