/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type BunkerPaidBy =
  | 'OPERATOR'
  | 'OWNER';

export type BunkerReserve =
  | 'RESERVE'
  | 'SUPPLY';

/** A port operation's margins and bunker supply (one per operation) */
export type CargoExtraDetailInput = {
  bnkrFactor?: number | null | undefined;
  bunkerSuppliedHsfo?: number | null | undefined;
  bunkerSuppliedLsfo?: number | null | undefined;
  bunkerSuppliedMgo?: number | null | undefined;
  distEca?: number | null | undefined;
  distNormal?: number | null | undefined;
  hsfoFuelPriceType0?: number | null | undefined;
  hsfoFuelPriceType1?: number | null | undefined;
  hsfoFuelPriceType2?: number | null | undefined;
  hsfoFuelPriceType3?: number | null | undefined;
  hsfoFuelPriceType4?: number | null | undefined;
  lsfoFuelPriceType0?: number | null | undefined;
  lsfoFuelPriceType1?: number | null | undefined;
  lsfoFuelPriceType2?: number | null | undefined;
  lsfoFuelPriceType3?: number | null | undefined;
  lsfoFuelPriceType4?: number | null | undefined;
  mgoFuelPriceType0?: number | null | undefined;
  mgoFuelPriceType1?: number | null | undefined;
  mgoFuelPriceType2?: number | null | undefined;
  mgoFuelPriceType3?: number | null | undefined;
  mgoFuelPriceType4?: number | null | undefined;
  paidBy?: BunkerPaidBy | null | undefined;
  reserve?: BunkerReserve | null | undefined;
  speedFactor?: number | null | undefined;
  speedReduce?: number | null | undefined;
};

export type DeliveryTerms =
  | 'AFSPS'
  | 'DLOSP';

export type FreightMode =
  | 'MULTIPLE_FREIGHT'
  | 'SINGLE_FREIGHT';

export type FuelCalculationMethod =
  | 'AVERAGE'
  | 'DEFAULT'
  | 'FIFO'
  | 'LIFO';

export type FuelType =
  /** Non-scrubber: HS grade is VLSFO 0.5 % */
  | 'TYPE0'
  /** Scrubber: HS grade is HSFO 3.5 % */
  | 'TYPE1'
  /** LNG */
  | 'TYPE2'
  /** Hydrogen */
  | 'TYPE3'
  /** Bio-fuel */
  | 'TYPE4';

export type LbMarker =
  | 'BALLAST'
  | 'LADEN';

export type Loadline =
  | 'FRESH'
  | 'SUMMER'
  | 'TROPICAL'
  | 'TROPICAL_FRESH'
  | 'WINTER'
  | 'WINTER_NORTH_ATLANTIC';

export type LoginInput = {
  email: string;
  password: string;
};

/** A port operation; with an id it updates that row of the order, without one it adds a row */
export type OperationInput = {
  account?: string | null | undefined;
  adcom?: number | null | undefined;
  arrivalTime?: string | null | undefined;
  brokerage?: number | null | undefined;
  cargo?: string | null | undefined;
  cargoQty?: number | null | undefined;
  cargoTx?: number | null | undefined;
  cargoTxOverriddenValue?: number | null | undefined;
  country?: string | null | undefined;
  departureTime?: string | null | undefined;
  distEca?: number | null | undefined;
  distNormal?: number | null | undefined;
  draftRes?: number | null | undefined;
  dwf?: number | null | undefined;
  extraDays?: number | null | undefined;
  /** Left out: unchanged; null: removed; given: created or updated */
  extraDetail?: CargoExtraDetailInput | null | undefined;
  factor?: number | null | undefined;
  freight?: number | null | undefined;
  geoJSON?: unknown;
  grade?: string | null | undefined;
  id?: number | null | undefined;
  isExtra?: boolean | null | undefined;
  lat?: number | null | undefined;
  lbmarker?: LbMarker | null | undefined;
  lng?: number | null | undefined;
  loadline?: Loadline | null | undefined;
  max?: number | null | undefined;
  min?: number | null | undefined;
  notes?: string | null | undefined;
  /** Required for a new row */
  operation?: OperationType | null | undefined;
  other?: number | null | undefined;
  pdaRemarks?: string | null | undefined;
  /** Required except on Commence */
  port?: string | null | undefined;
  portExp?: number | null | undefined;
  portStay?: number | null | undefined;
  /** Above 0 on Loading and Discharging */
  rate?: number | null | undefined;
  speedECA?: number | null | undefined;
  speedNormal?: number | null | undefined;
  stowFactor?: number | null | undefined;
  stowage?: number | null | undefined;
  sulfur?: SulfurMode | null | undefined;
  /** Sets factor from the terms table unless factor is given */
  terms?: string | null | undefined;
  tolerance?: number | null | undefined;
  turnTime?: number | null | undefined;
  waterDensity?: number | null | undefined;
};

