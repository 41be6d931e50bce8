import type { DraftCondition } from './loadability-types.js';

/** Sea water, t/m3: the density load lines and TPC are stated at. */
export const SEA_WATER = 1.025;
const FRESH_WATER = 1.0;

/**
 * Dock-water density of a condition, t/m3. The F / TF marks are S / T + FWA, i.e. the summer / tropical
 * marks in fresh water: a fresh-water load line is read as density 1.000 unless a lower-than-sea density
 * is given, so the fresh-water allowance is counted once, never on top of a density. Otherwise the given
 * density, or sea water when none (<= 0) is given.
 */
export function dockDensity(condition: Pick<DraftCondition, 'loadline' | 'waterDensity'>): number {
  const fresh = condition.loadline === 'F' || condition.loadline === 'TF';
  if (condition.waterDensity > 0 && (!fresh || condition.waterDensity < SEA_WATER)) return condition.waterDensity;
  return fresh ? FRESH_WATER : SEA_WATER;
}
