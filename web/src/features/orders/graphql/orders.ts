import { graphql } from '../../../__generated__';

/**
 * My Orders (MY: pinned first) or All Orders (ALL) by cursor, newest first, narrowed by the search row;
 * rows are OrdersTable's fragment (OrdersTable.tsx).
 */
export const ordersConnectionQuery = graphql(`
  query OrdersConnection($scope: OrderListScope!, $filter: OrderSearchInput, $first: Int, $after: String) {
    ordersConnection(scope: $scope, filter: $filter, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          ...OrdersTable_order
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

export const orderQuery = graphql(`
  query OrderForDialog($id: Int!) {
    order(id: $id) {
      id
      databaseId
      version
      name
      access
      freightMode
      qtyMode
      laycanStartDate
      laycanEndDate
      message
      createdAt
      createdUserName
      operations {
        id
        databaseId
        index
        operation
        lbmarker
        port
        portId
        portName
        customPoint
        lat
        lng
        country
        cargo
        account
        cargoQty
        tolerance
        min
        max
        rate
        terms
        factor
        freight
        adcom
        other
        brokerage
      }
      unmatchedPorts {
        operationId
        port
        message
      }
    }
  }
`);

export const pinnedOrderIdsQuery = graphql(`
  query PinnedOrderIds {
    pinnedOrderIds
  }
`);

export const saveOrderMutation = graphql(`
  mutation SaveOrder($input: OrderInput!, $version: Int) {
    saveOrder(input: $input, version: $version) {
      id
      version
      listRow {
        id
        databaseId
        createdDate
        ...OrdersTable_order
      }
    }
  }
`);

export const createOrderAsCopyMutation = graphql(`
  mutation CreateOrderAsCopy($input: OrderInput!) {
    createOrderAsCopy(input: $input) {
      id
      listRow {
        id
        databaseId
        createdDate
        ...OrdersTable_order
      }
    }
  }
`);

export const deleteOrderMutation = graphql(`
  mutation DeleteOrder($id: Int!) {
    deleteOrder(id: $id)
  }
`);

export const setPinnedOrdersMutation = graphql(`
  mutation SetPinnedOrders($ids: [Int!]!) {
    setPinnedOrders(ids: $ids)
  }
`);

export const portsByCharQuery = graphql(`
  query PortsByChar($port: String!, $offset: Int, $limit: Int) {
    portsByChar(port: $port, offset: $offset, limit: $limit) {
      id
      databaseId
      name
      country
      lat
      lng
      aliases
    }
  }
`);