export type OperationType =
  | 'BUNKERING'
  | 'COMMENCE'
  | 'DISCHARGING'
  | 'LOADING'
  | 'PASSING'
  | 'REDELIVERY'
  | 'RELAY'
  | 'WAITING';

export type OrderAccess =
  | 'PRIVATE'
  | 'PUBLIC';

/** An order and (optionally on update) its whole itinerary; saved in one transaction */
export type OrderInput = {
  /** Required */
  access?: OrderAccess | null | undefined;
  additionalPremium?: number | null | undefined;
  bnkDelhs?: number | null | undefined;
  bnkDells?: number | null | undefined;
  bnkDelmgo?: number | null | undefined;
  canalExpenses?: number | null | undefined;
  cargoTransactionMode?: string | null | undefined;
  cve?: number | null | undefined;
  deliveryTerms?: DeliveryTerms | null | undefined;
  eca?: boolean | null | undefined;
  freightIdea?: number | null | undefined;
  /** Required */
  freightMode?: FreightMode | null | undefined;
  fuelCalculationMethod?: FuelCalculationMethod | null | undefined;
  fuelPriceOverridden?: boolean | null | undefined;
  fuelType?: FuelType | null | undefined;
  hireSurvey?: number | null | undefined;
  hra?: boolean | null | undefined;
  hsFuelPriceType0?: number | null | undefined;
  hsFuelPriceType1?: number | null | undefined;
  hsFuelPriceType2?: number | null | undefined;
  hsFuelPriceType3?: number | null | undefined;
  hsFuelPriceType4?: number | null | undefined;
  /** Absent: create */
  id?: number | null | undefined;
  ilohc?: number | null | undefined;
  insurance?: number | null | undefined;
  jwc?: boolean | null | undefined;
  /** Required, not before the start */
  laycanEndDate?: string | null | undefined;
  /** Required */
  laycanStartDate?: string | null | undefined;
  lsFuelPriceType0?: number | null | undefined;
  lsFuelPriceType1?: number | null | undefined;
  lsFuelPriceType2?: number | null | undefined;
  lsFuelPriceType3?: number | null | undefined;
  lsFuelPriceType4?: number | null | undefined;
  manoevringExp?: number | null | undefined;
  message?: string | null | undefined;
  mgoFuelPriceType0?: number | null | undefined;
  mgoFuelPriceType1?: number | null | undefined;
  mgoFuelPriceType2?: number | null | undefined;
  mgoFuelPriceType3?: number | null | undefined;
  mgoFuelPriceType4?: number | null | undefined;
  miscExp?: number | null | undefined;
  miscRevenue?: number | null | undefined;
  /** Required */
  name?: string | null | undefined;
  /** The whole itinerary in voyage order (Commence is kept or added as row 0); absent on update: unchanged */
  operations?: Array<OperationInput> | null | undefined;
  panama?: boolean | null | undefined;
  /** Required */
  qtyMode?: QtyMode | null | undefined;
  scrubberType?: boolean | null | undefined;
  singapore?: boolean | null | undefined;
  suez?: boolean | null | undefined;
  tcAdcom?: number | null | undefined;
};

export type OrderSearchField =
  | 'ACCOUNT'
  | 'ALL'
  | 'CARGO'
  | 'CREATED_BY'
  | 'FIRST_LOAD_PORT'
  | 'LAST_DISCHARGE_PORT'
  | 'NAME'
  | 'VOY_TYPE';

/** The search row of the orders table */
export type OrderSearchInput = {
  createdFrom?: string | null | undefined;
  createdTo?: string | null | undefined;
  loadQtyFrom?: number | null | undefined;
  loadQtyTo?: number | null | undefined;
  text?: string | null | undefined;
  /** Default ALL: any text column */
  type?: OrderSearchField | null | undefined;
};

/** Page size (default 10) and page index (default 0); the legacy offset counts pages */
export type PageInput = {
  limit?: number | null | undefined;
  offset?: number | null | undefined;
};

