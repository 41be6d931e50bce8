import type { FreightMode, LbMarker, Loadline, OperationType, SulfurMode } from '../../../__generated__/graphql';
import { formatUpTo } from '../../../lib/format';
import type { ExtraDetail } from '../state/types';
import { readNumber } from '../../../../../shared/validation/boundary';

/** The spec's spelling of each operation type. */
export const OPERATION_LABEL: Record<OperationType, string> = {
  COMMENCE: 'Commence',
  LOADING: 'Loading',
  DISCHARGING: 'Discharging',
  PASSING: 'Passing',
  WAITING: 'Waiting',
  BUNKERING: 'Bunkering',
  REDELIVERY: 'Redelivery',
  RELAY: 'Relay',
};

/** Every operation type in the spec's order (Add Operation lists them so; only the extra ones are enabled). */
export const OPERATION_ORDER = Object.keys(OPERATION_LABEL) as readonly OperationType[];

/** Load lines as spec 1 section 9 spells them. */
export const LOADLINE_OPTIONS: readonly { value: Loadline; label: string }[] = [
  { value: 'SUMMER', label: 'S-Summer' },
  { value: 'TROPICAL_FRESH', label: 'TF-Tropical FW' },
  { value: 'FRESH', label: 'F-FW' },
  { value: 'TROPICAL', label: 'T-Tropical' },
  { value: 'WINTER', label: 'W-Winter' },
  { value: 'WINTER_NORTH_ATLANTIC', label: 'WNA-Winter NA' },
];

export const SULFUR_OPTIONS: readonly { value: SulfurMode; label: string }[] = [
  { value: 'NORMAL', label: 'Normal' },
  { value: 'ECA', label: 'ECA' },
];

/** The B/L marker of a row. */
export const lbLabel = (marker: LbMarker) => (marker === 'LADEN' ? 'L' : 'B');

/** Column keys of the grid, in the spec's order. */
export type GridColumn =
  | 'drag'
  | 'bl'
  | 'operation'
  | 'port'
  | 'distNormal'
  | 'distEca'
  | 'dwf'
  | 'speedNormal'
  | 'speedEca'
  | 'cargoTx'
  | 'rate'
  | 'terms'
  | 'factor'
  | 'turnTime'
  | 'extraDays'
  | 'portExp'
  | 'portStay'
  | 'sulfur'
  | 'loadline'
  | 'draftRes'
  | 'waterDensity'
  | 'supply'
  | 'freight'
  | 'delete';

/** Headings of the grid (spec 1 section 2); an empty heading for the drag handle and delete columns. */
export const COLUMN_HEADING: Record<GridColumn, string> = {
  drag: '',
  bl: 'B/L',
  operation: 'Operation',
  port: 'Port',
  distNormal: 'Dist Normal',
  distEca: 'Dist ECA',
  dwf: 'DWF',
  speedNormal: 'Speed Normal',
  speedEca: 'Speed ECA',
  cargoTx: 'Cargo Tx',
  rate: 'Rate MT/day',
  terms: 'Terms',
  factor: 'Factor',
  turnTime: 'Turn time(d)',
  extraDays: 'Extra days',
  portExp: 'Port Exp',
  portStay: 'Port stay',
  sulfur: 'Port Emission',
  loadline: 'Loadline',
  draftRes: 'Draft Res',
  waterDensity: 'Water Den',
  supply: 'Supply',
  freight: 'Freight',
  delete: '',
};

const BASE_COLUMNS: readonly GridColumn[] = [
  'drag',
  'bl',
  'operation',
  'port',
  'distNormal',
  'distEca',
  'dwf',
  'speedNormal',
  'speedEca',
  'cargoTx',
  'rate',
  'terms',
  'factor',
  'turnTime',
  'extraDays',
  'portExp',
  'portStay',
  'sulfur',
  'loadline',
  'draftRes',
  'waterDensity',
  'supply',
];

/** The grid's columns: a Freight column before delete when the order has Multiple Freight. */
export function gridColumns(freightMode: FreightMode): GridColumn[] {
  return [...BASE_COLUMNS, ...(freightMode === 'MULTIPLE_FREIGHT' ? (['freight'] as const) : []), 'delete'];
}

/**
 * A number typed in a grid input, by the API's own number rule (shared/validation/boundary: decimal
 * notation, finite; '0x10' is not a number); empty text counts as 0, anything else is not a number.
 */
export function parseGridNumber(text: string): number | null {
  const n = readNumber(text);
  if (n === undefined) return 0;
  return Number.isNaN(n) ? null : n;
}

/** The bunkers supplied at a row, HS / LS / MGO in t; empty when none. */
export function supplyText(
  extra: Pick<ExtraDetail, 'bunkerSuppliedHsfo' | 'bunkerSuppliedLsfo' | 'bunkerSuppliedMgo'>,
): string {
  const { bunkerSuppliedHsfo: hs, bunkerSuppliedLsfo: ls, bunkerSuppliedMgo: mgo } = extra;
  if (!hs && !ls && !mgo) return '';
  return `${formatUpTo(hs, 0)} / ${formatUpTo(ls, 0)} / ${formatUpTo(mgo, 0)}`;
}
