import type { EmailPositionFilterInput, GearFilter } from '../../../__generated__/graphql';

/** Spec 1 section 9: vessel size filters by DWT, written low_high. */
export const VESSEL_TYPES: readonly { label: string; value: string }[] = [
  { label: 'All', value: '0_99999999' },
  { label: 'Mini Bulk', value: '0_20000' },
  { label: 'HandyBulk', value: '20001_40000' },
  { label: 'Supra/Ultra', value: '40001_68000' },
  { label: 'P/Pmx', value: '68001_100000' },
  { label: 'Cape', value: '100001_99999999' },
];

export const GEAR_FILTERS: readonly GearFilter[] = ['All', 'Geared', 'Gearless'];

/** 'Updated since' 1 to 30 days, default 1. */
export const UPDATED_SINCE_DAYS: readonly number[] = Array.from({ length: 30 }, (_, i) => i + 1);

/** The region list's own entry for positions whose region was not resolved; the default choice. */
export const UNKNOWN_REGION = 'Unknown';

/** At most this many region chips are shown; the rest are counted as '+N'. */
export const MAX_REGION_CHIPS = 2;

export interface AutoFilters {
  days: number;
  vesselType: string;
  gear: GearFilter;
  regions: string[];
}

export const DEFAULT_AUTO_FILTERS: AutoFilters = {
  days: 1,
  vesselType: VESSEL_TYPES[0]!.value,
  gear: 'All',
  regions: [UNKNOWN_REGION],
};

const DAY_MS = 24 * 3_600_000;

/** The emailPositions filter: e-mails of the last N days up to now, the DWT range, gear and regions. */
export function emailPositionFilter(filters: AutoFilters, now: Date = new Date()): EmailPositionFilterInput {
  const [low, high] = filters.vesselType.split('_').map(Number);
  return {
    emailDateLower: new Date(now.getTime() - filters.days * DAY_MS).toISOString(),
    emailDateUpper: now.toISOString(),
    dwtLower: low ?? 0,
    dwtUpper: high ?? 99_999_999,
    gear: filters.gear,
    portRegion: filters.regions,
  };
}

/** The region chips to show and how many more are chosen ('+N'). */
export function regionChips(regions: readonly string[]): { shown: string[]; more: number } {
  return { shown: regions.slice(0, MAX_REGION_CHIPS), more: Math.max(0, regions.length - MAX_REGION_CHIPS) };
}

/** Ticks or unticks one region, keeping the list's order. */
export function toggleRegion(all: readonly string[], chosen: readonly string[], region: string, on: boolean): string[] {
  const next = new Set(chosen);
  if (on) next.add(region);
  else next.delete(region);
  const ordered = all.filter((r) => next.has(r));
  // Regions chosen but not (or no longer) in the list stay, after the listed ones.
  return [...ordered, ...[...next].filter((r) => !all.includes(r))];
}
