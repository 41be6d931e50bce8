import type { RowBunkers } from './bunkers-by-row.js';
import { addGrades, ZERO } from './grades.js';
import { isoFromMs } from './iso-time.js';
import { legSpeed } from './leg-speed.js';
import type { RowResult } from './result-types.js';
import type { Timeline } from './timeline-types.js';
import type { VesselSpec } from './types.js';

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
  const map: Record<string, RowResult> = {};
  for (const r of args.timeline.rows) {
    const onBoard = args.bunkers[r.index];
    map[String(r.index)] = {
      index: r.index,
      rowId: r.row.id,
      operation: r.row.operation,
      port: r.row.port,
      arrivalTime: isoFromMs(r.arrival),
      departureTime: isoFromMs(r.departure),
      distNormal: r.sea.distNormal,
      distEca: r.sea.distEca,
      speedNormal: r.sea.speedNormal,
      speedEca: r.sea.speedEca,
      legSpeed: r.index === 0 ? null : legSpeed({ leg: r.sea, vessel: args.vessel }),
      seaDaysNormal: r.sea.daysNormal,
      seaDaysEca: r.sea.daysEca,
      seaDays: r.sea.daysNormal + r.sea.daysEca,
      cargoTx: r.cargoTx,
      workingDays: r.port.workingDays,
      waitingDays: r.port.waitingDays,
      idleDays: r.port.idleDays,
      portDays: r.port.portDays,
      seaFuel: r.sea.fuel,
      portFuel: r.port.waitingDays > 0 ? addGrades(r.port.waitingFuel, r.port.fuel) : r.port.fuel,
      bunkersOnArrival: onBoard?.arrival ?? ZERO,
      bunkersOnDeparture: onBoard?.departure ?? ZERO,
      co2: args.rowCo2[r.index] ?? 0,
      onHire: r.portOnHire || r.seaOnHire,
    };
  }
  return map;
}
