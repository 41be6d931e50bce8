import { graphql } from '../../../__generated__';

export const voyagesListQuery = graphql(`
  query VoyagesList($scope: SavedResultScope, $text: String, $type: VoyageSearchField, $page: PageInput) {
    voyages(scope: $scope, text: $text, type: $type, page: $page) {
      content {
        ...SavedResultRowFields
      }
      number
      size
      totalElements
      totalPages
    }
  }
`);
