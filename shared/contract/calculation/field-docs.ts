/**
 * Descriptions of the order, port-operation, bunker-supply and fleet-entry fields by name (spec 1 section 3;
 * formulas in docs voyage-model.md), for the GraphQL schema: the calculation inputs (when a table entry
 * has no `doc`) and the stored Order, PortOperation, CargoExtraDetail and FleetEntry types take theirs from
 * here, so a field means the same on both sides. Pure data.
 */

const GRADE: Record<string, string> = {
  hs: 'high-sulphur fuel (HS)',
  ls: 'low-sulphur fuel (LS)',
  mgo: 'marine gas oil (MGO)',
  hsfo: 'high-sulphur fuel (HSFO)',
  lsfo: 'low-sulphur fuel (LSFO)',
};

const FIXED: Record<string, string> = {
  // Order (client query)
  name: 'Order name as shown in the Orders list.',
  access: 'Who sees the order: private (its creator) or public (the whole organization).',
  freightMode:
    "Single Freight: later Loading rows copy the first loading row's freight and commissions; Multiple Freight: each row has its own.",
  qtyMode:
    "MOLOO: a quantity with a tolerance (percent, more or less in owner's option); MINMAX: a minimum and a maximum.",
  laycanStartDate: 'Laycan start, ISO-8601 UTC; waiting at the first load port lasts until it (D12).',
  laycanEndDate: 'Laycan end (cancelling), ISO-8601 UTC; a vessel arriving later cannot make the laycan.',
  message: 'Free text of the order (e.g. the e-mail it came from); null when none.',
  cve: 'Communications, victualling and entertainment, USD per 30 days, prorated on the on-hire days (D5).',
  insurance: 'Insurance cost of the voyage, USD; part of Others.',
  hireSurvey: 'On/off-hire survey cost, USD; part of Others.',
  canalExpenses: 'Canal dues of the voyage, USD; part of Others.',
  additionalPremium: 'Additional insurance premium (e.g. war risk), USD; part of Others.',
  ilohc: 'Intermediate hold cleaning (ILOHC), USD; part of Others.',
  manoevringExp: 'Manoeuvring expenses, USD; part of Others.',
  miscExp: 'Miscellaneous expenses, USD; part of Others.',
  miscRevenue: 'Miscellaneous revenue, USD, added to the net freight revenue.',
  scrubberType: 'Whether the order asks for a scrubber-fitted vessel.',
  bnkDelhs: 'Bunkers on delivery of high-sulphur fuel (HS), tonnes.',
  bnkDells: 'Bunkers on delivery of low-sulphur fuel (LS), tonnes.',
  bnkDelmgo: 'Bunkers on delivery of marine gas oil (MGO), tonnes.',
  calculationFormat: 'Comma-separated port-operation ids in voyage order (the order of the rows).',
  cargoTransactionMode: 'Set (e.g. MANUAL) when the discharged cargo (cargoTx) is entered by hand; else computed.',
  fuelType: 'Fuel type price set (TYPE0..TYPE4) whose prices apply; default TYPE0.',
  fuelPriceOverridden: 'Whether the fuel prices were typed in rather than taken from the price table.',
  fuelCalculationMethod:
    'How bunkers on board are priced: DEFAULT, LIFO, FIFO or AVERAGE of delivered and bought fuel.',
  deliveryTerms:
    'DLOSP: on hire from the open date at the open port; AFSPS: on hire from arrival at the first load port (not before the laycan).',
  tcAdcom: 'Address commission on hire, percent (below 100).',
  freightIdea: "The client's freight idea, USD/t, as given with the order; null when none.",
  eca: 'Ballast legs: minimise ECA miles.',
  hra: 'Ballast legs: avoid the piracy High Risk Area.',
  jwc: 'Ballast legs: avoid Joint War Committee listed areas.',
  suez: 'Ballast legs: avoid the Suez Canal.',
  panama: 'Ballast legs: avoid the Panama Canal.',
  singapore: 'Ballast legs: avoid the Singapore Strait.',
  etsInPnl: 'EU ETS cost inside the P&L (default: shown beside it).',
  euaPriceEur: 'EU ETS: EUA price, EUR per tonne CO2.',
  eurUsd: 'EU ETS: USD per EUR.',
  createdById: 'Id of the user who created the order.',
  // Port operation (cargo row)
  operation:
    'Operation type of the row (Commence, Loading, Discharging, Passing, Waiting, Bunkering, Redelivery, Relay).',
  port: 'Port name (from the port table); the sea leg arriving at the row ends there.',
  cargo: 'Cargo name: kept with the order and saved voyages, not priced.',
  cargoQty: 'Cargo quantity, tonnes (MOLOO quantity on a Loading row).',
  tolerance: 'MOLOO tolerance, percent more or less of cargoQty.',
  min: 'MINMAX minimum quantity, tonnes.',
  max: 'MINMAX maximum quantity, tonnes.',
  rate: 'Load or discharge rate, tonnes per day (working days = cargoTx / rate).',
  terms: 'Laytime terms (e.g. SHINC, SHEX); choosing them sets the factor. Default SHINC.',
  factor:
    'Terms factor, 168 / (168 - excluded hours per week), multiplying the working days; absent or 0: from the terms.',
  turnTime: 'Turn time at the port, days (not factored).',
  extraDays: 'Extra days at the port, days (at idle consumption).',
  portExp: 'Port expenses (disbursements), USD; part of Others.',
  portStay: 'Port stay of the row, days: working days x factor + turn time + extra days.',
  freight: 'Freight rate, USD per tonne (gross = cargoQty x freight on a Loading row).',
  adcom: 'Address commission on freight, percent of gross.',
  brokerage: 'Brokerage on freight, percent of gross.',
  other: 'Other commission on freight, percent of gross.',
  ttlComm: 'Total commission, percent of gross: adcom + brokerage + other.',
  netFrt: 'Net freight of the row, USD: gross x (1 - ttlComm/100).',
  stowFactor: "Stowage factor of the cargo, m3 per tonne (limits the intake by the holds' capacity).",
  stowage: 'Stowage remark as entered; null when none.',
  loadline: 'Load-line zone at the port (S summer, W winter, T tropical ...), which limits the draft and deadweight.',
  sulfur:
    'Sulphur regime of the sea leg arriving at the row: Normal or ECA (an ECA port books HS as LS for non-scrubbers).',
  draftRes: 'Draft restriction at the port, metres (0: none).',
  waterDensity: 'Water density at the port, t/m3 (1.025 sea water; lower gives fresh-water allowance).',
  dwf: 'Deadweight factor, percent of the deadweight usable for cargo.',
  distNormal: 'Distance of the sea leg arriving at the row outside ECA, nautical miles; null: routed.',
  distEca: 'Distance of the sea leg arriving at the row inside ECA, nautical miles; null: routed.',
  speedNormal: "Speed on the leg outside ECA, knots (0: the vessel's ticked row).",
  speedECA: "Speed on the leg inside ECA, knots (0: the vessel's ticked row).",
  lbmarker:
    'Whether the leg arriving at the row is sailed in ballast or laden; default: laden between the first loading and the last discharge.',
  cargoTx: 'Cargo handled at the row, tonnes (computed unless cargoTransactionMode is set).',
  cargoTxOverriddenValue: 'Cargo handled at the row as typed by hand, tonnes (used when cargoTransactionMode is set).',
  pdaRemarks: 'Proforma disbursement account remarks; null when none.',
  grade: 'Cargo grade as entered; null when none.',
  account: 'Account (charterer) the cargo is for; null when none.',
  index: 'Position of the row in the voyage, from 0 (Commence).',
  country: 'Country of the port; null when not known.',
  notes: 'Free notes on the row; null when none.',
  arrivalTime: 'Arrival at the port as computed by the last calculation, ISO-8601 UTC; null before one.',
  departureTime: 'Departure from the port as computed by the last calculation, ISO-8601 UTC; null before one.',
  geoJSON: 'Route of the sea leg arriving at the row as GeoJSON text; null when not routed.',
  isExtra:
    'Whether the row was added by the user (Passing, Waiting, Bunkering, Redelivery, Relay) rather than a cargo row.',
  isEu: "Port of call in the EU/EEA (EU ETS); absent: the port table's flag for the row's port.",
  // Bunker supply and margins (cargoDetails / cargoExtraDetails)
  bunkerSuppliedHsfo: 'High-sulphur fuel (HSFO) received at the row, tonnes.',
  bunkerSuppliedLsfo: 'Low-sulphur fuel (LSFO) received at the row, tonnes.',
  bunkerSuppliedMgo: 'Marine gas oil (MGO) received at the row, tonnes.',
  bnkrFactor: 'Bunker margin, percent added to the consumption.',
  speedFactor: 'Speed margin, percent taken from the speed (below 100).',
  speedReduce: 'Speed reduction, knots taken from the speed.',
  reserve: 'Whether the bunkers at the row are kept as a reserve (Reserve) or a supply for the voyage (Supply).',
  paidBy: "Who pays the bunkers at the row: Owner (the spec's Internal) or Operator (External).",
  // Fleet entry
  vesselName: 'Name of the vessel as shown in the fleet.',
  vesselId: 'Id of the catalogue vessel the entry was made from; null for a vessel typed in.',
  dwt: 'Deadweight of the vessel, tonnes.',
  remark: 'Free remark on the fleet entry; null when none.',
  hirePerDay: 'Time-charter hire, USD per day (one balance tier when no split hire is given).',
  hireGbb: 'Hire of the "+GBB" offer (lower hire plus a gross ballast bonus), USD per day; 0: no such offer (D7).',
  gbb: 'Gross ballast bonus of the "+GBB" offer, USD (paid net of tcAdcom).',
  splitHire: 'Split hire: tiers of a rate for a number of days, applied in order.',
  extraExpense: 'Extra expense of this vessel, USD; part of Others.',
  constants: "Constants of this entry, tonnes; overrides the vessel's when given.",
  bod: 'Bunkers on board at sailing from the last load port, all grades, tonnes.',
  bnkRedelhs: 'Bunkers expected on redelivery of high-sulphur fuel (HS), tonnes (0: not checked).',
  bnkRedells: 'Bunkers expected on redelivery of low-sulphur fuel (LS), tonnes (0: not checked).',
  bnkRedelmgo: 'Bunkers expected on redelivery of marine gas oil (MGO), tonnes (0: not checked).',
  bnkRedelTolerance: 'Tolerance on the redelivery bunkers, percent 0..100.',
  bunkerPriceOverridden: "Whether the delivery, redelivery and settlement prices below replace the order's prices.",
  isReferenceVessel:
    'Whether this is the reference vessel the others are compared with (vessel and position premiums).',
  saveLabel: 'Label the voyage is saved under; null when not saved.',
  selectedForSave: 'Whether the entry is ticked for Save Voyage.',
  dateOpening: 'Open date (free from its previous employment), ISO-8601 UTC.',
  lat: 'Latitude, degrees (-90..90); null when not given.',
  lng: 'Longitude, degrees (-180..180); null when not given.',
  // Split-hire tier
  hireRate: 'Hire rate of the tier, USD per day.',
  NoDays: 'Days of the tier; 0 takes the balance of the on-hire days.',
  applied: 'Whether the tier is applied.',
  disable: 'Whether the tier is switched off in the Split Hire dialog.',
};

/** The description of an order / operation / fleet field by name, or undefined for another name. */
export function voyageFieldDoc(name: string): string | undefined {
  if (FIXED[name]) return FIXED[name];
  let m = /^(hs|ls|mgo|hsfo|lsfo)FuelPriceType([0-4])$/.exec(name);
  if (m) return `Price of ${GRADE[m[1]!]} for vessels of fuel type TYPE${m[2]}, USD per tonne.`;
  m = /^bnkPrice(Delivery|Redelivery|Settlement)(hs|ls|mgo)$/.exec(name);
  if (m) return `${m[1]} price of ${GRADE[m[2]!]}, USD per tonne; used when bunkerPriceOverridden is set.`;
  return undefined;
}
