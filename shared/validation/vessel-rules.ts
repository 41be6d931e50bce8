import { boolProblem, fillField, isNoValue, readBool, readNumber, readText } from './boundary.js';

/**
 * Vessel and fleet limits and messages (spec 1 sections 5 and 9, spec 2 sections 5 and 9), kept once and
 * used by the GraphQL inputs, the REST shim and the web forms. Pure: no ORM, no I/O.
 */

export const VESSEL_MSG = {
  nameRequired: 'Vessel Name is required',
  /** Spec 2 section 5: a numeric field typed as text may not start with a zero ('012'). */
  leadingZero: (field: string) => `${field} cannot start with 0`,
  notANumber: (field: string) => `${field} must be a number`,
  negative: (field: string) => `${field} cannot be negative`,
  notWhole: (field: string) => `${field} must be a whole number`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  /** A saved vessel's never-empty number left blank in a form (ADR 0017). */
  numberNeeded: (field: string) => `${field} needs a number (0 for none)`,
  fuelType: 'fuelType must be one of TYPE0, TYPE1, TYPE2, TYPE3, TYPE4',
  scrubber: 'vesselScrubber must be Yes or No',
  created: 'Vessel Created Successfully',
  updated: 'Vessel Updated Successfully',
  /** Spec 2 section 2: the empty Vessel List and Fleet List. */
  noVessels: 'No Vessel Found.',
  noFleet: 'No Fleet Found.',
  /** Spec 2 section 8: the vessel editor could not load its vessel. */
  loadError: 'Vessel information error',
} as const;

export const FLEET_MSG = {
  /** Manual add: a line lacks vessel, port or opening date (spec 1 section 5). */
  requiredFields: 'Please fill required fields',
  /** "" or null for a fleet number that cannot be empty (hire, DWT, bunker quantities...). */
  numberNeeded: (field: string) => `${field} needs a number (0 for none); leave it out to keep the saved value`,
  added: 'Vessel(s) added successfully',
  deleted: 'Vessel deleted successfully',
  copied: 'Fleets copied successfully',
  nothingToCopy: 'No fleet selected',
  ownFleet: 'Choose another user to copy from',
  referenceMarked: 'Reference vessel updated',
  fuelPricesUpdated: 'Fuel prices updated',
  fuelPriceRequired: 'At least one fuel price is required',
  notOwner: 'You can only change your own fleet entries',
} as const;

/** Paging of the vessel and fleet lists: offset counts pages from 0; search lists are longer. */
export const VESSEL_PAGE = { defaultLimit: 25, searchLimit: 100, maxLimit: 1000 } as const;

export const FUEL_TYPE_CODES = ['TYPE0', 'TYPE1', 'TYPE2', 'TYPE3', 'TYPE4'] as const;
export type FuelTypeCode = (typeof FUEL_TYPE_CODES)[number];

type Row = 1 | 2 | 3 | 4;
const ROWS: readonly Row[] = [1, 2, 3, 4];
const GRADES = ['HS', 'LS', 'MGO'] as const;

const speedFields = (kind: 'Bal' | 'Ldn') =>
  ROWS.flatMap((r) =>
    (['Spd', 'ConsmHS', 'ConsmLS', 'ConsmMGO'] as const).map((c) => `vessel${kind}${c}${r}` as const),
  );
const portFields = (['PIdle', 'PLdg', 'PDisch', 'VExtra'] as const).flatMap((p) =>
  GRADES.map((g) => `vessel${p}Consm${g}` as const),
);

/** Decimal vessel fields (t, m, t/cm, m3, knots, t/day); the first group is never null. */
export const VESSEL_NUMBER_FIELDS = [
  'vesselDwt',
  'vesselGrainCap',
  'vesselBaleCap',
  'vesselDraftS',
  'vesselTPC',
  'vesselLightShip',
  'constants',
  ...speedFields('Bal'),
  ...speedFields('Ldn'),
  ...portFields,
] as const;

export const VESSEL_NULLABLE_NUMBER_FIELDS = [
  'vesselLOA',
  'vesselBeam',
  'vesselGRT',
  'vesselNRT',
  'suezGRT',
  'suezNRT',
  'panamaNT',
  'ifoCapacity',
  'mgoCapacity',
  'fwCapacity',
] as const;

