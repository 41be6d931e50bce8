import { graphql } from '../../../__generated__';

// The list rows' fields are OrdersTable's fragment (OrdersTable.tsx); the list queries spread it.
export const myOrdersQuery = graphql(`
  query MyOrders($page: PageInput, $search: OrderSearchInput) {
    myOrders(page: $page, search: $search) {
      content {
        id
        ...OrdersTable_order
      }
      number
      size
      totalElements
      totalPages
    }
  }
`);

export const allOrdersQuery = graphql(`
  query AllOrders($page: PageInput, $search: OrderSearchInput) {
    allOrders(page: $page, search: $search) {
      content {
        id
        ...OrdersTable_order
      }
      number
      size
      totalElements
      totalPages
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
    }
  }
`);

export const createOrderAsCopyMutation = graphql(`
  mutation CreateOrderAsCopy($input: OrderInput!) {
    createOrderAsCopy(input: $input) {
      id
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
