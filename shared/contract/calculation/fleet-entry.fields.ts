import { CALC_LIMITS } from '../../validation/calc-warnings.js';
import type { FieldTable } from './field-spec.js';
import { RANGE } from './ranges.js';
import { names, sameSpec } from './same-spec.js';
import { VESSEL_FIELDS } from './vessel.fields.js';

const GRADES = ['hs', 'ls', 'mgo'] as const;
const distance = { kind: 'optNumber', unit: 'nm', range: RANGE.distance } as const;

/** A tier of split hire: its rate (USD/day) for NoDays days (0 takes the balance). */
export const SPLIT_HIRE_FIELDS = {
  hireRate: { kind: 'number', unit: 'USD/day' },
  NoDays: { kind: 'number', unit: 'days' },
  applied: { kind: 'flag' },
  disable: { kind: 'flag' },
} as const satisfies FieldTable;

/**
 * A candidate vessel (fleet entry, spec 1 section 3): its vessel record, open date and port (or position
 * at sea), hire, bunkers. Without ballastDistNormal / ballastDistEca the ballast leg is routed at sea from
 * the position (lat and lng), else from the open port; giving one of the two distances means 0 for the other.
 */
export const FLEET_ENTRY_FIELDS = {
  id: { kind: 'id', doc: 'Required, unique in the fleet; results are keyed by it' },
  vesselName: { kind: 'text' },
  vesselId: { kind: 'id', doc: 'Id of the catalogue vessel the entry was made from; null for a vessel typed in' },
  vessel: {
    kind: 'record',
    fields: VESSEL_FIELDS,
    graphqlType: 'VesselCalcInput',
    json: true,
    required: true,
    doc: 'The vessel record (particulars, speed tables, port consumptions); required',
  },
  dateOpening: { kind: 'date', aliases: ['dateOpen'], doc: 'ISO-8601; required (or dateOpen)' },
  port: {
    kind: 'text',
    doc: 'Open port (where the vessel comes free); the ballast leg starts there unless lat/lng are given',
  },
  lat: {
    kind: 'optNumber',
    unit: 'degrees',
    range: RANGE.latitude,
    doc: 'Open position at sea, latitude in degrees (with lng; else the open port is used)',
  },
  lng: {
    kind: 'optNumber',
    unit: 'degrees',
    range: RANGE.longitude,
    doc: 'Open position at sea, longitude in degrees (with lat; else the open port is used)',
  },
  isEuOpenPort: {
    kind: 'optFlag',
    doc: "Open port in the EU/EEA (EU ETS); absent: the port table's flag for the entry's port",
  },
  ballastDistNormal: { ...distance, doc: 'Ballast leg from the open port, nm' },
  ballastDistEca: { ...distance, doc: 'Ballast leg from the open port inside ECA, nm' },
  hirePerDay: { kind: 'number', unit: 'USD/day' },
  /** GBB offer: the hire of the "+GBB" offer and the gross ballast bonus; 0: no offer. */
  hireGbb: { kind: 'number', unit: 'USD/day' },
  gbb: { kind: 'number', unit: 'USD' },
  splitHire: { kind: 'list', fields: SPLIT_HIRE_FIELDS, graphqlType: 'SplitHireTierInput', json: true },
  extraExpense: { kind: 'number', unit: 'USD', aliases: ['extra_Exp'] },
  /** Overrides the vessel's constants when given. */
  constants: { kind: 'optNumber', unit: 't', aliases: ['constan'] },
  /** Planned bunkers on board at sailing from the last load port, all grades. */
  bod: { kind: 'optNumber', unit: 't' },
  /** Bunkers on delivery; absent: the order's. */
  ...sameSpec(names(['bnkDel'], GRADES, ['']), { kind: 'optNumber', unit: 't' }),
  bnkRedelhs: { kind: 'number', unit: 't', doc: 'Bunkers expected on redelivery, t (0: not checked)' },
  ...sameSpec(['bnkRedells', 'bnkRedelmgo'], { kind: 'number', unit: 't' }),
  bnkRedelTolerance: {
    kind: 'number',
    unit: '%',
    range: { max: CALC_LIMITS.redeliveryTolerancePctMax },
    doc: 'Redelivery bunkers tolerance, percent 0..100',
  },
  /** Prices on delivery, redelivery and for settlement, used when the prices are overridden. */
  ...sameSpec(names(['bnkPrice'], ['Delivery', 'Redelivery', 'Settlement'], GRADES), { kind: 'number', unit: 'USD/t' }),
  bunkerPriceOverridden: { kind: 'flag' },
  isReferenceVessel: { kind: 'flag' },
  saveLabel: { kind: 'text' },
  selectedForSave: { kind: 'flag' },
} as const satisfies FieldTable;
