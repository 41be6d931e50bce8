import type { RowBunkers } from './bunkers-by-row.js';
import { addGrades, ZERO } from './grades.js';
import { isoFromMs } from './iso-time.js';
import { legSpeed } from './leg-speed.js';
import type { LegSpeed, RowResult } from './result-types.js';
import type { SeaLeg } from './compute-sea-leg.js';
import type { RowTimeline, Timeline } from './timeline-types.js';
import type { VesselSpec } from './types.js';

/** Whether legSpeed reads the same figures for two legs (NaN speeds never match: read again). */
const sameSpeed = (a: SeaLeg, b: SeaLeg | null) =>
  b !== null &&
  a.condition === b.condition &&
  a.tableRow === b.tableRow &&
  a.nominalNormal === b.nominalNormal &&
  a.nominalEca === b.nominalEca;

/**
 * portToPortOperationResultMap: every row's timing, distance, speed used, fuel and bunkers on board,
 * keyed by row index. Units as RowResult.
 */
export function rowResults(args: {
  timeline: Timeline;
  rowCo2: readonly number[];
  vessel: Pick<VesselSpec, 'ballast' | 'laden'>;
  /** Bunkers on board per row (bunkersByRow), by row index. */
  bunkers: readonly RowBunkers[];
}): Record<string, RowResult> {
  const { rowCo2, vessel, bunkers } = args;
  const map: Record<string, RowResult> = {};
  const rows = args.timeline.rows;
  // Legs at the same condition, table row and speeds run at the same LegSpeed: the previous row's
  // object is reused (its consumption read once), identical in every field.
  let speedOf: SeaLeg | null = null;
  let speed: LegSpeed | null = null;
  // Index loops and each part read once: this builds every row of every vessel's result.
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i] as RowTimeline;
    const { row, sea, port } = r;
    const index = r.index;
    const onBoard = bunkers[index];
    let rowSpeed: LegSpeed | null = null;
    if (index !== 0) {
      if (!sameSpeed(sea, speedOf)) {
        speed = legSpeed({ leg: sea, vessel });
        speedOf = sea;
      }
      rowSpeed = speed;
    }
    map[index] = {
      index,
      rowId: row.id,
      operation: row.operation,
      port: row.port,
      arrivalTime: isoFromMs(r.arrival),
      departureTime: isoFromMs(r.departure),
      distNormal: sea.distNormal,
      distEca: sea.distEca,
      speedNormal: sea.speedNormal,
      speedEca: sea.speedEca,
      legSpeed: rowSpeed,
      seaDaysNormal: sea.daysNormal,
      seaDaysEca: sea.daysEca,
      seaDays: sea.daysNormal + sea.daysEca,
      cargoTx: r.cargoTx,
      workingDays: port.workingDays,
      waitingDays: port.waitingDays,
      idleDays: port.idleDays,
      portDays: port.portDays,
      seaFuel: sea.fuel,
      portFuel: port.waitingDays > 0 ? addGrades(port.waitingFuel, port.fuel) : port.fuel,
      bunkersOnArrival: onBoard?.arrival ?? ZERO,
      bunkersOnDeparture: onBoard?.departure ?? ZERO,
      co2: rowCo2[index] ?? 0,
      onHire: r.portOnHire || r.seaOnHire,
    };
  }
  return map;
}
