import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../app/graphql-errors';
import type { RecordVersionsQuery, VersionedRecord } from '../../../__generated__/graphql';
import { recordVersionsQuery } from '../graphql/versions';

type Edge = RecordVersionsQuery['recordVersions']['edges'][number];

const PAGE = 50;

/**
 * The versions of a record, newest first: the first page when the panel opens (fresh from the server, a
 * save may have added one), older pages appended with "Show older".
 */
export function useRecordVersions(record: VersionedRecord, id: number, open: boolean) {
  const client = useApolloClient();
  const { data, loading, error } = useQuery(recordVersionsQuery, {
    variables: { record, id, first: PAGE },
    skip: !open,
    fetchPolicy: 'network-only',
  });
  const [older, setOlder] = useState<{ edges: Edge[]; hasNextPage: boolean; endCursor: string | null } | null>(null);
  const first = data?.recordVersions;
  const edges = [...(first?.edges ?? []), ...(older?.edges ?? [])];
  const hasMore = older ? older.hasNextPage : (first?.pageInfo.hasNextPage ?? false);

  const showOlder = useCallback(async () => {
    const after = older ? older.endCursor : (first?.pageInfo.endCursor ?? null);
    const next = await client.query({
      query: recordVersionsQuery,
      variables: { record, id, first: PAGE, after },
      fetchPolicy: 'network-only',
    });
    const page = next.data?.recordVersions;
    if (!page) return;
    setOlder((o) => ({
      edges: [...(o?.edges ?? []), ...page.edges],
      hasNextPage: page.pageInfo.hasNextPage,
      endCursor: page.pageInfo.endCursor ?? null,
    }));
  }, [client, first, older, record, id]);

  return {
    versions: edges.map((e) => e.node),
    total: first?.totalCount ?? 0,
    loading,
    error: error ? errorMessage(error) : null,
    hasMore,
    showOlder,
  };
}
