import { CANAL_DUES_FIELDS } from './canal-dues.fields.js';
import type { FieldTable } from './field-spec.js';
import { RANGE } from './ranges.js';
import { names, sameSpec } from './same-spec.js';
import {
  DELIVERY_TERMS,
  FREIGHT_MODES,
  FUEL_METHODS,
  FUEL_TYPES,
  ORDER_EXPENSES,
  PRICE_SETS,
  QTY_MODES,
} from './values.js';

const usd = { kind: 'number', unit: 'USD' } as const;
const avoid = (doc: string) => ({ kind: 'flag', doc: `Ballast legs: ${doc}` }) as const;

/**
 * The order (client query, spec 1 section 3): cargo terms, voyage expenses (USD), the fuel price table
 * (USD/t per grade and fuel-type set), EU ETS inputs and the route flags the ballast legs are routed with.
 */
export const CLIENT_QUERY_FIELDS = {
  id: { kind: 'id', doc: 'Id of the order (its stored id when it was saved); results and warnings name it' },
  name: { kind: 'text' },
  freightMode: { kind: 'choice', values: FREIGHT_MODES, default: 'Single Freight', graphqlEnum: 'FreightMode' },
  qtyMode: { kind: 'choice', values: QTY_MODES, default: 'MOLOO', graphqlEnum: 'QtyMode' },
  laycanStartDate: { kind: 'date', requiredMessage: 'Laycan start date is Required (%)', doc: 'ISO-8601; required' },
  laycanEndDate: { kind: 'date', requiredMessage: 'Laycan end date is Required (%)', doc: 'ISO-8601; required' },
  ...sameSpec(ORDER_EXPENSES, usd),
  /** Bunkers on delivery for the fleet entries that give none, t. */
  ...sameSpec(['bnkDelhs', 'bnkDells', 'bnkDelmgo'], { kind: 'number', unit: 't' }),
  calculationFormat: { kind: 'text', doc: 'Comma-separated cargo row ids in voyage order' },
  cargoTransactionMode: { kind: 'switch', doc: 'Set (e.g. MANUAL) when discharge cargo Tx is entered by hand' },
  fuelType: { kind: 'choice', values: FUEL_TYPES, default: 'TYPE0', graphqlEnum: 'FuelType' },
  fuelPriceOverridden: { kind: 'flag' },
  fuelCalculationMethod: {
    kind: 'choice',
    values: FUEL_METHODS,
    default: 'DEFAULT',
    graphqlEnum: 'FuelCalculationMethod',
  },
  ...sameSpec(names(['hs', 'ls', 'mgo'], ['FuelPriceType'], PRICE_SETS), { kind: 'number', unit: 'USD/t' }),
  deliveryTerms: { kind: 'choice', values: DELIVERY_TERMS, default: 'DLOSP', graphqlEnum: 'DeliveryTerms' },
  tcAdcom: { kind: 'number', unit: '%', range: RANGE.percentBelow100, doc: 'Percent of hire' },
  lumpsum: { ...usd, doc: 'Lumpsum gross freight, USD (replaces qty x rate)' },
  euaPriceEur: { kind: 'number', unit: 'EUR/t CO2', doc: 'EU ETS: EUA price, EUR/t CO2' },
  eurUsd: { kind: 'number', unit: 'USD/EUR', doc: 'EU ETS: USD per EUR' },
  etsInPnl: { kind: 'flag', doc: 'EU ETS cost inside the P&L (default: shown beside it)' },
  suez: avoid('avoid the Suez Canal'),
  panama: avoid('avoid the Panama Canal'),
  singapore: avoid('avoid the Singapore Strait'),
  jwc: avoid('avoid JWC listed areas'),
  hra: avoid('avoid the piracy High Risk Area'),
  eca: avoid('minimise ECA miles'),
  canalDues: {
    kind: 'list',
    fields: CANAL_DUES_FIELDS,
    graphqlType: 'CanalDuesCalcInput',
    graphqlTypeDoc: 'Canal dues of one canal and deadweight class, replacing the default (USD per transit)',
    doc: "Canal dues charged per transit (issue #21 item 3): given (even empty: the defaults), each vessel pays the dues of its legs' canal transits at its deadweight class on top of canalExpenses; these figures replace the defaults. Absent: no dues charged",
  },
} as const satisfies FieldTable;

/** The route flags of the order, in the order the router takes them. */
export const ROUTE_FLAGS = ['suez', 'panama', 'singapore', 'jwc', 'hra', 'eca'] as const;
