import type {
  FleetEntryInput,
  FleetListTab_EntryFragment,
  VesselInput,
  VesselListTab_VesselFragment,
} from '../../../__generated__/graphql';
import {
  readFuelType,
  readScrubber,
  VESSEL_MSG,
  VESSEL_NUMBER_FIELDS,
  VESSEL_TEXT_FIELDS,
} from '../../../../../shared/validation/vessel-rules';
import { DATE_FORMATS, formatDate, parseDay } from '../../../lib/format';
import {
  CATALOGUE_NUMBER_FIELDS,
  readNumber,
  vesselNumberErrors,
  vesselNumberInput,
  type VesselNumberField,
  type VesselNumberForm,
} from './vessel-number-form';

/**
 * The '{Add|Update} Vessel' dialog of /vessel_information (spec 2 sections 2 and 5): text as typed,
 * checked with the shared vessel rules of `vessel-number-form.ts` (name required, the number rule) and
 * text lengths, then turned into the catalogue or fleet inputs.
 */

export type VesselRow = VesselListTab_VesselFragment;
export type FleetRow = FleetListTab_EntryFragment;

/** Catalogue text of the dialog, by VesselInput key (lengths from VESSEL_TEXT_FIELDS). */
export const DIALOG_TEXT_FIELDS: readonly { key: keyof typeof VESSEL_TEXT_FIELDS; label: string }[] = [
  { key: 'vesselShipowner', label: 'Owner' },
  { key: 'vesselCountry', label: 'Ship Country' },
  { key: 'vesselIMO', label: 'IMO' },
  { key: 'vesselFlag', label: 'Flag' },
];

/** The fleet entry's numbers (Fleet tab only), by FleetEntryInput key. */
export const FLEET_NUMBER_FIELDS: readonly VesselNumberField[] = [
  { key: 'hirePerDay', label: 'Hire Per Day' },
  { key: 'hireGbb', label: 'Hire GBB' },
];

export const PORT_MAX = 200;

/** `numbers` holds the catalogue's and the fleet entry's numbers as typed, by input key. */
export interface VesselDialogForm extends VesselNumberForm {
  texts: Record<string, string>;
  /** Fleet tab: the open port and the opening day as typed or picked (DD/MMM/yyyy, a UTC day). */
  port: string;
  dateOpening: string;
  /** The time of day of the stored opening (ISO suffix), kept when only the day changes. */
  openingTime: string;
  /**
   * Fleet tab: the version of the entry's catalogue vessel as loaded (null without one), sent as
   * vesselVersion so a save over a vessel changed since is a CONFLICT. Never typed: Reload and re-apply
   * takes the fresh one with the fresh record.
   */
  vesselVersion: number | null;
}

export function blankDialogForm(): VesselDialogForm {
  return {
    vesselName: '',
    fuelType: 'TYPE0',
    vesselScrubber: 'YES',
    numbers: {},
    texts: {},
    port: '',
    dateOpening: '',
    openingTime: 'T00:00:00.000Z',
    vesselVersion: null,
  };
}

