import { graphql } from '../../../__generated__';

// The rows are VoyagesTable's fragment (VoyagesTable.tsx).

export const voyagesListQuery = graphql(`
  query VoyagesList($scope: SavedResultScope, $text: String, $type: VoyageSearchField, $page: PageInput) {
    voyages(scope: $scope, text: $text, type: $type, page: $page) {
      content {
        id
        ...VoyagesTable_voyage
      }
      number
      size
      totalElements
      totalPages
    }
  }
`);
