import type { SeaLeg } from './compute-sea-leg.js';
import { seaLegAt } from './sea-leg-at.js';
import { selectedSpeedRow } from './selected-speed-row.js';
import type { Position } from './timeline-types.js';
import type { OperationRow, VesselSpec } from './types.js';

/**
 * The sea leg arriving at every row for one vessel from one position (row 0 has none), by row index.
 * Legs do not depend on the cargo lifted, so the lift search and the premiums reuse them. The vessel's
 * selected table row per condition is read once for all rows. Units as seaLegAt.
 */
export function seaLegsFor(args: {
  rows: readonly OperationRow[];
  vessel: VesselSpec;
  scrubber: boolean;
  position: Position;
}): SeaLeg[] {
  const { rows, vessel, scrubber, position } = args;
  const picks = { ballast: selectedSpeedRow(vessel, 'ballast'), laden: selectedSpeedRow(vessel, 'laden') };
  const legs: SeaLeg[] = new Array<SeaLeg>(rows.length);
  for (let index = 0; index < rows.length; index++)
    legs[index] = seaLegAt({ rows, vessel, scrubber, position, index, picks });
  return legs;
}
