import { graphql } from '../../../__generated__';

// The list's rows are SavedResultCards' fragment (SavedResultCards.tsx); the list query spreads it.
export const savedResultsListQuery = graphql(`
  query SavedResultsList($scope: SavedResultScope, $page: PageInput) {
    savedResults(scope: $scope, page: $page) {
      content {
        id
        ...SavedResultCards_result
      }
      number
      size
      totalElements
      totalPages
    }
  }
`);

export const savedResultDetailQuery = graphql(`
  query SavedResultDetail($id: Int!) {
    savedResult(id: $id) {
      id
      databaseId
      saveLabel
      vesselName
      orderName
      orderId
      createdAt
      createdUserName
      firstLoadPort
      lastDischargePort
      loadQuantity
      calculatorResult
      cargoOrder
      fleet
      portOperation
    }
  }
`);

export const deleteSavedResultMutation = graphql(`
  mutation DeleteSavedResult($id: Int!) {
    deleteSavedResult(id: $id)
  }
`);
