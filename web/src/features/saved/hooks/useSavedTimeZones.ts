import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { SavedCalculatorState } from '../../calculator/utils/saved-state';
import { savedPortTimeZonesQuery } from '../graphql/port-time-zones';
import { savedPortNames, withTimeZones } from '../utils/saved-zones';

/**
 * A saved voyage with its rows' port time zones from the port table (its stored result has none), so the
 * read-only grid and margin table show local times beside UTC; until they arrive (or if the query fails)
 * the rows show UTC alone.
 */
export function useSavedTimeZones(state: SavedCalculatorState): SavedCalculatorState {
  const names = useMemo(() => savedPortNames(state), [state]);
  const { data } = useQuery(savedPortTimeZonesQuery, { variables: { names }, skip: names.length === 0 });
  return useMemo(() => withTimeZones(state, names, data?.portTimeZones), [state, names, data]);
}
