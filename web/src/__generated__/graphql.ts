/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { CalculationRequest } from '../../../shared/contract/calculation/index.js';
import type { ExplanationValue, ItineraryRow } from '../features/calculator/graphql/result-values.js';
import type { VesselResult } from '../features/calculator/state/types.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A new API token */
export type ApiTokenInput = {
  /** A name to recognise it by (1 to 100 characters, unique among active tokens) */
  name: string;
  /** READ: queries and calculations only; READ_WRITE: everything */
  scope: ApiTokenScope;
};

/** What an API token may do */
export type ApiTokenScope =
  /** Queries, subscriptions and calculations that store nothing; every write is refused */
  | 'READ'
  /** Everything the administrator who created the token may do */
  | 'READ_WRITE';

/** Who pays the bunkers at a row. */
export type BunkerPaidBy =
  /** The operator (the spec's External). */
  | 'OPERATOR'
  /** The owner (the spec's Internal). */
  | 'OWNER';

/** Whether bunkers at a row are a reserve or a supply. */
export type BunkerReserve =
  /** A reserve kept on board. */
  | 'RESERVE'
  /** A supply for the voyage. */
  | 'SUPPLY';

/** error: the figure is unreliable; alert: worth a look */
export type CalcWarningLevel =
  /** The figure stands but is worth a look (e.g. the laycan cannot be made). */
  | 'ALERT'
  /** The figure is unreliable (e.g. stowage above 98 %, no speed in the table). */
  | 'ERROR';

/** Kind of a calculationStream event. */
export type CalculationEventKind =
  /** The last event: every vessel is computed; carries the reference vessel and what was saved. */
  | 'COMPLETE'
  /** One fleet entry's result, as soon as it is computed. */
  | 'VESSEL';

/** A canal whose transit is charged as canal dues in the route alternatives. */
export type Canal =
  /** The Panama Canal. */
  | 'PANAMA'
  /** The Suez Canal. */
  | 'SUEZ';

/** Canal dues of one canal and deadweight class, replacing the default (USD per transit) */
export type CanalDuesInput = {
  /** The canal */
  canal: Canal;
  /** The deadweight class of the vessels it applies to */
  dwtClass: DwtClass;
  /** USD per transit, 0 to 10,000,000 */
  usdPerTransit: number;
};

/** A port operation's margins and bunker supply (one per operation) */
export type CargoExtraDetailInput = {
  /** Bunker margin, percent added to the consumption. */
  bnkrFactor?: number | null | undefined;
  /** High-sulphur fuel (HSFO) received at the row, tonnes. */
  bunkerSuppliedHsfo?: number | null | undefined;
  /** Low-sulphur fuel (LSFO) received at the row, tonnes. */
  bunkerSuppliedLsfo?: number | null | undefined;
  /** Marine gas oil (MGO) received at the row, tonnes. */
  bunkerSuppliedMgo?: number | null | undefined;
  /** Distance of the sea leg arriving at the row inside ECA, nautical miles; null: routed. */
  distEca?: number | null | undefined;
  /** Distance of the sea leg arriving at the row outside ECA, nautical miles; null: routed. */
  distNormal?: number | null | undefined;
  /** Price of high-sulphur fuel (HSFO) for vessels of fuel type TYPE0, USD per tonne. */
  hsfoFuelPriceType0?: number | null | undefined;
  /** Price of high-sulphur fuel (HSFO) for vessels of fuel type TYPE1, USD per tonne. */
  hsfoFuelPriceType1?: number | null | undefined;
  /** Price of high-sulphur fuel (HSFO) for vessels of fuel type TYPE2, USD per tonne. */
  hsfoFuelPriceType2?: number | null | undefined;
  /** Price of high-sulphur fuel (HSFO) for vessels of fuel type TYPE3, USD per tonne. */
  hsfoFuelPriceType3?: number | null | undefined;
  /** Price of high-sulphur fuel (HSFO) for vessels of fuel type TYPE4, USD per tonne. */
  hsfoFuelPriceType4?: number | null | undefined;
  /** Price of low-sulphur fuel (LSFO) for vessels of fuel type TYPE0, USD per tonne. */
  lsfoFuelPriceType0?: number | null | undefined;
  /** Price of low-sulphur fuel (LSFO) for vessels of fuel type TYPE1, USD per tonne. */
  lsfoFuelPriceType1?: number | null | undefined;
  /** Price of low-sulphur fuel (LSFO) for vessels of fuel type TYPE2, USD per tonne. */
  lsfoFuelPriceType2?: number | null | undefined;
  /** Price of low-sulphur fuel (LSFO) for vessels of fuel type TYPE3, USD per tonne. */
  lsfoFuelPriceType3?: number | null | undefined;
  /** Price of low-sulphur fuel (LSFO) for vessels of fuel type TYPE4, USD per tonne. */
  lsfoFuelPriceType4?: number | null | undefined;
  /** Price of marine gas oil (MGO) for vessels of fuel type TYPE0, USD per tonne. */
  mgoFuelPriceType0?: number | null | undefined;
  /** Price of marine gas oil (MGO) for vessels of fuel type TYPE1, USD per tonne. */
  mgoFuelPriceType1?: number | null | undefined;
  /** Price of marine gas oil (MGO) for vessels of fuel type TYPE2, USD per tonne. */
  mgoFuelPriceType2?: number | null | undefined;
  /** Price of marine gas oil (MGO) for vessels of fuel type TYPE3, USD per tonne. */
  mgoFuelPriceType3?: number | null | undefined;
  /** Price of marine gas oil (MGO) for vessels of fuel type TYPE4, USD per tonne. */
  mgoFuelPriceType4?: number | null | undefined;
  /** Who pays the bunkers at the row: Owner (the spec's Internal) or Operator (External). */
  paidBy?: BunkerPaidBy | null | undefined;
  /** Whether the bunkers at the row are kept as a reserve (Reserve) or a supply for the voyage (Supply). */
  reserve?: BunkerReserve | null | undefined;
  /** Speed margin, percent taken from the speed (below 100). */
  speedFactor?: number | null | undefined;
  /** Speed reduction, knots taken from the speed. */
  speedReduce?: number | null | undefined;
};

/** The user a registration request becomes; the e-mail is the request's own */
export type ConvertRegistrationInput = {
  /** YYYY-MM-DD or DD/MMM/yyyy */
  dob?: string | null | undefined;
  /** First name of the new user. */
  firstName: string;
  /** Last name of the new user; absent: empty. */
  lastName?: string | null | undefined;
  /** Admin login only, for a request no organization's domain matches; default the matching one */
  organizationId?: number | null | undefined;
  /** At least 8 characters */
  password: string;
  /** Role names; Super Admin is never assignable */
  roles?: Array<string> | null | undefined;
  /** 0-9, default 0 */
  userAccessLevel?: number | null | undefined;
};

/** A new user of your organization (the admin login may pick the organization) */
export type CreateUserInput = {
  /** YYYY-MM-DD or DD/MMM/yyyy */
  dob?: string | null | undefined;
  /** E-mail address, the login name; unique across the product, stored lower-case. */
  email: string;
  /** First name. */
  firstName: string;
  /** Last name; absent: empty. */
  lastName?: string | null | undefined;
  /** Admin login only; default your own */
  organizationId?: number | null | undefined;
  /** At least 8 characters; stored as an argon2id hash, never returned */
  password: string;
  /** Role names; Super Admin is never assignable */
  roles?: Array<string> | null | undefined;
  /** 0-9, default 0 */
  userAccessLevel?: number | null | undefined;
};

/** When the vessel goes on hire. */
export type DeliveryTerms =
  /** Arrival first sea pilot station: on hire from arrival at the first load port, not before the laycan. */
  | 'AFSPS'
  /** Dropping last outward sea pilot: on hire from the open date at the open port. */
  | 'DLOSP';

/** Deadweight class of a vessel for canal dues. */
export type DwtClass =
  /** 100,000 t and above. */
  | 'CAPESIZE'
  /** Below 40,000 t deadweight. */
  | 'HANDYSIZE'
  /** 65,000 to 99,999 t. */
  | 'PANAMAX'
  /** 40,000 to 64,999 t. */
  | 'SUPRAMAX';

/** The Add Fleet Auto tab's search of parsed e-mail positions. Every field is optional; bounds are inclusive. */
export type EmailPositionFilterInput = {
  /** Smallest dwt, tonnes */
  dwtLower?: number | null | undefined;
  /** Largest dwt, tonnes ('Cape 100001 and above': 99999999) */
  dwtUpper?: number | null | undefined;
  /** E-mails received at or after (the spec's 'updated since N days': now - N days) */
  emailDateLower?: string | null | undefined;
  /** E-mails received at or before (usually now) */
  emailDateUpper?: string | null | undefined;
  /** Default All */
  gear?: GearFilter | null | undefined;
  /** Admin login only; ignored for everyone else */
  organizationId?: number | null | undefined;
  /** Region names as portRegions lists them; 'Unknown' matches unresolved positions; empty: all */
  portRegion?: Array<string> | null | undefined;
};

/** A fleet line: a catalogue vessel (vesselId) or a vessel record, where and when it opens, at what hire */
export type FleetEntryInput = {
  /** Bunkers on delivery of high-sulphur fuel (HS), tonnes. */
  bnkDelhs?: number | null | undefined;
  /** Bunkers on delivery of low-sulphur fuel (LS), tonnes. */
  bnkDells?: number | null | undefined;
  /** Bunkers on delivery of marine gas oil (MGO), tonnes. */
  bnkDelmgo?: number | null | undefined;
  /** Delivery price of high-sulphur fuel (HS), USD per tonne; used when bunkerPriceOverridden is set. */
  bnkPriceDeliveryhs?: number | null | undefined;
  /** Delivery price of low-sulphur fuel (LS), USD per tonne; used when bunkerPriceOverridden is set. */
  bnkPriceDeliveryls?: number | null | undefined;
  /** Delivery price of marine gas oil (MGO), USD per tonne; used when bunkerPriceOverridden is set. */
  bnkPriceDeliverymgo?: number | null | undefined;
  /** Redelivery price of high-sulphur fuel (HS), USD per tonne; used when bunkerPriceOverridden is set. */
  bnkPriceRedeliveryhs?: number | null | undefined;
  /** Redelivery price of low-sulphur fuel (LS), USD per tonne; used when bunkerPriceOverridden is set. */
  bnkPriceRedeliveryls?: number | null | undefined;
  /** Redelivery price of marine gas oil (MGO), USD per tonne; used when bunkerPriceOverridden is set. */
  bnkPriceRedeliverymgo?: number | null | undefined;
  /** Settlement price of high-sulphur fuel (HS), USD per tonne; used when bunkerPriceOverridden is set. */
  bnkPriceSettlemenths?: number | null | undefined;
  /** Settlement price of low-sulphur fuel (LS), USD per tonne; used when bunkerPriceOverridden is set. */
  bnkPriceSettlementls?: number | null | undefined;
  /** Settlement price of marine gas oil (MGO), USD per tonne; used when bunkerPriceOverridden is set. */
  bnkPriceSettlementmgo?: number | null | undefined;
  /** Tolerance on the redelivery bunkers, percent 0..100. */
  bnkRedelTolerance?: number | null | undefined;
  /** Bunkers expected on redelivery of high-sulphur fuel (HS), tonnes (0: not checked). */
  bnkRedelhs?: number | null | undefined;
  /** Bunkers expected on redelivery of low-sulphur fuel (LS), tonnes (0: not checked). */
  bnkRedells?: number | null | undefined;
  /** Bunkers expected on redelivery of marine gas oil (MGO), tonnes (0: not checked). */
  bnkRedelmgo?: number | null | undefined;
  /** Bunkers on board at sailing from the last load port, all grades, tonnes. */
  bod?: number | null | undefined;
  /** Whether the delivery, redelivery and settlement prices below replace the order's prices. */
  bunkerPriceOverridden?: boolean | null | undefined;
  /** Constants of this entry, tonnes; overrides the vessel's when given. */
  constants?: number | null | undefined;
  /** Date opening; required for a new line */
  dateOpening?: string | null | undefined;
  /** Deadweight of the vessel, tonnes. */
  dwt?: number | null | undefined;
  /** Extra expense of this vessel, USD; part of Others. */
  extraExpense?: number | null | undefined;
  /** Gross ballast bonus of the "+GBB" offer, USD (paid net of tcAdcom). */
  gbb?: number | null | undefined;
  /** Hire of the "+GBB" offer (lower hire plus a gross ballast bonus), USD per day; 0: no such offer (D7). */
  hireGbb?: number | null | undefined;
  /** Time-charter hire, USD per day (one balance tier when no split hire is given). */
  hirePerDay?: number | null | undefined;
  /** saveFleetEntry: the entry to update; absent creates */
  id?: number | null | undefined;
  /** True makes it the only reference vessel */
  isReferenceVessel?: boolean | null | undefined;
  /** Latitude, degrees (-90..90); null when not given. */
  lat?: number | null | undefined;
  /** Longitude, degrees (-180..180); null when not given. */
  lng?: number | null | undefined;
  /** Open port; required for a new line */
  port?: string | null | undefined;
  /** Free remark on the fleet entry; null when none. */
  remark?: string | null | undefined;
  /** Label the voyage is saved under; null when not saved. */
  saveLabel?: string | null | undefined;
  /** Whether the entry is ticked for Save Voyage. */
  selectedForSave?: boolean | null | undefined;
  /** Split hire: tiers of a rate for a number of days, applied in order. */
  splitHire?: Array<SplitHireTierInput> | null | undefined;
  /** The vessel record, when not from the catalogue */
  vessel?: unknown;
  /** A catalogue vessel of your organization */
  vesselId?: number | null | undefined;
  /** Required unless vesselId is given */
  vesselName?: string | null | undefined;
};

/** How freight is set on the Loading rows of an order. */
export type FreightMode =
  /** Each Loading row has its own freight and commissions. */
  | 'MULTIPLE_FREIGHT'
  /** One freight: later Loading rows copy the first loading row's freight and commissions. */
  | 'SINGLE_FREIGHT';

/** How consumed bunkers are priced (voyage-model section 11); only the split between fuel expenses and fuel settle profit depends on it. */
export type FuelCalculationMethod =
  /** Moving weighted average price, recomputed at every receipt. */
  | 'AVERAGE'
  /** Consumption at the settlement price. */
  | 'DEFAULT'
  /** Inventory layers, each consumption drawing from the oldest layer. */
  | 'FIFO'
  /** Inventory layers, each consumption drawing from the newest layer. */
  | 'LIFO';

/** Fuel price set of a vessel or an order; selects the price columns (TYPE0 default). */
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

/** The Add Fleet Auto tab's gear filter (spec 1); values are the spec's labels */
export type GearFilter =
  /** Every position, gear stated or not */
  | 'All'
  /** Gear stated and not a gearless notation (e.g. '4x30t cr') */
  | 'Geared'
  /** Stated gearless: 'Gearless', 'GLS', 'GLESS', 'G/LESS', 'NO GEAR' */
  | 'Gearless';

/** One hold: capacities m3, dimensions m, strengths t/m2 */
export type HoldCapacityInput = {
  /** Bale cubic capacity of the hold, m3. */
  baleCapacity: number;
  /** Deck strength, t/m2. */
  deckStrength: number;
  /** Grain cubic capacity of the hold, m3. */
  grainCapacity: number;
  /** Hatch cover strength, t/m2. */
  hatchCoverStrength: number;
  /** Length of the hatch opening, metres. */
  hatchLength: number;
  /** Width of the hatch opening, metres. */
  hatchWidth: number;
  /** Length of the hold, metres. */
  length: number;
  /** Tank top strength, t/m2. */
  tankTopStrength: number;
  /** Width of the hold, metres. */
  width: number;
};

/** Condition of the sea leg arriving at a row; selects the ballast or laden speed table. */
export type LbMarker =
  /** Without cargo. */
  | 'BALLAST'
  /** With cargo on board. */
  | 'LADEN';

/** One load-line mark: draft and freeboard m, displacement and dwt t */
export type LoadLineRowInput = {
  /** Displacement at the mark, tonnes. */
  displacement: number;
  /** Draft at the mark, metres. */
  draft: number;
  /** Deadweight at the mark, tonnes. */
  dwt: number;
  /** Freeboard at the mark, metres. */
  freeBoard: number;
};

/** The vessel's load-line table: one row per zone mark; an absent mark is stored as zeros. */
export type LoadLineTableInput = {
  /** Fresh (F) mark. */
  fresh?: LoadLineRowInput | null | undefined;
  /** Summer (S) mark. */
  summer?: LoadLineRowInput | null | undefined;
  /** Tropical (T) mark. */
  tropical?: LoadLineRowInput | null | undefined;
  /** Tropical fresh (TF) mark. */
  tropicalFresh?: LoadLineRowInput | null | undefined;
  /** Winter (W) mark. */
  winter?: LoadLineRowInput | null | undefined;
  /** Winter North Atlantic (WNA) mark. */
  winterNorthAtlantic?: LoadLineRowInput | null | undefined;
};

/** Load-line zone mark limiting the draft at a row. */
export type Loadline =
  /** Fresh (F): summer draft plus the fresh-water allowance. */
  | 'FRESH'
  /** Summer (S): the summer draft. */
  | 'SUMMER'
  /** Tropical (T): summer draft + 1/48 of it. */
  | 'TROPICAL'
  /** Tropical fresh (TF): tropical draft plus the fresh-water allowance. */
  | 'TROPICAL_FRESH'
  /** Winter (W): summer draft - 1/48 of it. */
  | 'WINTER'
  /** Winter North Atlantic (WNA): winter draft - 0.050 m for ships of LOA up to 100.5 m. */
  | 'WINTER_NORTH_ATLANTIC';

/** Sign-in with e-mail and password. */
export type LoginInput = {
  /** E-mail address (the login name), any case. */
  email: string;
  /** Password. */
  password: string;
};

/** The organization's IMAP mailbox */
export type MailboxInput = {
  /** Default true */
  enabled?: boolean | null | undefined;
  /** Default INBOX */
  folder?: string | null | undefined;
  /** IMAP server host name. */
  host: string;
  /** Required the first time; leave out to keep the stored one */
  password?: string | null | undefined;
  /** IMAP server port (e.g. 993 with TLS). */
  port: number;
  /** Implicit TLS (IMAPS); default true */
  tls?: boolean | null | undefined;
  /** Account name on the IMAP server. */
  username: string;
};

/** A port operation; with an id it updates that row of the order, without one it adds a row */
export type OperationInput = {
  /** Account (charterer) the cargo is for; null when none. */
  account?: string | null | undefined;
  /** Address commission on freight, percent of gross. */
  adcom?: number | null | undefined;
  /** Arrival at the port as computed by the last calculation, ISO-8601 UTC; null before one. */
  arrivalTime?: string | null | undefined;
  /** Brokerage on freight, percent of gross. */
  brokerage?: number | null | undefined;
  /** Cargo name: kept with the order and saved voyages, not priced. */
  cargo?: string | null | undefined;
  /** Cargo quantity, tonnes (MOLOO quantity on a Loading row). */
  cargoQty?: number | null | undefined;
  /** Cargo handled at the row, tonnes (computed unless cargoTransactionMode is set). */
  cargoTx?: number | null | undefined;
  /** Cargo handled at the row as typed by hand, tonnes (used when cargoTransactionMode is set). */
  cargoTxOverriddenValue?: number | null | undefined;
  /** Country of the port; null when not known. */
  country?: string | null | undefined;
  /** A custom point (a berth, a position at sea): the port text is its name, lat and lng are required */
  customPoint?: boolean | null | undefined;
  /** Departure from the port as computed by the last calculation, ISO-8601 UTC; null before one. */
  departureTime?: string | null | undefined;
  /** Distance of the sea leg arriving at the row inside ECA, nautical miles; null: routed. */
  distEca?: number | null | undefined;
  /** Distance of the sea leg arriving at the row outside ECA, nautical miles; null: routed. */
  distNormal?: number | null | undefined;
  /** Draft restriction at the port, metres (0: none). */
  draftRes?: number | null | undefined;
  /** Deadweight factor, percent of the deadweight usable for cargo. */
  dwf?: number | null | undefined;
  /** Extra days at the port, days (at idle consumption). */
  extraDays?: number | null | undefined;
  /** Left out: unchanged; null: removed; given: created or updated */
  extraDetail?: CargoExtraDetailInput | null | undefined;
  /** Terms factor, 168 / (168 - excluded hours per week), multiplying the working days; absent or 0: from the terms. */
  factor?: number | null | undefined;
  /** Freight rate, USD per tonne (gross = cargoQty x freight on a Loading row). */
  freight?: number | null | undefined;
  /** Route of the sea leg arriving at the row as GeoJSON text; null when not routed. */
  geoJSON?: unknown;
  /** Cargo grade as entered; null when none. */
  grade?: string | null | undefined;
  /** Database id of the order's row to update; absent: a new row */
  id?: number | null | undefined;
  /** Whether the row was added by the user (Passing, Waiting, Bunkering, Redelivery, Relay) rather than a cargo row. */
  isExtra?: boolean | null | undefined;
  /** Latitude, degrees (-90..90); null when not given. */
  lat?: number | null | undefined;
  /** Whether the leg arriving at the row is sailed in ballast or laden; default: laden between the first loading and the last discharge. */
  lbmarker?: LbMarker | null | undefined;
  /** Longitude, degrees (-180..180); null when not given. */
  lng?: number | null | undefined;
  /** Load-line zone at the port (S summer, W winter, T tropical ...), which limits the draft and deadweight. */
  loadline?: Loadline | null | undefined;
  /** MINMAX maximum quantity, tonnes. */
  max?: number | null | undefined;
  /** MINMAX minimum quantity, tonnes. */
  min?: number | null | undefined;
  /** Free notes on the row; null when none. */
  notes?: string | null | undefined;
  /** Required for a new row */
  operation?: OperationType | null | undefined;
  /** Other commission on freight, percent of gross. */
  other?: number | null | undefined;
  /** Proforma disbursement account remarks; null when none. */
  pdaRemarks?: string | null | undefined;
  /** Required except on Commence: a port's name or alias, or a custom point's name */
  port?: string | null | undefined;
  /** Port expenses (disbursements), USD; part of Others. */
  portExp?: number | null | undefined;
  /** The port chosen from the list (its id); the text must be its name */
  portId?: number | null | undefined;
  /** Port stay of the row, days: working days x factor + turn time + extra days. */
  portStay?: number | null | undefined;
  /** Above 0 on Loading and Discharging */
  rate?: number | null | undefined;
  /** Speed on the leg inside ECA, knots (0: the vessel's ticked row). */
  speedECA?: number | null | undefined;
  /** Speed on the leg outside ECA, knots (0: the vessel's ticked row). */
  speedNormal?: number | null | undefined;
  /** Stowage factor of the cargo, m3 per tonne (limits the intake by the holds' capacity). */
  stowFactor?: number | null | undefined;
  /** Stowage remark as entered; null when none. */
  stowage?: number | null | undefined;
  /** Sulphur regime of the sea leg arriving at the row: Normal or ECA (an ECA port books HS as LS for non-scrubbers). */
  sulfur?: SulfurMode | null | undefined;
  /** Sets factor from the terms table unless factor is given */
  terms?: string | null | undefined;
  /** MOLOO tolerance, percent more or less of cargoQty. */
  tolerance?: number | null | undefined;
  /** Turn time at the port, days (not factored). */
  turnTime?: number | null | undefined;
  /** Water density at the port, t/m3 (1.025 sea water; lower gives fresh-water allowance). */
  waterDensity?: number | null | undefined;
};

