import { registerEnumType } from 'type-graphql';

/**
 * Closed value sets of orders and port operations (spec 1 sections 3 and 9). The TypeScript key is the
 * GraphQL enum name; the string value is what the database and the legacy REST API carry.
 */

export enum OrderAccess {
  PRIVATE = 'private',
  PUBLIC = 'public',
}
registerEnumType(OrderAccess, { name: 'OrderAccess' });

export enum FreightMode {
  SINGLE_FREIGHT = 'Single Freight',
  MULTIPLE_FREIGHT = 'Multiple Freight',
}
registerEnumType(FreightMode, { name: 'FreightMode' });

/** MOLOO: quantity +/- tolerance at owner's option; MINMAX: explicit min and max. */
export enum QtyMode {
  MOLOO = 'MOLOO',
  MINMAX = 'MINMAX',
}
registerEnumType(QtyMode, { name: 'QtyMode' });

export enum FuelCalculationMethod {
  DEFAULT = 'DEFAULT',
  LIFO = 'LIFO',
  FIFO = 'FIFO',
  AVERAGE = 'AVERAGE',
}
registerEnumType(FuelCalculationMethod, { name: 'FuelCalculationMethod' });

/** DLOSP: on hire at the open port; AFSPS: on hire on arrival at the first load port. */
export enum DeliveryTerms {
  DLOSP = 'DLOSP',
  AFSPS = 'AFSPS',
}
registerEnumType(DeliveryTerms, { name: 'DeliveryTerms' });

export enum OperationType {
  COMMENCE = 'Commence',
  LOADING = 'Loading',
  DISCHARGING = 'Discharging',
  PASSING = 'Passing',
  WAITING = 'Waiting',
  BUNKERING = 'Bunkering',
  REDELIVERY = 'Redelivery',
  RELAY = 'Relay',
}
registerEnumType(OperationType, { name: 'OperationType' });

/** Load-line zone mark used for the draft limit at a row (spec values S, TF, F, T, W, WNA). */
export enum Loadline {
  SUMMER = 'S',
  TROPICAL_FRESH = 'TF',
  FRESH = 'F',
  TROPICAL = 'T',
  WINTER = 'W',
  WINTER_NORTH_ATLANTIC = 'WNA',
}
registerEnumType(Loadline, { name: 'Loadline' });

/** Port emission mode: ECA books a non-scrubber's HS consumption in port as LS. */
export enum SulfurMode {
  NORMAL = 'Normal',
  ECA = 'ECA',
}
registerEnumType(SulfurMode, { name: 'SulfurMode' });

/** Condition of the sea leg arriving at a row. */
export enum LbMarker {
  BALLAST = 'ballast',
  LADEN = 'laden',
}
registerEnumType(LbMarker, { name: 'LbMarker' });

export enum BunkerReserve {
  RESERVE = 'Reserve',
  SUPPLY = 'Supply',
}
registerEnumType(BunkerReserve, { name: 'BunkerReserve' });

/** Owner is the spec's "Internal", Operator its "External". */
export enum BunkerPaidBy {
  OWNER = 'Owner',
  OPERATOR = 'Operator',
}
registerEnumType(BunkerPaidBy, { name: 'BunkerPaidBy' });
