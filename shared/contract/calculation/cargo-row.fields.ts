import { EXTRA_DETAIL_VALUES } from './extra-detail.fields.js';
import type { FieldTable } from './field-spec.js';
import { RANGE } from './ranges.js';
import { sameSpec } from './same-spec.js';
import { CALC_INPUT_LIMITS, LEG_CONDITIONS, LOADLINES, OPERATIONS, SULFUR_MODES } from './values.js';

const usd = { kind: 'number', unit: 'USD' } as const;
const percent = { kind: 'number', unit: '%' } as const;
const tonnes = { kind: 'number', unit: 't', range: RANGE.tonnes } as const;
const distance = { kind: 'optNumber', unit: 'nm', range: RANGE.distance } as const;
const speed = { kind: 'number', unit: 'kn', range: RANGE.speed } as const;
const days = { kind: 'number', unit: 'days', range: RANGE.days } as const;
const cargoTx = { kind: 'looseNumber', unit: 't', range: RANGE.tonnes } as const;

/**
 * A port operation (cargo row, spec 1 section 3): the sea leg arriving at it (ignored on the Commence row)
 * and the stay there. Its id is `id`, else `cargoId`.
 */
export const CARGO_ROW_FIELDS = {
  id: {
    kind: 'id',
    aliases: ['cargoId'],
    doc: 'Id of the row: calculationFormat, cargoExtraDetails and the results name it',
  },
  operation: { kind: 'choice', values: OPERATIONS, default: null, graphqlEnum: 'OperationType', doc: 'Required' },
  port: { kind: 'text' },
  /** The position of the port, degrees: with both given, the ballast leg is routed to it rather than to the port. */
  lat: { kind: 'optNumber', unit: 'degrees', range: RANGE.latitude, doc: 'Latitude of the port, degrees' },
  lng: { kind: 'optNumber', unit: 'degrees', range: RANGE.longitude, doc: 'Longitude of the port, degrees' },
  cargo: { kind: 'text', doc: 'Cargo name: kept with a saved voyage, not priced' },
  /** MOLOO quantity and its tolerance (percent); MINMAX quantities. */
  cargoQty: tonnes,
  tolerance: percent,
  min: tonnes,
  max: tonnes,
  rate: { kind: 'number', unit: 't/day', range: { minAboveZero: CALC_INPUT_LIMITS.minRate } },
  terms: { kind: 'text', default: 'SHINC', doc: 'Default SHINC' },
  /** 168 / (168 - excluded hours); absent or 0: from the terms, else 1. */
  factor: { kind: 'optNumber', doc: 'Default: from the terms' },
  turnTime: days,
  extraDays: days,
  portExp: usd,
  freight: { kind: 'number', unit: 'USD/t' },
  adcom: percent,
  brokerage: percent,
  other: percent,
  stowFactor: { kind: 'number', unit: 'm3/t' },
  /** 'S-Summer' and 'S' both mean S. */
  loadline: { kind: 'choice', values: LOADLINES, default: 'S', graphqlEnum: 'Loadline', prefixBefore: '-' },
  sulfur: { kind: 'choice', values: SULFUR_MODES, default: 'Normal', graphqlEnum: 'SulfurMode' },
  draftRes: { kind: 'number', unit: 'm' },
  waterDensity: { kind: 'number', unit: 't/m3' },
  dwf: { kind: 'number', unit: '%', range: { max: CALC_INPUT_LIMITS.dwfPct } },
  distNormal: { ...distance, aliases: ['distanceNormal'] },
  distEca: { ...distance, aliases: ['distanceECA'] },
  speedNormal: speed,
  speedECA: speed,
  lbmarker: {
    kind: 'optChoice',
    values: LEG_CONDITIONS,
    graphqlEnum: 'LbMarker',
    doc: 'Default: laden between the first loading and the last discharge',
  },
  ...sameSpec(['cargoTx', 'cargoTxOverriddenValue'], cargoTx),
  isEu: {
    kind: 'optFlag',
    doc: "Port of call in the EU/EEA (EU ETS); absent: the port table's flag for the row's port",
  },
  /** The row's own margins and supply, when cargoExtraDetails has no entry for it. */
  cargoDetails: {
    kind: 'record',
    fields: EXTRA_DETAIL_VALUES,
    graphqlType: 'CargoDetailsCalcInput',
    graphqlTypeDoc: "A port operation's own margins and bunker supply (used when cargoExtraDetails has none for it)",
    doc: 'Margins and bunker supply (cargoExtraDetails wins)',
  },
} as const satisfies FieldTable;
