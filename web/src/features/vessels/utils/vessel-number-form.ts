import type { FuelType, YesNo } from '../../../__generated__/graphql';
import { readVesselName, readVesselNumber } from '../../../../../shared/validation/vessel-rules';

/**
 * What every vessel form of the app shares ({Add|Update} Vessel, the calculator's Create New Vessel and
 * the vessel information editor): the catalogue numbers, the speed and port-consumption tables with the
 * labels their messages use, and the one number rule of `shared/validation/vessel-rules.ts` (a leading
 * zero such as '012' refused, 0.5 taken) applied to text as typed.
 */

/** A number field: its VesselInput key and the label its messages use. */
export interface VesselNumberField {
  key: string;
  label: string;
  integer?: boolean;
}

/** The catalogue numbers, by VesselInput key. */
export const CATALOGUE_NUMBER_FIELDS: readonly VesselNumberField[] = [
  { key: 'vesselDwt', label: 'DWT' },
  { key: 'vesselDraftS', label: 'Draft' },
  { key: 'vesselTPC', label: 'TPC' },
  { key: 'vesselGrainCap', label: 'Grain Capacity' },
  { key: 'vesselBaleCap', label: 'Bale Capacity' },
  { key: 'vesselLOA', label: 'LOA' },
  { key: 'vesselBeam', label: 'Beam' },
  { key: 'vesselBuilt', label: 'Built', integer: true },
];

export type SpeedKind = 'Bal' | 'Ldn';
export type Row = 1 | 2 | 3 | 4;
export const ROWS: readonly Row[] = [1, 2, 3, 4];
export const SPEED_COLUMNS = [
  ['Spd', 'Speed'],
  ['ConsmHS', 'HS'],
  ['ConsmLS', 'LS'],
  ['ConsmMGO', 'MGO'],
] as const;
export const PORT_ROWS = [
  ['PIdle', 'Idle'],
  ['PLdg', 'Loading'],
  ['PDisch', 'Discharging'],
  ['VExtra', 'Extra'],
] as const;
export const GRADES = ['HS', 'LS', 'MGO'] as const;

export const speedKey = (kind: SpeedKind, column: (typeof SPEED_COLUMNS)[number][0], row: Row) =>
  `vessel${kind}${column}${row}`;
export const portKey = (port: (typeof PORT_ROWS)[number][0], grade: (typeof GRADES)[number]) =>
  `vessel${port}Consm${grade}`;

/** The four ballast or laden speed rows, each with speed and HS / LS / MGO consumption. */
export function speedFields(kind: SpeedKind): VesselNumberField[][] {
  const name = kind === 'Bal' ? 'Ballast' : 'Laden';
  return ROWS.map((row) =>
    SPEED_COLUMNS.map(([column, label]) => ({ key: speedKey(kind, column, row), label: `${name} ${row} ${label}` })),
  );
}

/** Port consumptions: idle, loading, discharging and extra, each HS / LS / MGO. */
export function portFields(): VesselNumberField[][] {
  return PORT_ROWS.map(([port, name]) => GRADES.map((g) => ({ key: portKey(port, g), label: `${name} ${g}` })));
}

/** Every number of the speed and port-consumption tables: ballast rows, laden rows, then ports. */
export const CONSUMPTION_FIELDS: readonly VesselNumberField[] = [
  ...speedFields('Bal').flat(),
  ...speedFields('Ldn').flat(),
  ...portFields().flat(),
];

/** The Scrubber dropdown's choices. */
export const SCRUBBER_OPTIONS: readonly { value: YesNo; label: string }[] = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
];

/** The fields a vessel dialog holds whatever else it has, numbers as typed by input key. */
export interface VesselNumberForm {
  vesselName: string;
  fuelType: FuelType;
  vesselScrubber: YesNo;
  numbers: Record<string, string>;
}

/** The message that refuses text typed into a number field (a leading zero, not a number), or null. */
export function refusedNumber(field: VesselNumberField, text: string): string | null {
  const read = readVesselNumber(field.label, text, { integer: field.integer });
  return read.ok ? null : read.message;
}

/** The number of a field's text; null when blank or refused. */
export function readNumber(field: VesselNumberField, text: string | undefined): number | null {
  const read = readVesselNumber(field.label, text ?? '', { integer: field.integer });
  return read.ok ? read.value : null;
}

/** The name's and the numbers' problems by field key (vesselName or a number's key). */
export function vesselNumberErrors(
  form: VesselNumberForm,
  fields: readonly VesselNumberField[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = readVesselName(form.vesselName);
  if (!name.ok) errors.vesselName = name.message;
  for (const f of fields) {
    const message = refusedNumber(f, form.numbers[f.key] ?? '');
    if (message) errors[f.key] = message;
  }
  return errors;
}

/**
 * Name, fuel type, scrubber and the numbers of a valid form as input fields. A blank number is left out
 * (the server's default) or, with `blank: 'null'`, sent as null, which clears it on update.
 */
export function vesselNumberInput(
  form: VesselNumberForm,
  fields: readonly VesselNumberField[],
  blank: 'omit' | 'null',
): Record<string, unknown> {
  const input: Record<string, unknown> = {
    vesselName: form.vesselName.trim(),
    fuelType: form.fuelType,
    vesselScrubber: form.vesselScrubber,
  };
  for (const f of fields) {
    const value = readNumber(f, form.numbers[f.key]);
    if (value !== null || blank === 'null') input[f.key] = value;
  }
  return input;
}
