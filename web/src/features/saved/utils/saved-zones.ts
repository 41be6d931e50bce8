import type { SavedCalculatorState } from '../../calculator/utils/saved-state';

/** The distinct port names of a saved voyage's result rows, in row order (what portTimeZones is asked). */
export function savedPortNames(state: SavedCalculatorState): string[] {
  return [...new Set(state.result.portToPortOperationResultMap.map((r) => r.port).filter((p) => p !== ''))];
}

/**
 * The saved voyage with each result row's port time zone: the stored zone if the snapshot has one, else the
 * port table's (`zones`, by the names of savedPortNames); rows whose port finds none keep null (UTC alone).
 */
export function withTimeZones(
  state: SavedCalculatorState,
  names: readonly string[],
  zones: readonly (string | null)[] | undefined,
): SavedCalculatorState {
  if (!zones) return state;
  const byName = new Map(names.map((n, i) => [n, zones[i] ?? null]));
  const rows = state.result.portToPortOperationResultMap.map((r) => ({
    ...r,
    timeZone: r.timeZone ?? byName.get(r.port) ?? null,
  }));
  return { ...state, result: { ...state.result, portToPortOperationResultMap: rows } };
}
