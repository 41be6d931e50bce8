import type { FuelType, VesselInput, YesNo } from '../../../__generated__/graphql';
import { readVesselName, readVesselNumber } from '../../../../../shared/validation/vessel-rules';

/**
 * The Create New Vessel form (spec 1 section 2, validation in section 5): text as typed, checked with the
 * shared vessel rules (name required, numbers may not start with 0), turned into a VesselInput on Save.
 */

export interface VesselFormField {
  key: keyof VesselInput & string;
  label: string;
  integer?: boolean;
}

export const VESSEL_MAIN_FIELDS: readonly VesselFormField[] = [
  { key: 'vesselDwt', label: 'DWT' },
  { key: 'vesselDraftS', label: 'Draft' },
  { key: 'vesselTPC', label: 'TPC' },
  { key: 'vesselGrainCap', label: 'Grain Capacity' },
  { key: 'vesselBaleCap', label: 'Bale Capacity' },
  { key: 'vesselLOA', label: 'LOA' },
  { key: 'vesselBuilt', label: 'Built', integer: true },
];

export const SPEED_COLUMNS = [
  ['Spd', 'Speed'],
  ['ConsmHS', 'HS'],
  ['ConsmLS', 'LS'],
  ['ConsmMGO', 'MGO'],
] as const;

export const SPEED_ROWS = [1, 2, 3, 4] as const;

/** The four ballast or laden speed rows, each with speed and HS / LS / MGO consumption. */
export function speedFields(kind: 'Bal' | 'Ldn'): VesselFormField[][] {
  const name = kind === 'Bal' ? 'Ballast' : 'Laden';
  return SPEED_ROWS.map((n) =>
    SPEED_COLUMNS.map(([c, label]) => ({
      key: `vessel${kind}${c}${n}` as VesselFormField['key'],
      label: `${name} ${n} ${label}`,
    })),
  );
}

export const PORT_ROWS = [
  ['PIdle', 'Idle'],
  ['PLdg', 'Loading'],
  ['PDisch', 'Discharging'],
  ['VExtra', 'Extra'],
] as const;

/** Port consumptions: idle, loading, discharging and extra, each HS / LS / MGO. */
export function portFields(): VesselFormField[][] {
  return PORT_ROWS.map(([p, name]) =>
    (['HS', 'LS', 'MGO'] as const).map((g) => ({
      key: `vessel${p}Consm${g}` as VesselFormField['key'],
      label: `${name} ${g}`,
    })),
  );
}

export const ALL_NUMBER_FIELDS: readonly VesselFormField[] = [
  ...VESSEL_MAIN_FIELDS,
  ...speedFields('Bal').flat(),
  ...speedFields('Ldn').flat(),
  ...portFields().flat(),
];

export interface VesselForm {
  vesselName: string;
  fuelType: FuelType;
  vesselScrubber: YesNo;
  /** Number fields as typed, by VesselInput key. */
  numbers: Record<string, string>;
}

/** A blank form: fuel type TYPE0 and scrubber Yes (spec 1 section 9). */
export function blankVesselForm(): VesselForm {
  return { vesselName: '', fuelType: 'TYPE0', vesselScrubber: 'YES', numbers: {} };
}

/** The message that refuses text typed into a number field (a leading zero, not a number), or null. */
export function refusedNumber(field: VesselFormField, text: string): string | null {
  const read = readVesselNumber(field.label, text, { integer: field.integer });
  return read.ok ? null : read.message;
}

/** The form's problems by field key (vesselName, or a number field's key); empty when it can be saved. */
export function vesselFormErrors(form: VesselForm): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = readVesselName(form.vesselName);
  if (!name.ok) errors.vesselName = name.message;
  for (const f of ALL_NUMBER_FIELDS) {
    const message = refusedNumber(f, form.numbers[f.key] ?? '');
    if (message) errors[f.key] = message;
  }
  return errors;
}

/** The createVessel input of a valid form; blank number fields are left out (the server's defaults). */
export function vesselFormInput(form: VesselForm): VesselInput {
  const input: Record<string, unknown> = {
    vesselName: form.vesselName.trim(),
    fuelType: form.fuelType,
    vesselScrubber: form.vesselScrubber,
  };
  for (const f of ALL_NUMBER_FIELDS) {
    const read = readVesselNumber(f.label, form.numbers[f.key] ?? '', { integer: f.integer });
    if (read.ok && read.value !== null) input[f.key] = read.value;
  }
  return input as VesselInput;
}