/** Whole-number vessel fields: year built, holds and hatches. */
export const VESSEL_INTEGER_FIELDS = ['vesselBuilt', 'vesselHolds', 'vesselHatches'] as const;

export const VESSEL_FLAG_FIELDS = ROWS.flatMap((r) => [
  `vesselBalComb${r}Selected` as const,
  `vesselLadComb${r}Selected` as const,
]);

/** Free-text vessel fields with their column lengths (vesselName is handled on its own: it is required). */
export const VESSEL_TEXT_FIELDS = {
  vesselIMO: 10,
  vesselGears: 200,
  vesselGrabs: 200,
  vesselFlag: 100,
  vesselClass: 100,
  vesselCO2: 50,
  vesselAHL: 50,
  vesselIceClass: 50,
  vesselType: 100,
  vesselMMSI: 20,
  vesselShipyard: 200,
  vesselShipowner: 200,
  vesselCountry: 100,
  vesselSource: 100,
  subType: 100,
  callSign: 20,
  pandIClub: 200,
  contactName: 200,
  contactEmail: 254,
  contactPhone: 50,
} as const;
export const VESSEL_NAME_MAX = 200;

export type VesselNumberField = (typeof VESSEL_NUMBER_FIELDS)[number];
export type VesselNullableNumberField = (typeof VESSEL_NULLABLE_NUMBER_FIELDS)[number];
export type VesselIntegerField = (typeof VESSEL_INTEGER_FIELDS)[number];
export type VesselFlagField = (typeof VESSEL_FLAG_FIELDS)[number];
export type VesselTextField = keyof typeof VESSEL_TEXT_FIELDS;