/** The spec's getPortDistance request: the six route flags and the points */
export type PortDistanceInput = {
  /** ISO instant: which ECAs are in force (default now) */
  date?: string | null | undefined;
  /** Minimise ECA miles (a weighted cost) */
  eca?: boolean;
  getGeometry?: boolean;
  /** Avoid the piracy High Risk Area */
  hra?: boolean;
  /** Avoid JWC listed areas */
  jwc?: boolean;
  /** Avoid the Panama Canal */
  panama?: boolean;
  portList?: Array<RoutePointInput>;
  /** Pairs to measure instead of consecutive portList points */
  routeList?: Array<RoutePairInput> | null | undefined;
  /** Let the organization's saved distances win */
  routeOverride?: boolean;
  /** Avoid the Singapore Strait */
  singapore?: boolean;
  /** Avoid the Suez Canal */
  suez?: boolean;
  vessel?: VesselDimsInput | null | undefined;
};

export type QtyMode =
  | 'MINMAX'
  | 'MOLOO';

export type RoutePairInput = {
  from: RoutePointInput;
  to: RoutePointInput;
};

/** A port (id or name/alias) or a position (lat, lng, optional name) */
export type RoutePointInput = {
  id?: number | null | undefined;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  name?: string | null | undefined;
};

export type SavedResultScope =
  /** The organization's (All Voyages, the saved list) */
  | 'ALL'
  /** Saved by you (My Voyages) */
  | 'MINE';

export type SulfurMode =
  | 'ECA'
  | 'NORMAL';

export type VesselDimsInput = {
  /** Maximum draft, m (Kiel Canal) */
  draftM?: number | null | undefined;
  /** Length overall, m (Kiel Canal) */
  loaM?: number | null | undefined;
};

export type VoyageSearchField =
  | 'ALL'
  | 'FIRST_LOAD_PORT'
  | 'LAST_DISCHARGE_PORT'
  | 'NAME'
  | 'SAVE_LABEL'
  | 'VESSEL';

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { token: string, organizationId: number, username: string, realMe: number, FirstName: string, expiresAt: string, roles: Array<{ name: string }> } };

export type ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileQuery = { profile: { id: number, firstName: string, lastName: string, email: string, organizationId: number, organizationName: string, allowedRoutes: Array<string>, roles: Array<{ name: string }> } };

export type RouteMapOrderQueryVariables = Exact<{
  id: number;
}>;


export type RouteMapOrderQuery = { order: { id: number, name: string, eca: boolean, hra: boolean, jwc: boolean, suez: boolean, panama: boolean, singapore: boolean, operations: Array<{ id: number, index: number, operation: OperationType, port: string, lat: number | null, lng: number | null }> } };

export type RouteDistancesQueryVariables = Exact<{
  input: PortDistanceInput;
}>;


export type RouteDistancesQuery = { portDistances: Array<{ key: string, distNormal: number, distEca: number, distance: number, passages: Array<string>, geometry: unknown, ecaGeometry: unknown, from: { name: string, lat: number, lng: number }, to: { name: string, lat: number, lng: number } }> };

export type OrderListRowFieldsFragment = { id: number, name: string, access: string, firstLoadPort: string | null, lastDischargePort: string | null, cargo: string | null, loadQty: number, voyType: string, account: string | null, createdDate: string, createdUserName: string, pinned: boolean, userId: number | null };

export type MyOrdersQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  search?: OrderSearchInput | null | undefined;
}>;


export type MyOrdersQuery = { myOrders: { number: number, size: number, totalElements: number, totalPages: number, content: Array<{ id: number, name: string, access: string, firstLoadPort: string | null, lastDischargePort: string | null, cargo: string | null, loadQty: number, voyType: string, account: string | null, createdDate: string, createdUserName: string, pinned: boolean, userId: number | null }> } };

export type AllOrdersQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  search?: OrderSearchInput | null | undefined;
}>;


export type AllOrdersQuery = { allOrders: { number: number, size: number, totalElements: number, totalPages: number, content: Array<{ id: number, name: string, access: string, firstLoadPort: string | null, lastDischargePort: string | null, cargo: string | null, loadQty: number, voyType: string, account: string | null, createdDate: string, createdUserName: string, pinned: boolean, userId: number | null }> } };

export type OrderForDialogQueryVariables = Exact<{
  id: number;
}>;


export type OrderForDialogQuery = { order: { id: number, name: string, access: OrderAccess, freightMode: FreightMode, qtyMode: QtyMode, laycanStartDate: string, laycanEndDate: string, message: string | null, createdAt: string, createdUserName: string, operations: Array<{ id: number, index: number, operation: OperationType, port: string, lat: number | null, lng: number | null, country: string | null, cargo: string | null, account: string | null, cargoQty: number, tolerance: number, min: number, max: number, rate: number, terms: string, factor: number, freight: number, adcom: number, other: number, brokerage: number }> } };

export type PinnedOrderIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type PinnedOrderIdsQuery = { pinnedOrderIds: Array<number> };

