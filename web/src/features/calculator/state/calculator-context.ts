import { createContext, useContext } from 'react';
import type { CalculatorOrderListQuery, CalculatorOrgUsersQuery } from '../../../__generated__/graphql';
import type { DraftApi } from '../hooks/useCalculatorDraft';
import type { FleetApi } from '../hooks/useCalculatorFleet';
import type { CalculationState } from '../hooks/calculation-state';
import type { LegDistances } from '../hooks/useLegDistances';
import type { StaleReason } from '../utils/result-signature';
import type { HeavyState } from '../hooks/useVesselHeavy';
import type { FleetEntry, VesselResult } from './types';

export type OrderListRow = CalculatorOrderListQuery['myOrders']['content'][number];
export type OrderScope = 'MY' | 'ALL';
export type OrgUser = CalculatorOrgUsersQuery['usersForOrg'][number];

export interface CalculatorValue {
  userId: number;
  /** A saved voyage shown with the calculator's components: nothing can be edited, nothing is sent. */
  readOnly: boolean;
  /** Vessel creation from the calculator (the + on Vessel Details); hidden when false. */
  vesselEditing: boolean;
  orders: {
    /** The rows of the scope shown: My Orders, or All Orders (the default when you have none of your own). */
    rows: OrderListRow[];
    scope: OrderScope;
    setScope(scope: OrderScope): void;
    loading: boolean;
    error: string | null;
    refetch(): Promise<void>;
  };
  users: OrgUser[];
  selectedOrderId: number | null;
  selectOrder(id: number | null): void;
  /** The working copy of the selected order and its operations. */
  draft: DraftApi;
  fleet: FleetApi;
  activeFleetId: number | null;
  activeEntry: FleetEntry | null;
  /** The active vessel's result, when it has one (its light part: every figure but the row table and explanations). */
  activeResult: VesselResult | null;
  /** The active result's row table and explanations, read from its own run (ADR 0021); loading meanwhile. */
  activeHeavy: HeavyState;
  /** Set while the active result was computed for other inputs than those on screen (marked out of date). */
  activeStale: StaleReason | null;
  setActiveFleet(id: number): void;
  /**
   * True while the selected order is being opened (its draft or its legs not in yet): the screen shows
   * a light placeholder, so the order's first run is subscribed before the panels, grid and fleet
   * table render (ADR 0014). Absent (false) for a saved voyage.
   */
  opening?: boolean;
  /** Runs the calculation now (Calc); results are read with useCalcStream(). */
  calculateNow(): void;
  /** Prices the fleet with autoSave for one entry under a label; resolves to the SavedResult id. */
  saveVoyage(fleetId: number, saveLabel: string): Promise<number | null>;
  /** Calculate & Save: the active vessel under its label, or opens Save Voyage when it has none. */
  calculateAndSave(): Promise<void>;
  ui: {
    hideOrders: boolean;
    hidePanels: boolean;
    toggleOrders(): void;
    togglePanels(): void;
    saveVoyageOpen: boolean;
    setSaveVoyageOpen(open: boolean): void;
  };
}

export const CalculatorContext = createContext<CalculatorValue | null>(null);

export function useCalculator(): CalculatorValue {
  const value = useContext(CalculatorContext);
  if (!value) throw new Error('useCalculator must be used inside CalculatorProvider');
  return value;
}

export type CalcStream = CalculationState & {
  calculateNow(): void;
  /**
   * Tells the stream the fleet ids of the rows the table has in the page: a run's first result on one of
   * them is shown at once (useCalculationStream). Absent for a saved voyage.
   */
  setRowsOnScreen?(ids: ReadonlySet<string>): void;
};

/**
 * The streamed results, in a context of their own: they change many times a second during a run, and
 * only the fleet table and the status line need them (the rest reads activeResult).
 */
export const CalcStreamContext = createContext<CalcStream | null>(null);

export function useCalcStream(): CalcStream {
  const value = useContext(CalcStreamContext);
  if (!value) throw new Error('useCalcStream must be used inside CalculatorProvider');
  return value;
}

/** No legs measured: a saved voyage keeps the distances it was priced with. */
const NO_LEGS: LegDistances = {
  loading: false,
  error: null,
  answer: [],
  failures: [],
  pending: false,
  refresh: () => undefined,
};

/** The grid's measured legs, asked for by the provider as soon as the draft is in (useLegDistances). */
export const LegDistancesContext = createContext<LegDistances>(NO_LEGS);

export function useLegs(): LegDistances {
  return useContext(LegDistancesContext);
}
