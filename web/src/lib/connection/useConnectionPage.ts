import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../app/graphql-errors';

/** The part of a cursor connection a paged table reads. */
export interface ConnectionSlice<N> {
  edges: readonly { node: N }[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  totalCount: number;
}

interface Options<TData, TVars, N> {
  /** The list's filters (its key arguments); `first` and `after` are added here. */
  variables: Omit<TVars, 'first' | 'after'>;
  /** Page index from 0, as the screen's pager counts it. */
  page: number;
  pageSize: number;
  select(data: TData): ConnectionSlice<N> | undefined;
  skip?: boolean;
}

/**
 * One page of a cursor connection for a table with First / Prev / Next: the connection's edges are kept in
 * one cache entry (relayStylePagination, cache-policies.ts) and a page is a window of `pageSize` of them;
 * a window not yet loaded is fetched with `after` the last loaded cursor (Prev to a page past the first
 * costs nothing), the rows on screen staying until it arrives; the first page, shown again, is asked for
 * again. `total` is the connection's totalCount.
 */
export function useConnectionPage<TData, TVars extends OperationVariables, N>(
  query: TypedDocumentNode<TData, TVars>,
  { variables, page, pageSize, select, skip = false }: Options<TData, TVars, N>,
) {
  const result = useQuery(query, {
    variables: { ...variables, first: pageSize } as unknown as TVars,
    fetchPolicy: 'cache-and-network',
    skip,
  } as never) as useQuery.Result<TData, TVars>;
  const shownData = result.data ?? result.previousData;
  const conn = shownData ? select(shownData as TData) : undefined;
  const edges = conn?.edges ?? [];
  const end = (page + 1) * pageSize;
  const endCursor = conn?.pageInfo.endCursor ?? null;
  // The window is short while the server has more: load the next page after the last cursor held.
  // Never for a list not shown (skip): its cached pages stay as they are until it is shown again.
  const short = !skip && !!conn && result.data !== undefined && edges.length < end && conn.pageInfo.hasNextPage;
  const { fetchMore, refetch } = result;
  useEffect(() => {
    if (short && endCursor) void fetchMore({ variables: { after: endCursor } as never }).catch(() => undefined);
  }, [short, endCursor, fetchMore]);
  // Back on the first page the list is loaded again from its start (what changed meanwhile, pinned orders
  // first); the pages after it are fetched again as they are shown.
  const lastPage = useRef(page);
  useEffect(() => {
    if (page === 0 && lastPage.current !== 0 && !skip) void refetch().catch(() => undefined);
    lastPage.current = page;
  }, [page, refetch, skip]);

  // While a page loads, the last page shown stays on screen (a short window of the same page, as after a
  // delete, shows what it holds), and `shownPage` says which page that is: the pager labels the rows on
  // screen, not the page asked for, so "Page 2" never heads page 1's rows.
  const [shownPage, setShownPage] = useState(page);
  if (!short && shownPage !== page) setShownPage(page);
  const at = short ? shownPage : page;
  const rows = edges.slice(at * pageSize, (at + 1) * pageSize).map((e) => e.node);
  const total = conn?.totalCount ?? 0;
  return {
    rows,
    shownPage: at,
    total,
    totalPages: Math.ceil(total / pageSize),
    loading: result.loading && !conn,
    error: result.error ? errorMessage(result.error) : null,
  };
}