/** What a port operation (itinerary row) is. */
export type OperationType =
  /** Takes bunkers (the supply of its margins and bunker supply). */
  | 'BUNKERING'
  /** The first row: where and when the vessel starts (its open port); no sea leg arrives at it. */
  | 'COMMENCE'
  /** Discharges cargo. */
  | 'DISCHARGING'
  /** Loads cargo; carries the freight. */
  | 'LOADING'
  /** A point passed on the way, without cargo work; the sea legs are measured through it. */
  | 'PASSING'
  /** Redelivery of the vessel to its owners: the end of the hire. */
  | 'REDELIVERY'
  /** A relay port call on the way, without cargo work. */
  | 'RELAY'
  /** Waiting at a port, at idle consumption. */
  | 'WAITING';

/** Who sees an order. */
export type OrderAccess =
  /** Only its creator (My Orders). */
  | 'PRIVATE'
  /** Everyone of the organization (All Orders). */
  | 'PUBLIC';

/** One column's search text */
export type OrderColumnSearchInput = {
  /** A text column (not ALL) */
  column: OrderSearchField;
  /** Text the column must contain, any case. */
  text: string;
};

/** An order and (optionally on update) its whole itinerary; saved in one transaction */
export type OrderInput = {
  /** Required */
  access?: OrderAccess | null | undefined;
  /** Additional insurance premium (e.g. war risk), USD; part of Others. */
  additionalPremium?: number | null | undefined;
  /** Bunkers on delivery of high-sulphur fuel (HS), tonnes. */
  bnkDelhs?: number | null | undefined;
  /** Bunkers on delivery of low-sulphur fuel (LS), tonnes. */
  bnkDells?: number | null | undefined;
  /** Bunkers on delivery of marine gas oil (MGO), tonnes. */
  bnkDelmgo?: number | null | undefined;
  /** Canal dues set over the defaults: a list of { canal, dwtClass, usdPerTransit } (USD per transit, 0 to 10,000,000), replacing the stored list; absent: unchanged */
  canalDues?: unknown;
  /** Canal dues of the voyage, USD; part of Others. */
  canalExpenses?: number | null | undefined;
  /** Set (e.g. MANUAL) when the discharged cargo (cargoTx) is entered by hand; else computed. */
  cargoTransactionMode?: string | null | undefined;
  /** Communications, victualling and entertainment, USD per 30 days, prorated on the on-hire days (D5). */
  cve?: number | null | undefined;
  /** DLOSP: on hire from the open date at the open port; AFSPS: on hire from arrival at the first load port (not before the laycan). */
  deliveryTerms?: DeliveryTerms | null | undefined;
  /** Ballast legs: minimise ECA miles. */
  eca?: boolean | null | undefined;
  /** EU ETS cost inside the P&L (new order: false) */
  etsInPnl?: boolean | null | undefined;
  /** EU ETS: EUA price, EUR/t CO2 (new order: 75) */
  euaPriceEur?: number | null | undefined;
  /** EU ETS: USD per EUR (new order: 1.08) */
  eurUsd?: number | null | undefined;
  /** The client's freight idea, USD/t, as given with the order; null when none. */
  freightIdea?: number | null | undefined;
  /** Required */
  freightMode?: FreightMode | null | undefined;
  /** How bunkers on board are priced: DEFAULT, LIFO, FIFO or AVERAGE of delivered and bought fuel. */
  fuelCalculationMethod?: FuelCalculationMethod | null | undefined;
  /** Whether the fuel prices were typed in rather than taken from the price table. */
  fuelPriceOverridden?: boolean | null | undefined;
  /** Fuel type price set (TYPE0..TYPE4) whose prices apply; default TYPE0. */
  fuelType?: FuelType | null | undefined;
  /** On/off-hire survey cost, USD; part of Others. */
  hireSurvey?: number | null | undefined;
  /** Ballast legs: avoid the piracy High Risk Area. */
  hra?: boolean | null | undefined;
  /** Price of high-sulphur fuel (HS) for vessels of fuel type TYPE0, USD per tonne. */
  hsFuelPriceType0?: number | null | undefined;
  /** Price of high-sulphur fuel (HS) for vessels of fuel type TYPE1, USD per tonne. */
  hsFuelPriceType1?: number | null | undefined;
  /** Price of high-sulphur fuel (HS) for vessels of fuel type TYPE2, USD per tonne. */
  hsFuelPriceType2?: number | null | undefined;
  /** Price of high-sulphur fuel (HS) for vessels of fuel type TYPE3, USD per tonne. */
  hsFuelPriceType3?: number | null | undefined;
  /** Price of high-sulphur fuel (HS) for vessels of fuel type TYPE4, USD per tonne. */
  hsFuelPriceType4?: number | null | undefined;
  /** Absent: create */
  id?: number | null | undefined;
  /** Intermediate hold cleaning (ILOHC), USD; part of Others. */
  ilohc?: number | null | undefined;
  /** Insurance cost of the voyage, USD; part of Others. */
  insurance?: number | null | undefined;
  /** Ballast legs: avoid Joint War Committee listed areas. */
  jwc?: boolean | null | undefined;
  /** Required, not before the start */
  laycanEndDate?: string | null | undefined;
  /** Required */
  laycanStartDate?: string | null | undefined;
  /** Price of low-sulphur fuel (LS) for vessels of fuel type TYPE0, USD per tonne. */
  lsFuelPriceType0?: number | null | undefined;
  /** Price of low-sulphur fuel (LS) for vessels of fuel type TYPE1, USD per tonne. */
  lsFuelPriceType1?: number | null | undefined;
  /** Price of low-sulphur fuel (LS) for vessels of fuel type TYPE2, USD per tonne. */
  lsFuelPriceType2?: number | null | undefined;
  /** Price of low-sulphur fuel (LS) for vessels of fuel type TYPE3, USD per tonne. */
  lsFuelPriceType3?: number | null | undefined;
  /** Price of low-sulphur fuel (LS) for vessels of fuel type TYPE4, USD per tonne. */
  lsFuelPriceType4?: number | null | undefined;
  /** Manoeuvring expenses, USD; part of Others. */
  manoevringExp?: number | null | undefined;
  /** Free text of the order (e.g. the e-mail it came from); null when none. */
  message?: string | null | undefined;
  /** Price of marine gas oil (MGO) for vessels of fuel type TYPE0, USD per tonne. */
  mgoFuelPriceType0?: number | null | undefined;
  /** Price of marine gas oil (MGO) for vessels of fuel type TYPE1, USD per tonne. */
  mgoFuelPriceType1?: number | null | undefined;
  /** Price of marine gas oil (MGO) for vessels of fuel type TYPE2, USD per tonne. */
  mgoFuelPriceType2?: number | null | undefined;
  /** Price of marine gas oil (MGO) for vessels of fuel type TYPE3, USD per tonne. */
  mgoFuelPriceType3?: number | null | undefined;
  /** Price of marine gas oil (MGO) for vessels of fuel type TYPE4, USD per tonne. */
  mgoFuelPriceType4?: number | null | undefined;
  /** Miscellaneous expenses, USD; part of Others. */
  miscExp?: number | null | undefined;
  /** Miscellaneous revenue, USD, added to the net freight revenue. */
  miscRevenue?: number | null | undefined;
  /** Required */
  name?: string | null | undefined;
  /** The whole itinerary in voyage order (Commence is kept or added as row 0); absent on update: unchanged */
  operations?: Array<OperationInput> | null | undefined;
  /** Ballast legs: avoid the Panama Canal. */
  panama?: boolean | null | undefined;
  /** Required */
  qtyMode?: QtyMode | null | undefined;
  /** The route the order is priced on (new order: SHORTEST, the route flags as they are) */
  routeChoice?: RouteChoice | null | undefined;
  /** Whether the order asks for a scrubber-fitted vessel. */
  scrubberType?: boolean | null | undefined;
  /** Ballast legs: avoid the Singapore Strait. */
  singapore?: boolean | null | undefined;
  /** Ballast legs: avoid the Suez Canal. */
  suez?: boolean | null | undefined;
  /** Address commission on hire, percent (below 100). */
  tcAdcom?: number | null | undefined;
};

/** My Orders or All Orders */
export type OrderListScope =
  /** Your organization's public orders and your own */
  | 'ALL'
  /** Orders you created, pinned ones first */
  | 'MY';

/** Column of the Orders list the search text is matched against (part of it, any case). */
export type OrderSearchField =
  /** Account (charterer) of the cargo. */
  | 'ACCOUNT'
  /** Any of the columns below. */
  | 'ALL'
  /** Cargo name. */
  | 'CARGO'
  /** Creator's name. */
  | 'CREATED_BY'
  /** Port of the first Loading row. */
  | 'FIRST_LOAD_PORT'
  /** Port of the last Discharging row. */
  | 'LAST_DISCHARGE_PORT'
  /** Order name. */
  | 'NAME'
  /** Voyage type column of the list. */
  | 'VOY_TYPE';

/** The search row of the orders table */
export type OrderSearchInput = {
  /** One text per column; every one must match (the search row combines its columns) */
  columns?: Array<OrderColumnSearchInput> | null | undefined;
  /** Created at or after, UTC. */
  createdFrom?: string | null | undefined;
  /** Created at or before, UTC. */
  createdTo?: string | null | undefined;
  /** Smallest load quantity, tonnes (inclusive). */
  loadQtyFrom?: number | null | undefined;
  /** Largest load quantity, tonnes (inclusive). */
  loadQtyTo?: number | null | undefined;
  /** Search text of the search row; absent or blank: no text filter. */
  text?: string | null | undefined;
  /** Default ALL: any text column */
  type?: OrderSearchField | null | undefined;
};

/** Organization type; spec 2 section 3 allows exactly these three codes and gives them no further meaning. */
export type OrgType =
  /** Organization type code FMM. */
  | 'FMM'
  /** Organization type code FOW. */
  | 'FOW'
  /** Organization type code FSC. */
  | 'FSC';

/** An organization (spec 2 section 3); absent fields stay as they are on update */
export type OrganizationInput = {
  /** Contact e-mail address. */
  contactEmail?: string | null | undefined;
  /** Digits, optionally with a leading + */
  contactNumber?: string | null | undefined;
  /** Contact person. */
  contactPerson?: string | null | undefined;
  /** E-mail domain of the organization; registration requests from it are matched to it. */
  domain?: string | null | undefined;
  /** Mailbox whose position e-mails are parsed */
  emailReceiver?: string | null | undefined;
  /** FSC, FOW or FMM; required on creation */
  orgType?: OrgType | null | undefined;
  /** Required on creation; unique */
  organizationCode?: string | null | undefined;
  /** Required on creation */
  organizationName?: string | null | undefined;
};

/** Page size (default 10) and page index (default 0); the legacy offset counts pages */
export type PageInput = {
  /** Page size in rows; default and maximum are the list's own. */
  limit?: number | null | undefined;
  /** Page index from 0 (it counts pages, not rows); default 0. */
  offset?: number | null | undefined;
};

/** The spec's getPortDistance request: the six route flags and the points */
export type PortDistanceInput = {
  /** ISO instant: which ECAs are in force (default now) */
  date?: string | null | undefined;
  /** Minimise ECA miles (a weighted cost) */
  eca?: boolean;
  /** Also return the route lines (GeoJSON); default false. */
  getGeometry?: boolean;
  /** Avoid the piracy High Risk Area */
  hra?: boolean;
  /** Avoid JWC listed areas */
  jwc?: boolean;
  /** Avoid the Panama Canal */
  panama?: boolean;
  /** Points visited in order; each consecutive pair is a leg. */
  portList?: Array<RoutePointInput>;
  /** Pairs to measure instead of consecutive portList points */
  routeList?: Array<RoutePairInput> | null | undefined;
  /** Let the organization's saved distances win */
  routeOverride?: boolean;
  /** Avoid the Singapore Strait */
  singapore?: boolean;
  /** Avoid the Suez Canal */
  suez?: boolean;
  /** Vessel dimensions that close passages to it (draft, LOA); absent: none closed. */
  vessel?: VesselDimsInput | null | undefined;
};

/** How the cargo quantity of an order is given. */
export type QtyMode =
  /** A minimum and a maximum quantity, tonnes. */
  | 'MINMAX'
  /** More or less in owner's option: cargoQty with a tolerance, percent. */
  | 'MOLOO';

/** The Position Reader's search (spec 2). Every field is optional. */
export type ReaderFilterInput = {
  /** Updated since last N days, 1 to 30 (default 1) */
  days?: number | null | undefined;
  /** Vessel Type: smallest dwt of a position, tonnes */
  dwtLower?: number | null | undefined;
  /** Vessel Type: largest dwt of a position, tonnes */
  dwtUpper?: number | null | undefined;
  /** Gears filter; absent: All */
  gear?: GearFilter | null | undefined;
  /** Region names; 'Unknown' also finds e-mails without positions */
  portRegion?: Array<string> | null | undefined;
  /** Sender, subject or a vessel name contains this (any case) */
  search?: string | null | undefined;
  /** E-mails naming this vessel (contains, any case) */
  vesselName?: string | null | undefined;
};

/** The login page's Request Registration: name, e-mail, phone number, optional description */
export type RegistrationRequestInput = {
  /** Optional note from the requester to the reviewers */
  description?: string | null | undefined;
  /** E-mail address to create the account for; its domain picks the organization. */
  email?: string | null | undefined;
  /** Name of the person asking for an account. */
  name?: string | null | undefined;
  /** Contact phone number */
  number?: string | null | undefined;
};

/** Reset password (spec 2 section 3): the new password and the token of the e-mailed link */
export type ResetPasswordInput = {
  /** When given, must equal password ('Password mismatch') */
  confirmPassword?: string | null | undefined;
  /** The new password (at least 8 characters). */
  password: string;
  /** The token of the e-mailed reset link; valid once, for a limited time. */
  passwordResetToken: string;
};

/** The route an order is priced on: its sea legs routed with these canal choices. */
export type RouteChoice =
  /** No canal: Suez and Panama avoided (round the Cape of Good Hope or Cape Horn). */
  | 'CAPE'
  /** Via Panama where a canal is shorter: Suez avoided, Panama allowed. */
  | 'PANAMA'
  /** The shortest route under the order's own route flags (the default). */
  | 'SHORTEST'
  /** Via Suez where a canal is shorter: Panama avoided, Suez allowed. */
  | 'SUEZ';

/** One leg to measure: from and to. */
export type RoutePairInput = {
  /** Start of the leg. */
  from: RoutePointInput;
  /** End of the leg. */
  to: RoutePointInput;
};

/** A port (id or name/alias) or a position (lat, lng, optional name) */
export type RoutePointInput = {
  /** Stored id of the port. */
  id?: number | null | undefined;
  /** Latitude, degrees, for a position at sea. */
  lat?: number | null | undefined;
  /** Longitude, degrees, for a position at sea. */
  lng?: number | null | undefined;
  /** Port name, when no id is given. */
  name?: string | null | undefined;
};

/** An organization's own distance (and notes) for a port pair, replacing the routed one. */
export type SavePortDistanceInput = {
  /** Distance inside ECA, nm. */
  distEca?: number | null | undefined;
  /** Absent with notes: the notes alone are saved */
  distNormal?: number | null | undefined;
  /** Port the leg ends at. */
  endingPort: string;
  /** Notes on the pair. */
  notes?: string | null | undefined;
  /** Port the leg starts at. */
  openingPort: string;
};

/** Which saved results a list shows: your own or your organization's */
export type SavedResultScope =
  /** The organization's (All Voyages, the saved list) */
  | 'ALL'
  /** Saved by you (My Voyages) */
  | 'MINE';

/** One axis of a sensitivity grid: what it moves and by how much at each step */
export type SensitivityAxisInput = {
  /** The input varied along the axis. */
  kind: SensitivityAxisKind;
  /** The shifts, 2 to 41 of them, in the unit of the kind; 0 is the estimate as it is */
  values: Array<number>;
};

/** A market input a sensitivity grid moves */
export type SensitivityAxisKind =
  /** Percent added to every bunker price (price sets, supplies, delivery/redelivery/settlement) */
  | 'BUNKER'
  /** EUR/t added to the EUA price */
  | 'EUA'
  /** USD/t added to the freight rate of every Loading row */
  | 'FREIGHT';

/** A tier of split hire: its rate (USD/day) for NoDays days (0 takes the balance) */
export type SplitHireTierInput = {
  /** Days of the tier; 0 takes the balance of the on-hire days. */
  NoDays?: number | null | undefined;
  /** Whether the tier is applied. */
  applied?: boolean | null | undefined;
  /** Whether the tier is switched off in the Split Hire dialog. */
  disable?: boolean | null | undefined;
  /** Hire rate of the tier, USD per day. */
  hireRate?: number | null | undefined;
};

/** Emission regime of a port row. */
export type SulfurMode =
  /** Inside an ECA: a non-scrubber's HS consumption in port is booked as LS. */
  | 'ECA'
  /** Outside an emission control area. */
  | 'NORMAL';

/** Changes to a user; absent fields stay as they are. The password is not changed here. */
export type UpdateUserInput = {
  /** YYYY-MM-DD or DD/MMM/yyyy */
  dob?: string | null | undefined;
  /** E-mail address (the login name); absent: unchanged; must stay unique. */
  email?: string | null | undefined;
  /** First name; absent: unchanged. */
  firstName?: string | null | undefined;
  /** Last name; absent: unchanged. */
  lastName?: string | null | undefined;
  /** Replaces the roles; Super Admin is never assignable */
  roles?: Array<string> | null | undefined;
  /** 0-9 */
  userAccessLevel?: number | null | undefined;
};

/** How a field differs between two versions */
export type VersionChangeKind =
  /** Only the second version has it (or the row) */
  | 'ADDED'
  /** Both have it, with different values */
  | 'CHANGED'
  /** Only the first version has it (or the row) */
  | 'REMOVED';

/** The part of a version a change is in */
export type VersionSection =
  /** A saved voyage's fleet entry as calculated */
  | 'FLEET'
  /** The record's own fields (a saved voyage: the order as calculated) */
  | 'INPUTS'
  /** The port operations, matched by position */
  | 'OPERATIONS'
  /** A saved voyage's headline results */
  | 'RESULTS';

/** A record whose saves keep versions */
export type VersionedRecord =
  /** An order (its id): every save with its operations and extra details */
  | 'ORDER'
  /** A saved voyage (the id of any of its saved results): the saves with its label, vessel and order */
  | 'SAVED_VOYAGE';

/** Vessel dimensions the router checks passages against. */
export type VesselDimsInput = {
  /** Maximum draft, m (Kiel Canal) */
  draftM?: number | null | undefined;
  /** Length overall, m (Kiel Canal) */
  loaM?: number | null | undefined;
};

/** Extra particulars of a catalogue vessel; replaces the saved ones as a whole. */
export type VesselExtraDetailsInput = {
  /** The cargo holds, in order; absent: none. */
  holdCapacity?: Array<HoldCapacityInput> | null | undefined;
  /** The load-line table; absent marks are stored as zeros. */
  loadLines?: LoadLineTableInput | null | undefined;
  /** Free description of the vessel; absent: empty. */
  vesselTextDescription?: string | null | undefined;
};

