import type { PortTimeMemo } from './compute-port-time.js';
import type { SeaLeg } from './compute-sea-leg.js';
import type { EngineOptions } from './options.js';
import type { ItineraryFacts } from './itinerary-facts.js';
import type { OrderClock } from './order-clock.js';
import type { CargoPlan } from './plan-cargo.js';
import type { Position } from './timeline-types.js';
import type { FleetEntryInput, OperationRow, OrderInput } from './types.js';

/** One vessel's voyage from one position: what computeVoyageCore and describeVoyage take. */
export interface VoyageArgs {
  order: OrderInput;
  rows: readonly OperationRow[];
  entry: FleetEntryInput;
  position: Position;
  options: EngineOptions;
  /** This vessel's sea legs from this position, when the caller already has them. */
  legs?: readonly SeaLeg[];
  /** The order's cargo plan (the same for every vessel), when the caller already has it. */
  plan?: CargoPlan;
  /** The order's laycan, parsed, when the caller already has it. */
  clock?: OrderClock;
  /** The itinerary's cargo rows, when the caller already has them. */
  facts?: ItineraryFacts;
  /**
   * This vessel's port times kept between its walks (compute-port-time.ts): only ever shared by walks of
   * the same fleet entry's vessel under the same options.
   */
  portMemo?: PortTimeMemo;
  /** The cargo's stowage factor at a lift of 1 t (solve-lift.ts), when the caller has it. */
  unitStowFactor?: number;
}
