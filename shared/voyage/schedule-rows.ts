import { portTimeAt, type PortTimeMemo } from './compute-port-time.js';
import type { SeaLeg } from './compute-sea-leg.js';
import { DAY_MS } from './grades.js';
import type { EngineOptions } from './options.js';
import type { RowTimeline } from './timeline-types.js';
import type { OperationRow, VesselSpec } from './types.js';

/**
 * Every row's timing, one after the other from the open date (voyage-model sections 4-5): the sea leg
 * arriving at it, laycan waiting at the first load port (D12: `max(0, laycanStart - ETA)`), then the port
 * stay. Instants epoch ms, waiting in days, cargoTx t. The on-hire flags start false.
 */
export function scheduleRows(args: {
  rows: readonly OperationRow[];
  vessel: VesselSpec;
  scrubber: boolean;
  /** Cargo handled per row, t, by row index. */
  cargoTx: readonly number[];
  /** The sea leg arriving at each row (seaLegsFor). */
  legs: readonly SeaLeg[];
  /** Open date, epoch ms. */
  start: number;
  /** Laycan start, epoch ms (NaN: no waiting). */
  laycanStart: number;
  /** Index of the first loading row, -1 when none. */
  firstLoad: number;
  options: EngineOptions;
  /** This vessel's port times kept from its other walks (the same vessel, row and options), if any. */
  memo?: PortTimeMemo;
}): RowTimeline[] {
  const { rows, vessel, scrubber, cargoTx, legs, laycanStart, firstLoad, options } = args;
  // Each row starts when the previous one departs.
  let clock = args.start;
  const out: RowTimeline[] = [];
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index] as OperationRow;
    const sea = legs[index] as SeaLeg;
    const seaStart = clock;
    const arrival = seaStart + (sea.daysNormal + sea.daysEca) * DAY_MS;
    const waitingDays =
      index === firstLoad && options.laycanWaiting === 'first-load-port' && laycanStart > arrival
        ? (laycanStart - arrival) / DAY_MS
        : 0;
    const tx = cargoTx[index] ?? 0;
    const port = portTimeAt(args.memo, index, row, tx, waitingDays, vessel, scrubber, options);
    const portStart = arrival + waitingDays * DAY_MS;
    const departure = portStart + port.portDays * DAY_MS;
    clock = departure;
    // The on-hire flags are set by simulateVoyage once the window is known (in place: one object per row).
    out.push({
      index,
      row,
      sea,
      port,
      cargoTx: tx,
      seaStart,
      arrival,
      portStart,
      departure,
      seaOnHire: false,
      waitingOnHire: false,
      portOnHire: false,
    });
  }
  return out;
}
