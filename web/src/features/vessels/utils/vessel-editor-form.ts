import { getFragmentData } from '../../../__generated__';
import type { VesselEditorForm_VesselFragment, VesselInput } from '../../../__generated__/graphql';
import { loadLineRowFields } from '../graphql/vessel-editor';
import { readVesselNumber } from '../../../../../shared/validation/vessel-rules';
import { CONSUMPTION_FIELDS, ROWS, type Row, type SpeedKind } from './vessel-number-form';

/**
 * The vessel information editor (/vessel/{id}, spec 2 sections 2 and 3): the 4 ballast and 4 laden
 * speed/consumption rows with their Selected flags, port consumptions, the load-line table and the holds,
 * as typed text; checked with the shared number rule (a leading zero such as '012' refused, 0.5 taken)
 * and turned into the updateVessel input. Name, DWT, IMO and the text description are read-only.
 */

export type EditorVessel = VesselEditorForm_VesselFragment;

export const LOAD_LINES = [
  ['tropicalFresh', 'Tropical Fresh'],
  ['fresh', 'Fresh'],
  ['tropical', 'Tropical'],
  ['summer', 'Summer'],
  ['winter', 'Winter'],
  ['winterNorthAtlantic', 'Winter North Atlantic'],
] as const;
export type LoadLineKey = (typeof LOAD_LINES)[number][0];
export const LOAD_LINE_COLUMNS = [
  ['draft', 'Draft'],
  ['displacement', 'Displacement'],
  ['dwt', 'Dwt'],
  ['freeBoard', 'FreeBoard'],
] as const;
export type LoadLineColumn = (typeof LOAD_LINE_COLUMNS)[number][0];

export const HOLD_COLUMNS = [
  ['grainCapacity', 'Grain'],
  ['baleCapacity', 'Bale'],
  ['length', 'Length'],
  ['width', 'Width'],
  ['hatchLength', 'Hatch Length'],
  ['hatchWidth', 'Hatch Width'],
  ['tankTopStrength', 'Tank Top Strength'],
  ['deckStrength', 'Deck Strength'],
  ['hatchCoverStrength', 'Hatch Cover Strength'],
] as const;
export type HoldColumn = (typeof HOLD_COLUMNS)[number][0];

export const flagKey = (kind: SpeedKind, row: Row) => `vessel${kind === 'Bal' ? 'Bal' : 'Lad'}Comb${row}Selected`;

/** One hold as typed; `key` keeps React rows stable while rows are added and deleted. */
export interface HoldRow {
  key: number;
  values: Record<HoldColumn, string>;
}

export interface EditorForm {
  /** Speed and port-consumption numbers as typed, by vessel field name. */
  numbers: Record<string, string>;
  /** Selected flags by vessel field name. */
  flags: Record<string, boolean>;
  loadLines: Record<LoadLineKey, Record<LoadLineColumn, string>>;
  holds: HoldRow[];
}

const text = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

let holdKeys = 0;
const nextHoldKey = () => ++holdKeys;

export function blankHold(): HoldRow {
  return { key: nextHoldKey(), values: Object.fromEntries(HOLD_COLUMNS.map(([c]) => [c, ''])) as HoldRow['values'] };
}

export function editorFormOf(vessel: EditorVessel): EditorForm {
  const record = vessel as unknown as Record<string, unknown>;
  const extra = vessel.vesselExtraDetails;
  return {
    numbers: Object.fromEntries(CONSUMPTION_FIELDS.map((f) => [f.key, text(record[f.key])])),
    flags: Object.fromEntries(
      (['Bal', 'Ldn'] as const).flatMap((k) => ROWS.map((r) => [flagKey(k, r), record[flagKey(k, r)] === true])),
    ),
    loadLines: Object.fromEntries(
      LOAD_LINES.map(([line]) => {
        const row = getFragmentData(loadLineRowFields, extra?.loadLines[line]) as Record<string, unknown> | undefined;
        return [line, Object.fromEntries(LOAD_LINE_COLUMNS.map(([c]) => [c, text(row?.[c])]))];
      }),
    ) as EditorForm['loadLines'],
    holds: (extra?.holdCapacity ?? []).map((h) => ({
      key: nextHoldKey(),
      values: Object.fromEntries(HOLD_COLUMNS.map(([c]) => [c, text(h[c])])) as HoldRow['values'],
    })),
  };
}

/**
 * Ticks or unticks one Selected flag. The engine prices one row per condition, so ticking a row unticks
 * the other rows of the same table; unticking leaves none ticked (the engine then takes the first row
 * with a speed).
 */
export function toggleSelected(flags: Record<string, boolean>, kind: SpeedKind, row: Row): Record<string, boolean> {
  const ticked = !flags[flagKey(kind, row)];
  const next = { ...flags };
  for (const r of ROWS) next[flagKey(kind, r)] = ticked && r === row;
  return next;
}

/** The message refusing a typed number (labelled for the user), or null. */
export function refusedEditorNumber(label: string, value: string): string | null {
  const read = readVesselNumber(label, value);
  return read.ok ? null : read.message;
}

const lineLabel = (line: LoadLineKey, column: LoadLineColumn) =>
  `${LOAD_LINES.find(([k]) => k === line)![1]} ${LOAD_LINE_COLUMNS.find(([c]) => c === column)![1]}`;
const holdLabel = (index: number, column: HoldColumn) =>
  `Hold ${index + 1} ${HOLD_COLUMNS.find(([c]) => c === column)![1]}`;

/** Every problem of the form by a field path (a vessel field, `loadLines.summer.draft`, `holds.0.width`). */
export function editorErrors(form: EditorForm): Record<string, string> {
  const errors: Record<string, string> = {};
  const check = (path: string, label: string, value: string) => {
    const message = refusedEditorNumber(label, value);
    if (message) errors[path] = message;
  };
  for (const f of CONSUMPTION_FIELDS) check(f.key, f.label, form.numbers[f.key] ?? '');
  for (const [line] of LOAD_LINES) {
    for (const [c] of LOAD_LINE_COLUMNS) check(`loadLines.${line}.${c}`, lineLabel(line, c), form.loadLines[line][c]);
  }
  form.holds.forEach((hold, i) => {
    for (const [c] of HOLD_COLUMNS) check(`holds.${i}.${c}`, holdLabel(i, c), hold.values[c]);
  });
  return errors;
}

const num = (value: string): number => {
  const read = readVesselNumber('value', value);
  return read.ok && read.value !== null ? read.value : 0;
};

/**
 * The updateVessel input of a valid form: every consumption field and flag, and the extra details as a
 * whole (the server replaces them), the read-only description sent back as it was. Blank is 0.
 */
export function editorInput(form: EditorForm, description: string): VesselInput {
  const input: Record<string, unknown> = {};
  for (const f of CONSUMPTION_FIELDS) input[f.key] = num(form.numbers[f.key] ?? '');
  Object.assign(input, form.flags);
  input.vesselExtraDetails = {
    vesselTextDescription: description,
    holdCapacity: form.holds.map((h) => Object.fromEntries(HOLD_COLUMNS.map(([c]) => [c, num(h.values[c])]))),
    loadLines: Object.fromEntries(
      LOAD_LINES.map(([line]) => [
        line,
        Object.fromEntries(LOAD_LINE_COLUMNS.map(([c]) => [c, num(form.loadLines[line][c])])),
      ]),
    ),
  };
  return input as VesselInput;
}