/** The outcome of reading one field: its value, or the message to show. */
export type FieldRead<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Spec 2 section 5's leading zero: a zero followed by another digit ('012', '00.5'). A zero that is the
 * whole integer part ('0', '0.3', '0.05') is how numbers below 1 are written, so it is not refused (issue
 * #12: MGO 0.3 t/day could not be typed).
 */
const LEADING_ZERO = /^[+-]?0\d/;

/**
 * Reads a numeric vessel field as a form or a legacy client sends it. Absent (undefined, null, blank
 * text) reads as null. Text must be a decimal (the boundary's rule) and may not start with a leading zero
 * (above); numbers are taken as they are. Negative values are refused; integer fields refuse fractions.
 */
export function readVesselNumber(
  field: string,
  value: unknown,
  options: { integer?: boolean } = {},
): FieldRead<number | null> {
  if (typeof value === 'string' && LEADING_ZERO.test(value.trim()))
    return { ok: false, message: VESSEL_MSG.leadingZero(field) };
  // The boundary's one number rule (decimal notation, finite); the messages stay the vessel form's.
  const n = readNumber(value);
  if (n === undefined) return { ok: true, value: null };
  if (Number.isNaN(n)) return { ok: false, message: VESSEL_MSG.notANumber(field) };
  if (n < 0) return { ok: false, message: VESSEL_MSG.negative(field) };
  if (options.integer && !Number.isInteger(n)) return { ok: false, message: VESSEL_MSG.notWhole(field) };
  return { ok: true, value: n };
}

/** A Selected flag by the boundary's one boolean rule; no value reads as null. */
export function readVesselFlag(field: string, value: unknown): FieldRead<boolean | null> {
  if (isNoValue(value)) return { ok: true, value: null };
  const flag = readBool(value);
  return flag === undefined ? { ok: false, message: fillField(boolProblem(value), field) } : { ok: true, value: flag };
}

/** The vessel name after trimming, or the spec's message when it is missing. */
export function readVesselName(value: unknown): FieldRead<string> {
  if (isNoValue(value)) return { ok: false, message: VESSEL_MSG.nameRequired };
  if (typeof value === 'string' && value.trim().length > VESSEL_NAME_MAX)
    return { ok: false, message: VESSEL_MSG.tooLong('vesselName', VESSEL_NAME_MAX) };
  // The boundary's text rule: a NUL character (which PostgreSQL cannot store) is refused, never stored.
  const read = readText(value, { max: VESSEL_NAME_MAX });
  if ('problem' in read) return { ok: false, message: fillField(read.problem, 'vesselName') };
  return { ok: true, value: read.text };
}

/** Yes/No flags arrive as 'Yes'/'No' or as booleans; absent means Yes (spec 2 section 3). */
export function readScrubber(value: unknown): FieldRead<'Yes' | 'No' | null> {
  if (value === undefined || value === null || value === '') return { ok: true, value: null };
  if (value === true || value === 'Yes' || value === 'yes' || value === 'true') return { ok: true, value: 'Yes' };
  if (value === false || value === 'No' || value === 'no' || value === 'false') return { ok: true, value: 'No' };
  return { ok: false, message: VESSEL_MSG.scrubber };
}

export function readFuelType(value: unknown): FieldRead<FuelTypeCode | null> {
  if (value === undefined || value === null || value === '') return { ok: true, value: null };
  if (typeof value === 'string' && (FUEL_TYPE_CODES as readonly string[]).includes(value)) {
    return { ok: true, value: value as FuelTypeCode };
  }
  return { ok: false, message: VESSEL_MSG.fuelType };
}

/** A fleet line of the Add Fleet dialog: vessel, port and opening date are required (spec 1 section 5). */
export interface FleetLineRequired {
  vesselName?: string | null;
  vesselId?: number | null;
  port?: string | null;
  dateOpening?: string | Date | null;
}

/** The first missing required field of a manual fleet line, or null when the line is complete. */
export function missingFleetField(line: FleetLineRequired): 'vesselName' | 'port' | 'dateOpening' | null {
  if (!line.vesselId && !line.vesselName?.trim()) return 'vesselName';
  if (!line.port?.trim()) return 'port';
  if (!line.dateOpening) return 'dateOpening';
  return null;
}

/**
 * ADR 0017 on a vessel update: the never-empty numbers (VESSEL_NUMBER_FIELDS: DWT, capacities, draft, TPC,
 * light ship, constants, speeds and consumptions; columns that cannot be empty) refuse no value ("" or
 * null) instead of storing 0 over the saved figure; leave the key out to keep it, send 0 for none. The
 * nullable numbers (LOA, beam, tonnages, tank capacities, built, holds, hatches) are cleared by no value.
 * A new vessel without one of them stores the column's 0.
 */
export function firstClearedNumber(values: Readonly<Record<string, unknown>>): FieldError | null {
  for (const field of VESSEL_NUMBER_FIELDS) {
    if (values[field] !== undefined && isNoValue(values[field]))
      return { field, message: FLEET_MSG.numberNeeded(field) };
  }
  return null;
}

/** A field and the message to show for it. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * The first problem of a vessel form or input, or null. Reads every known field the same way the REST
 * shim does (numbers or text, the leading-zero rule, lengths, enums); the name is required when
 * `requireName` (creation) or when it is given at all. Unknown fields are ignored.
 */
export function firstVesselError(
  values: Readonly<Record<string, unknown>>,
  options: { requireName: boolean },
): FieldError | null {
  if (options.requireName || values.vesselName !== undefined) {
    const name = readVesselName(values.vesselName);
    if (!name.ok) return { field: 'vesselName', message: name.message };
  }
  const numeric: [string, boolean][] = [
    ...[...VESSEL_NUMBER_FIELDS, ...VESSEL_NULLABLE_NUMBER_FIELDS].map((f): [string, boolean] => [f, false]),
    ...VESSEL_INTEGER_FIELDS.map((f): [string, boolean] => [f, true]),
  ];
  for (const [field, integer] of numeric) {
    const read = readVesselNumber(field, values[field], { integer });
    if (!read.ok) return { field, message: read.message };
  }
  for (const field of VESSEL_FLAG_FIELDS) {
    const read = readVesselFlag(field, values[field]);
    if (!read.ok) return { field, message: read.message };
  }
  for (const [field, max] of Object.entries(VESSEL_TEXT_FIELDS)) {
    const value = values[field];
    if (isNoValue(value)) continue;
    const read = readText(value, { max });
    if ('problem' in read) return { field, message: fillField(read.problem, field) };
  }
  const fuel = readFuelType(values.fuelType);
  if (!fuel.ok) return { field: 'fuelType', message: fuel.message };
  const scrubber = readScrubber(values.vesselScrubber);
  if (!scrubber.ok) return { field: 'vesselScrubber', message: scrubber.message };
  return null;
}
