import { graphql } from '../../../__generated__';

/** My Voyages / All Voyages by cursor (newest first), narrowed by the search; rows are VoyagesTable's fragment. */
export const voyagesConnectionQuery = graphql(`
  query VoyagesConnection(
    $scope: SavedResultScope
    $text: String
    $type: VoyageSearchField
    $first: Int
    $after: String
  ) {
    voyagesConnection(scope: $scope, text: $text, type: $type, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          ...VoyagesTable_voyage
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