/** A catalogue vessel with the spec field names; the name is required on creation */
export type VesselInput = {
  /** Radio call sign; null when not given. */
  callSign?: string | null | undefined;
  /** Constants (stores, spares, unpumpable water) deducted from the deadweight for cargo intake, tonnes. */
  constants?: number | null | undefined;
  /** Contact person's e-mail address; null when not given. */
  contactEmail?: string | null | undefined;
  /** Contact person for the vessel (owner or operator); null when not given. */
  contactName?: string | null | undefined;
  /** Contact person's telephone number; null when not given. */
  contactPhone?: string | null | undefined;
  /** Default TYPE0 */
  fuelType?: FuelType | null | undefined;
  /** Fresh-water tank capacity, m3 (m3 = t at 1.000 t/m3); the vessel sails with full tanks. */
  fwCapacity?: number | null | undefined;
  /** Fuel oil tank capacity, m3; null when not known. */
  ifoCapacity?: number | null | undefined;
  /** Marine gas oil tank capacity, m3; null when not known. */
  mgoCapacity?: number | null | undefined;
  /** Panama Canal net tonnage (PC/UMS NT); null when not known. */
  panamaNT?: number | null | undefined;
  /** P&I club; null when not given. */
  pandIClub?: string | null | undefined;
  /** Sub-type within the vessel type (e.g. Ultramax); null when not given. */
  subType?: string | null | undefined;
  /** Suez Canal gross tonnage (SCGT); null when not known. */
  suezGRT?: number | null | undefined;
  /** Suez Canal net tonnage (SCNT); null when not known. */
  suezNRT?: number | null | undefined;
  /** Australian hold ladders fitted (Yes/No); null when not given. */
  vesselAHL?: string | null | undefined;
  /** Ticks ballast row 1 as the one the calculation sails with; none ticked: the first row with a speed. */
  vesselBalComb1Selected?: boolean | null | undefined;
  /** Ticks ballast row 2 as the one the calculation sails with; none ticked: the first row with a speed. */
  vesselBalComb2Selected?: boolean | null | undefined;
  /** Ticks ballast row 3 as the one the calculation sails with; none ticked: the first row with a speed. */
  vesselBalComb3Selected?: boolean | null | undefined;
  /** Ticks ballast row 4 as the one the calculation sails with; none ticked: the first row with a speed. */
  vesselBalComb4Selected?: boolean | null | undefined;
  /** Consumption of high-sulphur fuel (HS) at the speed of ballast row 1, t/day. */
  vesselBalConsmHS1?: number | null | undefined;
  /** Consumption of high-sulphur fuel (HS) at the speed of ballast row 2, t/day. */
  vesselBalConsmHS2?: number | null | undefined;
  /** Consumption of high-sulphur fuel (HS) at the speed of ballast row 3, t/day. */
  vesselBalConsmHS3?: number | null | undefined;
  /** Consumption of high-sulphur fuel (HS) at the speed of ballast row 4, t/day. */
  vesselBalConsmHS4?: number | null | undefined;
  /** Consumption of low-sulphur fuel (LS) at the speed of ballast row 1, t/day. */
  vesselBalConsmLS1?: number | null | undefined;
  /** Consumption of low-sulphur fuel (LS) at the speed of ballast row 2, t/day. */
  vesselBalConsmLS2?: number | null | undefined;
  /** Consumption of low-sulphur fuel (LS) at the speed of ballast row 3, t/day. */
  vesselBalConsmLS3?: number | null | undefined;
  /** Consumption of low-sulphur fuel (LS) at the speed of ballast row 4, t/day. */
  vesselBalConsmLS4?: number | null | undefined;
  /** Consumption of marine gas oil (MGO) at the speed of ballast row 1, t/day. */
  vesselBalConsmMGO1?: number | null | undefined;
  /** Consumption of marine gas oil (MGO) at the speed of ballast row 2, t/day. */
  vesselBalConsmMGO2?: number | null | undefined;
  /** Consumption of marine gas oil (MGO) at the speed of ballast row 3, t/day. */
  vesselBalConsmMGO3?: number | null | undefined;
  /** Consumption of marine gas oil (MGO) at the speed of ballast row 4, t/day. */
  vesselBalConsmMGO4?: number | null | undefined;
  /** Speed of ballast row 1, knots (0: the row is not used). */
  vesselBalSpd1?: number | null | undefined;
  /** Speed of ballast row 2, knots (0: the row is not used). */
  vesselBalSpd2?: number | null | undefined;
  /** Speed of ballast row 3, knots (0: the row is not used). */
  vesselBalSpd3?: number | null | undefined;
  /** Speed of ballast row 4, knots (0: the row is not used). */
  vesselBalSpd4?: number | null | undefined;
  /** Bale cubic capacity of all holds, m3. */
  vesselBaleCap?: number | null | undefined;
  /** Beam (breadth), metres; null when not known. */
  vesselBeam?: number | null | undefined;
  /** Year built (four digits); null when not known. */
  vesselBuilt?: number | null | undefined;
  /** CO2 fire-fighting fitted in the holds (Yes/No as the legacy sends it); null when not given. */
  vesselCO2?: string | null | undefined;
  /** Classification society; null when not given. */
  vesselClass?: string | null | undefined;
  /** Country of build or registration as entered; null when not given. */
  vesselCountry?: string | null | undefined;
  /** Summer draft, metres. */
  vesselDraftS?: number | null | undefined;
  /** Summer deadweight, tonnes. */
  vesselDwt?: number | null | undefined;
  /** Holds, load lines and the description text; absent: left as stored */
  vesselExtraDetails?: VesselExtraDetailsInput | null | undefined;
  /** Flag state; null when not given. */
  vesselFlag?: string | null | undefined;
  /** Gross tonnage (GRT), as a tonnage number; null when not known. */
  vesselGRT?: number | null | undefined;
  /** Cargo gear, free text (e.g. '4 x 30t cranes' or 'Gearless'); null when not given. */
  vesselGears?: string | null | undefined;
  /** Grabs on board, free text; null when not given. */
  vesselGrabs?: string | null | undefined;
  /** Grain cubic capacity of all holds, m3. */
  vesselGrainCap?: number | null | undefined;
  /** Number of hatches; null when not known. */
  vesselHatches?: number | null | undefined;
  /** Number of cargo holds; null when not known. */
  vesselHolds?: number | null | undefined;
  /** IMO number (up to 10 characters); null when not known. */
  vesselIMO?: string | null | undefined;
  /** Ice class notation; null when not given. */
  vesselIceClass?: string | null | undefined;
  /** Length overall, metres; null when not known. */
  vesselLOA?: number | null | undefined;
  /** Ticks laden row 1 as the one the calculation sails with; none ticked: the first row with a speed. */
  vesselLadComb1Selected?: boolean | null | undefined;
  /** Ticks laden row 2 as the one the calculation sails with; none ticked: the first row with a speed. */
  vesselLadComb2Selected?: boolean | null | undefined;
  /** Ticks laden row 3 as the one the calculation sails with; none ticked: the first row with a speed. */
  vesselLadComb3Selected?: boolean | null | undefined;
  /** Ticks laden row 4 as the one the calculation sails with; none ticked: the first row with a speed. */
  vesselLadComb4Selected?: boolean | null | undefined;
  /** Consumption of high-sulphur fuel (HS) at the speed of laden row 1, t/day. */
  vesselLdnConsmHS1?: number | null | undefined;
  /** Consumption of high-sulphur fuel (HS) at the speed of laden row 2, t/day. */
  vesselLdnConsmHS2?: number | null | undefined;
  /** Consumption of high-sulphur fuel (HS) at the speed of laden row 3, t/day. */
  vesselLdnConsmHS3?: number | null | undefined;
  /** Consumption of high-sulphur fuel (HS) at the speed of laden row 4, t/day. */
  vesselLdnConsmHS4?: number | null | undefined;
  /** Consumption of low-sulphur fuel (LS) at the speed of laden row 1, t/day. */
  vesselLdnConsmLS1?: number | null | undefined;
  /** Consumption of low-sulphur fuel (LS) at the speed of laden row 2, t/day. */
  vesselLdnConsmLS2?: number | null | undefined;
  /** Consumption of low-sulphur fuel (LS) at the speed of laden row 3, t/day. */
  vesselLdnConsmLS3?: number | null | undefined;
  /** Consumption of low-sulphur fuel (LS) at the speed of laden row 4, t/day. */
  vesselLdnConsmLS4?: number | null | undefined;
  /** Consumption of marine gas oil (MGO) at the speed of laden row 1, t/day. */
  vesselLdnConsmMGO1?: number | null | undefined;
  /** Consumption of marine gas oil (MGO) at the speed of laden row 2, t/day. */
  vesselLdnConsmMGO2?: number | null | undefined;
  /** Consumption of marine gas oil (MGO) at the speed of laden row 3, t/day. */
  vesselLdnConsmMGO3?: number | null | undefined;
  /** Consumption of marine gas oil (MGO) at the speed of laden row 4, t/day. */
  vesselLdnConsmMGO4?: number | null | undefined;
  /** Speed of laden row 1, knots (0: the row is not used). */
  vesselLdnSpd1?: number | null | undefined;
  /** Speed of laden row 2, knots (0: the row is not used). */
  vesselLdnSpd2?: number | null | undefined;
  /** Speed of laden row 3, knots (0: the row is not used). */
  vesselLdnSpd3?: number | null | undefined;
  /** Speed of laden row 4, knots (0: the row is not used). */
  vesselLdnSpd4?: number | null | undefined;
  /** Lightship weight, tonnes. */
  vesselLightShip?: number | null | undefined;
  /** MMSI number (AIS identity, up to 20 characters); null when not given. */
  vesselMMSI?: string | null | undefined;
  /** Net tonnage (NRT), as a tonnage number; null when not known. */
  vesselNRT?: number | null | undefined;
  /** Required on creation ('Vessel Name is required') */
  vesselName?: string | null | undefined;
  /** Consumption of high-sulphur fuel (HS) in port while discharging, t/day. */
  vesselPDischConsmHS?: number | null | undefined;
  /** Consumption of low-sulphur fuel (LS) in port while discharging, t/day. */
  vesselPDischConsmLS?: number | null | undefined;
  /** Consumption of marine gas oil (MGO) in port while discharging, t/day. */
  vesselPDischConsmMGO?: number | null | undefined;
  /** Consumption of high-sulphur fuel (HS) in port while idle (waiting, no cargo work), t/day. */
  vesselPIdleConsmHS?: number | null | undefined;
  /** Consumption of low-sulphur fuel (LS) in port while idle (waiting, no cargo work), t/day. */
  vesselPIdleConsmLS?: number | null | undefined;
  /** Consumption of marine gas oil (MGO) in port while idle (waiting, no cargo work), t/day. */
  vesselPIdleConsmMGO?: number | null | undefined;
  /** Consumption of high-sulphur fuel (HS) in port while loading, t/day. */
  vesselPLdgConsmHS?: number | null | undefined;
  /** Consumption of low-sulphur fuel (LS) in port while loading, t/day. */
  vesselPLdgConsmLS?: number | null | undefined;
  /** Consumption of marine gas oil (MGO) in port while loading, t/day. */
  vesselPLdgConsmMGO?: number | null | undefined;
  /** Default Yes */
  vesselScrubber?: YesNo | null | undefined;
  /** Registered owner; null when not given. */
  vesselShipowner?: string | null | undefined;
  /** Building shipyard; null when not given. */
  vesselShipyard?: string | null | undefined;
  /** Where the particulars come from (e.g. an e-mail or a register); null when not given. */
  vesselSource?: string | null | undefined;
  /** Tonnes per centimetre immersion at the summer draft (t/cm). */
  vesselTPC?: number | null | undefined;
  /** Vessel type (e.g. Supramax, Panamax); null when not given. */
  vesselType?: string | null | undefined;
  /** Consumption of high-sulphur fuel (HS) in the Extra row of the vessel editor (additional consumption), t/day. */
  vesselVExtraConsmHS?: number | null | undefined;
  /** Consumption of low-sulphur fuel (LS) in the Extra row of the vessel editor (additional consumption), t/day. */
  vesselVExtraConsmLS?: number | null | undefined;
  /** Consumption of marine gas oil (MGO) in the Extra row of the vessel editor (additional consumption), t/day. */
  vesselVExtraConsmMGO?: number | null | undefined;
};

/** Column of the saved voyages list the search text is matched against. */
export type VoyageSearchField =
  /** Any of the columns below. */
  | 'ALL'
  /** Port of the first Loading row. */
  | 'FIRST_LOAD_PORT'
  /** Port of the last Discharging row. */
  | 'LAST_DISCHARGE_PORT'
  /** Order name. */
  | 'NAME'
  /** Label the voyage was saved under. */
  | 'SAVE_LABEL'
  /** Vessel name. */
  | 'VESSEL';

/** The spec's Yes/No flag, as the legacy API spells it. */
export type YesNo =
  /** No: the flag is not set. */
  | 'NO'
  /** Yes: the flag is set (e.g. a scrubber is fitted). */
  | 'YES';

export type ApiTokensTable_TokenFragment = { id: string, databaseId: number, name: string, scope: ApiTokenScope, createdByName: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null } & { ' $fragmentName'?: 'ApiTokensTable_TokenFragment' };

