import type { CalculationStreamSubscription } from '../../../__generated__/graphql';
import type { FragmentType } from '../../../__generated__';
import type { fleetRowCalculationFragment } from '../components/fleet/FleetRow';
import type { VesselResult } from '../state/types';
import type { CalculateInput } from '../utils/calc-input';
import type { ResultSignatures, StaleReason } from '../utils/result-signature';

export interface CalculationState {
  /**
   * Each fleet row's cache entry as the watch of the rows read it (masked: the row unmasks its own
   * FleetRow_calculation), by fleet id: what the fleet table's rows show, themselves checking the order
   * and the inputs (FleetRow.tsx).
   */
  rowCalculations: ReadonlyMap<string, FragmentType<typeof fleetRowCalculationFragment>>;
  /** The signature of each fleet id's inputs on screen (utils/result-signature.ts). */
  inputs: ResultSignatures;
  /** Results by fleet id (string), the latest run's where it has answered, the previous run's otherwise. */
  results: ReadonlyMap<string, VesselResult>;
  /** The run each fleet id's result came from. */
  resultRun: ReadonlyMap<string, number>;
  /** The server's id of that run: the key of the vessel's heavy part (row table, explanations; ADR 0021). */
  resultRunId: ReadonlyMap<string, string>;
  /**
   * Fleet ids whose result shown was computed for other inputs than those on screen (a recalculation is
   * pending or in flight, or the last one failed), with the reason. Such figures are marked out of date.
   */
  stale: ReadonlyMap<string, StaleReason>;
  referenceFleetId: string | null;
  /** The order (client query id) the results are for. */
  orderKey: string | null;
  /** Counts runs; the fleet table exposes it so a test or benchmark can wait for a run's rows. */
  run: number;
  running: boolean;
  error: string | null;
  /** Of the last run: ms from start to the first vessel, and to COMPLETE. */
  firstResultMs: number | null;
  totalMs: number | null;
}

/** The rows' results as the cache holds them, with the input signature each was computed for. */
export interface RowResults {
  rowCalculations: CalculationState['rowCalculations'];
  results: ReadonlyMap<string, VesselResult>;
  resultRun: ReadonlyMap<string, number>;
  resultRunId: ReadonlyMap<string, string>;
  resultKeys: ReadonlyMap<string, string>;
}

/** The stream's own state: the run's bookkeeping only (the results are the cache's). */
export type StreamState = Omit<CalculationState, 'stale' | 'inputs' | keyof RowResults>;

export type StreamEvent = CalculationStreamSubscription['calculationStream'];

export const NO_RESULTS: RowResults = {
  rowCalculations: new Map(),
  results: new Map(),
  resultRun: new Map(),
  resultRunId: new Map(),
  resultKeys: new Map(),
};

export const EMPTY: StreamState = {
  referenceFleetId: null,
  orderKey: null,
  run: 0,
  running: false,
  error: null,
  firstResultMs: null,
  totalMs: null,
};

/** The order (client query id) a request prices. */
export const orderKeyOf = (req: CalculateInput): string | null =>
  req.clientQuery.id == null ? null : String(req.clientQuery.id);
