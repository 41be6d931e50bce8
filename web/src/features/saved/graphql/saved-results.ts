import { graphql } from '../../../__generated__';

// The list's rows are SavedResultCards' fragment (SavedResultCards.tsx); the connection query spreads it.
export const savedResultsConnectionQuery = graphql(`
  query SavedResultsConnection($scope: SavedResultScope, $first: Int, $after: String) {
    savedResultsConnection(scope: $scope, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          ...SavedResultCards_result
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
