import { graphql } from '../../../__generated__';

export const savedResultRowFields = graphql(`
  fragment SavedResultRowFields on SavedResultRowGql {
    id
    databaseId
    saveLabel
    vessel
    name
    openingPort
    firstLoadPort
    lastDischargePort
    loadQuantity
    createdDate
    createdUserName
    userId
    orderId
  }
`);

export const savedResultsListQuery = graphql(`
  query SavedResultsList($scope: SavedResultScope, $page: PageInput) {
    savedResults(scope: $scope, page: $page) {
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
