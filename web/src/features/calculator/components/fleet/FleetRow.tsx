import { memo, useMemo } from 'react';
import { graphql, getFragmentData, type FragmentType } from '../../../../__generated__';
import type { FleetEntry } from '../../state/types';
import { staleReason } from '../../utils/result-signature';
import { staleAttributes } from '../StaleNote';
import type { FleetAction, FleetColumn } from './fleet-columns';

/**
 * What a fleet row reads of its streamed result: the client-only `calculation` field of its FleetEntry
 * cache entry (`app/client-schema.graphql`), written by useCalculationStream as each VESSEL event arrives
 * (issue #20 item 3). The table's watch of the rows' cache entries spreads it; the row unmasks it.
 */
export const fleetRowCalculationFragment = graphql(`
  fragment FleetRow_calculation on FleetEntry {
    calculation @client {
      orderKey
      run
      signature
      vessel
    }
  }
`);

export const cellClass = (c: FleetColumn) =>
  [c.numeric && 'num', c.pinnedLeft !== undefined && 'pinned'].filter(Boolean).join(' ') || undefined;
const pinnedStyle = (c: FleetColumn) => (c.pinnedLeft === undefined ? undefined : { left: c.pinnedLeft });

export interface FleetRowProps {
  entry: FleetEntry;
  /** The row's cache entry as the table's watch read it (masked: FleetRow_calculation). */
  calculation: FragmentType<typeof fleetRowCalculationFragment> | undefined;
  /** The order whose results are on screen; null: none (another order's, or an empty fleet). */
  orderKey: string | null;
  /** The signature of the row's inputs on screen (utils/result-signature.ts). */
  inputs: string | undefined;
  /** The last run failed: an out-of-date result says so instead of 'recalculating'. */
  failed: boolean;
  /** 0-based position in the sorted fleet. */
  index: number;
  columns: readonly FleetColumn[];
  active: boolean;
  act(action: FleetAction | { kind: 'activate'; id: number }): void;
}

/**
 * One vessel, re-rendered only when a prop changes (memo's shallow compare: its entry, its cached result,
 * its inputs, its active state).
 * The result shown is the row's own cache entry's, and only for the order on screen; data-result-run names
 * the run it came from and data-stale says whether it was computed for other inputs than those on screen.
 */
export const FleetRowView = memo(function FleetRowView(props: FleetRowProps) {
  const { entry, calculation, orderKey, inputs, failed, index, columns, active, act } = props;
  const cached = calculation ? getFragmentData(fleetRowCalculationFragment, calculation).calculation : null;
  const shown = cached && orderKey !== null && cached.orderKey === orderKey ? cached : null;
  const stale = shown ? staleReason(shown.signature, inputs, failed) : null;
  const result = shown?.vessel ?? null;
  const ctx = useMemo(() => ({ row: { entry, result }, act }), [entry, result, act]);
  const id = entry.databaseId;
  return (
    <tr
      aria-rowindex={index + 2}
      data-testid="fleet-row"
      data-fleet-id={id}
      data-result-run={shown?.run ?? ''}
      {...staleAttributes(stale, true)}
      data-active={active ? 'true' : 'false'}
      aria-selected={active}
      onClick={() => act({ kind: 'activate', id })}
    >
      {columns.map((c) => (
        <td key={c.id} className={cellClass(c)} style={pinnedStyle(c)} data-col={c.id}>
          {c.render(ctx)}
        </td>
      ))}
    </tr>
  );
});
