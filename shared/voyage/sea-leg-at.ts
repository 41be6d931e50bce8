import { computeSeaLeg, type SeaLeg } from './compute-sea-leg.js';
import type { TableRowPick } from './selected-speed-row.js';
import type { Position } from './timeline-types.js';
import type { OperationRow, VesselSpec } from './types.js';

/**
 * The sea leg arriving at one row; row 1 takes the position's ballast distances when it has them, row 0
 * (Commence) has none. Distances nm, days, fuel t (see computeSeaLeg).
 */
export function seaLegAt(args: {
  rows: readonly OperationRow[];
  vessel: VesselSpec;
  scrubber: boolean;
  position: Position;
  index: number;
  /** The vessel's selected table row per condition, when the caller already has them. */
  picks?: { ballast: TableRowPick | null; laden: TableRowPick | null };
}): SeaLeg {
  const { rows, vessel, scrubber, position, index, picks } = args;
  const row = rows[index] as OperationRow;
  const ballastLeg = index === 1 && position.ballastDistNormal !== null;
  return computeSeaLeg({
    row,
    vessel,
    scrubber,
    distNormal: index === 0 ? 0 : ballastLeg ? (position.ballastDistNormal ?? 0) : row.distNormal,
    distEca: index === 0 ? 0 : ballastLeg ? (position.ballastDistEca ?? 0) : row.distEca,
    pick: picks ? (row.lbmarker === 'laden' ? picks.laden : picks.ballast) : undefined,
  });
}
