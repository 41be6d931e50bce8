import { Box, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFleetActions } from '../../hooks/useFleetActions';
import { useCalcStream, useCalculator } from '../../state/calculator-context';
import { StaleNote } from '../StaleNote';
import { DEFAULT_FLEET_SORT, nextFleetSort, type FleetRowData, type FleetSort } from '../../utils/fleet-sort';
import { useFleetOrderHold } from '../../hooks/useFleetOrderHold';
import { FLEET_COLUMNS, type FleetAction, type FleetColumn } from './fleet-columns';
import { FleetRowView, cellClass } from './FleetRow';
import './fleet-table.css';
import { ROW_HEIGHT, visibleRows } from '../../utils/fleet-window';
import { SortAscIcon, SortDescIcon, SortableIcon } from '../../../../components/icons';

/** The row actions that open a dialog of the fleet section (split hire, an explanation, delete). */
export type FleetDialogAction = Extract<FleetAction, { kind: 'split' | 'explain' | 'delete' }>;

/**
 * The fleet table itself, the one part of the fleet section that reads the stream (useCalcStream): a
 * streamed frame re-renders it and the rows it changed, not the toolbar or the dialogs (FleetTable).
 * Sortable by any heading (default TC equivalent ascending, ties in fleet order); a row click makes the
 * vessel active. While a row's hire or BOD is being edited the row order holds still (useFleetOrderHold)
 * and the sort applies again once the edit has settled; a heading click sorts at once.
 */
export function FleetGrid({ onDialog }: { onDialog(action: FleetDialogAction): void }) {
  const { fleet, activeFleetId, setActiveFleet } = useCalculator();
  const calc = useCalcStream();
  const actions = useFleetActions();
  const [sort, setSort] = useState<FleetSort>(DEFAULT_FLEET_SORT);

  const rows = useMemo<FleetRowData[]>(
    () => fleet.fleet.map((entry) => ({ entry, result: calc.results.get(String(entry.databaseId)) ?? null })),
    [fleet.fleet, calc.results],
  );
  const hasReference = rows.some((r) => r.entry.isReferenceVessel) || calc.referenceFleetId !== null;
  const columns = useMemo(() => FLEET_COLUMNS.filter((c) => !c.premium || hasReference), [hasReference]);
  const resultsPending = calc.running || [...calc.stale.values()].includes('recalculating');
  const hold = useFleetOrderHold(rows, sort, resultsPending);
  const sorted = hold.rows;

  const latest = useRef({ actions, patchFleet: fleet.patchFleet, setActiveFleet, noteEdit: hold.noteEdit, onDialog });
  useEffect(() => {
    latest.current = { actions, patchFleet: fleet.patchFleet, setActiveFleet, noteEdit: hold.noteEdit, onDialog };
  });
  const act = useCallback((a: FleetAction | { kind: 'activate'; id: number }) => {
    const l = latest.current;
    if (a.kind === 'activate') l.setActiveFleet(a.id);
    else if (a.kind === 'reference') void l.actions.markReference(a.id);
    else if (a.kind === 'hire') {
      l.noteEdit();
      l.patchFleet(a.id, { hirePerDay: a.value });
    } else if (a.kind === 'bod') {
      l.noteEdit();
      l.patchFleet(a.id, { bod: a.value });
    } else l.onDialog(a);
  }, []);

  const scroller = useRef<HTMLDivElement>(null);
  const [scroll, setScroll] = useState({ top: 0, height: 600 });
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setScroll({ top: el.scrollTop, height: el.clientHeight }));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const view = visibleRows(sorted.length, scroll.top, scroll.height);
  const drawn = sorted.slice(view.first, view.last);
  // The stream shows a run's first result on one of these rows at once (useCalculationStream).
  const { setRowsOnScreen } = calc;
  useLayoutEffect(() => {
    if (!setRowsOnScreen) return;
    setRowsOnScreen(new Set(drawn.map((r) => String(r.entry.databaseId))));
    return () => setRowsOnScreen(new Set());
  });

  const staleReason = calc.stale.values().next().value ?? null;
  const run = calc.run;
  const progress = calc.running
    ? `.fleet-table[data-run="${run}"] tr:not([data-result-run="${run}"]) .fleet-pending,` +
      `.fleet-table[data-run="${run}"] tr[data-result-run="${run}"] .fleet-fresh{display:inline-block}`
    : '';

  return (
    <>
      {staleReason && (
        <Box px="2" pb="1" data-testid="fleet-stale">
          <StaleNote reason={staleReason} />
        </Box>
      )}
      <style>{progress}</style>
      <div
        ref={scroller}
        className="fleet-scroller"
        data-testid="fleet-scroller"
        onScroll={(e) => setScroll({ top: e.currentTarget.scrollTop, height: e.currentTarget.clientHeight })}
      >
        <table
          className="fleet-table"
          aria-label="Fleet"
          aria-rowcount={sorted.length + 1}
          data-testid="fleet-table"
          data-run={run}
          data-rows={sorted.length}
          data-order-held={hold.holding ? 'true' : 'false'}
        >
          <thead>
            <tr>
              {columns.map((c) => (
                <SortHeading
                  key={c.id}
                  column={c}
                  sort={sort}
                  onSort={(key) => {
                    hold.release();
                    setSort((s) => nextFleetSort(s, key));
                  }}
                />
              ))}
            </tr>
          </thead>
          <tbody onFocus={hold.onFocus} onBlur={hold.onBlur}>
            {sorted.length === 0 && (
              <tr>
                <td colSpan={columns.length}>
                  <Text color="gray.600">{fleet.loading ? 'Loading fleet…' : 'No vessels in your fleet.'}</Text>
                </td>
              </tr>
            )}
            {view.before > 0 && <tr aria-hidden="true" style={{ height: view.before * ROW_HEIGHT }} />}
            {drawn.map((row, i) => (
              <FleetRowView
                key={row.entry.databaseId}
                entry={row.entry}
                calculation={calc.rowCalculations.get(String(row.entry.databaseId))}
                orderKey={calc.orderKey}
                inputs={calc.inputs.get(String(row.entry.databaseId))}
                failed={calc.error !== null}
                index={view.first + i}
                columns={columns}
                active={row.entry.databaseId === activeFleetId}
                act={act}
              />
            ))}
            {view.after > 0 && <tr aria-hidden="true" style={{ height: view.after * ROW_HEIGHT }} />}
          </tbody>
        </table>
      </div>
    </>
  );
}

function SortHeading({
  column,
  sort,
  onSort,
}: {
  column: FleetColumn;
  sort: FleetSort;
  onSort: (key: NonNullable<FleetColumn['sortKey']>) => void;
}) {
  const key = column.sortKey;
  const sorted = key !== undefined && sort.key === key;
  return (
    <th
      className={cellClass(column)}
      style={{ width: column.width, left: column.pinnedLeft }}
      aria-sort={sorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      {key === undefined ? (
        column.label
      ) : (
        <button type="button" className="fleet-sort" onClick={() => onSort(key)}>
          {column.label}
          <span className="fleet-sort-mark" data-on={sorted} aria-hidden="true">
            {!sorted ? <SortableIcon /> : sort.direction === 'asc' ? <SortAscIcon /> : <SortDescIcon />}
          </span>
        </button>
      )}
    </th>
  );
}
