/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      organizationId\n      username\n      realMe\n      FirstName\n      roles {\n        name\n      }\n      expiresAt\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query Profile {\n    profile {\n      id\n      firstName\n      lastName\n      email\n      organizationId\n      organizationName\n      roles {\n        name\n      }\n      allowedRoutes\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  query RouteMapOrder($id: Int!) {\n    order(id: $id) {\n      id\n      name\n      eca\n      hra\n      jwc\n      suez\n      panama\n      singapore\n      operations {\n        id\n        index\n        operation\n        port\n        lat\n        lng\n      }\n    }\n  }\n": typeof types.RouteMapOrderDocument,
    "\n  query RouteDistances($input: PortDistanceInput!) {\n    portDistances(input: $input) {\n      key\n      distNormal\n      distEca\n      distance\n      passages\n      geometry\n      ecaGeometry\n      from {\n        name\n        lat\n        lng\n      }\n      to {\n        name\n        lat\n        lng\n      }\n    }\n  }\n": typeof types.RouteDistancesDocument,
    "\n  fragment OrderListRowFields on OrderListRow {\n    id\n    name\n    access\n    firstLoadPort\n    lastDischargePort\n    cargo\n    loadQty\n    voyType\n    account\n    createdDate\n    createdUserName\n    pinned\n    userId\n  }\n": typeof types.OrderListRowFieldsFragmentDoc,
    "\n  query MyOrders($page: PageInput, $search: OrderSearchInput) {\n    myOrders(page: $page, search: $search) {\n      content {\n        ...OrderListRowFields\n      }\n      number\n      size\n      totalElements\n      totalPages\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  query AllOrders($page: PageInput, $search: OrderSearchInput) {\n    allOrders(page: $page, search: $search) {\n      content {\n        ...OrderListRowFields\n      }\n      number\n      size\n      totalElements\n      totalPages\n    }\n  }\n": typeof types.AllOrdersDocument,
    "\n  query OrderForDialog($id: Int!) {\n    order(id: $id) {\n      id\n      name\n      access\n      freightMode\n      qtyMode\n      laycanStartDate\n      laycanEndDate\n      message\n      createdAt\n      createdUserName\n      operations {\n        id\n        index\n        operation\n        port\n        lat\n        lng\n        country\n        cargo\n        account\n        cargoQty\n        tolerance\n        min\n        max\n        rate\n        terms\n        factor\n        freight\n        adcom\n        other\n        brokerage\n      }\n    }\n  }\n": typeof types.OrderForDialogDocument,
    "\n  query PinnedOrderIds {\n    pinnedOrderIds\n  }\n": typeof types.PinnedOrderIdsDocument,
    "\n  mutation SaveOrder($input: OrderInput!) {\n    saveOrder(input: $input) {\n      id\n    }\n  }\n": typeof types.SaveOrderDocument,
    "\n  mutation CreateOrderAsCopy($input: OrderInput!) {\n    createOrderAsCopy(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateOrderAsCopyDocument,
    "\n  mutation DeleteOrder($id: Int!) {\n    deleteOrder(id: $id)\n  }\n": typeof types.DeleteOrderDocument,
    "\n  mutation SetPinnedOrders($ids: [Int!]!) {\n    setPinnedOrders(ids: $ids)\n  }\n": typeof types.SetPinnedOrdersDocument,
    "\n  query PortsByChar($port: String!, $offset: Int, $limit: Int) {\n    portsByChar(port: $port, offset: $offset, limit: $limit) {\n      id\n      name\n      country\n      lat\n      lng\n    }\n  }\n": typeof types.PortsByCharDocument,
    "\n  fragment SavedResultRowFields on SavedResultRowGql {\n    id\n    saveLabel\n    vessel\n    name\n    openingPort\n    firstLoadPort\n    lastDischargePort\n    loadQuantity\n    createdDate\n    createdUserName\n    userId\n    orderId\n  }\n": typeof types.SavedResultRowFieldsFragmentDoc,
    "\n  query SavedResultsList($scope: SavedResultScope, $page: PageInput) {\n    savedResults(scope: $scope, page: $page) {\n      content {\n        ...SavedResultRowFields\n      }\n      number\n      size\n      totalElements\n      totalPages\n    }\n  }\n": typeof types.SavedResultsListDocument,
    "\n  query SavedResultDetail($id: Int!) {\n    savedResult(id: $id) {\n      id\n      saveLabel\n      vesselName\n      orderName\n      orderId\n      createdAt\n      createdUserName\n      firstLoadPort\n      lastDischargePort\n      loadQuantity\n      calculatorResult\n      cargoOrder\n      fleet\n      portOperation\n    }\n  }\n": typeof types.SavedResultDetailDocument,
    "\n  mutation DeleteSavedResult($id: Int!) {\n    deleteSavedResult(id: $id)\n  }\n": typeof types.DeleteSavedResultDocument,
    "\n  query VoyagesList($scope: SavedResultScope, $text: String, $type: VoyageSearchField, $page: PageInput) {\n    voyages(scope: $scope, text: $text, type: $type, page: $page) {\n      content {\n        ...SavedResultRowFields\n      }\n      number\n      size\n      totalElements\n      totalPages\n    }\n  }\n": typeof types.VoyagesListDocument,
};
const documents: Documents = {
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      organizationId\n      username\n      realMe\n      FirstName\n      roles {\n        name\n      }\n      expiresAt\n    }\n  }\n": types.LoginDocument,
    "\n  query Profile {\n    profile {\n      id\n      firstName\n      lastName\n      email\n      organizationId\n      organizationName\n      roles {\n        name\n      }\n      allowedRoutes\n    }\n  }\n": types.ProfileDocument,
    "\n  query RouteMapOrder($id: Int!) {\n    order(id: $id) {\n      id\n      name\n      eca\n      hra\n      jwc\n      suez\n      panama\n      singapore\n      operations {\n        id\n        index\n        operation\n        port\n        lat\n        lng\n      }\n    }\n  }\n": types.RouteMapOrderDocument,
    "\n  query RouteDistances($input: PortDistanceInput!) {\n    portDistances(input: $input) {\n      key\n      distNormal\n      distEca\n      distance\n      passages\n      geometry\n      ecaGeometry\n      from {\n        name\n        lat\n        lng\n      }\n      to {\n        name\n        lat\n        lng\n      }\n    }\n  }\n": types.RouteDistancesDocument,
    "\n  fragment OrderListRowFields on OrderListRow {\n    id\n    name\n    access\n    firstLoadPort\n    lastDischargePort\n    cargo\n    loadQty\n    voyType\n    account\n    createdDate\n    createdUserName\n    pinned\n    userId\n  }\n": types.OrderListRowFieldsFragmentDoc,
    "\n  query MyOrders($page: PageInput, $search: OrderSearchInput) {\n    myOrders(page: $page, search: $search) {\n      content {\n        ...OrderListRowFields\n      }\n      number\n      size\n      totalElements\n      totalPages\n    }\n  }\n": types.MyOrdersDocument,
    "\n  query AllOrders($page: PageInput, $search: OrderSearchInput) {\n    allOrders(page: $page, search: $search) {\n      content {\n        ...OrderListRowFields\n      }\n      number\n      size\n      totalElements\n      totalPages\n    }\n  }\n": types.AllOrdersDocument,
    "\n  query OrderForDialog($id: Int!) {\n    order(id: $id) {\n      id\n      name\n      access\n      freightMode\n      qtyMode\n      laycanStartDate\n      laycanEndDate\n      message\n      createdAt\n      createdUserName\n      operations {\n        id\n        index\n        operation\n        port\n        lat\n        lng\n        country\n        cargo\n        account\n        cargoQty\n        tolerance\n        min\n        max\n        rate\n        terms\n        factor\n        freight\n        adcom\n        other\n        brokerage\n      }\n    }\n  }\n": types.OrderForDialogDocument,
    "\n  query PinnedOrderIds {\n    pinnedOrderIds\n  }\n": types.PinnedOrderIdsDocument,
    "\n  mutation SaveOrder($input: OrderInput!) {\n    saveOrder(input: $input) {\n      id\n    }\n  }\n": types.SaveOrderDocument,
    "\n  mutation CreateOrderAsCopy($input: OrderInput!) {\n    createOrderAsCopy(input: $input) {\n      id\n    }\n  }\n": types.CreateOrderAsCopyDocument,
    "\n  mutation DeleteOrder($id: Int!) {\n    deleteOrder(id: $id)\n  }\n": types.DeleteOrderDocument,
    "\n  mutation SetPinnedOrders($ids: [Int!]!) {\n    setPinnedOrders(ids: $ids)\n  }\n": types.SetPinnedOrdersDocument,
    "\n  query PortsByChar($port: String!, $offset: Int, $limit: Int) {\n    portsByChar(port: $port, offset: $offset, limit: $limit) {\n      id\n      name\n      country\n      lat\n      lng\n    }\n  }\n": types.PortsByCharDocument,
    "\n  fragment SavedResultRowFields on SavedResultRowGql {\n    id\n    saveLabel\n    vessel\n    name\n    openingPort\n    firstLoadPort\n    lastDischargePort\n    loadQuantity\n    createdDate\n    createdUserName\n    userId\n    orderId\n  }\n": types.SavedResultRowFieldsFragmentDoc,
    "\n  query SavedResultsList($scope: SavedResultScope, $page: PageInput) {\n    savedResults(scope: $scope, page: $page) {\n      content {\n        ...SavedResultRowFields\n      }\n      number\n      size\n      totalElements\n      totalPages\n    }\n  }\n": types.SavedResultsListDocument,
    "\n  query SavedResultDetail($id: Int!) {\n    savedResult(id: $id) {\n      id\n      saveLabel\n      vesselName\n      orderName\n      orderId\n      createdAt\n      createdUserName\n      firstLoadPort\n      lastDischargePort\n      loadQuantity\n      calculatorResult\n      cargoOrder\n      fleet\n      portOperation\n    }\n  }\n": types.SavedResultDetailDocument,
    "\n  mutation DeleteSavedResult($id: Int!) {\n    deleteSavedResult(id: $id)\n  }\n": types.DeleteSavedResultDocument,
    "\n  query VoyagesList($scope: SavedResultScope, $text: String, $type: VoyageSearchField, $page: PageInput) {\n    voyages(scope: $scope, text: $text, type: $type, page: $page) {\n      content {\n        ...SavedResultRowFields\n      }\n      number\n      size\n      totalElements\n      totalPages\n    }\n  }\n": types.VoyagesListDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      organizationId\n      username\n      realMe\n      FirstName\n      roles {\n        name\n      }\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      organizationId\n      username\n      realMe\n      FirstName\n      roles {\n        name\n      }\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    profile {\n      id\n      firstName\n      lastName\n      email\n      organizationId\n      organizationName\n      roles {\n        name\n      }\n      allowedRoutes\n    }\n  }\n"): (typeof documents)["\n  query Profile {\n    profile {\n      id\n      firstName\n      lastName\n      email\n      organizationId\n      organizationName\n      roles {\n        name\n      }\n      allowedRoutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RouteMapOrder($id: Int!) {\n    order(id: $id) {\n      id\n      name\n      eca\n      hra\n      jwc\n      suez\n      panama\n      singapore\n      operations {\n        id\n        index\n        operation\n        port\n        lat\n        lng\n      }\n    }\n  }\n"): (typeof documents)["\n  query RouteMapOrder($id: Int!) {\n    order(id: $id) {\n      id\n      name\n      eca\n      hra\n      jwc\n      suez\n      panama\n      singapore\n      operations {\n        id\n        index\n        operation\n        port\n        lat\n        lng\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RouteDistances($input: PortDistanceInput!) {\n    portDistances(input: $input) {\n      key\n      distNormal\n      distEca\n      distance\n      passages\n      geometry\n      ecaGeometry\n      from {\n        name\n        lat\n        lng\n      }\n      to {\n        name\n        lat\n        lng\n      }\n    }\n  }\n"): (typeof documents)["\n  query RouteDistances($input: PortDistanceInput!) {\n    portDistances(input: $input) {\n      key\n      distNormal\n      distEca\n      distance\n      passages\n      geometry\n      ecaGeometry\n      from {\n        name\n        lat\n        lng\n      }\n      to {\n        name\n        lat\n        lng\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderListRowFields on OrderListRow {\n    id\n    name\n    access\n    firstLoadPort\n    lastDischargePort\n    cargo\n    loadQty\n    voyType\n    account\n    createdDate\n    createdUserName\n    pinned\n    userId\n  }\n"): (typeof documents)["\n  fragment OrderListRowFields on OrderListRow {\n    id\n    name\n    access\n    firstLoadPort\n    lastDischargePort\n    cargo\n    loadQty\n    voyType\n    account\n    createdDate\n    createdUserName\n    pinned\n    userId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($page: PageInput, $search: OrderSearchInput) {\n    myOrders(page: $page, search: $search) {\n      content {\n        ...OrderListRowFields\n      }\n      number\n      size\n      totalElements\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query MyOrders($page: PageInput, $search: OrderSearchInput) {\n    myOrders(page: $page, search: $search) {\n      content {\n        ...OrderListRowFields\n      }\n      number\n      size\n      totalElements\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllOrders($page: PageInput, $search: OrderSearchInput) {\n    allOrders(page: $page, search: $search) {\n      content {\n        ...OrderListRowFields\n      }\n      number\n      size\n      totalElements\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query AllOrders($page: PageInput, $search: OrderSearchInput) {\n    allOrders(page: $page, search: $search) {\n      content {\n        ...OrderListRowFields\n      }\n      number\n      size\n      totalElements\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderForDialog($id: Int!) {\n    order(id: $id) {\n      id\n      name\n      access\n      freightMode\n      qtyMode\n      laycanStartDate\n      laycanEndDate\n      message\n      createdAt\n      createdUserName\n      operations {\n        id\n        index\n        operation\n        port\n        lat\n        lng\n        country\n        cargo\n        account\n        cargoQty\n        tolerance\n        min\n        max\n        rate\n        terms\n        factor\n        freight\n        adcom\n        other\n        brokerage\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderForDialog($id: Int!) {\n    order(id: $id) {\n      id\n      name\n      access\n      freightMode\n      qtyMode\n      laycanStartDate\n      laycanEndDate\n      message\n      createdAt\n      createdUserName\n      operations {\n        id\n        index\n        operation\n        port\n        lat\n        lng\n        country\n        cargo\n        account\n        cargoQty\n        tolerance\n        min\n        max\n        rate\n        terms\n        factor\n        freight\n        adcom\n        other\n        brokerage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PinnedOrderIds {\n    pinnedOrderIds\n  }\n"): (typeof documents)["\n  query PinnedOrderIds {\n    pinnedOrderIds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveOrder($input: OrderInput!) {\n    saveOrder(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SaveOrder($input: OrderInput!) {\n    saveOrder(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrderAsCopy($input: OrderInput!) {\n    createOrderAsCopy(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOrderAsCopy($input: OrderInput!) {\n    createOrderAsCopy(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOrder($id: Int!) {\n    deleteOrder(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteOrder($id: Int!) {\n    deleteOrder(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPinnedOrders($ids: [Int!]!) {\n    setPinnedOrders(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation SetPinnedOrders($ids: [Int!]!) {\n    setPinnedOrders(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortsByChar($port: String!, $offset: Int, $limit: Int) {\n    portsByChar(port: $port, offset: $offset, limit: $limit) {\n      id\n      name\n      country\n      lat\n      lng\n    }\n  }\n"): (typeof documents)["\n  query PortsByChar($port: String!, $offset: Int, $limit: Int) {\n    portsByChar(port: $port, offset: $offset, limit: $limit) {\n      id\n      name\n      country\n      lat\n      lng\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedResultRowFields on SavedResultRowGql {\n    id\n    saveLabel\n    vessel\n    name\n    openingPort\n    firstLoadPort\n    lastDischargePort\n    loadQuantity\n    createdDate\n    createdUserName\n    userId\n    orderId\n  }\n"): (typeof documents)["\n  fragment SavedResultRowFields on SavedResultRowGql {\n    id\n    saveLabel\n    vessel\n    name\n    openingPort\n    firstLoadPort\n    lastDischargePort\n    loadQuantity\n    createdDate\n    createdUserName\n    userId\n    orderId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedResultsList($scope: SavedResultScope, $page: PageInput) {\n    savedResults(scope: $scope, page: $page) {\n      content {\n        ...SavedResultRowFields\n      }\n      number\n      size\n      totalElements\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query SavedResultsList($scope: SavedResultScope, $page: PageInput) {\n    savedResults(scope: $scope, page: $page) {\n      content {\n        ...SavedResultRowFields\n      }\n      number\n      size\n      totalElements\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedResultDetail($id: Int!) {\n    savedResult(id: $id) {\n      id\n      saveLabel\n      vesselName\n      orderName\n      orderId\n      createdAt\n      createdUserName\n      firstLoadPort\n      lastDischargePort\n      loadQuantity\n      calculatorResult\n      cargoOrder\n      fleet\n      portOperation\n    }\n  }\n"): (typeof documents)["\n  query SavedResultDetail($id: Int!) {\n    savedResult(id: $id) {\n      id\n      saveLabel\n      vesselName\n      orderName\n      orderId\n      createdAt\n      createdUserName\n      firstLoadPort\n      lastDischargePort\n      loadQuantity\n      calculatorResult\n      cargoOrder\n      fleet\n      portOperation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedResult($id: Int!) {\n    deleteSavedResult(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSavedResult($id: Int!) {\n    deleteSavedResult(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VoyagesList($scope: SavedResultScope, $text: String, $type: VoyageSearchField, $page: PageInput) {\n    voyages(scope: $scope, text: $text, type: $type, page: $page) {\n      content {\n        ...SavedResultRowFields\n      }\n      number\n      size\n      totalElements\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query VoyagesList($scope: SavedResultScope, $text: String, $type: VoyageSearchField, $page: PageInput) {\n    voyages(scope: $scope, text: $text, type: $type, page: $page) {\n      content {\n        ...SavedResultRowFields\n      }\n      number\n      size\n      totalElements\n      totalPages\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;