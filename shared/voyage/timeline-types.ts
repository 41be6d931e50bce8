import type { PortTime } from './compute-port-time.js';
import type { SeaLeg } from './compute-sea-leg.js';
import type { FleetEntryInput, OperationRow } from './types.js';

/** Where a voyage starts: the fleet entry's open port/date and ballast leg (premiums swap these). */
export type Position = Pick<
  FleetEntryInput,
  'dateOpening' | 'port' | 'isEuOpenPort' | 'ballastDistNormal' | 'ballastDistEca' | 'ballastCanals'
> & {
  /** dateOpening already parsed (epoch ms), when the caller has it: parsing is slow on hot paths. */
  openMs?: number;
};

/** One row of the itinerary walk: the sea leg arriving at it, its port stay, and when each happens. */
export interface RowTimeline {
  index: number;
  row: OperationRow;
  sea: SeaLeg;
  port: PortTime;
  /** Cargo handled at the row, t. */
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

/** A row's timing before the on-hire window is known (scheduleRows). */
export type RowSchedule = Omit<RowTimeline, 'seaOnHire' | 'waitingOnHire' | 'portOnHire'>;

/** The whole itinerary walk; instants in epoch ms, row indexes -1 when there is no such row. */
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
