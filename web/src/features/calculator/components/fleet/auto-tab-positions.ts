import { graphql } from '../../../../__generated__';

/**
 * The Add Fleet Auto tab's positions by its filters, by cursor, newest e-mail first (rows: AutoTab's
 * fragment). The filters are the query's arguments, so each Search is its own cached list
 * (cache-policies.ts: emailPositionsConnection keyed by filter) and More positions appends its next page.
 */
export const autoTabPositionsQuery = graphql(`
  query AutoTabPositions($filter: EmailPositionFilterInput, $first: Int, $after: String) {
    emailPositionsConnection(filter: $filter, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          ...AutoTab_position
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
