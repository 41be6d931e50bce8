import type { FleetEntryInput } from '../../../__generated__/graphql';
import { missingFleetField } from '../../../../../shared/validation/vessel-rules';
import { formatDateTime } from '../../../lib/format';
import { parseDateTime } from '../../orders/utils/order-dates';
import { portEntryIssue, type PortChoice } from '../../orders/utils/port-entry';

/** One line of the Add Fleet Manual tab, as typed; its port is a port of the table or a custom point. */
export interface ManualLine extends PortChoice {
  key: number;
  /** Set when a catalogue vessel was chosen from the search; cleared when the name is typed over. */
  vesselId: number | null;
  vesselName: string;
  /** Filled from the chosen vessel (read-only on screen). */
  dwt: number | null;
  /** DD/MMM/yyyy HH:mm as typed. */
  dateOpening: string;
  gbb: number;
  hirePerDay: number;
  hireGbb: number;
}

/** Spec 1 section 4: a new line opens now, with GBB, hire per day and hire GBB at 0. */
export function newManualLine(key: number, now: Date = new Date()): ManualLine {
  return {
    key,
    vesselId: null,
    vesselName: '',
    dwt: null,
    port: '',
    portId: null,
    customPoint: false,
    lat: null,
    lng: null,
    country: null,
    dateOpening: formatDateTime(now),
    gbb: 0,
    hirePerDay: 0,
    hireGbb: 0,
  };
}

/** The list the dialog opens with, and resets to on close: one blank line. */
export function initialManualLines(now: Date = new Date()): ManualLine[] {
  return [newManualLine(0, now)];
}

/**
 * True when the line has a vessel, a port and a readable opening date (the three required fields). The
 * vessel must be one chosen from the catalogue search: a typed name alone carries no particulars, and
 * the calculation cannot price a fleet entry without them.
 */
export function isManualLineComplete(line: ManualLine): boolean {
  const date = parseDateTime(line.dateOpening);
  return (
    line.vesselId !== null &&
    missingFleetField({ ...line, dateOpening: date ?? null }) === null &&
    portEntryIssue(line) === null
  );
}

/** '+' adds a line only when every line is complete; otherwise the list is unchanged (and the caller warns). */
export function addManualLine(lines: readonly ManualLine[], now: Date = new Date()): ManualLine[] | null {
  if (!lines.every(isManualLineComplete)) return null;
  const key = lines.reduce((max, l) => Math.max(max, l.key), -1) + 1;
  return [...lines, newManualLine(key, now)];
}

/** Removes a line; line 0 cannot be removed. */
export function removeManualLine(lines: readonly ManualLine[], index: number): ManualLine[] {
  if (index <= 0 || index >= lines.length) return [...lines];
  return lines.filter((_, i) => i !== index);
}

export function patchManualLine(lines: readonly ManualLine[], index: number, patch: Partial<ManualLine>): ManualLine[] {
  return lines.map((l, i) => (i === index ? { ...l, ...patch } : l));
}

/** Typing over the vessel name forgets the chosen catalogue vessel (and its dwt). */
export function typedVesselName(text: string): Partial<ManualLine> {
  return { vesselName: text, vesselId: null, dwt: null };
}

/** The lines as addToFleet takes them; null when any line misses a required field. */
export function manualLinesInput(lines: readonly ManualLine[]): FleetEntryInput[] | null {
  if (lines.length === 0 || !lines.every(isManualLineComplete)) return null;
  return lines.map((l) => ({
    vesselId: l.vesselId,
    vesselName: l.vesselName.trim(),
    ...(l.dwt !== null ? { dwt: l.dwt } : {}),
    port: l.port.trim(),
    lat: l.lat,
    lng: l.lng,
    dateOpening: parseDateTime(l.dateOpening)!.toISOString(),
    gbb: l.gbb,
    hirePerDay: l.hirePerDay,
    hireGbb: l.hireGbb,
  }));
}

/** Which required fields of a line are missing (shown in red after a refused '+' or Save). */
export function manualLineIssues(line: ManualLine): { vessel: boolean; port: boolean; date: boolean } {
  return {
    vessel: line.vesselId === null,
    port: line.port.trim() === '' || portEntryIssue(line) !== null,
    date: parseDateTime(line.dateOpening) === undefined,
  };
}
