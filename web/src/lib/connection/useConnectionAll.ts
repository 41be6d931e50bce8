import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../app/graphql-errors';
import type { ConnectionSlice } from './useConnectionPage';

interface Options<TData, TVars, N> {
  /** The list's filters (its key arguments); `first` and `after` are added here. */
  variables: Omit<TVars, 'first' | 'after'>;
  select(data: TData): ConnectionSlice<N> | undefined;
  /** Rows a request asks for (the server's largest page by default). */
  pageSize?: number;
  skip?: boolean;
}

/** The first page of a connection (cache-and-network) and what the cache holds of it after the pages added. */
function useConnectionQuery<TData, TVars extends OperationVariables, N>(
  query: TypedDocumentNode<TData, TVars>,
  { variables, select, pageSize = 100, skip = false }: Options<TData, TVars, N>,
) {
  const result = useQuery(query, {
    variables: { ...variables, first: pageSize } as unknown as TVars,
    fetchPolicy: 'cache-and-network',
    skip,
  } as never) as useQuery.Result<TData, TVars>;
  const shownData = result.data ?? result.previousData;
  const conn = shownData ? select(shownData as TData) : undefined;
  return {
    result,
    conn,
    /** The server has rows past the last one held (only once the answer for these variables is in). */
    more: !!conn && result.data !== undefined && conn.pageInfo.hasNextPage,
    endCursor: conn?.pageInfo.endCursor ?? null,
    nodes: (conn?.edges ?? []).map((e) => e.node),
    total: conn?.totalCount ?? 0,
    loading: result.loading && !conn,
    error: result.error ? errorMessage(result.error) : null,
  };
}

/**
 * A whole cursor connection for a screen that shows its list without a pager (Organizations, API tokens):
 * the first page, then each next page after the last cursor held until the server has no more, all kept in
 * the connection's one cache entry (relayStylePagination, cache-policies.ts). The first page is asked for
 * again when the screen is opened again (cache-and-network); rows created or deleted meanwhile are put in or
 * taken out of the cached edges (connection-cache.ts) without a request.
 */
export function useConnectionAll<TData, TVars extends OperationVariables, N>(
  query: TypedDocumentNode<TData, TVars>,
  options: Options<TData, TVars, N>,
) {
  const { result, more, endCursor, nodes, total, loading, error } = useConnectionQuery(query, options);
  const { fetchMore } = result;
  useEffect(() => {
    if (more && endCursor) void fetchMore({ variables: { after: endCursor } as never }).catch(() => undefined);
  }, [more, endCursor, fetchMore]);
  return { nodes, total, loading, error };
}

/**
 * A cursor connection shown as a growing list (the Position Reader's e-mails): the first page, and the next
 * one after the last cursor held each time `loadMore` is called, appended to the connection's cache entry.
 */
export function useConnectionMore<TData, TVars extends OperationVariables, N>(
  query: TypedDocumentNode<TData, TVars>,
  options: Options<TData, TVars, N>,
) {
  const { result, more, endCursor, nodes, total, loading, error } = useConnectionQuery(query, options);
  const { fetchMore } = result;
  const [loadingMore, setLoadingMore] = useState(false);
  const loadMore = useCallback(async () => {
    if (!more || !endCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: endCursor } as never });
    } catch {
      // The error shows through the query's result.
    } finally {
      setLoadingMore(false);
    }
  }, [more, endCursor, fetchMore]);
  const { refetch } = result;
  /** The list from its first page again (the same filters asked for again: what arrived meanwhile). */
  const reload = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  return { nodes, total, hasMore: more, loadMore, loadingMore, reload, loading: loading || result.loading, error };
}
