import { CARGO_ROW_FIELDS } from '../contract/calculation/cargo-row.fields.js';
import { CLIENT_QUERY_FIELDS } from '../contract/calculation/client-query.fields.js';
import { EXTRA_DETAIL_FIELDS } from '../contract/calculation/extra-detail.fields.js';
import { FLEET_ENTRY_FIELDS } from '../contract/calculation/fleet-entry.fields.js';
import { HEADLINE_RESULTS, type SnapshotSection } from './snapshot.js';

/** Unit of each field path of a section ('extraDetail.bnkrFactor', 'vessel.dwt'); a path absent has none. */
export type SectionUnits = Partial<Record<SnapshotSection, Readonly<Record<string, string>>>>;

interface TableField {
  readonly unit?: string;
  readonly fields?: Readonly<Record<string, TableField>>;
}

/** The units of a contract field table, nested records under their field's name. */
function unitsOf(table: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, field] of Object.entries(table as Readonly<Record<string, TableField>>)) {
    if (field.unit) out[`${prefix}${name}`] = field.unit;
    if (field.fields) Object.assign(out, unitsOf(field.fields, `${prefix}${name}.`));
  }
  return out;
}

/** The units of the calculation contract (shared/contract/calculation) and of the headline results. */
export const VERSION_UNITS: SectionUnits = {
  inputs: unitsOf(CLIENT_QUERY_FIELDS),
  operations: { ...unitsOf(CARGO_ROW_FIELDS), ...unitsOf(EXTRA_DETAIL_FIELDS, 'extraDetail.') },
  fleet: unitsOf(FLEET_ENTRY_FIELDS),
  results: Object.fromEntries(
    HEADLINE_RESULTS.flatMap((h) => ('unit' in h ? [[h.key, h.unit] as [string, string]] : [])),
  ),
};

/** The label of a headline result (its key for any other field). */
export function fieldLabel(section: SnapshotSection, path: string): string {
  if (section !== 'results') return path;
  return HEADLINE_RESULTS.find((h) => h.key === path)?.label ?? path;
}