export type ApiTokensConnectionQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ApiTokensConnectionQuery = { apiTokensConnection: { totalCount: number, edges: Array<{ cursor: string, node: (
        { id: string }
        & { ' $fragmentRefs'?: { 'ApiTokensTable_TokenFragment': ApiTokensTable_TokenFragment } }
      ) }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CreateApiTokenMutationVariables = Exact<{
  input: ApiTokenInput;
}>;


export type CreateApiTokenMutation = { createApiToken: { token: string, apiToken: (
      { id: string }
      & { ' $fragmentRefs'?: { 'ApiTokensTable_TokenFragment': ApiTokensTable_TokenFragment } }
    ) } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: number;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: (
    { id: string }
    & { ' $fragmentRefs'?: { 'ApiTokensTable_TokenFragment': ApiTokensTable_TokenFragment } }
  ) };

export type ForgetPasswordMutationVariables = Exact<{
  email: string;
}>;


export type ForgetPasswordMutation = { forgetPassword: { message: string } };

export type UpdatePasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type UpdatePasswordMutation = { updatePassword: { message: string } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { message: string } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { token: string, organizationId: number, username: string, realMe: number, FirstName: string, expiresAt: string, roles: Array<{ name: string }> } };

export type OidcSignInQueryVariables = Exact<{ [key: string]: never; }>;


export type OidcSignInQuery = { oidcSignIn: { enabled: boolean, startUrl: string } };

export type ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileQuery = { profile: { id: string, databaseId: number, firstName: string, lastName: string, email: string, organizationId: number, organizationName: string, allowedRoutes: Array<string>, roles: Array<{ name: string }> } };

export type CalcOrderRowFieldsFragment = { id: string, databaseId: number, name: string, firstLoadPort: string | null, lastDischargePort: string | null, cargo: string | null, loadQty: number, pinned: boolean, createdUserName: string } & { ' $fragmentName'?: 'CalcOrderRowFieldsFragment' };

export type AutoTab_PositionFragment = { id: string, databaseId: number, vesselName: string, vesselId: number | null, dwt: number | null, built: number | null, gears: string | null, portName: string | null, portRegion: string, lat: number | null, lng: number | null, dateOpen: string | null, emailDate: string, conflicts: Array<string>, subject: string, sender: string, sources: Array<{ emailId: number, sender: string, emailDate: string, portName: string | null }> } & { ' $fragmentName'?: 'AutoTab_PositionFragment' };

export type FleetRow_CalculationFragment = { calculation: { orderKey: string | null, run: number, signature: string, vessel: VesselResult } | null } & { ' $fragmentName'?: 'FleetRow_CalculationFragment' };

export type AutoTabPositionsQueryVariables = Exact<{
  filter?: EmailPositionFilterInput | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AutoTabPositionsQuery = { emailPositionsConnection: { totalCount: number, edges: Array<{ cursor: string, node: (
        { id: string }
        & { ' $fragmentRefs'?: { 'AutoTab_PositionFragment': AutoTab_PositionFragment } }
      ) }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CalculatorOptimalSpeedsQueryVariables = Exact<{
  payload: CalculationRequest;
}>;


export type CalculatorOptimalSpeedsQuery = { optimalSpeeds: Array<{ fleetId: string, current: { ballastKnots: number | null, ladenKnots: number | null, tcEq: number, profitNet: number, canMakeLaycan: boolean, cii: string | null }, unconstrained: { gainPerDay: number | null, reason: string | null, point: { ballastKnots: number | null, ladenKnots: number | null, tcEq: number, profitNet: number, canMakeLaycan: boolean, cii: string | null } | null }, ciiFloor: { gainPerDay: number | null, reason: string | null, point: { ballastKnots: number | null, ladenKnots: number | null, tcEq: number, profitNet: number, canMakeLaycan: boolean, cii: string | null } | null } }> };

export type CalculatorRouteAlternativesQueryVariables = Exact<{
  payload: CalculationRequest;
  canalDues?: Array<CanalDuesInput> | CanalDuesInput | null | undefined;
}>;


export type CalculatorRouteAlternativesQuery = { routeAlternatives: Array<{ fleetId: string, alternatives: Array<{ route: RouteChoice, canals: Array<Canal>, distance: number, voyageDays: number, canalDues: number, canalExpenses: number, tcEq: number, profitNet: number, canMakeLaycan: boolean, cheapest: boolean }> }> };

export type CalcOrderFieldsFragment = { id: string, databaseId: number, version: number, name: string, access: OrderAccess, freightMode: FreightMode, qtyMode: QtyMode, laycanStartDate: string, laycanEndDate: string, message: string | null, freightIdea: number, calculationFormat: string, cargoTransactionMode: string | null, cve: number, insurance: number, hireSurvey: number, canalExpenses: number, additionalPremium: number, ilohc: number, manoevringExp: number, miscExp: number, miscRevenue: number, bnkDelhs: number, bnkDells: number, bnkDelmgo: number, deliveryTerms: DeliveryTerms, tcAdcom: number, euaPriceEur: number, eurUsd: number, etsInPnl: boolean, fuelType: FuelType, fuelPriceOverridden: boolean, fuelCalculationMethod: FuelCalculationMethod, scrubberType: boolean, hsFuelPriceType0: number, hsFuelPriceType1: number, hsFuelPriceType2: number, hsFuelPriceType3: number, hsFuelPriceType4: number, lsFuelPriceType0: number, lsFuelPriceType1: number, lsFuelPriceType2: number, lsFuelPriceType3: number, lsFuelPriceType4: number, mgoFuelPriceType0: number, mgoFuelPriceType1: number, mgoFuelPriceType2: number, mgoFuelPriceType3: number, mgoFuelPriceType4: number, suez: boolean, panama: boolean, singapore: boolean, jwc: boolean, hra: boolean, eca: boolean, routeChoice: RouteChoice, canalDues: unknown, createdById: number | null, createdUserName: string, updatedAt: string, operations: Array<{ ' $fragmentRefs'?: { 'CalcOperationFieldsFragment': CalcOperationFieldsFragment } }>, cargoExtraDetails: Array<{ ' $fragmentRefs'?: { 'CalcExtraDetailFieldsFragment': CalcExtraDetailFieldsFragment } }> } & { ' $fragmentName'?: 'CalcOrderFieldsFragment' };

export type CalcOperationFieldsFragment = { id: string, databaseId: number, index: number, operation: OperationType, port: string, portId: number | null, portName: string | null, customPoint: boolean, lat: number | null, lng: number | null, country: string | null, cargo: string | null, account: string | null, grade: string | null, cargoQty: number, tolerance: number, min: number, max: number, rate: number, terms: string, factor: number, turnTime: number, extraDays: number, portExp: number, portStay: number, freight: number, adcom: number, other: number, brokerage: number, stowFactor: number, loadline: Loadline, sulfur: SulfurMode, draftRes: number, waterDensity: number, dwf: number, distNormal: number, distEca: number, speedNormal: number, speedECA: number, cargoTx: number, cargoTxOverriddenValue: number | null, lbmarker: LbMarker, notes: string | null, isExtra: boolean, pdaRemarks: string | null, isEu: boolean } & { ' $fragmentName'?: 'CalcOperationFieldsFragment' };

export type CalcExtraDetailFieldsFragment = { id: string, databaseId: number, operationId: number, bnkrFactor: number, speedFactor: number, speedReduce: number, reserve: BunkerReserve, paidBy: BunkerPaidBy, bunkerSuppliedHsfo: number, bunkerSuppliedLsfo: number, bunkerSuppliedMgo: number, hsfoFuelPriceType0: number, hsfoFuelPriceType1: number, hsfoFuelPriceType2: number, hsfoFuelPriceType3: number, hsfoFuelPriceType4: number, lsfoFuelPriceType0: number, lsfoFuelPriceType1: number, lsfoFuelPriceType2: number, lsfoFuelPriceType3: number, lsfoFuelPriceType4: number, mgoFuelPriceType0: number, mgoFuelPriceType1: number, mgoFuelPriceType2: number, mgoFuelPriceType3: number, mgoFuelPriceType4: number } & { ' $fragmentName'?: 'CalcExtraDetailFieldsFragment' };

export type CalcFleetEntryFieldsFragment = { id: string, databaseId: number, version: number, vesselId: number | null, vesselName: string, vesselSnapshot: unknown, dateOpening: string, port: string, isEuOpenPort: boolean, lat: number | null, lng: number | null, dwt: number, gbb: number, hirePerDay: number, hireGbb: number, remark: string | null, isReferenceVessel: boolean, saveLabel: string | null, selectedForSave: boolean, extraExpense: number, constants: number | null, bod: number | null, bunkerPriceOverridden: boolean, bnkDelhs: number, bnkDells: number, bnkDelmgo: number, bnkRedelhs: number, bnkRedells: number, bnkRedelmgo: number, bnkRedelTolerance: number, bnkPriceDeliveryhs: number, bnkPriceDeliveryls: number, bnkPriceDeliverymgo: number, bnkPriceRedeliveryhs: number, bnkPriceRedeliveryls: number, bnkPriceRedeliverymgo: number, bnkPriceSettlemenths: number, bnkPriceSettlementls: number, bnkPriceSettlementmgo: number, userId: number, updatedAt: string, splitHire: Array<{ hireRate: number, NoDays: number, applied: boolean, disable: boolean }> } & { ' $fragmentName'?: 'CalcFleetEntryFieldsFragment' };

export type CalculatorOrderQueryVariables = Exact<{
  id: number;
}>;


export type CalculatorOrderQuery = { order: { ' $fragmentRefs'?: { 'CalcOrderFieldsFragment': CalcOrderFieldsFragment } } };

export type CalculatorPortIsEuQueryVariables = Exact<{
  name: string;
}>;


export type CalculatorPortIsEuQuery = { portIsEu: boolean };

export type CalculatorOrderListQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type CalculatorOrderListQuery = { myOrders: { totalElements: number, content: Array<(
      { id: string, databaseId: number }
      & { ' $fragmentRefs'?: { 'CalcOrderRowFieldsFragment': CalcOrderRowFieldsFragment } }
    )> }, allOrders: { totalElements: number, content: Array<(
      { id: string, databaseId: number }
      & { ' $fragmentRefs'?: { 'CalcOrderRowFieldsFragment': CalcOrderRowFieldsFragment } }
    )> } };

export type CalculatorFleetQueryVariables = Exact<{ [key: string]: never; }>;


export type CalculatorFleetQuery = { myFleet: Array<{ ' $fragmentRefs'?: { 'CalcFleetEntryFieldsFragment': CalcFleetEntryFieldsFragment } }> };

export type CalculatorOrgUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type CalculatorOrgUsersQuery = { usersForOrg: Array<{ id: string, databaseId: number, firstName: string, lastName: string, fullname: string, email: string }> };

export type CalculationStreamSubscriptionVariables = Exact<{
  payload: CalculationRequest;
}>;


export type CalculationStreamSubscription = { calculationStream: { kind: CalculationEventKind, index: number, total: number, referenceFleetId: string | null, savedFleetId: string | null, savedResultId: number | null, runId: string | null, vessel: { ' $fragmentRefs'?: { 'CalcVesselResultFieldsFragment': CalcVesselResultFieldsFragment } } | null } };

export type CalculateOnceMutationVariables = Exact<{
  payload: CalculationRequest;
}>;


export type CalculateOnceMutation = { calculate: { referenceFleetId: string | null, savedFleetId: string | null, savedResultId: number | null, results: Array<{ ' $fragmentRefs'?: { 'CalcVesselResultFieldsFragment': CalcVesselResultFieldsFragment;'CalcVesselHeavyFieldsFragment': CalcVesselHeavyFieldsFragment } }> } };

export type CalculationRunVesselQueryVariables = Exact<{
  runId: string | number;
  fleetId: string | number;
}>;


export type CalculationRunVesselQuery = { calculationRunVessel: { ' $fragmentRefs'?: { 'CalcVesselHeavyFieldsFragment': CalcVesselHeavyFieldsFragment } } };

export type SaveCalculatorOrderMutationVariables = Exact<{
  input: OrderInput;
  version?: number | null | undefined;
}>;


export type SaveCalculatorOrderMutation = { saveOrder: { ' $fragmentRefs'?: { 'CalcOrderFieldsFragment': CalcOrderFieldsFragment } } };

export type SaveCalculatorFleetEntryMutationVariables = Exact<{
  input: FleetEntryInput;
  version?: number | null | undefined;
}>;


export type SaveCalculatorFleetEntryMutation = { saveFleetEntry: { ' $fragmentRefs'?: { 'CalcFleetEntryFieldsFragment': CalcFleetEntryFieldsFragment } } };

export type FleetAddLinesMutationVariables = Exact<{
  lines: Array<FleetEntryInput> | FleetEntryInput;
}>;


export type FleetAddLinesMutation = { addToFleet: Array<{ ' $fragmentRefs'?: { 'CalcFleetEntryFieldsFragment': CalcFleetEntryFieldsFragment } }> };

export type FleetMarkReferenceMutationVariables = Exact<{
  id: number;
}>;


export type FleetMarkReferenceMutation = { markReferenceVessel: Array<{ ' $fragmentRefs'?: { 'CalcFleetEntryFieldsFragment': CalcFleetEntryFieldsFragment } }> };

export type FleetDeleteEntryMutationVariables = Exact<{
  id: number;
}>;


export type FleetDeleteEntryMutation = { deleteFleetEntry: number };

export type FleetCopyUserMutationVariables = Exact<{
  userId: number;
  fleetIds: Array<number> | number;
}>;


export type FleetCopyUserMutation = { copyUserFleet: { count: number, entries: Array<{ ' $fragmentRefs'?: { 'CalcFleetEntryFieldsFragment': CalcFleetEntryFieldsFragment } }> } };

export type FleetOfUserQueryVariables = Exact<{
  userId: number;
}>;


export type FleetOfUserQuery = { userFleet: Array<{ id: string, databaseId: number, vesselName: string, dwt: number, port: string, dateOpening: string, hirePerDay: number }> };

export type FleetVesselSearchQueryVariables = Exact<{
  search: string;
  limit?: number | null | undefined;
}>;


export type FleetVesselSearchQuery = { vessels: { content: Array<{ id: string, databaseId: number, vesselName: string, vesselDwt: number }> } };

export type FleetPortRegionsQueryVariables = Exact<{ [key: string]: never; }>;


export type FleetPortRegionsQuery = { portRegions: Array<string> };

export type CalcFleetRowCalculationFragment = (
  { calculation: { orderKey: string | null, run: number, runId: string | null, signature: string, vessel: VesselResult } | null }
  & { ' $fragmentRefs'?: { 'FleetRow_CalculationFragment': FleetRow_CalculationFragment } }
) & { ' $fragmentName'?: 'CalcFleetRowCalculationFragment' };

export type GridLegDistancesQueryVariables = Exact<{
  input: PortDistanceInput;
}>;


export type GridLegDistancesQuery = { portDistances: Array<{ key: string, distNormal: number, distEca: number, overridden: boolean, notes: string | null, from: { name: string, lat: number, lng: number, portId: number | null, country: string | null, timeZone: string | null }, to: { name: string, lat: number, lng: number, portId: number | null, country: string | null, timeZone: string | null } }> };

export type GridSavePortDistanceMutationVariables = Exact<{
  input: SavePortDistanceInput;
}>;


export type GridSavePortDistanceMutation = { savePortDistance: { id: string, fromPort: string, toPort: string, distNormal: number | null, distEca: number | null, notes: string | null } };

export type GridPortFactsQueryVariables = Exact<{
  port: string;
}>;


export type GridPortFactsQuery = { portsByChar: Array<{ id: string, databaseId: number, name: string, country: string | null, lat: number, lng: number, timeZone: string | null, aliases: Array<string> }> };

export type CopyDraftAsMyOrderMutationVariables = Exact<{
  input: OrderInput;
}>;


export type CopyDraftAsMyOrderMutation = { createOrderAsCopy: { id: string, databaseId: number, name: string } };

export type CreatePanelVesselMutationVariables = Exact<{
  input: VesselInput;
}>;


export type CreatePanelVesselMutation = { createVessel: { id: string, databaseId: number, vesselName: string, vesselDwt: number, fuelType: FuelType, vesselScrubber: YesNo } };

export type CalcTableSpeedFieldsFragment = { row: number, knots: number, consumption: { hs: number, ls: number, mgo: number } } & { ' $fragmentName'?: 'CalcTableSpeedFieldsFragment' };

export type CalcVesselResultFieldsFragment = { fleetId: string, vesselName: string, tcEq: number, frtCost: number, profit: number, profitNet: number, profitPerDay: number, profitPerDayGBB: number | null, loadability: number, cargoCarried: number, vesselPremium: number | null, positionPremium: number | null, eta: string | null, arrivalLoadPort: string | null, canMakeLaycan: boolean, ballastLegSource: string | null, voyageDays: number, onHireDays: number, ballastLegUnrouted: { port: string, end: string, code: string, reason: string, distNormal: number, distEca: number } | null, fuelByGrade: { hs: number, ls: number, mgo: number }, selectedSpeeds: { ballast: { ' $fragmentRefs'?: { 'CalcTableSpeedFieldsFragment': CalcTableSpeedFieldsFragment } } | null, laden: { ' $fragmentRefs'?: { 'CalcTableSpeedFieldsFragment': CalcTableSpeedFieldsFragment } } | null }, details: { frtCost: number, profitPmt: number, profitNet: number, netFrtRevenue: number, hireExp: number, fuelExpenses: number, others: number, hsQty: number, lsQty: number, mgoQty: number, voyDuration: number, portStay: number, waiting: number, stowage: number, fuelSettleProfit: number }, emissions: { co2: number, etsAllowances: number, etsCostUsd: number, cii: { aer: number, rating: string, required: number, year: number } | null }, warnings: Array<{ no: number, level: CalcWarningLevel, message: string }> } & { ' $fragmentName'?: 'CalcVesselResultFieldsFragment' };

export type CalcVesselHeavyFieldsFragment = { fleetId: string, portToPortOperationResultMap: Array<ItineraryRow>, explain: ExplanationValue } & { ' $fragmentName'?: 'CalcVesselHeavyFieldsFragment' };

export type CalculatorSensitivityQueryVariables = Exact<{
  payload: CalculationRequest;
  columns: SensitivityAxisInput;
  rows: SensitivityAxisInput;
}>;


export type CalculatorSensitivityQuery = { sensitivity: { vessels: Array<{ fleetId: string, tcEq: Array<Array<number>>, profit: Array<Array<number>>, breakEvenFreight: Array<number | null> | null }>, best: { tcEq: Array<Array<number>>, fleetId: Array<Array<string>> } } };

export type EmailList_EmailFragment = { id: string, databaseId: number, sender: string, subject: string, receivedAt: string } & { ' $fragmentName'?: 'EmailList_EmailFragment' };

export type EmailsConnectionQueryVariables = Exact<{
  filter?: ReaderFilterInput | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type EmailsConnectionQuery = { emailsConnection: { totalCount: number, edges: Array<{ cursor: string, node: (
        { id: string }
        & { ' $fragmentRefs'?: { 'EmailList_EmailFragment': EmailList_EmailFragment } }
      ) }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ReaderEmailQueryVariables = Exact<{
  id: number;
}>;


export type ReaderEmailQuery = { readerEmail: { id: string, subject: string, from: string, to: string, receivedAt: string, text: string | null, html: string | null, positions: Array<{ id: string, vesselName: string, dwt: number | null, built: number | null, openPort: string | null, openDateFrom: string | null, openDateTo: string | null, region: string, gear: string | null, confidence: number | null, sourceLine: string | null, current: boolean }> } };

export type UploadEmailMutationVariables = Exact<{
  raw: string;
  listFilter?: ReaderFilterInput | null | undefined;
}>;


export type UploadEmailMutation = { uploadEmail: { id: number, duplicate: boolean, listed: boolean | null, email: (
      { id: string, databaseId: number, receivedAt: string }
      & { ' $fragmentRefs'?: { 'EmailList_EmailFragment': EmailList_EmailFragment } }
    ), positions: Array<{ id: string }> } };

export type ReaderMailboxQueryVariables = Exact<{ [key: string]: never; }>;


export type ReaderMailboxQuery = { mailbox: { host: string, port: number, tls: boolean, username: string, folder: string, enabled: boolean, status: string, lastConnectedAt: string | null, lastMessageAt: string | null, lastError: string | null, importedCount: number } | null };

export type ReaderSetMailboxMutationVariables = Exact<{
  input: MailboxInput;
}>;


export type ReaderSetMailboxMutation = { setMailbox: { status: string } };

export type RouteMapOrderQueryVariables = Exact<{
  id: number;
}>;


export type RouteMapOrderQuery = { order: { id: string, name: string, eca: boolean, hra: boolean, jwc: boolean, suez: boolean, panama: boolean, singapore: boolean, operations: Array<{ id: string, index: number, operation: OperationType, port: string, lat: number | null, lng: number | null }> } };

export type RouteDistancesQueryVariables = Exact<{
  input: PortDistanceInput;
}>;


export type RouteDistancesQuery = { portDistances: Array<{ key: string, distNormal: number, distEca: number, distance: number, passages: Array<string>, geometry: unknown, ecaGeometry: unknown, from: { name: string, lat: number, lng: number }, to: { name: string, lat: number, lng: number } }> };

export type OrdersTable_OrderFragment = { id: string, databaseId: number, name: string, access: string, firstLoadPort: string | null, lastDischargePort: string | null, cargo: string | null, loadQty: number, voyType: string, account: string | null, createdDate: string, createdUserName: string, pinned: boolean, userId: number | null } & { ' $fragmentName'?: 'OrdersTable_OrderFragment' };

export type OrderOwnerQueryVariables = Exact<{
  id: number;
}>;


export type OrderOwnerQuery = { order: { id: string, createdById: number | null, createdUserName: string } };

export type CopyOrderMutationVariables = Exact<{
  id: number;
}>;


export type CopyOrderMutation = { copyOrder: { id: string, databaseId: number, name: string } };

export type OrdersConnectionQueryVariables = Exact<{
  scope: OrderListScope;
  filter?: OrderSearchInput | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type OrdersConnectionQuery = { ordersConnection: { totalCount: number, edges: Array<{ cursor: string, node: (
        { id: string }
        & { ' $fragmentRefs'?: { 'OrdersTable_OrderFragment': OrdersTable_OrderFragment } }
      ) }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type OrderForDialogQueryVariables = Exact<{
  id: number;
}>;


export type OrderForDialogQuery = { order: { id: string, databaseId: number, version: number, name: string, access: OrderAccess, freightMode: FreightMode, qtyMode: QtyMode, laycanStartDate: string, laycanEndDate: string, message: string | null, createdAt: string, createdUserName: string, operations: Array<{ id: string, databaseId: number, index: number, operation: OperationType, lbmarker: LbMarker, port: string, portId: number | null, portName: string | null, customPoint: boolean, lat: number | null, lng: number | null, country: string | null, cargo: string | null, account: string | null, cargoQty: number, tolerance: number, min: number, max: number, rate: number, terms: string, factor: number, freight: number, adcom: number, other: number, brokerage: number }>, unmatchedPorts: Array<{ operationId: number, port: string, message: string }> } };

export type PinnedOrderIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type PinnedOrderIdsQuery = { pinnedOrderIds: Array<number> };

export type SaveOrderMutationVariables = Exact<{
  input: OrderInput;
  version?: number | null | undefined;
}>;


export type SaveOrderMutation = { saveOrder: { id: string, version: number, listRow: (
      { id: string, databaseId: number, createdDate: string }
      & { ' $fragmentRefs'?: { 'OrdersTable_OrderFragment': OrdersTable_OrderFragment } }
    ) } };

export type CreateOrderAsCopyMutationVariables = Exact<{
  input: OrderInput;
}>;


export type CreateOrderAsCopyMutation = { createOrderAsCopy: { id: string, listRow: (
      { id: string, databaseId: number, createdDate: string }
      & { ' $fragmentRefs'?: { 'OrdersTable_OrderFragment': OrdersTable_OrderFragment } }
    ) } };

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


export type PortsByCharQuery = { portsByChar: Array<{ id: string, databaseId: number, name: string, country: string | null, lat: number, lng: number, aliases: Array<string> }> };

export type OrganizationsTable_OrganizationFragment = { id: string, databaseId: number, organizationName: string, organizationCode: string, domain: string | null } & { ' $fragmentName'?: 'OrganizationsTable_OrganizationFragment' };

export type OrganizationsConnectionQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type OrganizationsConnectionQuery = { organizationsConnection: { totalCount: number, edges: Array<{ cursor: string, node: (
        { id: string, databaseId: number, organizationName: string }
        & { ' $fragmentRefs'?: { 'OrganizationsTable_OrganizationFragment': OrganizationsTable_OrganizationFragment;'OrganizationForm_OrganizationFragment': OrganizationForm_OrganizationFragment } }
      ) }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type OrganizationForDialogQueryVariables = Exact<{
  id: string | number;
}>;


export type OrganizationForDialogQuery = { node:
    | { __typename: 'ApiToken', id: string }
    | { __typename: 'AuditEvent', id: string }
    | { __typename: 'CargoExtraDetail', id: string }
    | { __typename: 'EmailPosition', id: string }
    | { __typename: 'EmailPositionSource', id: string }
    | { __typename: 'FleetEntry', id: string }
    | { __typename: 'Order', id: string }
    | { __typename: 'OrderListRow', id: string }
    | (
      { __typename: 'Organization', id: string }
      & { ' $fragmentRefs'?: { 'OrganizationForm_OrganizationFragment': OrganizationForm_OrganizationFragment } }
    )
    | { __typename: 'Port', id: string }
    | { __typename: 'PortDistanceOverride', id: string }
    | { __typename: 'PortOperation', id: string }
    | { __typename: 'Profile', id: string }
    | { __typename: 'ReadPosition', id: string }
    | { __typename: 'ReaderEmail', id: string }
    | { __typename: 'ReaderEmailView', id: string }
    | { __typename: 'RegistrationRequestRow', id: string }
    | { __typename: 'Role', id: string }
    | { __typename: 'SavedResult', id: string }
    | { __typename: 'SavedResultRowGql', id: string }
    | { __typename: 'User', id: string }
    | { __typename: 'Vessel', id: string }
   | null };

export type CreateOrganizationMutationVariables = Exact<{
  input: OrganizationInput;
}>;


export type CreateOrganizationMutation = { createOrganization: (
    { id: string, databaseId: number, organizationName: string }
    & { ' $fragmentRefs'?: { 'OrganizationsTable_OrganizationFragment': OrganizationsTable_OrganizationFragment;'OrganizationForm_OrganizationFragment': OrganizationForm_OrganizationFragment } }
  ) };

export type UpdateOrganizationMutationVariables = Exact<{
  id: number;
  input: OrganizationInput;
  version?: number | null | undefined;
}>;


export type UpdateOrganizationMutation = { updateOrganization: (
    { id: string, databaseId: number, organizationName: string }
    & { ' $fragmentRefs'?: { 'OrganizationsTable_OrganizationFragment': OrganizationsTable_OrganizationFragment;'OrganizationForm_OrganizationFragment': OrganizationForm_OrganizationFragment } }
  ) };

export type DeleteOrganizationMutationVariables = Exact<{
  id: number;
}>;


export type DeleteOrganizationMutation = { deleteOrganization: number };

export type OrganizationForm_OrganizationFragment = { databaseId: number, version: number, organizationName: string, organizationCode: string, domain: string | null, contactPerson: string | null, contactNumber: string | null, contactEmail: string | null, emailReceiver: string | null, orgType: OrgType } & { ' $fragmentName'?: 'OrganizationForm_OrganizationFragment' };

export type RequestRegistrationMutationVariables = Exact<{
  input: RegistrationRequestInput;
}>;


export type RequestRegistrationMutation = { requestRegistration: { message: string } };

export type RegistrationRequestsQueryVariables = Exact<{
  organizationId?: number | null | undefined;
}>;


export type RegistrationRequestsQuery = { registrationRequests: Array<{ id: string, databaseId: number, name: string, email: string, number: string, description: string | null, createdAt: string, organizationId: number | null, organizationName: string | null }> };

export type ConvertRegistrationRequestMutationVariables = Exact<{
  id: number;
  input: ConvertRegistrationInput;
}>;


export type ConvertRegistrationRequestMutation = { convertRegistrationRequest: (
    { id: string, databaseId: number, email: string, firstName: string, organizationId: number }
    & { ' $fragmentRefs'?: { 'UsersTable_UserFragment': UsersTable_UserFragment;'UserForm_UserFragment': UserForm_UserFragment } }
  ) };

export type DismissRegistrationRequestMutationVariables = Exact<{
  id: number;
}>;


export type DismissRegistrationRequestMutation = { dismissRegistrationRequest: number };

export type SavedResultCards_ResultFragment = { id: string, databaseId: number, saveLabel: string, vessel: string, name: string, firstLoadPort: string | null, lastDischargePort: string | null, loadQuantity: number, createdDate: string, createdUserName: string, userId: number | null } & { ' $fragmentName'?: 'SavedResultCards_ResultFragment' };

export type SavedPortTimeZonesQueryVariables = Exact<{
  names: Array<string> | string;
}>;


export type SavedPortTimeZonesQuery = { portTimeZones: Array<string | null> };

export type SavedResultsConnectionQueryVariables = Exact<{
  scope?: SavedResultScope | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type SavedResultsConnectionQuery = { savedResultsConnection: { totalCount: number, edges: Array<{ cursor: string, node: (
        { id: string }
        & { ' $fragmentRefs'?: { 'SavedResultCards_ResultFragment': SavedResultCards_ResultFragment } }
      ) }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type SavedResultDetailQueryVariables = Exact<{
  id: number;
}>;


export type SavedResultDetailQuery = { savedResult: { id: string, databaseId: number, saveLabel: string, vesselName: string, orderName: string, orderId: number | null, createdAt: string, createdUserName: string, firstLoadPort: string | null, lastDischargePort: string | null, loadQuantity: number, calculatorResult: unknown, cargoOrder: unknown, fleet: unknown, portOperation: unknown } };

export type DeleteSavedResultMutationVariables = Exact<{
  id: number;
}>;


export type DeleteSavedResultMutation = { deleteSavedResult: boolean };

export type UsersTable_UserFragment = { id: string, databaseId: number, fullname: string, email: string } & { ' $fragmentName'?: 'UsersTable_UserFragment' };

export type UsersConnectionQueryVariables = Exact<{
  organizationId?: number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type UsersConnectionQuery = { usersConnection: { totalCount: number, edges: Array<{ cursor: string, node: (
        { id: string, databaseId: number }
        & { ' $fragmentRefs'?: { 'UsersTable_UserFragment': UsersTable_UserFragment;'UserForm_UserFragment': UserForm_UserFragment } }
      ) }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type UserForEditQueryVariables = Exact<{
  id: number;
}>;


export type UserForEditQuery = { user: (
    { id: string }
    & { ' $fragmentRefs'?: { 'UserForm_UserFragment': UserForm_UserFragment } }
  ) };

export type RolesListQueryVariables = Exact<{ [key: string]: never; }>;


export type RolesListQuery = { roles: Array<{ id: string, name: string }> };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: (
    { id: string, databaseId: number, firstName: string, organizationId: number }
    & { ' $fragmentRefs'?: { 'UsersTable_UserFragment': UsersTable_UserFragment;'UserForm_UserFragment': UserForm_UserFragment } }
  ) };

export type UpdateUserMutationVariables = Exact<{
  id: number;
  input: UpdateUserInput;
  version?: number | null | undefined;
}>;


export type UpdateUserMutation = { updateUser: (
    { id: string, databaseId: number }
    & { ' $fragmentRefs'?: { 'UsersTable_UserFragment': UsersTable_UserFragment;'UserForm_UserFragment': UserForm_UserFragment } }
  ) };

export type DeleteUserMutationVariables = Exact<{
  id: number;
}>;


export type DeleteUserMutation = { deleteUser: number };

export type UserForm_UserFragment = { databaseId: number, version: number, firstName: string, lastName: string, email: string, dob: string | null, userAccessLevel: number, roles: Array<{ name: string }> } & { ' $fragmentName'?: 'UserForm_UserFragment' };

export type VersionDiffTable_DiffFragment = { from: { version: number, savedByName: string }, to: { version: number, savedByName: string }, changes: Array<{ section: VersionSection, row: number | null, field: string, label: string, kind: VersionChangeKind, before: unknown, after: unknown, unit: string | null, delta: number | null }> } & { ' $fragmentName'?: 'VersionDiffTable_DiffFragment' };

export type VersionList_VersionFragment = { version: number, savedByName: string, savedAt: string } & { ' $fragmentName'?: 'VersionList_VersionFragment' };

export type RecordVersionsQueryVariables = Exact<{
  record: VersionedRecord;
  id: number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type RecordVersionsQuery = { recordVersions: { totalCount: number, edges: Array<{ cursor: string, node: (
        { version: number }
        & { ' $fragmentRefs'?: { 'VersionList_VersionFragment': VersionList_VersionFragment } }
      ) }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type VersionDiffQueryVariables = Exact<{
  record: VersionedRecord;
  id: number;
  from: number;
  to: number;
}>;


export type VersionDiffQuery = { versionDiff: { ' $fragmentRefs'?: { 'VersionDiffTable_DiffFragment': VersionDiffTable_DiffFragment } } };

export type FleetListTab_EntryFragment = { id: string, databaseId: number, version: number, vesselId: number | null, vesselVersion: number | null, vesselName: string, vesselSnapshot: unknown, dwt: number, port: string, dateOpening: string, hirePerDay: number, hireGbb: number, createdUserName: string } & { ' $fragmentName'?: 'FleetListTab_EntryFragment' };

export type VesselListTab_VesselFragment = { id: string, databaseId: number, version: number, vesselName: string, vesselDwt: number, vesselDraftS: number, vesselShipowner: string | null, vesselCountry: string | null, vesselIMO: string | null, vesselTPC: number, vesselGrainCap: number, vesselBaleCap: number, vesselLOA: number | null, vesselBeam: number | null, vesselBuilt: number | null, vesselFlag: string | null, fuelType: FuelType, vesselScrubber: YesNo } & { ' $fragmentName'?: 'VesselListTab_VesselFragment' };

export type LoadLineRowFieldsFragment = { draft: number, displacement: number, dwt: number, freeBoard: number } & { ' $fragmentName'?: 'LoadLineRowFieldsFragment' };

export type VesselEditorForm_VesselFragment = { id: string, version: number, vesselName: string, vesselDwt: number, vesselIMO: string | null, vesselBalSpd1: number, vesselBalConsmHS1: number, vesselBalConsmLS1: number, vesselBalConsmMGO1: number, vesselBalSpd2: number, vesselBalConsmHS2: number, vesselBalConsmLS2: number, vesselBalConsmMGO2: number, vesselBalSpd3: number, vesselBalConsmHS3: number, vesselBalConsmLS3: number, vesselBalConsmMGO3: number, vesselBalSpd4: number, vesselBalConsmHS4: number, vesselBalConsmLS4: number, vesselBalConsmMGO4: number, vesselLdnSpd1: number, vesselLdnConsmHS1: number, vesselLdnConsmLS1: number, vesselLdnConsmMGO1: number, vesselLdnSpd2: number, vesselLdnConsmHS2: number, vesselLdnConsmLS2: number, vesselLdnConsmMGO2: number, vesselLdnSpd3: number, vesselLdnConsmHS3: number, vesselLdnConsmLS3: number, vesselLdnConsmMGO3: number, vesselLdnSpd4: number, vesselLdnConsmHS4: number, vesselLdnConsmLS4: number, vesselLdnConsmMGO4: number, vesselBalComb1Selected: boolean, vesselBalComb2Selected: boolean, vesselBalComb3Selected: boolean, vesselBalComb4Selected: boolean, vesselLadComb1Selected: boolean, vesselLadComb2Selected: boolean, vesselLadComb3Selected: boolean, vesselLadComb4Selected: boolean, vesselPIdleConsmHS: number, vesselPIdleConsmLS: number, vesselPIdleConsmMGO: number, vesselPLdgConsmHS: number, vesselPLdgConsmLS: number, vesselPLdgConsmMGO: number, vesselPDischConsmHS: number, vesselPDischConsmLS: number, vesselPDischConsmMGO: number, vesselVExtraConsmHS: number, vesselVExtraConsmLS: number, vesselVExtraConsmMGO: number, vesselExtraDetails: { vesselTextDescription: string, holdCapacity: Array<{ grainCapacity: number, baleCapacity: number, length: number, width: number, hatchLength: number, hatchWidth: number, tankTopStrength: number, deckStrength: number, hatchCoverStrength: number }>, loadLines: { tropicalFresh: { ' $fragmentRefs'?: { 'LoadLineRowFieldsFragment': LoadLineRowFieldsFragment } }, fresh: { ' $fragmentRefs'?: { 'LoadLineRowFieldsFragment': LoadLineRowFieldsFragment } }, tropical: { ' $fragmentRefs'?: { 'LoadLineRowFieldsFragment': LoadLineRowFieldsFragment } }, summer: { ' $fragmentRefs'?: { 'LoadLineRowFieldsFragment': LoadLineRowFieldsFragment } }, winter: { ' $fragmentRefs'?: { 'LoadLineRowFieldsFragment': LoadLineRowFieldsFragment } }, winterNorthAtlantic: { ' $fragmentRefs'?: { 'LoadLineRowFieldsFragment': LoadLineRowFieldsFragment } } } } | null } & { ' $fragmentName'?: 'VesselEditorForm_VesselFragment' };

export type VesselEditorQueryVariables = Exact<{
  id: number;
}>;


export type VesselEditorQuery = { vessel: (
    { id: string, version: number }
    & { ' $fragmentRefs'?: { 'VesselEditorForm_VesselFragment': VesselEditorForm_VesselFragment } }
  ) };

export type SaveVesselEditorMutationVariables = Exact<{
  id: number;
  input: VesselInput;
  version?: number | null | undefined;
}>;


export type SaveVesselEditorMutation = { updateVessel: (
    { id: string, version: number }
    & { ' $fragmentRefs'?: { 'VesselEditorForm_VesselFragment': VesselEditorForm_VesselFragment } }
  ) };

export type VesselsConnectionQueryVariables = Exact<{
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type VesselsConnectionQuery = { vesselsConnection: { totalCount: number, edges: Array<{ cursor: string, node: (
        { id: string }
        & { ' $fragmentRefs'?: { 'VesselListTab_VesselFragment': VesselListTab_VesselFragment } }
      ) }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type VesselForDialogQueryVariables = Exact<{
  id: number;
}>;


export type VesselForDialogQuery = { vessel: (
    { id: string }
    & { ' $fragmentRefs'?: { 'VesselListTab_VesselFragment': VesselListTab_VesselFragment } }
  ) };

export type FleetEntriesConnectionQueryVariables = Exact<{
  organizationId?: number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type FleetEntriesConnectionQuery = { fleetEntriesConnection: { totalCount: number, edges: Array<{ cursor: string, node: (
        { id: string }
        & { ' $fragmentRefs'?: { 'FleetListTab_EntryFragment': FleetListTab_EntryFragment } }
      ) }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type FleetEntryForDialogQueryVariables = Exact<{
  id: string | number;
}>;


export type FleetEntryForDialogQuery = { node:
    | { __typename: 'ApiToken', id: string }
    | { __typename: 'AuditEvent', id: string }
    | { __typename: 'CargoExtraDetail', id: string }
    | { __typename: 'EmailPosition', id: string }
    | { __typename: 'EmailPositionSource', id: string }
    | (
      { __typename: 'FleetEntry', id: string }
      & { ' $fragmentRefs'?: { 'FleetListTab_EntryFragment': FleetListTab_EntryFragment } }
    )
    | { __typename: 'Order', id: string }
    | { __typename: 'OrderListRow', id: string }
    | { __typename: 'Organization', id: string }
    | { __typename: 'Port', id: string }
    | { __typename: 'PortDistanceOverride', id: string }
    | { __typename: 'PortOperation', id: string }
    | { __typename: 'Profile', id: string }
    | { __typename: 'ReadPosition', id: string }
    | { __typename: 'ReaderEmail', id: string }
    | { __typename: 'ReaderEmailView', id: string }
    | { __typename: 'RegistrationRequestRow', id: string }
    | { __typename: 'Role', id: string }
    | { __typename: 'SavedResult', id: string }
    | { __typename: 'SavedResultRowGql', id: string }
    | { __typename: 'User', id: string }
    | { __typename: 'Vessel', id: string }
   | null };

export type FleetOrganizationsQueryVariables = Exact<{ [key: string]: never; }>;


export type FleetOrganizationsQuery = { organizations: Array<{ id: string, databaseId: number, organizationName: string }> };

export type CreateCatalogueVesselMutationVariables = Exact<{
  input: VesselInput;
}>;


export type CreateCatalogueVesselMutation = { createVessel: (
    { id: string, databaseId: number, vesselName: string }
    & { ' $fragmentRefs'?: { 'VesselListTab_VesselFragment': VesselListTab_VesselFragment } }
  ) };

export type UpdateCatalogueVesselMutationVariables = Exact<{
  id: number;
  input: VesselInput;
  version?: number | null | undefined;
}>;


export type UpdateCatalogueVesselMutation = { updateVessel: (
    { id: string, version: number, vesselName: string }
    & { ' $fragmentRefs'?: { 'VesselListTab_VesselFragment': VesselListTab_VesselFragment } }
  ) };

export type UpdateFleetWithVesselMutationVariables = Exact<{
  id: number;
  fleet: FleetEntryInput;
  vessel?: VesselInput | null | undefined;
  version?: number | null | undefined;
  vesselVersion?: number | null | undefined;
}>;


export type UpdateFleetWithVesselMutation = { updateFleetWithVessel: (
    { id: string }
    & { ' $fragmentRefs'?: { 'FleetListTab_EntryFragment': FleetListTab_EntryFragment } }
  ) };

export type DiscardFleetEntryMutationVariables = Exact<{
  id: number;
}>;


export type DiscardFleetEntryMutation = { deleteFleetEntry: number };

export type VoyagesTable_VoyageFragment = { id: string, databaseId: number, saveLabel: string, vessel: string, openingPort: string | null, name: string, firstLoadPort: string | null, lastDischargePort: string | null, loadQuantity: number, createdDate: string, userId: number | null } & { ' $fragmentName'?: 'VoyagesTable_VoyageFragment' };

export type VoyagesConnectionQueryVariables = Exact<{
  scope?: SavedResultScope | null | undefined;
  text?: string | null | undefined;
  type?: VoyageSearchField | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type VoyagesConnectionQuery = { voyagesConnection: { totalCount: number, edges: Array<{ cursor: string, node: (
        { id: string }
        & { ' $fragmentRefs'?: { 'VoyagesTable_VoyageFragment': VoyagesTable_VoyageFragment } }
      ) }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export const ApiTokensTable_TokenFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokensTable_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ApiTokensTable_TokenFragment, unknown>;
export const CalcOrderRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcOrderRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderListRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstLoadPort"}},{"kind":"Field","name":{"kind":"Name","value":"lastDischargePort"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"loadQty"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserName"}}]}}]} as unknown as DocumentNode<CalcOrderRowFieldsFragment, unknown>;
export const AutoTab_PositionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AutoTab_position"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailPosition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"vesselId"}},{"kind":"Field","name":{"kind":"Name","value":"dwt"}},{"kind":"Field","name":{"kind":"Name","value":"built"}},{"kind":"Field","name":{"kind":"Name","value":"gears"}},{"kind":"Field","name":{"kind":"Name","value":"portName"}},{"kind":"Field","name":{"kind":"Name","value":"portRegion"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpen"}},{"kind":"Field","name":{"kind":"Name","value":"emailDate"}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailId"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"emailDate"}},{"kind":"Field","name":{"kind":"Name","value":"portName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}}]}}]} as unknown as DocumentNode<AutoTab_PositionFragment, unknown>;
export const CalcOperationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcOperationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortOperation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"portId"}},{"kind":"Field","name":{"kind":"Name","value":"portName"}},{"kind":"Field","name":{"kind":"Name","value":"customPoint"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"cargoQty"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"factor"}},{"kind":"Field","name":{"kind":"Name","value":"turnTime"}},{"kind":"Field","name":{"kind":"Name","value":"extraDays"}},{"kind":"Field","name":{"kind":"Name","value":"portExp"}},{"kind":"Field","name":{"kind":"Name","value":"portStay"}},{"kind":"Field","name":{"kind":"Name","value":"freight"}},{"kind":"Field","name":{"kind":"Name","value":"adcom"}},{"kind":"Field","name":{"kind":"Name","value":"other"}},{"kind":"Field","name":{"kind":"Name","value":"brokerage"}},{"kind":"Field","name":{"kind":"Name","value":"stowFactor"}},{"kind":"Field","name":{"kind":"Name","value":"loadline"}},{"kind":"Field","name":{"kind":"Name","value":"sulfur"}},{"kind":"Field","name":{"kind":"Name","value":"draftRes"}},{"kind":"Field","name":{"kind":"Name","value":"waterDensity"}},{"kind":"Field","name":{"kind":"Name","value":"dwf"}},{"kind":"Field","name":{"kind":"Name","value":"distNormal"}},{"kind":"Field","name":{"kind":"Name","value":"distEca"}},{"kind":"Field","name":{"kind":"Name","value":"speedNormal"}},{"kind":"Field","name":{"kind":"Name","value":"speedECA"}},{"kind":"Field","name":{"kind":"Name","value":"cargoTx"}},{"kind":"Field","name":{"kind":"Name","value":"cargoTxOverriddenValue"}},{"kind":"Field","name":{"kind":"Name","value":"lbmarker"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"isExtra"}},{"kind":"Field","name":{"kind":"Name","value":"pdaRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"isEu"}}]}}]} as unknown as DocumentNode<CalcOperationFieldsFragment, unknown>;
export const CalcExtraDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcExtraDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CargoExtraDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"operationId"}},{"kind":"Field","name":{"kind":"Name","value":"bnkrFactor"}},{"kind":"Field","name":{"kind":"Name","value":"speedFactor"}},{"kind":"Field","name":{"kind":"Name","value":"speedReduce"}},{"kind":"Field","name":{"kind":"Name","value":"reserve"}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"}},{"kind":"Field","name":{"kind":"Name","value":"bunkerSuppliedHsfo"}},{"kind":"Field","name":{"kind":"Name","value":"bunkerSuppliedLsfo"}},{"kind":"Field","name":{"kind":"Name","value":"bunkerSuppliedMgo"}},{"kind":"Field","name":{"kind":"Name","value":"hsfoFuelPriceType0"}},{"kind":"Field","name":{"kind":"Name","value":"hsfoFuelPriceType1"}},{"kind":"Field","name":{"kind":"Name","value":"hsfoFuelPriceType2"}},{"kind":"Field","name":{"kind":"Name","value":"hsfoFuelPriceType3"}},{"kind":"Field","name":{"kind":"Name","value":"hsfoFuelPriceType4"}},{"kind":"Field","name":{"kind":"Name","value":"lsfoFuelPriceType0"}},{"kind":"Field","name":{"kind":"Name","value":"lsfoFuelPriceType1"}},{"kind":"Field","name":{"kind":"Name","value":"lsfoFuelPriceType2"}},{"kind":"Field","name":{"kind":"Name","value":"lsfoFuelPriceType3"}},{"kind":"Field","name":{"kind":"Name","value":"lsfoFuelPriceType4"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType0"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType1"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType2"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType3"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType4"}}]}}]} as unknown as DocumentNode<CalcExtraDetailFieldsFragment, unknown>;
export const CalcOrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"freightMode"}},{"kind":"Field","name":{"kind":"Name","value":"qtyMode"}},{"kind":"Field","name":{"kind":"Name","value":"laycanStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"laycanEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"freightIdea"}},{"kind":"Field","name":{"kind":"Name","value":"calculationFormat"}},{"kind":"Field","name":{"kind":"Name","value":"cargoTransactionMode"}},{"kind":"Field","name":{"kind":"Name","value":"cve"}},{"kind":"Field","name":{"kind":"Name","value":"insurance"}},{"kind":"Field","name":{"kind":"Name","value":"hireSurvey"}},{"kind":"Field","name":{"kind":"Name","value":"canalExpenses"}},{"kind":"Field","name":{"kind":"Name","value":"additionalPremium"}},{"kind":"Field","name":{"kind":"Name","value":"ilohc"}},{"kind":"Field","name":{"kind":"Name","value":"manoevringExp"}},{"kind":"Field","name":{"kind":"Name","value":"miscExp"}},{"kind":"Field","name":{"kind":"Name","value":"miscRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDelhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDells"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDelmgo"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTerms"}},{"kind":"Field","name":{"kind":"Name","value":"tcAdcom"}},{"kind":"Field","name":{"kind":"Name","value":"euaPriceEur"}},{"kind":"Field","name":{"kind":"Name","value":"eurUsd"}},{"kind":"Field","name":{"kind":"Name","value":"etsInPnl"}},{"kind":"Field","name":{"kind":"Name","value":"fuelType"}},{"kind":"Field","name":{"kind":"Name","value":"fuelPriceOverridden"}},{"kind":"Field","name":{"kind":"Name","value":"fuelCalculationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"scrubberType"}},{"kind":"Field","name":{"kind":"Name","value":"hsFuelPriceType0"}},{"kind":"Field","name":{"kind":"Name","value":"hsFuelPriceType1"}},{"kind":"Field","name":{"kind":"Name","value":"hsFuelPriceType2"}},{"kind":"Field","name":{"kind":"Name","value":"hsFuelPriceType3"}},{"kind":"Field","name":{"kind":"Name","value":"hsFuelPriceType4"}},{"kind":"Field","name":{"kind":"Name","value":"lsFuelPriceType0"}},{"kind":"Field","name":{"kind":"Name","value":"lsFuelPriceType1"}},{"kind":"Field","name":{"kind":"Name","value":"lsFuelPriceType2"}},{"kind":"Field","name":{"kind":"Name","value":"lsFuelPriceType3"}},{"kind":"Field","name":{"kind":"Name","value":"lsFuelPriceType4"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType0"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType1"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType2"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType3"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType4"}},{"kind":"Field","name":{"kind":"Name","value":"suez"}},{"kind":"Field","name":{"kind":"Name","value":"panama"}},{"kind":"Field","name":{"kind":"Name","value":"singapore"}},{"kind":"Field","name":{"kind":"Name","value":"jwc"}},{"kind":"Field","name":{"kind":"Name","value":"hra"}},{"kind":"Field","name":{"kind":"Name","value":"eca"}},{"kind":"Field","name":{"kind":"Name","value":"routeChoice"}},{"kind":"Field","name":{"kind":"Name","value":"canalDues"}},{"kind":"Field","name":{"kind":"Name","value":"createdById"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"operations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalcOperationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cargoExtraDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalcExtraDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcOperationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortOperation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"portId"}},{"kind":"Field","name":{"kind":"Name","value":"portName"}},{"kind":"Field","name":{"kind":"Name","value":"customPoint"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"cargoQty"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"factor"}},{"kind":"Field","name":{"kind":"Name","value":"turnTime"}},{"kind":"Field","name":{"kind":"Name","value":"extraDays"}},{"kind":"Field","name":{"kind":"Name","value":"portExp"}},{"kind":"Field","name":{"kind":"Name","value":"portStay"}},{"kind":"Field","name":{"kind":"Name","value":"freight"}},{"kind":"Field","name":{"kind":"Name","value":"adcom"}},{"kind":"Field","name":{"kind":"Name","value":"other"}},{"kind":"Field","name":{"kind":"Name","value":"brokerage"}},{"kind":"Field","name":{"kind":"Name","value":"stowFactor"}},{"kind":"Field","name":{"kind":"Name","value":"loadline"}},{"kind":"Field","name":{"kind":"Name","value":"sulfur"}},{"kind":"Field","name":{"kind":"Name","value":"draftRes"}},{"kind":"Field","name":{"kind":"Name","value":"waterDensity"}},{"kind":"Field","name":{"kind":"Name","value":"dwf"}},{"kind":"Field","name":{"kind":"Name","value":"distNormal"}},{"kind":"Field","name":{"kind":"Name","value":"distEca"}},{"kind":"Field","name":{"kind":"Name","value":"speedNormal"}},{"kind":"Field","name":{"kind":"Name","value":"speedECA"}},{"kind":"Field","name":{"kind":"Name","value":"cargoTx"}},{"kind":"Field","name":{"kind":"Name","value":"cargoTxOverriddenValue"}},{"kind":"Field","name":{"kind":"Name","value":"lbmarker"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"isExtra"}},{"kind":"Field","name":{"kind":"Name","value":"pdaRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"isEu"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcExtraDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CargoExtraDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"operationId"}},{"kind":"Field","name":{"kind":"Name","value":"bnkrFactor"}},{"kind":"Field","name":{"kind":"Name","value":"speedFactor"}},{"kind":"Field","name":{"kind":"Name","value":"speedReduce"}},{"kind":"Field","name":{"kind":"Name","value":"reserve"}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"}},{"kind":"Field","name":{"kind":"Name","value":"bunkerSuppliedHsfo"}},{"kind":"Field","name":{"kind":"Name","value":"bunkerSuppliedLsfo"}},{"kind":"Field","name":{"kind":"Name","value":"bunkerSuppliedMgo"}},{"kind":"Field","name":{"kind":"Name","value":"hsfoFuelPriceType0"}},{"kind":"Field","name":{"kind":"Name","value":"hsfoFuelPriceType1"}},{"kind":"Field","name":{"kind":"Name","value":"hsfoFuelPriceType2"}},{"kind":"Field","name":{"kind":"Name","value":"hsfoFuelPriceType3"}},{"kind":"Field","name":{"kind":"Name","value":"hsfoFuelPriceType4"}},{"kind":"Field","name":{"kind":"Name","value":"lsfoFuelPriceType0"}},{"kind":"Field","name":{"kind":"Name","value":"lsfoFuelPriceType1"}},{"kind":"Field","name":{"kind":"Name","value":"lsfoFuelPriceType2"}},{"kind":"Field","name":{"kind":"Name","value":"lsfoFuelPriceType3"}},{"kind":"Field","name":{"kind":"Name","value":"lsfoFuelPriceType4"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType0"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType1"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType2"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType3"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType4"}}]}}]} as unknown as DocumentNode<CalcOrderFieldsFragment, unknown>;
export const CalcFleetEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcFleetEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FleetEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"vesselId"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"vesselSnapshot"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpening"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"isEuOpenPort"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"dwt"}},{"kind":"Field","name":{"kind":"Name","value":"gbb"}},{"kind":"Field","name":{"kind":"Name","value":"hirePerDay"}},{"kind":"Field","name":{"kind":"Name","value":"hireGbb"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"isReferenceVessel"}},{"kind":"Field","name":{"kind":"Name","value":"saveLabel"}},{"kind":"Field","name":{"kind":"Name","value":"selectedForSave"}},{"kind":"Field","name":{"kind":"Name","value":"extraExpense"}},{"kind":"Field","name":{"kind":"Name","value":"constants"}},{"kind":"Field","name":{"kind":"Name","value":"bod"}},{"kind":"Field","name":{"kind":"Name","value":"bunkerPriceOverridden"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDelhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDells"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDelmgo"}},{"kind":"Field","name":{"kind":"Name","value":"bnkRedelhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkRedells"}},{"kind":"Field","name":{"kind":"Name","value":"bnkRedelmgo"}},{"kind":"Field","name":{"kind":"Name","value":"bnkRedelTolerance"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceDeliveryhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceDeliveryls"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceDeliverymgo"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceRedeliveryhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceRedeliveryls"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceRedeliverymgo"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceSettlemenths"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceSettlementls"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceSettlementmgo"}},{"kind":"Field","name":{"kind":"Name","value":"splitHire"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hireRate"}},{"kind":"Field","name":{"kind":"Name","value":"NoDays"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"disable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CalcFleetEntryFieldsFragment, unknown>;
export const FleetRow_CalculationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FleetRow_calculation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FleetEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calculation"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"client"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderKey"}},{"kind":"Field","name":{"kind":"Name","value":"run"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}},{"kind":"Field","name":{"kind":"Name","value":"vessel"}}]}}]}}]} as unknown as DocumentNode<FleetRow_CalculationFragment, unknown>;
export const CalcFleetRowCalculationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcFleetRowCalculation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FleetEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calculation"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"client"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderKey"}},{"kind":"Field","name":{"kind":"Name","value":"run"}},{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}},{"kind":"Field","name":{"kind":"Name","value":"vessel"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FleetRow_calculation"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FleetRow_calculation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FleetEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calculation"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"client"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderKey"}},{"kind":"Field","name":{"kind":"Name","value":"run"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}},{"kind":"Field","name":{"kind":"Name","value":"vessel"}}]}}]}}]} as unknown as DocumentNode<CalcFleetRowCalculationFragment, unknown>;
export const CalcTableSpeedFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcTableSpeedFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TableSpeed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"knots"}},{"kind":"Field","name":{"kind":"Name","value":"consumption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hs"}},{"kind":"Field","name":{"kind":"Name","value":"ls"}},{"kind":"Field","name":{"kind":"Name","value":"mgo"}}]}}]}}]} as unknown as DocumentNode<CalcTableSpeedFieldsFragment, unknown>;
export const CalcVesselResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcVesselResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VesselResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fleetId"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"tcEq"}},{"kind":"Field","name":{"kind":"Name","value":"frtCost"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"profitNet"}},{"kind":"Field","name":{"kind":"Name","value":"profitPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"profitPerDayGBB"}},{"kind":"Field","name":{"kind":"Name","value":"loadability"}},{"kind":"Field","name":{"kind":"Name","value":"cargoCarried"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPremium"}},{"kind":"Field","name":{"kind":"Name","value":"positionPremium"}},{"kind":"Field","name":{"kind":"Name","value":"eta"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalLoadPort"}},{"kind":"Field","name":{"kind":"Name","value":"canMakeLaycan"}},{"kind":"Field","name":{"kind":"Name","value":"ballastLegSource"}},{"kind":"Field","name":{"kind":"Name","value":"ballastLegUnrouted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"distNormal"}},{"kind":"Field","name":{"kind":"Name","value":"distEca"}}]}},{"kind":"Field","name":{"kind":"Name","value":"voyageDays"}},{"kind":"Field","name":{"kind":"Name","value":"onHireDays"}},{"kind":"Field","name":{"kind":"Name","value":"fuelByGrade"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hs"}},{"kind":"Field","name":{"kind":"Name","value":"ls"}},{"kind":"Field","name":{"kind":"Name","value":"mgo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedSpeeds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ballast"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalcTableSpeedFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"laden"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalcTableSpeedFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frtCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPmt"}},{"kind":"Field","name":{"kind":"Name","value":"profitNet"}},{"kind":"Field","name":{"kind":"Name","value":"netFrtRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"hireExp"}},{"kind":"Field","name":{"kind":"Name","value":"fuelExpenses"}},{"kind":"Field","name":{"kind":"Name","value":"others"}},{"kind":"Field","name":{"kind":"Name","value":"hsQty"}},{"kind":"Field","name":{"kind":"Name","value":"lsQty"}},{"kind":"Field","name":{"kind":"Name","value":"mgoQty"}},{"kind":"Field","name":{"kind":"Name","value":"voyDuration"}},{"kind":"Field","name":{"kind":"Name","value":"portStay"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"stowage"}},{"kind":"Field","name":{"kind":"Name","value":"fuelSettleProfit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"co2"}},{"kind":"Field","name":{"kind":"Name","value":"etsAllowances"}},{"kind":"Field","name":{"kind":"Name","value":"etsCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"cii"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aer"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"no"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcTableSpeedFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TableSpeed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"knots"}},{"kind":"Field","name":{"kind":"Name","value":"consumption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hs"}},{"kind":"Field","name":{"kind":"Name","value":"ls"}},{"kind":"Field","name":{"kind":"Name","value":"mgo"}}]}}]}}]} as unknown as DocumentNode<CalcVesselResultFieldsFragment, unknown>;
export const CalcVesselHeavyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcVesselHeavyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VesselResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fleetId"}},{"kind":"Field","alias":{"kind":"Name","value":"portToPortOperationResultMap"},"name":{"kind":"Name","value":"itineraryRows"}},{"kind":"Field","alias":{"kind":"Name","value":"explain"},"name":{"kind":"Name","value":"explanation"}}]}}]} as unknown as DocumentNode<CalcVesselHeavyFieldsFragment, unknown>;
export const EmailList_EmailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailList_email"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReaderEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}}]}}]} as unknown as DocumentNode<EmailList_EmailFragment, unknown>;
export const OrdersTable_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrdersTable_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderListRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"firstLoadPort"}},{"kind":"Field","name":{"kind":"Name","value":"lastDischargePort"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"loadQty"}},{"kind":"Field","name":{"kind":"Name","value":"voyType"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserName"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]} as unknown as DocumentNode<OrdersTable_OrderFragment, unknown>;
export const OrganizationsTable_OrganizationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationsTable_organization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationCode"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}}]} as unknown as DocumentNode<OrganizationsTable_OrganizationFragment, unknown>;
export const OrganizationForm_OrganizationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationForm_organization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationCode"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"contactPerson"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailReceiver"}},{"kind":"Field","name":{"kind":"Name","value":"orgType"}}]}}]} as unknown as DocumentNode<OrganizationForm_OrganizationFragment, unknown>;
export const SavedResultCards_ResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedResultCards_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedResultRowGql"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"saveLabel"}},{"kind":"Field","name":{"kind":"Name","value":"vessel"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstLoadPort"}},{"kind":"Field","name":{"kind":"Name","value":"lastDischargePort"}},{"kind":"Field","name":{"kind":"Name","value":"loadQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserName"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]} as unknown as DocumentNode<SavedResultCards_ResultFragment, unknown>;
export const UsersTable_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersTable_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode<UsersTable_UserFragment, unknown>;
export const UserForm_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"userAccessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UserForm_UserFragment, unknown>;
export const VersionDiffTable_DiffFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VersionDiffTable_diff"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VersionDiff"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"savedByName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"savedByName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"delta"}}]}}]}}]} as unknown as DocumentNode<VersionDiffTable_DiffFragment, unknown>;
export const VersionList_VersionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VersionList_version"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"savedByName"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}}]} as unknown as DocumentNode<VersionList_VersionFragment, unknown>;
export const FleetListTab_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FleetListTab_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FleetEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"vesselId"}},{"kind":"Field","name":{"kind":"Name","value":"vesselVersion"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"vesselSnapshot"}},{"kind":"Field","name":{"kind":"Name","value":"dwt"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpening"}},{"kind":"Field","name":{"kind":"Name","value":"hirePerDay"}},{"kind":"Field","name":{"kind":"Name","value":"hireGbb"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserName"}}]}}]} as unknown as DocumentNode<FleetListTab_EntryFragment, unknown>;
export const VesselListTab_VesselFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VesselListTab_vessel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Vessel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"vesselDwt"}},{"kind":"Field","name":{"kind":"Name","value":"vesselDraftS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselShipowner"}},{"kind":"Field","name":{"kind":"Name","value":"vesselCountry"}},{"kind":"Field","name":{"kind":"Name","value":"vesselIMO"}},{"kind":"Field","name":{"kind":"Name","value":"vesselTPC"}},{"kind":"Field","name":{"kind":"Name","value":"vesselGrainCap"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBaleCap"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLOA"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBeam"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"vesselFlag"}},{"kind":"Field","name":{"kind":"Name","value":"fuelType"}},{"kind":"Field","name":{"kind":"Name","value":"vesselScrubber"}}]}}]} as unknown as DocumentNode<VesselListTab_VesselFragment, unknown>;
export const LoadLineRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoadLineRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoadLineRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"displacement"}},{"kind":"Field","name":{"kind":"Name","value":"dwt"}},{"kind":"Field","name":{"kind":"Name","value":"freeBoard"}}]}}]} as unknown as DocumentNode<LoadLineRowFieldsFragment, unknown>;
export const VesselEditorForm_VesselFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VesselEditorForm_vessel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Vessel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"vesselDwt"}},{"kind":"Field","name":{"kind":"Name","value":"vesselIMO"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalSpd1"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmHS1"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmLS1"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmMGO1"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalSpd2"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmHS2"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmLS2"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmMGO2"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalSpd3"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmHS3"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmLS3"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmMGO3"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalSpd4"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmHS4"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmLS4"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmMGO4"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnSpd1"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmHS1"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmLS1"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmMGO1"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnSpd2"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmHS2"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmLS2"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmMGO2"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnSpd3"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmHS3"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmLS3"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmMGO3"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnSpd4"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmHS4"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmLS4"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmMGO4"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalComb1Selected"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalComb2Selected"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalComb3Selected"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalComb4Selected"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLadComb1Selected"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLadComb2Selected"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLadComb3Selected"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLadComb4Selected"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPIdleConsmHS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPIdleConsmLS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPIdleConsmMGO"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPLdgConsmHS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPLdgConsmLS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPLdgConsmMGO"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPDischConsmHS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPDischConsmLS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPDischConsmMGO"}},{"kind":"Field","name":{"kind":"Name","value":"vesselVExtraConsmHS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselVExtraConsmLS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselVExtraConsmMGO"}},{"kind":"Field","name":{"kind":"Name","value":"vesselExtraDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vesselTextDescription"}},{"kind":"Field","name":{"kind":"Name","value":"holdCapacity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grainCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"baleCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"hatchLength"}},{"kind":"Field","name":{"kind":"Name","value":"hatchWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tankTopStrength"}},{"kind":"Field","name":{"kind":"Name","value":"deckStrength"}},{"kind":"Field","name":{"kind":"Name","value":"hatchCoverStrength"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loadLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tropicalFresh"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadLineRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fresh"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadLineRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tropical"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadLineRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadLineRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadLineRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winterNorthAtlantic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadLineRowFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoadLineRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoadLineRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"displacement"}},{"kind":"Field","name":{"kind":"Name","value":"dwt"}},{"kind":"Field","name":{"kind":"Name","value":"freeBoard"}}]}}]} as unknown as DocumentNode<VesselEditorForm_VesselFragment, unknown>;
export const VoyagesTable_VoyageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VoyagesTable_voyage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedResultRowGql"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"saveLabel"}},{"kind":"Field","name":{"kind":"Name","value":"vessel"}},{"kind":"Field","name":{"kind":"Name","value":"openingPort"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstLoadPort"}},{"kind":"Field","name":{"kind":"Name","value":"lastDischargePort"}},{"kind":"Field","name":{"kind":"Name","value":"loadQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]} as unknown as DocumentNode<VoyagesTable_VoyageFragment, unknown>;
export const ApiTokensConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokensConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokensConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokensTable_token"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokensTable_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ApiTokensConnectionQuery, ApiTokensConnectionQueryVariables>;
export const CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokensTable_token"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokensTable_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokensTable_token"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokensTable_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const ForgetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ForgetPasswordMutation, ForgetPasswordMutationVariables>;
export const UpdatePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdatePasswordMutation, UpdatePasswordMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"realMe"}},{"kind":"Field","name":{"kind":"Name","value":"FirstName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const OidcSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OidcSignIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oidcSignIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"startUrl"}}]}}]}}]} as unknown as DocumentNode<OidcSignInQuery, OidcSignInQueryVariables>;
export const ProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allowedRoutes"}}]}}]}}]} as unknown as DocumentNode<ProfileQuery, ProfileQueryVariables>;
export const AutoTabPositionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AutoTabPositions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailPositionFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailPositionsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AutoTab_position"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AutoTab_position"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailPosition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"vesselId"}},{"kind":"Field","name":{"kind":"Name","value":"dwt"}},{"kind":"Field","name":{"kind":"Name","value":"built"}},{"kind":"Field","name":{"kind":"Name","value":"gears"}},{"kind":"Field","name":{"kind":"Name","value":"portName"}},{"kind":"Field","name":{"kind":"Name","value":"portRegion"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpen"}},{"kind":"Field","name":{"kind":"Name","value":"emailDate"}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailId"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"emailDate"}},{"kind":"Field","name":{"kind":"Name","value":"portName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}}]}}]} as unknown as DocumentNode<AutoTabPositionsQuery, AutoTabPositionsQueryVariables>;
export const CalculatorOptimalSpeedsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalculatorOptimalSpeeds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payload"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CalculationPayload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optimalSpeeds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payload"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fleetId"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ballastKnots"}},{"kind":"Field","name":{"kind":"Name","value":"ladenKnots"}},{"kind":"Field","name":{"kind":"Name","value":"tcEq"}},{"kind":"Field","name":{"kind":"Name","value":"profitNet"}},{"kind":"Field","name":{"kind":"Name","value":"canMakeLaycan"}},{"kind":"Field","name":{"kind":"Name","value":"cii"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unconstrained"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"point"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ballastKnots"}},{"kind":"Field","name":{"kind":"Name","value":"ladenKnots"}},{"kind":"Field","name":{"kind":"Name","value":"tcEq"}},{"kind":"Field","name":{"kind":"Name","value":"profitNet"}},{"kind":"Field","name":{"kind":"Name","value":"canMakeLaycan"}},{"kind":"Field","name":{"kind":"Name","value":"cii"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gainPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ciiFloor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"point"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ballastKnots"}},{"kind":"Field","name":{"kind":"Name","value":"ladenKnots"}},{"kind":"Field","name":{"kind":"Name","value":"tcEq"}},{"kind":"Field","name":{"kind":"Name","value":"profitNet"}},{"kind":"Field","name":{"kind":"Name","value":"canMakeLaycan"}},{"kind":"Field","name":{"kind":"Name","value":"cii"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gainPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<CalculatorOptimalSpeedsQuery, CalculatorOptimalSpeedsQueryVariables>;
export const CalculatorRouteAlternativesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalculatorRouteAlternatives"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payload"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CalculationPayload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"canalDues"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CanalDuesInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routeAlternatives"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payload"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payload"}}},{"kind":"Argument","name":{"kind":"Name","value":"canalDues"},"value":{"kind":"Variable","name":{"kind":"Name","value":"canalDues"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fleetId"}},{"kind":"Field","name":{"kind":"Name","value":"alternatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"canals"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"voyageDays"}},{"kind":"Field","name":{"kind":"Name","value":"canalDues"}},{"kind":"Field","name":{"kind":"Name","value":"canalExpenses"}},{"kind":"Field","name":{"kind":"Name","value":"tcEq"}},{"kind":"Field","name":{"kind":"Name","value":"profitNet"}},{"kind":"Field","name":{"kind":"Name","value":"canMakeLaycan"}},{"kind":"Field","name":{"kind":"Name","value":"cheapest"}}]}}]}}]}}]} as unknown as DocumentNode<CalculatorRouteAlternativesQuery, CalculatorRouteAlternativesQueryVariables>;
export const CalculatorOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalculatorOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalcOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcOperationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortOperation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"portId"}},{"kind":"Field","name":{"kind":"Name","value":"portName"}},{"kind":"Field","name":{"kind":"Name","value":"customPoint"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"cargoQty"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"factor"}},{"kind":"Field","name":{"kind":"Name","value":"turnTime"}},{"kind":"Field","name":{"kind":"Name","value":"extraDays"}},{"kind":"Field","name":{"kind":"Name","value":"portExp"}},{"kind":"Field","name":{"kind":"Name","value":"portStay"}},{"kind":"Field","name":{"kind":"Name","value":"freight"}},{"kind":"Field","name":{"kind":"Name","value":"adcom"}},{"kind":"Field","name":{"kind":"Name","value":"other"}},{"kind":"Field","name":{"kind":"Name","value":"brokerage"}},{"kind":"Field","name":{"kind":"Name","value":"stowFactor"}},{"kind":"Field","name":{"kind":"Name","value":"loadline"}},{"kind":"Field","name":{"kind":"Name","value":"sulfur"}},{"kind":"Field","name":{"kind":"Name","value":"draftRes"}},{"kind":"Field","name":{"kind":"Name","value":"waterDensity"}},{"kind":"Field","name":{"kind":"Name","value":"dwf"}},{"kind":"Field","name":{"kind":"Name","value":"distNormal"}},{"kind":"Field","name":{"kind":"Name","value":"distEca"}},{"kind":"Field","name":{"kind":"Name","value":"speedNormal"}},{"kind":"Field","name":{"kind":"Name","value":"speedECA"}},{"kind":"Field","name":{"kind":"Name","value":"cargoTx"}},{"kind":"Field","name":{"kind":"Name","value":"cargoTxOverriddenValue"}},{"kind":"Field","name":{"kind":"Name","value":"lbmarker"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"isExtra"}},{"kind":"Field","name":{"kind":"Name","value":"pdaRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"isEu"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcExtraDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CargoExtraDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"operationId"}},{"kind":"Field","name":{"kind":"Name","value":"bnkrFactor"}},{"kind":"Field","name":{"kind":"Name","value":"speedFactor"}},{"kind":"Field","name":{"kind":"Name","value":"speedReduce"}},{"kind":"Field","name":{"kind":"Name","value":"reserve"}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"}},{"kind":"Field","name":{"kind":"Name","value":"bunkerSuppliedHsfo"}},{"kind":"Field","name":{"kind":"Name","value":"bunkerSuppliedLsfo"}},{"kind":"Field","name":{"kind":"Name","value":"bunkerSuppliedMgo"}},{"kind":"Field","name":{"kind":"Name","value":"hsfoFuelPriceType0"}},{"kind":"Field","name":{"kind":"Name","value":"hsfoFuelPriceType1"}},{"kind":"Field","name":{"kind":"Name","value":"hsfoFuelPriceType2"}},{"kind":"Field","name":{"kind":"Name","value":"hsfoFuelPriceType3"}},{"kind":"Field","name":{"kind":"Name","value":"hsfoFuelPriceType4"}},{"kind":"Field","name":{"kind":"Name","value":"lsfoFuelPriceType0"}},{"kind":"Field","name":{"kind":"Name","value":"lsfoFuelPriceType1"}},{"kind":"Field","name":{"kind":"Name","value":"lsfoFuelPriceType2"}},{"kind":"Field","name":{"kind":"Name","value":"lsfoFuelPriceType3"}},{"kind":"Field","name":{"kind":"Name","value":"lsfoFuelPriceType4"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType0"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType1"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType2"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType3"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType4"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"freightMode"}},{"kind":"Field","name":{"kind":"Name","value":"qtyMode"}},{"kind":"Field","name":{"kind":"Name","value":"laycanStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"laycanEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"freightIdea"}},{"kind":"Field","name":{"kind":"Name","value":"calculationFormat"}},{"kind":"Field","name":{"kind":"Name","value":"cargoTransactionMode"}},{"kind":"Field","name":{"kind":"Name","value":"cve"}},{"kind":"Field","name":{"kind":"Name","value":"insurance"}},{"kind":"Field","name":{"kind":"Name","value":"hireSurvey"}},{"kind":"Field","name":{"kind":"Name","value":"canalExpenses"}},{"kind":"Field","name":{"kind":"Name","value":"additionalPremium"}},{"kind":"Field","name":{"kind":"Name","value":"ilohc"}},{"kind":"Field","name":{"kind":"Name","value":"manoevringExp"}},{"kind":"Field","name":{"kind":"Name","value":"miscExp"}},{"kind":"Field","name":{"kind":"Name","value":"miscRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDelhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDells"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDelmgo"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTerms"}},{"kind":"Field","name":{"kind":"Name","value":"tcAdcom"}},{"kind":"Field","name":{"kind":"Name","value":"euaPriceEur"}},{"kind":"Field","name":{"kind":"Name","value":"eurUsd"}},{"kind":"Field","name":{"kind":"Name","value":"etsInPnl"}},{"kind":"Field","name":{"kind":"Name","value":"fuelType"}},{"kind":"Field","name":{"kind":"Name","value":"fuelPriceOverridden"}},{"kind":"Field","name":{"kind":"Name","value":"fuelCalculationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"scrubberType"}},{"kind":"Field","name":{"kind":"Name","value":"hsFuelPriceType0"}},{"kind":"Field","name":{"kind":"Name","value":"hsFuelPriceType1"}},{"kind":"Field","name":{"kind":"Name","value":"hsFuelPriceType2"}},{"kind":"Field","name":{"kind":"Name","value":"hsFuelPriceType3"}},{"kind":"Field","name":{"kind":"Name","value":"hsFuelPriceType4"}},{"kind":"Field","name":{"kind":"Name","value":"lsFuelPriceType0"}},{"kind":"Field","name":{"kind":"Name","value":"lsFuelPriceType1"}},{"kind":"Field","name":{"kind":"Name","value":"lsFuelPriceType2"}},{"kind":"Field","name":{"kind":"Name","value":"lsFuelPriceType3"}},{"kind":"Field","name":{"kind":"Name","value":"lsFuelPriceType4"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType0"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType1"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType2"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType3"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType4"}},{"kind":"Field","name":{"kind":"Name","value":"suez"}},{"kind":"Field","name":{"kind":"Name","value":"panama"}},{"kind":"Field","name":{"kind":"Name","value":"singapore"}},{"kind":"Field","name":{"kind":"Name","value":"jwc"}},{"kind":"Field","name":{"kind":"Name","value":"hra"}},{"kind":"Field","name":{"kind":"Name","value":"eca"}},{"kind":"Field","name":{"kind":"Name","value":"routeChoice"}},{"kind":"Field","name":{"kind":"Name","value":"canalDues"}},{"kind":"Field","name":{"kind":"Name","value":"createdById"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"operations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalcOperationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cargoExtraDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalcExtraDetailFields"}}]}}]}}]} as unknown as DocumentNode<CalculatorOrderQuery, CalculatorOrderQueryVariables>;
export const CalculatorPortIsEuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalculatorPortIsEu"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portIsEu"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}]}]}}]} as unknown as DocumentNode<CalculatorPortIsEuQuery, CalculatorPortIsEuQueryVariables>;
export const CalculatorOrderListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalculatorOrderList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalcOrderRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalcOrderRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcOrderRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderListRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstLoadPort"}},{"kind":"Field","name":{"kind":"Name","value":"lastDischargePort"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"loadQty"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserName"}}]}}]} as unknown as DocumentNode<CalculatorOrderListQuery, CalculatorOrderListQueryVariables>;
export const CalculatorFleetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalculatorFleet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFleet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalcFleetEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcFleetEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FleetEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"vesselId"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"vesselSnapshot"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpening"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"isEuOpenPort"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"dwt"}},{"kind":"Field","name":{"kind":"Name","value":"gbb"}},{"kind":"Field","name":{"kind":"Name","value":"hirePerDay"}},{"kind":"Field","name":{"kind":"Name","value":"hireGbb"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"isReferenceVessel"}},{"kind":"Field","name":{"kind":"Name","value":"saveLabel"}},{"kind":"Field","name":{"kind":"Name","value":"selectedForSave"}},{"kind":"Field","name":{"kind":"Name","value":"extraExpense"}},{"kind":"Field","name":{"kind":"Name","value":"constants"}},{"kind":"Field","name":{"kind":"Name","value":"bod"}},{"kind":"Field","name":{"kind":"Name","value":"bunkerPriceOverridden"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDelhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDells"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDelmgo"}},{"kind":"Field","name":{"kind":"Name","value":"bnkRedelhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkRedells"}},{"kind":"Field","name":{"kind":"Name","value":"bnkRedelmgo"}},{"kind":"Field","name":{"kind":"Name","value":"bnkRedelTolerance"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceDeliveryhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceDeliveryls"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceDeliverymgo"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceRedeliveryhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceRedeliveryls"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceRedeliverymgo"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceSettlemenths"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceSettlementls"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceSettlementmgo"}},{"kind":"Field","name":{"kind":"Name","value":"splitHire"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hireRate"}},{"kind":"Field","name":{"kind":"Name","value":"NoDays"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"disable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CalculatorFleetQuery, CalculatorFleetQueryVariables>;
export const CalculatorOrgUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalculatorOrgUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usersForOrg"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<CalculatorOrgUsersQuery, CalculatorOrgUsersQueryVariables>;
export const CalculationStreamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CalculationStream"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payload"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CalculationPayload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calculationStream"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payload"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"referenceFleetId"}},{"kind":"Field","name":{"kind":"Name","value":"savedFleetId"}},{"kind":"Field","name":{"kind":"Name","value":"savedResultId"}},{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"vessel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalcVesselResultFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcTableSpeedFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TableSpeed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"knots"}},{"kind":"Field","name":{"kind":"Name","value":"consumption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hs"}},{"kind":"Field","name":{"kind":"Name","value":"ls"}},{"kind":"Field","name":{"kind":"Name","value":"mgo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcVesselResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VesselResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fleetId"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"tcEq"}},{"kind":"Field","name":{"kind":"Name","value":"frtCost"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"profitNet"}},{"kind":"Field","name":{"kind":"Name","value":"profitPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"profitPerDayGBB"}},{"kind":"Field","name":{"kind":"Name","value":"loadability"}},{"kind":"Field","name":{"kind":"Name","value":"cargoCarried"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPremium"}},{"kind":"Field","name":{"kind":"Name","value":"positionPremium"}},{"kind":"Field","name":{"kind":"Name","value":"eta"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalLoadPort"}},{"kind":"Field","name":{"kind":"Name","value":"canMakeLaycan"}},{"kind":"Field","name":{"kind":"Name","value":"ballastLegSource"}},{"kind":"Field","name":{"kind":"Name","value":"ballastLegUnrouted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"distNormal"}},{"kind":"Field","name":{"kind":"Name","value":"distEca"}}]}},{"kind":"Field","name":{"kind":"Name","value":"voyageDays"}},{"kind":"Field","name":{"kind":"Name","value":"onHireDays"}},{"kind":"Field","name":{"kind":"Name","value":"fuelByGrade"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hs"}},{"kind":"Field","name":{"kind":"Name","value":"ls"}},{"kind":"Field","name":{"kind":"Name","value":"mgo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedSpeeds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ballast"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalcTableSpeedFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"laden"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalcTableSpeedFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frtCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPmt"}},{"kind":"Field","name":{"kind":"Name","value":"profitNet"}},{"kind":"Field","name":{"kind":"Name","value":"netFrtRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"hireExp"}},{"kind":"Field","name":{"kind":"Name","value":"fuelExpenses"}},{"kind":"Field","name":{"kind":"Name","value":"others"}},{"kind":"Field","name":{"kind":"Name","value":"hsQty"}},{"kind":"Field","name":{"kind":"Name","value":"lsQty"}},{"kind":"Field","name":{"kind":"Name","value":"mgoQty"}},{"kind":"Field","name":{"kind":"Name","value":"voyDuration"}},{"kind":"Field","name":{"kind":"Name","value":"portStay"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"stowage"}},{"kind":"Field","name":{"kind":"Name","value":"fuelSettleProfit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"co2"}},{"kind":"Field","name":{"kind":"Name","value":"etsAllowances"}},{"kind":"Field","name":{"kind":"Name","value":"etsCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"cii"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aer"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"no"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CalculationStreamSubscription, CalculationStreamSubscriptionVariables>;
export const CalculateOnceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CalculateOnce"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payload"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CalculationPayload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calculate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payload"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referenceFleetId"}},{"kind":"Field","name":{"kind":"Name","value":"savedFleetId"}},{"kind":"Field","name":{"kind":"Name","value":"savedResultId"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalcVesselResultFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalcVesselHeavyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcTableSpeedFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TableSpeed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"knots"}},{"kind":"Field","name":{"kind":"Name","value":"consumption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hs"}},{"kind":"Field","name":{"kind":"Name","value":"ls"}},{"kind":"Field","name":{"kind":"Name","value":"mgo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcVesselResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VesselResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fleetId"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"tcEq"}},{"kind":"Field","name":{"kind":"Name","value":"frtCost"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"profitNet"}},{"kind":"Field","name":{"kind":"Name","value":"profitPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"profitPerDayGBB"}},{"kind":"Field","name":{"kind":"Name","value":"loadability"}},{"kind":"Field","name":{"kind":"Name","value":"cargoCarried"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPremium"}},{"kind":"Field","name":{"kind":"Name","value":"positionPremium"}},{"kind":"Field","name":{"kind":"Name","value":"eta"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalLoadPort"}},{"kind":"Field","name":{"kind":"Name","value":"canMakeLaycan"}},{"kind":"Field","name":{"kind":"Name","value":"ballastLegSource"}},{"kind":"Field","name":{"kind":"Name","value":"ballastLegUnrouted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"distNormal"}},{"kind":"Field","name":{"kind":"Name","value":"distEca"}}]}},{"kind":"Field","name":{"kind":"Name","value":"voyageDays"}},{"kind":"Field","name":{"kind":"Name","value":"onHireDays"}},{"kind":"Field","name":{"kind":"Name","value":"fuelByGrade"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hs"}},{"kind":"Field","name":{"kind":"Name","value":"ls"}},{"kind":"Field","name":{"kind":"Name","value":"mgo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedSpeeds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ballast"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalcTableSpeedFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"laden"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalcTableSpeedFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frtCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitPmt"}},{"kind":"Field","name":{"kind":"Name","value":"profitNet"}},{"kind":"Field","name":{"kind":"Name","value":"netFrtRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"hireExp"}},{"kind":"Field","name":{"kind":"Name","value":"fuelExpenses"}},{"kind":"Field","name":{"kind":"Name","value":"others"}},{"kind":"Field","name":{"kind":"Name","value":"hsQty"}},{"kind":"Field","name":{"kind":"Name","value":"lsQty"}},{"kind":"Field","name":{"kind":"Name","value":"mgoQty"}},{"kind":"Field","name":{"kind":"Name","value":"voyDuration"}},{"kind":"Field","name":{"kind":"Name","value":"portStay"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"stowage"}},{"kind":"Field","name":{"kind":"Name","value":"fuelSettleProfit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"co2"}},{"kind":"Field","name":{"kind":"Name","value":"etsAllowances"}},{"kind":"Field","name":{"kind":"Name","value":"etsCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"cii"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aer"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"no"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcVesselHeavyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VesselResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fleetId"}},{"kind":"Field","alias":{"kind":"Name","value":"portToPortOperationResultMap"},"name":{"kind":"Name","value":"itineraryRows"}},{"kind":"Field","alias":{"kind":"Name","value":"explain"},"name":{"kind":"Name","value":"explanation"}}]}}]} as unknown as DocumentNode<CalculateOnceMutation, CalculateOnceMutationVariables>;
export const CalculationRunVesselDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalculationRunVessel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fleetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calculationRunVessel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"runId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fleetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fleetId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalcVesselHeavyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcVesselHeavyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VesselResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fleetId"}},{"kind":"Field","alias":{"kind":"Name","value":"portToPortOperationResultMap"},"name":{"kind":"Name","value":"itineraryRows"}},{"kind":"Field","alias":{"kind":"Name","value":"explain"},"name":{"kind":"Name","value":"explanation"}}]}}]} as unknown as DocumentNode<CalculationRunVesselQuery, CalculationRunVesselQueryVariables>;
export const SaveCalculatorOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCalculatorOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalcOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcOperationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortOperation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"portId"}},{"kind":"Field","name":{"kind":"Name","value":"portName"}},{"kind":"Field","name":{"kind":"Name","value":"customPoint"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"cargoQty"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"factor"}},{"kind":"Field","name":{"kind":"Name","value":"turnTime"}},{"kind":"Field","name":{"kind":"Name","value":"extraDays"}},{"kind":"Field","name":{"kind":"Name","value":"portExp"}},{"kind":"Field","name":{"kind":"Name","value":"portStay"}},{"kind":"Field","name":{"kind":"Name","value":"freight"}},{"kind":"Field","name":{"kind":"Name","value":"adcom"}},{"kind":"Field","name":{"kind":"Name","value":"other"}},{"kind":"Field","name":{"kind":"Name","value":"brokerage"}},{"kind":"Field","name":{"kind":"Name","value":"stowFactor"}},{"kind":"Field","name":{"kind":"Name","value":"loadline"}},{"kind":"Field","name":{"kind":"Name","value":"sulfur"}},{"kind":"Field","name":{"kind":"Name","value":"draftRes"}},{"kind":"Field","name":{"kind":"Name","value":"waterDensity"}},{"kind":"Field","name":{"kind":"Name","value":"dwf"}},{"kind":"Field","name":{"kind":"Name","value":"distNormal"}},{"kind":"Field","name":{"kind":"Name","value":"distEca"}},{"kind":"Field","name":{"kind":"Name","value":"speedNormal"}},{"kind":"Field","name":{"kind":"Name","value":"speedECA"}},{"kind":"Field","name":{"kind":"Name","value":"cargoTx"}},{"kind":"Field","name":{"kind":"Name","value":"cargoTxOverriddenValue"}},{"kind":"Field","name":{"kind":"Name","value":"lbmarker"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"isExtra"}},{"kind":"Field","name":{"kind":"Name","value":"pdaRemarks"}},{"kind":"Field","name":{"kind":"Name","value":"isEu"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcExtraDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CargoExtraDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"operationId"}},{"kind":"Field","name":{"kind":"Name","value":"bnkrFactor"}},{"kind":"Field","name":{"kind":"Name","value":"speedFactor"}},{"kind":"Field","name":{"kind":"Name","value":"speedReduce"}},{"kind":"Field","name":{"kind":"Name","value":"reserve"}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"}},{"kind":"Field","name":{"kind":"Name","value":"bunkerSuppliedHsfo"}},{"kind":"Field","name":{"kind":"Name","value":"bunkerSuppliedLsfo"}},{"kind":"Field","name":{"kind":"Name","value":"bunkerSuppliedMgo"}},{"kind":"Field","name":{"kind":"Name","value":"hsfoFuelPriceType0"}},{"kind":"Field","name":{"kind":"Name","value":"hsfoFuelPriceType1"}},{"kind":"Field","name":{"kind":"Name","value":"hsfoFuelPriceType2"}},{"kind":"Field","name":{"kind":"Name","value":"hsfoFuelPriceType3"}},{"kind":"Field","name":{"kind":"Name","value":"hsfoFuelPriceType4"}},{"kind":"Field","name":{"kind":"Name","value":"lsfoFuelPriceType0"}},{"kind":"Field","name":{"kind":"Name","value":"lsfoFuelPriceType1"}},{"kind":"Field","name":{"kind":"Name","value":"lsfoFuelPriceType2"}},{"kind":"Field","name":{"kind":"Name","value":"lsfoFuelPriceType3"}},{"kind":"Field","name":{"kind":"Name","value":"lsfoFuelPriceType4"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType0"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType1"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType2"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType3"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType4"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"freightMode"}},{"kind":"Field","name":{"kind":"Name","value":"qtyMode"}},{"kind":"Field","name":{"kind":"Name","value":"laycanStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"laycanEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"freightIdea"}},{"kind":"Field","name":{"kind":"Name","value":"calculationFormat"}},{"kind":"Field","name":{"kind":"Name","value":"cargoTransactionMode"}},{"kind":"Field","name":{"kind":"Name","value":"cve"}},{"kind":"Field","name":{"kind":"Name","value":"insurance"}},{"kind":"Field","name":{"kind":"Name","value":"hireSurvey"}},{"kind":"Field","name":{"kind":"Name","value":"canalExpenses"}},{"kind":"Field","name":{"kind":"Name","value":"additionalPremium"}},{"kind":"Field","name":{"kind":"Name","value":"ilohc"}},{"kind":"Field","name":{"kind":"Name","value":"manoevringExp"}},{"kind":"Field","name":{"kind":"Name","value":"miscExp"}},{"kind":"Field","name":{"kind":"Name","value":"miscRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDelhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDells"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDelmgo"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryTerms"}},{"kind":"Field","name":{"kind":"Name","value":"tcAdcom"}},{"kind":"Field","name":{"kind":"Name","value":"euaPriceEur"}},{"kind":"Field","name":{"kind":"Name","value":"eurUsd"}},{"kind":"Field","name":{"kind":"Name","value":"etsInPnl"}},{"kind":"Field","name":{"kind":"Name","value":"fuelType"}},{"kind":"Field","name":{"kind":"Name","value":"fuelPriceOverridden"}},{"kind":"Field","name":{"kind":"Name","value":"fuelCalculationMethod"}},{"kind":"Field","name":{"kind":"Name","value":"scrubberType"}},{"kind":"Field","name":{"kind":"Name","value":"hsFuelPriceType0"}},{"kind":"Field","name":{"kind":"Name","value":"hsFuelPriceType1"}},{"kind":"Field","name":{"kind":"Name","value":"hsFuelPriceType2"}},{"kind":"Field","name":{"kind":"Name","value":"hsFuelPriceType3"}},{"kind":"Field","name":{"kind":"Name","value":"hsFuelPriceType4"}},{"kind":"Field","name":{"kind":"Name","value":"lsFuelPriceType0"}},{"kind":"Field","name":{"kind":"Name","value":"lsFuelPriceType1"}},{"kind":"Field","name":{"kind":"Name","value":"lsFuelPriceType2"}},{"kind":"Field","name":{"kind":"Name","value":"lsFuelPriceType3"}},{"kind":"Field","name":{"kind":"Name","value":"lsFuelPriceType4"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType0"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType1"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType2"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType3"}},{"kind":"Field","name":{"kind":"Name","value":"mgoFuelPriceType4"}},{"kind":"Field","name":{"kind":"Name","value":"suez"}},{"kind":"Field","name":{"kind":"Name","value":"panama"}},{"kind":"Field","name":{"kind":"Name","value":"singapore"}},{"kind":"Field","name":{"kind":"Name","value":"jwc"}},{"kind":"Field","name":{"kind":"Name","value":"hra"}},{"kind":"Field","name":{"kind":"Name","value":"eca"}},{"kind":"Field","name":{"kind":"Name","value":"routeChoice"}},{"kind":"Field","name":{"kind":"Name","value":"canalDues"}},{"kind":"Field","name":{"kind":"Name","value":"createdById"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"operations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalcOperationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cargoExtraDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalcExtraDetailFields"}}]}}]}}]} as unknown as DocumentNode<SaveCalculatorOrderMutation, SaveCalculatorOrderMutationVariables>;
export const SaveCalculatorFleetEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCalculatorFleetEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FleetEntryInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveFleetEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalcFleetEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcFleetEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FleetEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"vesselId"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"vesselSnapshot"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpening"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"isEuOpenPort"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"dwt"}},{"kind":"Field","name":{"kind":"Name","value":"gbb"}},{"kind":"Field","name":{"kind":"Name","value":"hirePerDay"}},{"kind":"Field","name":{"kind":"Name","value":"hireGbb"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"isReferenceVessel"}},{"kind":"Field","name":{"kind":"Name","value":"saveLabel"}},{"kind":"Field","name":{"kind":"Name","value":"selectedForSave"}},{"kind":"Field","name":{"kind":"Name","value":"extraExpense"}},{"kind":"Field","name":{"kind":"Name","value":"constants"}},{"kind":"Field","name":{"kind":"Name","value":"bod"}},{"kind":"Field","name":{"kind":"Name","value":"bunkerPriceOverridden"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDelhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDells"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDelmgo"}},{"kind":"Field","name":{"kind":"Name","value":"bnkRedelhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkRedells"}},{"kind":"Field","name":{"kind":"Name","value":"bnkRedelmgo"}},{"kind":"Field","name":{"kind":"Name","value":"bnkRedelTolerance"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceDeliveryhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceDeliveryls"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceDeliverymgo"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceRedeliveryhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceRedeliveryls"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceRedeliverymgo"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceSettlemenths"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceSettlementls"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceSettlementmgo"}},{"kind":"Field","name":{"kind":"Name","value":"splitHire"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hireRate"}},{"kind":"Field","name":{"kind":"Name","value":"NoDays"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"disable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SaveCalculatorFleetEntryMutation, SaveCalculatorFleetEntryMutationVariables>;
export const FleetAddLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FleetAddLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lines"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FleetEntryInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToFleet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lines"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lines"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalcFleetEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcFleetEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FleetEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"vesselId"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"vesselSnapshot"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpening"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"isEuOpenPort"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"dwt"}},{"kind":"Field","name":{"kind":"Name","value":"gbb"}},{"kind":"Field","name":{"kind":"Name","value":"hirePerDay"}},{"kind":"Field","name":{"kind":"Name","value":"hireGbb"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"isReferenceVessel"}},{"kind":"Field","name":{"kind":"Name","value":"saveLabel"}},{"kind":"Field","name":{"kind":"Name","value":"selectedForSave"}},{"kind":"Field","name":{"kind":"Name","value":"extraExpense"}},{"kind":"Field","name":{"kind":"Name","value":"constants"}},{"kind":"Field","name":{"kind":"Name","value":"bod"}},{"kind":"Field","name":{"kind":"Name","value":"bunkerPriceOverridden"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDelhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDells"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDelmgo"}},{"kind":"Field","name":{"kind":"Name","value":"bnkRedelhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkRedells"}},{"kind":"Field","name":{"kind":"Name","value":"bnkRedelmgo"}},{"kind":"Field","name":{"kind":"Name","value":"bnkRedelTolerance"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceDeliveryhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceDeliveryls"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceDeliverymgo"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceRedeliveryhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceRedeliveryls"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceRedeliverymgo"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceSettlemenths"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceSettlementls"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceSettlementmgo"}},{"kind":"Field","name":{"kind":"Name","value":"splitHire"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hireRate"}},{"kind":"Field","name":{"kind":"Name","value":"NoDays"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"disable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FleetAddLinesMutation, FleetAddLinesMutationVariables>;
export const FleetMarkReferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FleetMarkReference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markReferenceVessel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalcFleetEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcFleetEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FleetEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"vesselId"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"vesselSnapshot"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpening"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"isEuOpenPort"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"dwt"}},{"kind":"Field","name":{"kind":"Name","value":"gbb"}},{"kind":"Field","name":{"kind":"Name","value":"hirePerDay"}},{"kind":"Field","name":{"kind":"Name","value":"hireGbb"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"isReferenceVessel"}},{"kind":"Field","name":{"kind":"Name","value":"saveLabel"}},{"kind":"Field","name":{"kind":"Name","value":"selectedForSave"}},{"kind":"Field","name":{"kind":"Name","value":"extraExpense"}},{"kind":"Field","name":{"kind":"Name","value":"constants"}},{"kind":"Field","name":{"kind":"Name","value":"bod"}},{"kind":"Field","name":{"kind":"Name","value":"bunkerPriceOverridden"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDelhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDells"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDelmgo"}},{"kind":"Field","name":{"kind":"Name","value":"bnkRedelhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkRedells"}},{"kind":"Field","name":{"kind":"Name","value":"bnkRedelmgo"}},{"kind":"Field","name":{"kind":"Name","value":"bnkRedelTolerance"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceDeliveryhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceDeliveryls"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceDeliverymgo"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceRedeliveryhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceRedeliveryls"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceRedeliverymgo"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceSettlemenths"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceSettlementls"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceSettlementmgo"}},{"kind":"Field","name":{"kind":"Name","value":"splitHire"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hireRate"}},{"kind":"Field","name":{"kind":"Name","value":"NoDays"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"disable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FleetMarkReferenceMutation, FleetMarkReferenceMutationVariables>;
export const FleetDeleteEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FleetDeleteEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFleetEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<FleetDeleteEntryMutation, FleetDeleteEntryMutationVariables>;
export const FleetCopyUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FleetCopyUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fleetIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyUserFleet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fleetIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fleetIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalcFleetEntryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalcFleetEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FleetEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"vesselId"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"vesselSnapshot"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpening"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"isEuOpenPort"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"dwt"}},{"kind":"Field","name":{"kind":"Name","value":"gbb"}},{"kind":"Field","name":{"kind":"Name","value":"hirePerDay"}},{"kind":"Field","name":{"kind":"Name","value":"hireGbb"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"isReferenceVessel"}},{"kind":"Field","name":{"kind":"Name","value":"saveLabel"}},{"kind":"Field","name":{"kind":"Name","value":"selectedForSave"}},{"kind":"Field","name":{"kind":"Name","value":"extraExpense"}},{"kind":"Field","name":{"kind":"Name","value":"constants"}},{"kind":"Field","name":{"kind":"Name","value":"bod"}},{"kind":"Field","name":{"kind":"Name","value":"bunkerPriceOverridden"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDelhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDells"}},{"kind":"Field","name":{"kind":"Name","value":"bnkDelmgo"}},{"kind":"Field","name":{"kind":"Name","value":"bnkRedelhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkRedells"}},{"kind":"Field","name":{"kind":"Name","value":"bnkRedelmgo"}},{"kind":"Field","name":{"kind":"Name","value":"bnkRedelTolerance"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceDeliveryhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceDeliveryls"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceDeliverymgo"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceRedeliveryhs"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceRedeliveryls"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceRedeliverymgo"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceSettlemenths"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceSettlementls"}},{"kind":"Field","name":{"kind":"Name","value":"bnkPriceSettlementmgo"}},{"kind":"Field","name":{"kind":"Name","value":"splitHire"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hireRate"}},{"kind":"Field","name":{"kind":"Name","value":"NoDays"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"disable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FleetCopyUserMutation, FleetCopyUserMutationVariables>;
export const FleetOfUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FleetOfUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userFleet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"dwt"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpening"}},{"kind":"Field","name":{"kind":"Name","value":"hirePerDay"}}]}}]}}]} as unknown as DocumentNode<FleetOfUserQuery, FleetOfUserQueryVariables>;
export const FleetVesselSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FleetVesselSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vessels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"vesselDwt"}}]}}]}}]}}]} as unknown as DocumentNode<FleetVesselSearchQuery, FleetVesselSearchQueryVariables>;
export const FleetPortRegionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FleetPortRegions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portRegions"}}]}}]} as unknown as DocumentNode<FleetPortRegionsQuery, FleetPortRegionsQueryVariables>;
export const GridLegDistancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GridLegDistances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PortDistanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portDistances"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"distNormal"}},{"kind":"Field","name":{"kind":"Name","value":"distEca"}},{"kind":"Field","name":{"kind":"Name","value":"overridden"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"portId"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"portId"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]}}]} as unknown as DocumentNode<GridLegDistancesQuery, GridLegDistancesQueryVariables>;
export const GridSavePortDistanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GridSavePortDistance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SavePortDistanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePortDistance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromPort"}},{"kind":"Field","name":{"kind":"Name","value":"toPort"}},{"kind":"Field","name":{"kind":"Name","value":"distNormal"}},{"kind":"Field","name":{"kind":"Name","value":"distEca"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}}]} as unknown as DocumentNode<GridSavePortDistanceMutation, GridSavePortDistanceMutationVariables>;
export const GridPortFactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GridPortFacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"port"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portsByChar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"port"},"value":{"kind":"Variable","name":{"kind":"Name","value":"port"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"aliases"}}]}}]}}]} as unknown as DocumentNode<GridPortFactsQuery, GridPortFactsQueryVariables>;
export const CopyDraftAsMyOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyDraftAsMyOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrderAsCopy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CopyDraftAsMyOrderMutation, CopyDraftAsMyOrderMutationVariables>;
export const CreatePanelVesselDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePanelVessel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VesselInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVessel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"vesselDwt"}},{"kind":"Field","name":{"kind":"Name","value":"fuelType"}},{"kind":"Field","name":{"kind":"Name","value":"vesselScrubber"}}]}}]}}]} as unknown as DocumentNode<CreatePanelVesselMutation, CreatePanelVesselMutationVariables>;
export const CalculatorSensitivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalculatorSensitivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payload"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CalculationPayload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"columns"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SensitivityAxisInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rows"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SensitivityAxisInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sensitivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payload"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payload"}}},{"kind":"Argument","name":{"kind":"Name","value":"columns"},"value":{"kind":"Variable","name":{"kind":"Name","value":"columns"}}},{"kind":"Argument","name":{"kind":"Name","value":"rows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rows"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vessels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fleetId"}},{"kind":"Field","name":{"kind":"Name","value":"tcEq"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"breakEvenFreight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"best"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tcEq"}},{"kind":"Field","name":{"kind":"Name","value":"fleetId"}}]}}]}}]}}]} as unknown as DocumentNode<CalculatorSensitivityQuery, CalculatorSensitivityQueryVariables>;
export const EmailsConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailsConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReaderFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailList_email"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailList_email"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReaderEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}}]}}]} as unknown as DocumentNode<EmailsConnectionQuery, EmailsConnectionQueryVariables>;
export const ReaderEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReaderEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readerEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"dwt"}},{"kind":"Field","name":{"kind":"Name","value":"built"}},{"kind":"Field","name":{"kind":"Name","value":"openPort"}},{"kind":"Field","name":{"kind":"Name","value":"openDateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"openDateTo"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"gear"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"sourceLine"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]}}]} as unknown as DocumentNode<ReaderEmailQuery, ReaderEmailQueryVariables>;
export const UploadEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"raw"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listFilter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReaderFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"raw"},"value":{"kind":"Variable","name":{"kind":"Name","value":"raw"}}},{"kind":"Argument","name":{"kind":"Name","value":"listFilter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"duplicate"}},{"kind":"Field","name":{"kind":"Name","value":"listed"}},{"kind":"Field","name":{"kind":"Name","value":"email"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmailList_email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmailList_email"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReaderEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}}]}}]} as unknown as DocumentNode<UploadEmailMutation, UploadEmailMutationVariables>;
export const ReaderMailboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReaderMailbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"tls"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"folder"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastConnectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"importedCount"}}]}}]}}]} as unknown as DocumentNode<ReaderMailboxQuery, ReaderMailboxQueryVariables>;
export const ReaderSetMailboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReaderSetMailbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MailboxInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMailbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ReaderSetMailboxMutation, ReaderSetMailboxMutationVariables>;
export const RouteMapOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RouteMapOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"eca"}},{"kind":"Field","name":{"kind":"Name","value":"hra"}},{"kind":"Field","name":{"kind":"Name","value":"jwc"}},{"kind":"Field","name":{"kind":"Name","value":"suez"}},{"kind":"Field","name":{"kind":"Name","value":"panama"}},{"kind":"Field","name":{"kind":"Name","value":"singapore"}},{"kind":"Field","name":{"kind":"Name","value":"operations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}}]}}]}}]} as unknown as DocumentNode<RouteMapOrderQuery, RouteMapOrderQueryVariables>;
export const RouteDistancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RouteDistances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PortDistanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portDistances"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"distNormal"}},{"kind":"Field","name":{"kind":"Name","value":"distEca"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"passages"}},{"kind":"Field","name":{"kind":"Name","value":"geometry"}},{"kind":"Field","name":{"kind":"Name","value":"ecaGeometry"}},{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}}]}}]}}]} as unknown as DocumentNode<RouteDistancesQuery, RouteDistancesQueryVariables>;
export const OrderOwnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderOwner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdById"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserName"}}]}}]}}]} as unknown as DocumentNode<OrderOwnerQuery, OrderOwnerQueryVariables>;
export const CopyOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CopyOrderMutation, CopyOrderMutationVariables>;
export const OrdersConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrdersConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderListScope"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderSearchInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ordersConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrdersTable_order"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrdersTable_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderListRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"firstLoadPort"}},{"kind":"Field","name":{"kind":"Name","value":"lastDischargePort"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"loadQty"}},{"kind":"Field","name":{"kind":"Name","value":"voyType"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserName"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]} as unknown as DocumentNode<OrdersConnectionQuery, OrdersConnectionQueryVariables>;
export const OrderForDialogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderForDialog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"freightMode"}},{"kind":"Field","name":{"kind":"Name","value":"qtyMode"}},{"kind":"Field","name":{"kind":"Name","value":"laycanStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"laycanEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserName"}},{"kind":"Field","name":{"kind":"Name","value":"operations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"lbmarker"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"portId"}},{"kind":"Field","name":{"kind":"Name","value":"portName"}},{"kind":"Field","name":{"kind":"Name","value":"customPoint"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"cargoQty"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"factor"}},{"kind":"Field","name":{"kind":"Name","value":"freight"}},{"kind":"Field","name":{"kind":"Name","value":"adcom"}},{"kind":"Field","name":{"kind":"Name","value":"other"}},{"kind":"Field","name":{"kind":"Name","value":"brokerage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unmatchedPorts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operationId"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<OrderForDialogQuery, OrderForDialogQueryVariables>;
export const PinnedOrderIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PinnedOrderIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pinnedOrderIds"}}]}}]} as unknown as DocumentNode<PinnedOrderIdsQuery, PinnedOrderIdsQueryVariables>;
export const SaveOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"listRow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrdersTable_order"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrdersTable_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderListRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"firstLoadPort"}},{"kind":"Field","name":{"kind":"Name","value":"lastDischargePort"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"loadQty"}},{"kind":"Field","name":{"kind":"Name","value":"voyType"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserName"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]} as unknown as DocumentNode<SaveOrderMutation, SaveOrderMutationVariables>;
export const CreateOrderAsCopyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOrderAsCopy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrderAsCopy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"listRow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrdersTable_order"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrdersTable_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderListRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"firstLoadPort"}},{"kind":"Field","name":{"kind":"Name","value":"lastDischargePort"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"loadQty"}},{"kind":"Field","name":{"kind":"Name","value":"voyType"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserName"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]} as unknown as DocumentNode<CreateOrderAsCopyMutation, CreateOrderAsCopyMutationVariables>;
export const DeleteOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteOrderMutation, DeleteOrderMutationVariables>;
export const SetPinnedOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPinnedOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPinnedOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<SetPinnedOrdersMutation, SetPinnedOrdersMutationVariables>;
export const PortsByCharDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortsByChar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"port"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portsByChar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"port"},"value":{"kind":"Variable","name":{"kind":"Name","value":"port"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"aliases"}}]}}]}}]} as unknown as DocumentNode<PortsByCharQuery, PortsByCharQueryVariables>;
export const OrganizationsConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationsConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationsTable_organization"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationForm_organization"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationsTable_organization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationCode"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationForm_organization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationCode"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"contactPerson"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailReceiver"}},{"kind":"Field","name":{"kind":"Name","value":"orgType"}}]}}]} as unknown as DocumentNode<OrganizationsConnectionQuery, OrganizationsConnectionQueryVariables>;
export const OrganizationForDialogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationForDialog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationForm_organization"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationForm_organization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationCode"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"contactPerson"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailReceiver"}},{"kind":"Field","name":{"kind":"Name","value":"orgType"}}]}}]} as unknown as DocumentNode<OrganizationForDialogQuery, OrganizationForDialogQueryVariables>;
export const CreateOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationsTable_organization"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationForm_organization"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationsTable_organization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationCode"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationForm_organization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationCode"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"contactPerson"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailReceiver"}},{"kind":"Field","name":{"kind":"Name","value":"orgType"}}]}}]} as unknown as DocumentNode<CreateOrganizationMutation, CreateOrganizationMutationVariables>;
export const UpdateOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationsTable_organization"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationForm_organization"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationsTable_organization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationCode"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationForm_organization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationCode"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"contactPerson"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailReceiver"}},{"kind":"Field","name":{"kind":"Name","value":"orgType"}}]}}]} as unknown as DocumentNode<UpdateOrganizationMutation, UpdateOrganizationMutationVariables>;
export const DeleteOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteOrganizationMutation, DeleteOrganizationMutationVariables>;
export const RequestRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestRegistrationMutation, RequestRegistrationMutationVariables>;
export const RegistrationRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}}]}}]}}]} as unknown as DocumentNode<RegistrationRequestsQuery, RegistrationRequestsQueryVariables>;
export const ConvertRegistrationRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConvertRegistrationRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConvertRegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"convertRegistrationRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersTable_user"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserForm_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersTable_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"userAccessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ConvertRegistrationRequestMutation, ConvertRegistrationRequestMutationVariables>;
export const DismissRegistrationRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissRegistrationRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissRegistrationRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DismissRegistrationRequestMutation, DismissRegistrationRequestMutationVariables>;
export const SavedPortTimeZonesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedPortTimeZones"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"names"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portTimeZones"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"names"},"value":{"kind":"Variable","name":{"kind":"Name","value":"names"}}}]}]}}]} as unknown as DocumentNode<SavedPortTimeZonesQuery, SavedPortTimeZonesQueryVariables>;
export const SavedResultsConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedResultsConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SavedResultScope"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedResultsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedResultCards_result"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedResultCards_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedResultRowGql"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"saveLabel"}},{"kind":"Field","name":{"kind":"Name","value":"vessel"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstLoadPort"}},{"kind":"Field","name":{"kind":"Name","value":"lastDischargePort"}},{"kind":"Field","name":{"kind":"Name","value":"loadQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserName"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]} as unknown as DocumentNode<SavedResultsConnectionQuery, SavedResultsConnectionQueryVariables>;
export const SavedResultDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedResultDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"saveLabel"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"orderName"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserName"}},{"kind":"Field","name":{"kind":"Name","value":"firstLoadPort"}},{"kind":"Field","name":{"kind":"Name","value":"lastDischargePort"}},{"kind":"Field","name":{"kind":"Name","value":"loadQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"calculatorResult"}},{"kind":"Field","name":{"kind":"Name","value":"cargoOrder"}},{"kind":"Field","name":{"kind":"Name","value":"fleet"}},{"kind":"Field","name":{"kind":"Name","value":"portOperation"}}]}}]}}]} as unknown as DocumentNode<SavedResultDetailQuery, SavedResultDetailQueryVariables>;
export const DeleteSavedResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSavedResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSavedResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSavedResultMutation, DeleteSavedResultMutationVariables>;
export const UsersConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsersConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usersConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersTable_user"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserForm_user"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersTable_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"userAccessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UsersConnectionQuery, UsersConnectionQueryVariables>;
export const UserForEditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserForEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserForm_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"userAccessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UserForEditQuery, UserForEditQueryVariables>;
export const RolesListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RolesList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RolesListQuery, RolesListQueryVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersTable_user"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserForm_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersTable_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"userAccessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersTable_user"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserForm_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersTable_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"userAccessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const RecordVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"record"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VersionedRecord"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"record"},"value":{"kind":"Variable","name":{"kind":"Name","value":"record"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VersionList_version"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VersionList_version"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"savedByName"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}}]} as unknown as DocumentNode<RecordVersionsQuery, RecordVersionsQueryVariables>;
export const VersionDiffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VersionDiff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"record"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VersionedRecord"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versionDiff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"record"},"value":{"kind":"Variable","name":{"kind":"Name","value":"record"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VersionDiffTable_diff"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VersionDiffTable_diff"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VersionDiff"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"savedByName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"savedByName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"delta"}}]}}]}}]} as unknown as DocumentNode<VersionDiffQuery, VersionDiffQueryVariables>;
export const VesselEditorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VesselEditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vessel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VesselEditorForm_vessel"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoadLineRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoadLineRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"displacement"}},{"kind":"Field","name":{"kind":"Name","value":"dwt"}},{"kind":"Field","name":{"kind":"Name","value":"freeBoard"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VesselEditorForm_vessel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Vessel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"vesselDwt"}},{"kind":"Field","name":{"kind":"Name","value":"vesselIMO"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalSpd1"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmHS1"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmLS1"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmMGO1"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalSpd2"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmHS2"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmLS2"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmMGO2"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalSpd3"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmHS3"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmLS3"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmMGO3"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalSpd4"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmHS4"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmLS4"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmMGO4"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnSpd1"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmHS1"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmLS1"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmMGO1"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnSpd2"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmHS2"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmLS2"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmMGO2"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnSpd3"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmHS3"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmLS3"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmMGO3"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnSpd4"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmHS4"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmLS4"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmMGO4"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalComb1Selected"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalComb2Selected"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalComb3Selected"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalComb4Selected"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLadComb1Selected"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLadComb2Selected"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLadComb3Selected"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLadComb4Selected"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPIdleConsmHS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPIdleConsmLS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPIdleConsmMGO"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPLdgConsmHS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPLdgConsmLS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPLdgConsmMGO"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPDischConsmHS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPDischConsmLS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPDischConsmMGO"}},{"kind":"Field","name":{"kind":"Name","value":"vesselVExtraConsmHS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselVExtraConsmLS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselVExtraConsmMGO"}},{"kind":"Field","name":{"kind":"Name","value":"vesselExtraDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vesselTextDescription"}},{"kind":"Field","name":{"kind":"Name","value":"holdCapacity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grainCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"baleCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"hatchLength"}},{"kind":"Field","name":{"kind":"Name","value":"hatchWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tankTopStrength"}},{"kind":"Field","name":{"kind":"Name","value":"deckStrength"}},{"kind":"Field","name":{"kind":"Name","value":"hatchCoverStrength"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loadLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tropicalFresh"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadLineRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fresh"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadLineRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tropical"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadLineRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadLineRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadLineRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winterNorthAtlantic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadLineRowFields"}}]}}]}}]}}]}}]} as unknown as DocumentNode<VesselEditorQuery, VesselEditorQueryVariables>;
export const SaveVesselEditorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveVesselEditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VesselInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVessel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VesselEditorForm_vessel"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoadLineRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoadLineRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"draft"}},{"kind":"Field","name":{"kind":"Name","value":"displacement"}},{"kind":"Field","name":{"kind":"Name","value":"dwt"}},{"kind":"Field","name":{"kind":"Name","value":"freeBoard"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VesselEditorForm_vessel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Vessel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"vesselDwt"}},{"kind":"Field","name":{"kind":"Name","value":"vesselIMO"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalSpd1"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmHS1"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmLS1"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmMGO1"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalSpd2"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmHS2"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmLS2"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmMGO2"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalSpd3"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmHS3"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmLS3"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmMGO3"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalSpd4"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmHS4"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmLS4"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalConsmMGO4"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnSpd1"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmHS1"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmLS1"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmMGO1"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnSpd2"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmHS2"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmLS2"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmMGO2"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnSpd3"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmHS3"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmLS3"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmMGO3"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnSpd4"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmHS4"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmLS4"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLdnConsmMGO4"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalComb1Selected"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalComb2Selected"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalComb3Selected"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBalComb4Selected"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLadComb1Selected"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLadComb2Selected"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLadComb3Selected"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLadComb4Selected"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPIdleConsmHS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPIdleConsmLS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPIdleConsmMGO"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPLdgConsmHS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPLdgConsmLS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPLdgConsmMGO"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPDischConsmHS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPDischConsmLS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselPDischConsmMGO"}},{"kind":"Field","name":{"kind":"Name","value":"vesselVExtraConsmHS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselVExtraConsmLS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselVExtraConsmMGO"}},{"kind":"Field","name":{"kind":"Name","value":"vesselExtraDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vesselTextDescription"}},{"kind":"Field","name":{"kind":"Name","value":"holdCapacity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grainCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"baleCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"hatchLength"}},{"kind":"Field","name":{"kind":"Name","value":"hatchWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tankTopStrength"}},{"kind":"Field","name":{"kind":"Name","value":"deckStrength"}},{"kind":"Field","name":{"kind":"Name","value":"hatchCoverStrength"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loadLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tropicalFresh"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadLineRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fresh"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadLineRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tropical"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadLineRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadLineRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadLineRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winterNorthAtlantic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadLineRowFields"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SaveVesselEditorMutation, SaveVesselEditorMutationVariables>;
export const VesselsConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VesselsConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vesselsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VesselListTab_vessel"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VesselListTab_vessel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Vessel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"vesselDwt"}},{"kind":"Field","name":{"kind":"Name","value":"vesselDraftS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselShipowner"}},{"kind":"Field","name":{"kind":"Name","value":"vesselCountry"}},{"kind":"Field","name":{"kind":"Name","value":"vesselIMO"}},{"kind":"Field","name":{"kind":"Name","value":"vesselTPC"}},{"kind":"Field","name":{"kind":"Name","value":"vesselGrainCap"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBaleCap"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLOA"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBeam"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"vesselFlag"}},{"kind":"Field","name":{"kind":"Name","value":"fuelType"}},{"kind":"Field","name":{"kind":"Name","value":"vesselScrubber"}}]}}]} as unknown as DocumentNode<VesselsConnectionQuery, VesselsConnectionQueryVariables>;
export const VesselForDialogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VesselForDialog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vessel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VesselListTab_vessel"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VesselListTab_vessel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Vessel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"vesselDwt"}},{"kind":"Field","name":{"kind":"Name","value":"vesselDraftS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselShipowner"}},{"kind":"Field","name":{"kind":"Name","value":"vesselCountry"}},{"kind":"Field","name":{"kind":"Name","value":"vesselIMO"}},{"kind":"Field","name":{"kind":"Name","value":"vesselTPC"}},{"kind":"Field","name":{"kind":"Name","value":"vesselGrainCap"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBaleCap"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLOA"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBeam"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"vesselFlag"}},{"kind":"Field","name":{"kind":"Name","value":"fuelType"}},{"kind":"Field","name":{"kind":"Name","value":"vesselScrubber"}}]}}]} as unknown as DocumentNode<VesselForDialogQuery, VesselForDialogQueryVariables>;
export const FleetEntriesConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FleetEntriesConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fleetEntriesConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FleetListTab_entry"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FleetListTab_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FleetEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"vesselId"}},{"kind":"Field","name":{"kind":"Name","value":"vesselVersion"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"vesselSnapshot"}},{"kind":"Field","name":{"kind":"Name","value":"dwt"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpening"}},{"kind":"Field","name":{"kind":"Name","value":"hirePerDay"}},{"kind":"Field","name":{"kind":"Name","value":"hireGbb"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserName"}}]}}]} as unknown as DocumentNode<FleetEntriesConnectionQuery, FleetEntriesConnectionQueryVariables>;
export const FleetEntryForDialogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FleetEntryForDialog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FleetEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FleetListTab_entry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FleetListTab_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FleetEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"vesselId"}},{"kind":"Field","name":{"kind":"Name","value":"vesselVersion"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"vesselSnapshot"}},{"kind":"Field","name":{"kind":"Name","value":"dwt"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpening"}},{"kind":"Field","name":{"kind":"Name","value":"hirePerDay"}},{"kind":"Field","name":{"kind":"Name","value":"hireGbb"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserName"}}]}}]} as unknown as DocumentNode<FleetEntryForDialogQuery, FleetEntryForDialogQueryVariables>;
export const FleetOrganizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FleetOrganizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}}]}}]}}]} as unknown as DocumentNode<FleetOrganizationsQuery, FleetOrganizationsQueryVariables>;
export const CreateCatalogueVesselDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCatalogueVessel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VesselInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVessel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VesselListTab_vessel"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VesselListTab_vessel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Vessel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"vesselDwt"}},{"kind":"Field","name":{"kind":"Name","value":"vesselDraftS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselShipowner"}},{"kind":"Field","name":{"kind":"Name","value":"vesselCountry"}},{"kind":"Field","name":{"kind":"Name","value":"vesselIMO"}},{"kind":"Field","name":{"kind":"Name","value":"vesselTPC"}},{"kind":"Field","name":{"kind":"Name","value":"vesselGrainCap"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBaleCap"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLOA"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBeam"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"vesselFlag"}},{"kind":"Field","name":{"kind":"Name","value":"fuelType"}},{"kind":"Field","name":{"kind":"Name","value":"vesselScrubber"}}]}}]} as unknown as DocumentNode<CreateCatalogueVesselMutation, CreateCatalogueVesselMutationVariables>;
export const UpdateCatalogueVesselDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCatalogueVessel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VesselInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVessel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VesselListTab_vessel"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VesselListTab_vessel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Vessel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"vesselDwt"}},{"kind":"Field","name":{"kind":"Name","value":"vesselDraftS"}},{"kind":"Field","name":{"kind":"Name","value":"vesselShipowner"}},{"kind":"Field","name":{"kind":"Name","value":"vesselCountry"}},{"kind":"Field","name":{"kind":"Name","value":"vesselIMO"}},{"kind":"Field","name":{"kind":"Name","value":"vesselTPC"}},{"kind":"Field","name":{"kind":"Name","value":"vesselGrainCap"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBaleCap"}},{"kind":"Field","name":{"kind":"Name","value":"vesselLOA"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBeam"}},{"kind":"Field","name":{"kind":"Name","value":"vesselBuilt"}},{"kind":"Field","name":{"kind":"Name","value":"vesselFlag"}},{"kind":"Field","name":{"kind":"Name","value":"fuelType"}},{"kind":"Field","name":{"kind":"Name","value":"vesselScrubber"}}]}}]} as unknown as DocumentNode<UpdateCatalogueVesselMutation, UpdateCatalogueVesselMutationVariables>;
export const UpdateFleetWithVesselDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFleetWithVessel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fleet"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FleetEntryInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vessel"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VesselInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vesselVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFleetWithVessel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"fleet"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fleet"}}},{"kind":"Argument","name":{"kind":"Name","value":"vessel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vessel"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"vesselVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vesselVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FleetListTab_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FleetListTab_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FleetEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"vesselId"}},{"kind":"Field","name":{"kind":"Name","value":"vesselVersion"}},{"kind":"Field","name":{"kind":"Name","value":"vesselName"}},{"kind":"Field","name":{"kind":"Name","value":"vesselSnapshot"}},{"kind":"Field","name":{"kind":"Name","value":"dwt"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpening"}},{"kind":"Field","name":{"kind":"Name","value":"hirePerDay"}},{"kind":"Field","name":{"kind":"Name","value":"hireGbb"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserName"}}]}}]} as unknown as DocumentNode<UpdateFleetWithVesselMutation, UpdateFleetWithVesselMutationVariables>;
export const DiscardFleetEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DiscardFleetEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFleetEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DiscardFleetEntryMutation, DiscardFleetEntryMutationVariables>;
export const VoyagesConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VoyagesConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SavedResultScope"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VoyageSearchField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voyagesConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VoyagesTable_voyage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VoyagesTable_voyage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedResultRowGql"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"saveLabel"}},{"kind":"Field","name":{"kind":"Name","value":"vessel"}},{"kind":"Field","name":{"kind":"Name","value":"openingPort"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstLoadPort"}},{"kind":"Field","name":{"kind":"Name","value":"lastDischargePort"}},{"kind":"Field","name":{"kind":"Name","value":"loadQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]} as unknown as DocumentNode<VoyagesConnectionQuery, VoyagesConnectionQueryVariables>;