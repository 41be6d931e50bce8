import { formatUpTo } from '../../../lib/format';

/** A value of a version as the diff table shows it: numbers with their unit, a whole row by its operation and port. */
export function versionValueText(value: unknown, unit: string | null): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') return unit ? `${formatUpTo(value, 4)} ${unit}` : formatUpTo(value, 4);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
  const row = value as Record<string, unknown>;
  if (typeof row.operation === 'string') return [row.operation, row.port].filter((p) => p).join(' · ');
  return JSON.stringify(value);
}

/** The change of a number in its unit, signed ('+250 USD'); '' when there is none. */
export function versionDeltaText(delta: number | null | undefined, unit: string | null): string {
  if (delta === null || delta === undefined || !Number.isFinite(delta) || delta === 0) return '';
  const sign = delta > 0 ? '+' : '−';
  return `${sign}${formatUpTo(Math.abs(delta), 4)}${unit ? ` ${unit}` : ''}`;
}

const SECTION_NAMES: Record<string, string> = {
  INPUTS: 'Order',
  OPERATIONS: 'Operations',
  FLEET: 'Vessel',
  RESULTS: 'Results',
};

/** Where a change is: the part, and for operations the row (numbered from 1 as the tables number it). */
export function versionPlaceText(section: string, row: number | null | undefined): string {
  const name = SECTION_NAMES[section] ?? section;
  return row === null || row === undefined ? name : `${name} · row ${row + 1}`;
}

/**
 * The two versions compared after a tick: a tick adds the version, the oldest tick drops out beyond two,
 * a second tick on a version takes it out. Newest-first order is not assumed.
 */
export function toggleCompared(picked: readonly number[], version: number): number[] {
  if (picked.includes(version)) return picked.filter((v) => v !== version);
  return [...picked, version].slice(-2);
}

/** The pair to diff, older first; null until two are picked. */
export function comparedPair(picked: readonly number[]): { from: number; to: number } | null {
  if (picked.length !== 2) return null;
  const [a, b] = picked as [number, number];
  return { from: Math.min(a, b), to: Math.max(a, b) };
}
