import { consumptionAtSpeed } from './consumption-at-speed.js';
import type { TableSpeed } from './result-types.js';
import { selectedSpeedRow } from './selected-speed-row.js';
import type { VesselSpec } from './types.js';

/**
 * The vessel's selected speed per condition, as Vessel Details shows it: the table row a leg with no
 * speed of its own runs at (selectedSpeedRow), 1-based, its speed in knots and the consumption the
 * engine reads there, t/day per grade; null for a table with no speed.
 */
export function selectedSpeeds(args: {
  vessel: Pick<VesselSpec, 'ballast' | 'laden' | 'ballastSelected' | 'ladenSelected'>;
}): { ballast: TableSpeed | null; laden: TableSpeed | null } {
  const { vessel } = args;
  return { ballast: selectedSpeed(vessel, 'ballast'), laden: selectedSpeed(vessel, 'laden') };
}

function selectedSpeed(
  vessel: Pick<VesselSpec, 'ballast' | 'laden' | 'ballastSelected' | 'ladenSelected'>,
  condition: 'ballast' | 'laden',
): TableSpeed | null {
  const pick = selectedSpeedRow(vessel, condition);
  if (pick === null) return null;
  const table = condition === 'ballast' ? vessel.ballast : vessel.laden;
  return {
    row: pick.index + 1,
    knots: pick.speed,
    consumption: consumptionAtSpeed({ rows: table, speed: pick.speed }),
  };
}
