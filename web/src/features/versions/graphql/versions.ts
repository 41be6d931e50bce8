import { graphql } from '../../../__generated__';

// Rows are VersionList's fragment (VersionList.tsx); the diff is VersionDiffTable's (VersionDiffTable.tsx).
export const recordVersionsQuery = graphql(`
  query RecordVersions($record: VersionedRecord!, $id: Int!, $first: Int, $after: String) {
    recordVersions(record: $record, id: $id, first: $first, after: $after) {
      edges {
        cursor
        node {
          version
          ...VersionList_version
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

export const versionDiffQuery = graphql(`
  query VersionDiff($record: VersionedRecord!, $id: Int!, $from: Int!, $to: Int!) {
    versionDiff(record: $record, id: $id, from: $from, to: $to) {
      ...VersionDiffTable_diff
    }
  }
`);
