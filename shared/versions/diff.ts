import { SNAPSHOT_SECTIONS, type SnapshotSection, type SnapshotValue, type VersionSnapshot } from './snapshot.js';
import { fieldLabel, VERSION_UNITS, type SectionUnits } from './units.js';

export type VersionChangeKind = 'added' | 'removed' | 'changed';

/** One difference between two versions. */
export interface VersionChange {
  section: SnapshotSection;
  /** Operations: the row's position (0-based) in both versions; null elsewhere. */
  row: number | null;
  /** The field's path in its section or row ('freight', 'extraDetail.bnkrFactor'); '' for a whole row. */
  field: string;
  /** What a reader sees: the headline result's name, else the field path. */
  label: string;
  kind: VersionChangeKind;
  /** The older version's value (null when added); a whole row when a row was removed. */
  before: SnapshotValue;
  /** The newer version's value (null when removed); a whole row when a row was added. */
  after: SnapshotValue;
  /** The field's unit (USD, USD/t, t, days, ...); null when it has none. */
  unit: string | null;
  /** after - before, in the unit, when both are numbers; else null. */
  delta: number | null;
}

type Flat = Map<string, SnapshotValue>;

/** Two numbers are the same when they differ by less than a billionth of their size (stored floats). */
export function sameNumber(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

function isRecord(v: SnapshotValue | undefined): v is { [key: string]: SnapshotValue } {
  return v !== null && v !== undefined && typeof v === 'object' && !Array.isArray(v);
}

/** JSON with sorted keys: key order never makes two values differ. */
function canonical(v: SnapshotValue): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (isRecord(v)) {
    const keys = Object.keys(v).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(v[k] as SnapshotValue)}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

function same(a: SnapshotValue, b: SnapshotValue): boolean {
  if (typeof a === 'number' && typeof b === 'number') return sameNumber(a, b);
  return canonical(a) === canonical(b);
}

/** Nested objects flattened to dotted paths; lists stay whole values. */
function flatten(value: Record<string, SnapshotValue> | null | undefined, prefix = '', out: Flat = new Map()): Flat {
  for (const [key, v] of Object.entries(value ?? {})) {
    if (v === undefined) continue;
    if (isRecord(v)) flatten(v, `${prefix}${key}.`, out);
    else out.set(`${prefix}${key}`, v);
  }
  return out;
}

function fieldChanges(
  section: SnapshotSection,
  row: number | null,
  before: Record<string, SnapshotValue> | null | undefined,
  after: Record<string, SnapshotValue> | null | undefined,
  units: Readonly<Record<string, string>>,
): VersionChange[] {
  const a = flatten(before);
  const b = flatten(after);
  const paths = [...new Set([...a.keys(), ...b.keys()])];
  const out: VersionChange[] = [];
  for (const field of paths) {
    const had = a.has(field);
    const has = b.has(field);
    const old = a.get(field) ?? null;
    const now = b.get(field) ?? null;
    if (had && has && same(old, now)) continue;
    // A field present on one side only with no value on it is no difference (null and absent are both "none").
    if (had !== has && (had ? old : now) === null) continue;
    out.push({
      section,
      row,
      field,
      label: fieldLabel(section, field),
      kind: !had ? 'added' : !has ? 'removed' : 'changed',
      before: old,
      after: now,
      unit: units[field] ?? null,
      delta: typeof old === 'number' && typeof now === 'number' ? now - old : null,
    });
  }
  return out;
}

/**
 * The differences between two versions of an order or a saved voyage, older first: the fields added,
 * removed or changed in each section; port operations matched by position (a row beyond the other version's
 * last is one added or removed change holding the whole row); numbers compared as numbers in their unit
 * (a difference below a billionth of their size is none) with the change as `delta`. Pure.
 */
export function diffVersions({
  before,
  after,
  units = VERSION_UNITS,
}: {
  before: VersionSnapshot;
  after: VersionSnapshot;
  units?: SectionUnits;
}): VersionChange[] {
  const changes: VersionChange[] = [];
  for (const section of SNAPSHOT_SECTIONS) {
    const sectionUnits = units[section] ?? {};
    if (section !== 'operations') {
      changes.push(...fieldChanges(section, null, before[section], after[section], sectionUnits));
      continue;
    }
    const rows = Math.max(before.operations.length, after.operations.length);
    for (let i = 0; i < rows; i++) {
      const old = before.operations[i];
      const now = after.operations[i];
      if (old && now) changes.push(...fieldChanges(section, i, old, now, sectionUnits));
      else if (old || now) {
        changes.push({
          section,
          row: i,
          field: '',
          label: `row ${i + 1}`,
          kind: old ? 'removed' : 'added',
          before: old ?? null,
          after: now ?? null,
          unit: null,
          delta: null,
        });
      }
    }
  }
  return changes;
}
