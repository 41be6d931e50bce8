import { computePortTime, type PortTime } from './compute-port-time.js';
import { computeSeaLeg, type SeaLeg } from './compute-sea-leg.js';
import { DAY_MS } from './grades.js';
import type { EngineOptions } from './options.js';
import type { FleetEntryInput, OperationRow, OrderInput, VesselSpec } from './types.js';

export interface RowTimeline {
  index: number;
  row: OperationRow;
  sea: SeaLeg;
  port: PortTime;
  cargoTx: number;
  /** Epoch ms. */
  seaStart: number;
  arrival: number;
  portStart: number;
  departure: number;
  seaOnHire: boolean;
  waitingOnHire: boolean;
  portOnHire: boolean;
}

export interface Timeline {
  rows: RowTimeline[];
  start: number;
  end: number;
  onHireStart: number;
  onHireEnd: number;
  etaLoad: number | null;
  firstLoad: number;
  lastLoad: number;
  firstDischarge: number;
}

/** Where a voyage starts: the fleet entry's open port/date and ballast leg (premiums swap these). */
export type Position = Pick<
  FleetEntryInput,
  'dateOpening' | 'port' | 'isEuOpenPort' | 'ballastDistNormal' | 'ballastDistEca'
> & {
  /** dateOpening already parsed (epoch ms), when the caller has it: parsing is slow on hot paths. */
  openMs?: number;
};

/** Instants of the order parsed once (epoch ms). */
export interface OrderClock {
  laycanStart: number;
  laycanEnd: number;
}

export function orderClock(order: Pick<OrderInput, 'laycanStartDate' | 'laycanEndDate'>): OrderClock {
  return { laycanStart: Date.parse(order.laycanStartDate), laycanEnd: Date.parse(order.laycanEndDate) };
}

/**
 * The sea leg arriving at every row for one vessel from one position (row 0 has none). Legs do not
 * depend on the cargo lifted, so the lift search and the premiums reuse them.
 */
export function seaLegsFor(args: {
  rows: readonly OperationRow[];
  vessel: VesselSpec;
  scrubber: boolean;
  position: Position;
}): SeaLeg[] {
  return args.rows.map((_, index) => seaLegAt({ ...args, index }));
}

/** The sea leg arriving at one row; row 1 takes the position's ballast distances when it has them. */
export function seaLegAt(args: {
  rows: readonly OperationRow[];
  vessel: VesselSpec;
  scrubber: boolean;
  position: Position;
  index: number;
}): SeaLeg {
  const { rows, vessel, scrubber, position, index } = args;
  const row = rows[index] as OperationRow;
  const ballastLeg = index === 1 && position.ballastDistNormal !== null;
  return computeSeaLeg({
    row,
    vessel,
    scrubber,
    distNormal: index === 0 ? 0 : ballastLeg ? (position.ballastDistNormal ?? 0) : row.distNormal,
    distEca: index === 0 ? 0 : ballastLeg ? (position.ballastDistEca ?? 0) : row.distEca,
  });
}

/**
 * Walks the itinerary for one vessel from one position (voyage-model sections 1, 4, 5): every row's
 * sea leg, laycan waiting at the first load port (D12), port stay, arrival and departure, and which
 * segments are on hire (DLOSP from the open date; AFSPS from max(ETA at the first load port,
 * laycan start)) until redelivery (a Redelivery row, else completion of the last discharge).
 */
export function simulateVoyage(args: {
  order: OrderInput;
  rows: readonly OperationRow[];
  vessel: VesselSpec;
  scrubber: boolean;
  position: Position;
  cargoTx: readonly number[];
  /** The sea legs of this vessel from this position (seaLegsFor). */
  legs: readonly SeaLeg[];
  clock: OrderClock;
  options: EngineOptions;
}): Timeline {
  const { order, rows, vessel, scrubber, position, cargoTx, legs, options } = args;
  const start = position.openMs ?? Date.parse(position.dateOpening);
  const laycanStart = args.clock.laycanStart;
  const firstLoad = rows.findIndex((r) => r.operation === 'Loading');
  const lastLoad = rows.findLastIndex((r) => r.operation === 'Loading');
  const firstDischarge = rows.findIndex((r) => r.operation === 'Discharging');
  let clock = start;
  let etaLoad: number | null = null;
  const out: RowTimeline[] = [];
  rows.forEach((row, index) => {
    const sea = legs[index] as SeaLeg;
    const seaStart = clock;
    const arrival = seaStart + (sea.daysNormal + sea.daysEca) * DAY_MS;
    if (index === firstLoad) etaLoad = arrival;
    const waitingDays =
      index === firstLoad && options.laycanWaiting === 'first-load-port' && laycanStart > arrival
        ? (laycanStart - arrival) / DAY_MS
        : 0;
    const port = computePortTime({ row, cargoTx: cargoTx[index] ?? 0, waitingDays, vessel, scrubber, options });
    const portStart = arrival + waitingDays * DAY_MS;
    const departure = portStart + port.portDays * DAY_MS;
    clock = departure;
    out.push({
      index,
      row,
      sea,
      port,
      cargoTx: cargoTx[index] ?? 0,
      seaStart,
      arrival,
      portStart,
      departure,
      seaOnHire: false,
      waitingOnHire: false,
      portOnHire: false,
    });
  });
  const redeliveryRow = out.find((r) => r.row.operation === 'Redelivery');
  const lastDischarge = out.findLast((r) => r.row.operation === 'Discharging');
  const end = clock;
  const onHireEnd = redeliveryRow?.departure ?? lastDischarge?.departure ?? end;
  const deliveryAtLaycan = options.laycanWaiting === 'first-load-port' && !Number.isNaN(laycanStart);
  const onHireStart =
    order.deliveryTerms === 'AFSPS' && etaLoad !== null
      ? Math.max(etaLoad, deliveryAtLaycan ? laycanStart : etaLoad)
      : start;
  for (const r of out) {
    r.seaOnHire = r.seaStart >= onHireStart && r.arrival <= onHireEnd && r.arrival > r.seaStart;
    r.waitingOnHire = r.arrival >= onHireStart && r.portStart <= onHireEnd && r.portStart > r.arrival;
    r.portOnHire = r.portStart >= onHireStart && r.departure <= onHireEnd;
  }
  return { rows: out, start, end, onHireStart, onHireEnd, etaLoad, firstLoad, lastLoad, firstDischarge };
}
