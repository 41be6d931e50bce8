import { useQuery } from '@apollo/client/react';
import { errorMessage } from '../../../app/graphql-errors';
import type { VersionedRecord } from '../../../__generated__/graphql';
import { versionDiffQuery } from '../graphql/versions';

/** The diff of two versions of a record (older first); nothing asked until two are picked. */
export function useVersionDiff(record: VersionedRecord, id: number, pair: { from: number; to: number } | null) {
  const { data, loading, error } = useQuery(versionDiffQuery, {
    variables: { record, id, from: pair?.from ?? 0, to: pair?.to ?? 0 },
    skip: pair === null,
  });
  return { diff: pair ? data?.versionDiff : undefined, loading, error: error ? errorMessage(error) : null };
}