const numberText = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value : '';
const plainText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The form of a vessel record (a list row or a fleet entry's snapshot); unknown fields are skipped. */
function formOfRecord(record: Readonly<Record<string, unknown>>): VesselDialogForm {
  const fuel = readFuelType(record.fuelType);
  // A list row says YES/NO (the GraphQL enum), a stored record Yes/No (the spec's values).
  const scrubber = readScrubber(typeof record.vesselScrubber === 'string' ? record.vesselScrubber.toLowerCase() : null);
  return {
    ...blankDialogForm(),
    vesselName: plainText(record.vesselName),
    fuelType: fuel.ok && fuel.value ? fuel.value : 'TYPE0',
    vesselScrubber: scrubber.ok && scrubber.value === 'No' ? 'NO' : 'YES',
    numbers: Object.fromEntries(CATALOGUE_NUMBER_FIELDS.map((f) => [f.key, numberText(record[f.key])])),
    texts: Object.fromEntries(DIALOG_TEXT_FIELDS.map((f) => [f.key, plainText(record[f.key])])),
  };
}

export function formOfVessel(row: VesselRow): VesselDialogForm {
  return formOfRecord(row as unknown as Record<string, unknown>);
}

/** A fleet entry's stored vessel record: JSON text or an object; anything else is an empty record. */
export function snapshotRecord(snapshot: unknown): Record<string, unknown> {
  let value = snapshot;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function formOfFleet(row: FleetRow): VesselDialogForm {
  const form = formOfRecord({ ...snapshotRecord(row.vesselSnapshot), vesselName: row.vesselName });
  form.numbers.vesselDwt = numberText(row.dwt);
  form.numbers.hirePerDay = numberText(row.hirePerDay);
  form.numbers.hireGbb = numberText(row.hireGbb);
  form.port = row.port;
  form.vesselVersion = row.vesselVersion ?? null;
  form.dateOpening = formatDate(row.dateOpening, '');
  if (/^T\d{2}:\d{2}/.test(row.dateOpening.slice(10))) form.openingTime = row.dateOpening.slice(10);
  return form;
}

const NEVER_EMPTY: ReadonlySet<string> = new Set(VESSEL_NUMBER_FIELDS);

/**
 * The form's problems by field key; empty when it can be saved. `fleet`: the Fleet tab's fields too.
 * `updating`: a saved vessel, whose never-empty numbers (DWT, draft, TPC, capacities) cannot be blanked:
 * the server refuses no value there rather than store 0 (ADR 0017), and the form says so first. A blank
 * LOA, beam or year built clears it.
 */
export function dialogErrors(form: VesselDialogForm, fleet: boolean, updating = false): Record<string, string> {
  const errors = vesselNumberErrors(form, [...CATALOGUE_NUMBER_FIELDS, ...(fleet ? FLEET_NUMBER_FIELDS : [])]);
  for (const f of updating ? CATALOGUE_NUMBER_FIELDS : []) {
    if (NEVER_EMPTY.has(f.key) && !errors[f.key] && !(form.numbers[f.key] ?? '').trim())
      errors[f.key] = VESSEL_MSG.numberNeeded(f.label);
  }
  for (const f of DIALOG_TEXT_FIELDS) {
    const max = VESSEL_TEXT_FIELDS[f.key];
    if ((form.texts[f.key] ?? '').trim().length > max) errors[f.key] = VESSEL_MSG.tooLong(f.label, max);
  }
  if (fleet) {
    if (!form.port.trim()) errors.port = 'Port Opening is required';
    else if (form.port.trim().length > PORT_MAX) errors.port = VESSEL_MSG.tooLong('Port Opening', PORT_MAX);
    if (!form.dateOpening.trim()) errors.dateOpening = 'Date Opening is required';
    else if (!parseDay(form.dateOpening)) errors.dateOpening = `Date Opening must be written ${DATE_FORMATS.date}`;
  }
  return errors;
}

/**
 * The VesselInput of a valid form. On creation blank fields are left out (the server's defaults); on
 * update a blank field is sent as null, which clears a nullable one (dialogErrors refuses the others).
 */
export function dialogVesselInput(form: VesselDialogForm, mode: 'create' | 'update'): VesselInput {
  const input = vesselNumberInput(form, CATALOGUE_NUMBER_FIELDS, mode === 'update' ? 'null' : 'omit');
  for (const f of DIALOG_TEXT_FIELDS) {
    const text = (form.texts[f.key] ?? '').trim();
    if (text || mode === 'update') input[f.key] = text || null;
  }
  return input as VesselInput;
}

/**
 * The fleet entry's own fields of a valid Fleet-tab form: name and dwt (they follow the catalogue vessel
 * when the entry was made from one), port, opening date (the stored time of day kept) and hire.
 */
export function dialogFleetInput(form: VesselDialogForm): FleetEntryInput {
  return {
    vesselName: form.vesselName.trim(),
    dwt: readNumber(CATALOGUE_NUMBER_FIELDS[0]!, form.numbers.vesselDwt) ?? 0,
    port: form.port.trim(),
    dateOpening: new Date(`${parseDay(form.dateOpening)!.toISOString().slice(0, 10)}${form.openingTime}`).toISOString(),
    hirePerDay: readNumber(FLEET_NUMBER_FIELDS[0]!, form.numbers.hirePerDay) ?? 0,
    hireGbb: readNumber(FLEET_NUMBER_FIELDS[1]!, form.numbers.hireGbb) ?? 0,
  };
}
