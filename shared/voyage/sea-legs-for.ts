import type { SeaLeg } from './compute-sea-leg.js';
import { seaLegAt } from './sea-leg-at.js';
import type { Position } from './timeline-types.js';
import type { OperationRow, VesselSpec } from './types.js';

/**
 * The sea leg arriving at every row for one vessel from one position (row 0 has none), by row index.
 * Legs do not depend on the cargo lifted, so the lift search and the premiums reuse them. Units as seaLegAt.
 */
export function seaLegsFor(args: {
  rows: readonly OperationRow[];
  vessel: VesselSpec;
  scrubber: boolean;
  position: Position;
}): SeaLeg[] {
  const { rows, vessel, scrubber, position } = args;
  return rows.map((_, index) => seaLegAt({ rows, vessel, scrubber, position, index }));
}
