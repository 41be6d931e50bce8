import { registerEnumType } from 'type-graphql';

/**
 * Closed value sets of orders and port operations (spec 1 sections 3 and 9). The TypeScript key is the
 * GraphQL enum name; the string value is what the database and the legacy REST API carry.
 */

export enum OrderAccess {
  PRIVATE = 'private',
  PUBLIC = 'public',
}
registerEnumType(OrderAccess, {
  name: 'OrderAccess',
  description: 'Who sees an order.',
  valuesConfig: {
    PRIVATE: { description: 'Only its creator (My Orders).' },
    PUBLIC: { description: 'Everyone of the organization (All Orders).' },
  },
});

export enum FreightMode {
  SINGLE_FREIGHT = 'Single Freight',
  MULTIPLE_FREIGHT = 'Multiple Freight',
}
registerEnumType(FreightMode, {
  name: 'FreightMode',
  description: 'How freight is set on the Loading rows of an order.',
  valuesConfig: {
    SINGLE_FREIGHT: {
      description: "One freight: later Loading rows copy the first loading row's freight and commissions.",
    },
    MULTIPLE_FREIGHT: { description: 'Each Loading row has its own freight and commissions.' },
  },
});

/** MOLOO: quantity +/- tolerance at owner's option; MINMAX: explicit min and max. */
export enum QtyMode {
  MOLOO = 'MOLOO',
  MINMAX = 'MINMAX',
}
registerEnumType(QtyMode, {
  name: 'QtyMode',
  description: 'How the cargo quantity of an order is given.',
  valuesConfig: {
    MOLOO: { description: "More or less in owner's option: cargoQty with a tolerance, percent." },
    MINMAX: { description: 'A minimum and a maximum quantity, tonnes.' },
  },
});

export enum FuelCalculationMethod {
  DEFAULT = 'DEFAULT',
  LIFO = 'LIFO',
  FIFO = 'FIFO',
  AVERAGE = 'AVERAGE',
}
registerEnumType(FuelCalculationMethod, {
  name: 'FuelCalculationMethod',
  description:
    'How consumed bunkers are priced (voyage-model section 11); only the split between fuel expenses and fuel settle profit depends on it.',
  valuesConfig: {
    DEFAULT: { description: 'Consumption at the settlement price.' },
    LIFO: { description: 'Inventory layers, each consumption drawing from the newest layer.' },
    FIFO: { description: 'Inventory layers, each consumption drawing from the oldest layer.' },
    AVERAGE: { description: 'Moving weighted average price, recomputed at every receipt.' },
  },
});

/** DLOSP: on hire at the open port; AFSPS: on hire on arrival at the first load port. */
export enum DeliveryTerms {
  DLOSP = 'DLOSP',
  AFSPS = 'AFSPS',
}
registerEnumType(DeliveryTerms, {
  name: 'DeliveryTerms',
  description: 'When the vessel goes on hire.',
  valuesConfig: {
    DLOSP: { description: 'Dropping last outward sea pilot: on hire from the open date at the open port.' },
    AFSPS: {
      description:
        'Arrival first sea pilot station: on hire from arrival at the first load port, not before the laycan.',
    },
  },
});

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
registerEnumType(OperationType, {
  name: 'OperationType',
  description: 'What a port operation (itinerary row) is.',
  valuesConfig: {
    COMMENCE: {
      description: 'The first row: where and when the vessel starts (its open port); no sea leg arrives at it.',
    },
    LOADING: { description: 'Loads cargo; carries the freight.' },
    DISCHARGING: { description: 'Discharges cargo.' },
    PASSING: { description: 'A point passed on the way, without cargo work; the sea legs are measured through it.' },
    WAITING: { description: 'Waiting at a port, at idle consumption.' },
    BUNKERING: { description: 'Takes bunkers (the supply of its margins and bunker supply).' },
    REDELIVERY: { description: 'Redelivery of the vessel to its owners: the end of the hire.' },
    RELAY: { description: 'A relay port call on the way, without cargo work.' },
  },
});

/** Load-line zone mark used for the draft limit at a row (spec values S, TF, F, T, W, WNA). */
export enum Loadline {
  SUMMER = 'S',
  TROPICAL_FRESH = 'TF',
  FRESH = 'F',
  TROPICAL = 'T',
  WINTER = 'W',
  WINTER_NORTH_ATLANTIC = 'WNA',
}
registerEnumType(Loadline, {
  name: 'Loadline',
  description: 'Load-line zone mark limiting the draft at a row.',
  valuesConfig: {
    SUMMER: { description: 'Summer (S): the summer draft.' },
    TROPICAL_FRESH: { description: 'Tropical fresh (TF): tropical draft plus the fresh-water allowance.' },
    FRESH: { description: 'Fresh (F): summer draft plus the fresh-water allowance.' },
    TROPICAL: { description: 'Tropical (T): summer draft + 1/48 of it.' },
    WINTER: { description: 'Winter (W): summer draft - 1/48 of it.' },
    WINTER_NORTH_ATLANTIC: {
      description: 'Winter North Atlantic (WNA): winter draft - 0.050 m for ships of LOA up to 100.5 m.',
    },
  },
});

/** Port emission mode: ECA books a non-scrubber's HS consumption in port as LS. */
export enum SulfurMode {
  NORMAL = 'Normal',
  ECA = 'ECA',
}
registerEnumType(SulfurMode, {
  name: 'SulfurMode',
  description: 'Emission regime of a port row.',
  valuesConfig: {
    NORMAL: { description: 'Outside an emission control area.' },
    ECA: { description: "Inside an ECA: a non-scrubber's HS consumption in port is booked as LS." },
  },
});

/** Condition of the sea leg arriving at a row. */
export enum LbMarker {
  BALLAST = 'ballast',
  LADEN = 'laden',
}
registerEnumType(LbMarker, {
  name: 'LbMarker',
  description: 'Condition of the sea leg arriving at a row; selects the ballast or laden speed table.',
  valuesConfig: {
    BALLAST: { description: 'Without cargo.' },
    LADEN: { description: 'With cargo on board.' },
  },
});

export enum BunkerReserve {
  RESERVE = 'Reserve',
  SUPPLY = 'Supply',
}
registerEnumType(BunkerReserve, {
  name: 'BunkerReserve',
  description: 'Whether bunkers at a row are a reserve or a supply.',
  valuesConfig: {
    RESERVE: { description: 'A reserve kept on board.' },
    SUPPLY: { description: 'A supply for the voyage.' },
  },
});

/** Owner is the spec's "Internal", Operator its "External". */
export enum BunkerPaidBy {
  OWNER = 'Owner',
  OPERATOR = 'Operator',
}
registerEnumType(BunkerPaidBy, {
  name: 'BunkerPaidBy',
  description: 'Who pays the bunkers at a row.',
  valuesConfig: {
    OWNER: { description: "The owner (the spec's Internal)." },
    OPERATOR: { description: "The operator (the spec's External)." },
  },
});
