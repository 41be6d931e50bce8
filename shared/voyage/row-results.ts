import { addGrades } from './grades.js';
import { isoFromMs } from './iso-time.js';
import type { RowResult } from './result-types.js';
import type { Timeline } from './simulate-voyage.js';

/** portToPortOperationResultMap: every row's timing, distance and fuel, keyed by row index. */
export function rowResults(args: { timeline: Timeline; rowCo2: readonly number[] }): Record<string, RowResult> {
  const map: Record<string, RowResult> = {};
  for (const r of args.timeline.rows) {
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
      co2: args.rowCo2[r.index] ?? 0,
      onHire: r.portOnHire || r.seaOnHire,
    };
  }
  return map;
}