export type SaveOrderMutationVariables = Exact<{
  input: OrderInput;
}>;


export type SaveOrderMutation = { saveOrder: { id: number } };

export type CreateOrderAsCopyMutationVariables = Exact<{
  input: OrderInput;
}>;


export type CreateOrderAsCopyMutation = { createOrderAsCopy: { id: number } };

export type DeleteOrderMutationVariables = Exact<{
  id: number;
}>;


export type DeleteOrderMutation = { deleteOrder: boolean };

export type SetPinnedOrdersMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type SetPinnedOrdersMutation = { setPinnedOrders: Array<number> };

export type PortsByCharQueryVariables = Exact<{
  port: string;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type PortsByCharQuery = { portsByChar: Array<{ id: number, name: string, country: string | null, lat: number, lng: number }> };

export type SavedResultRowFieldsFragment = { id: number, saveLabel: string, vessel: string, name: string, openingPort: string | null, firstLoadPort: string | null, lastDischargePort: string | null, loadQuantity: number, createdDate: string, createdUserName: string, userId: number | null, orderId: number | null };

export type SavedResultsListQueryVariables = Exact<{
  scope?: SavedResultScope | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type SavedResultsListQuery = { savedResults: { number: number, size: number, totalElements: number, totalPages: number, content: Array<{ id: number, saveLabel: string, vessel: string, name: string, openingPort: string | null, firstLoadPort: string | null, lastDischargePort: string | null, loadQuantity: number, createdDate: string, createdUserName: string, userId: number | null, orderId: number | null }> } };

export type SavedResultDetailQueryVariables = Exact<{
  id: number;
}>;


export type SavedResultDetailQuery = { savedResult: { id: number, saveLabel: string, vesselName: string, orderName: string, orderId: number | null, createdAt: string, createdUserName: string, firstLoadPort: string | null, lastDischargePort: string | null, loadQuantity: number, calculatorResult: unknown, cargoOrder: unknown, fleet: unknown, portOperation: unknown } };

export type DeleteSavedResultMutationVariables = Exact<{
  id: number;
}>;


export type DeleteSavedResultMutation = { deleteSavedResult: boolean };

export type VoyagesListQueryVariables = Exact<{
  scope?: SavedResultScope | null | undefined;
  text?: string | null | undefined;
  type?: VoyageSearchField | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type VoyagesListQuery = { voyages: { number: number, size: number, totalElements: number, totalPages: number, content: Array<{ id: number, saveLabel: string, vessel: string, name: string, openingPort: string | null, firstLoadPort: string | null, lastDischargePort: string | null, loadQuantity: number, createdDate: string, createdUserName: string, userId: number | null, orderId: number | null }> } };

export const OrderListRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderListRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderListRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"firstLoadPort"}},{"kind":"Field","name":{"kind":"Name","value":"lastDischargePort"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"loadQty"}},{"kind":"Field","name":{"kind":"Name","value":"voyType"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserName"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]} as unknown as DocumentNode<OrderListRowFieldsFragment, unknown>;
export const SavedResultRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedResultRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedResultRowGql"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"saveLabel"}},{"kind":"Field","name":{"kind":"Name","value":"vessel"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"openingPort"}},{"kind":"Field","name":{"kind":"Name","value":"firstLoadPort"}},{"kind":"Field","name":{"kind":"Name","value":"lastDischargePort"}},{"kind":"Field","name":{"kind":"Name","value":"loadQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserName"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}}]}}]} as unknown as DocumentNode<SavedResultRowFieldsFragment, unknown>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"realMe"}},{"kind":"Field","name":{"kind":"Name","value":"FirstName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const ProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allowedRoutes"}}]}}]}}]} as unknown as DocumentNode<ProfileQuery, ProfileQueryVariables>;
export const RouteMapOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RouteMapOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"eca"}},{"kind":"Field","name":{"kind":"Name","value":"hra"}},{"kind":"Field","name":{"kind":"Name","value":"jwc"}},{"kind":"Field","name":{"kind":"Name","value":"suez"}},{"kind":"Field","name":{"kind":"Name","value":"panama"}},{"kind":"Field","name":{"kind":"Name","value":"singapore"}},{"kind":"Field","name":{"kind":"Name","value":"operations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}}]}}]}}]} as unknown as DocumentNode<RouteMapOrderQuery, RouteMapOrderQueryVariables>;
export const RouteDistancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RouteDistances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PortDistanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portDistances"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"distNormal"}},{"kind":"Field","name":{"kind":"Name","value":"distEca"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"passages"}},{"kind":"Field","name":{"kind":"Name","value":"geometry"}},{"kind":"Field","name":{"kind":"Name","value":"ecaGeometry"}},{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}}]}}]}}]} as unknown as DocumentNode<RouteDistancesQuery, RouteDistancesQueryVariables>;
export const MyOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderSearchInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderListRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderListRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderListRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"firstLoadPort"}},{"kind":"Field","name":{"kind":"Name","value":"lastDischargePort"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"loadQty"}},{"kind":"Field","name":{"kind":"Name","value":"voyType"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserName"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]} as unknown as DocumentNode<MyOrdersQuery, MyOrdersQueryVariables>;
export const AllOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderSearchInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderListRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderListRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderListRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"firstLoadPort"}},{"kind":"Field","name":{"kind":"Name","value":"lastDischargePort"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"loadQty"}},{"kind":"Field","name":{"kind":"Name","value":"voyType"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserName"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]} as unknown as DocumentNode<AllOrdersQuery, AllOrdersQueryVariables>;
export const OrderForDialogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderForDialog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"freightMode"}},{"kind":"Field","name":{"kind":"Name","value":"qtyMode"}},{"kind":"Field","name":{"kind":"Name","value":"laycanStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"laycanEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserName"}},{"kind":"Field","name":{"kind":"Name","value":"operations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"cargoQty"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"factor"}},{"kind":"Field","name":{"kind":"Name","value":"freight"}},{"kind":"Field","name":{"kind":"Name","value":"adcom"}},{"kind":"Field","name":{"kind":"Name","value":"other"}},{"kind":"Field","name":{"kind":"Name","value":"brokerage"}}]}}]}}]}}]} as unknown as DocumentNode<OrderForDialogQuery, OrderForDialogQueryVariables>;
export const PinnedOrderIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PinnedOrderIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pinnedOrderIds"}}]}}]} as unknown as DocumentNode<PinnedOrderIdsQuery, PinnedOrderIdsQueryVariables>;
export const SaveOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveOrderMutation, SaveOrderMutationVariables>;
export const CreateOrderAsCopyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOrderAsCopy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrderAsCopy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateOrderAsCopyMutation, CreateOrderAsCopyMutationVariables>;
export const DeleteOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteOrderMutation, DeleteOrderMutationVariables>;
export const SetPinnedOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPinnedOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPinnedOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<SetPinnedOrdersMutation, SetPinnedOrdersMutationVariables>;
export const PortsByCharDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortsByChar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"port"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portsByChar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"port"},"value":{"kind":"Variable","name":{"kind":"Name","value":"port"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}}]}}]} as unknown as DocumentNode<PortsByCharQuery, PortsByCharQueryVariables>;
export const SavedResultsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedResultsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SavedResultScope"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedResultRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedResultRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedResultRowGql"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"saveLabel"}},{"kind":"Field","name":{"kind":"Name","value":"vessel"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"openingPort"}},{"kind":"Field","name":{"kind":"Name","value":"firstLoadPort"}},{"kind":"Field","name":{"kind":"Name","value":"lastDischargePort"}},{"kind":"Field","name":{"kind":"Name","value":"loadQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserName"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}}]}}]} as unknown as DocumentNode<SavedResultsListQuery, SavedResultsListQueryVariables>;
export const SavedResultDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedResultDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"saveLabel"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"orderName"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserName"}},{"kind":"Field","name":{"kind":"Name","value":"firstLoadPort"}},{"kind":"Field","name":{"kind":"Name","value":"lastDischargePort"}},{"kind":"Field","name":{"kind":"Name","value":"loadQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"calculatorResult"}},{"kind":"Field","name":{"kind":"Name","value":"cargoOrder"}},{"kind":"Field","name":{"kind":"Name","value":"fleet"}},{"kind":"Field","name":{"kind":"Name","value":"portOperation"}}]}}]}}]} as unknown as DocumentNode<SavedResultDetailQuery, SavedResultDetailQueryVariables>;
export const DeleteSavedResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSavedResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSavedResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSavedResultMutation, DeleteSavedResultMutationVariables>;
export const VoyagesListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VoyagesList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SavedResultScope"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VoyageSearchField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voyages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedResultRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedResultRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedResultRowGql"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"saveLabel"}},{"kind":"Field","name":{"kind":"Name","value":"vessel"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"openingPort"}},{"kind":"Field","name":{"kind":"Name","value":"firstLoadPort"}},{"kind":"Field","name":{"kind":"Name","value":"lastDischargePort"}},{"kind":"Field","name":{"kind":"Name","value":"loadQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserName"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}}]}}]} as unknown as DocumentNode<VoyagesListQuery, VoyagesListQueryVariables>;