import type { ReactNode } from 'react';
import type { DraftApi } from '../hooks/useCalculatorDraft';
import type { SavedCalculatorState } from '../utils/saved-state';
import { CalcStreamContext, CalculatorContext, type CalcStream, type CalculatorValue } from './calculator-context';
import { makeFragmentData } from '../../../__generated__';
import { fleetRowCalculationFragment } from '../components/fleet/FleetRow';

/** The saved result is by definition the one of the saved inputs shown: one signature for both. */
const SAVED_INPUTS = 'saved';

const nothing = () => undefined;
const resolved = async () => undefined;

/**
 * The calculator's context for a saved voyage (/saved/{id}): the stored order, rows, fleet entry and
 * result, read-only. Edits are no-ops and nothing is calculated or saved; the components show the
 * stored figures exactly as they were saved.
 */
export function SavedCalculatorProvider({ state, children }: { state: SavedCalculatorState; children: ReactNode }) {
  const { draft, entry, result } = state;
  const draftApi: DraftApi = {
    draft,
    loading: false,
    error: null,
    dirty: false,
    restored: false,
    saving: false,
    edit: nothing,
    sync: nothing,
    syncLegs: nothing,
    taken: 0,
    save: async () => false,
    discard: nothing,
    reload: resolved,
  };
  const value: CalculatorValue = {
    userId: 0,
    readOnly: true,
    vesselEditing: false,
    orders: { rows: [], scope: 'MY', setScope: nothing, loading: false, error: null, refetch: resolved },
    users: [],
    selectedOrderId: draft.orderId,
    selectOrder: nothing,
    draft: draftApi,
    fleet: { fleet: [entry], loading: false, error: null, patchFleet: nothing, refetch: resolved },
    activeFleetId: entry.databaseId,
    activeEntry: entry,
    activeResult: result,
    activeHeavy: { data: result, loading: false, error: false },
    activeStale: null,
    setActiveFleet: nothing,
    calculateNow: nothing,
    saveVoyage: async () => null,
    calculateAndSave: resolved,
    ui: {
      hideOrders: true,
      hidePanels: false,
      toggleOrders: nothing,
      togglePanels: nothing,
      saveVoyageOpen: false,
      setSaveVoyageOpen: nothing,
    },
  };
  const orderKey = String(draft.orderId);
  const calculation = { orderKey, run: 0, signature: SAVED_INPUTS, vessel: result };
  const stream: CalcStream = {
    // The fleet row reads the stored result as it reads a streamed one (FleetRow_calculation).
    rowCalculations: new Map([[result.fleetId, makeFragmentData({ calculation }, fleetRowCalculationFragment)]]),
    inputs: new Map([[result.fleetId, SAVED_INPUTS]]),
    results: new Map([[result.fleetId, result]]),
    resultRun: new Map([[result.fleetId, 0]]),
    resultRunId: new Map(),
    stale: new Map(),
    referenceFleetId: entry.isReferenceVessel ? result.fleetId : null,
    orderKey,
    run: 0,
    running: false,
    error: null,
    firstResultMs: null,
    totalMs: null,
    calculateNow: nothing,
  };
  return (
    <CalculatorContext.Provider value={value}>
      <CalcStreamContext.Provider value={stream}>{children}</CalcStreamContext.Provider>
    </CalculatorContext.Provider>
  );
}
