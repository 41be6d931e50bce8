import { Box, Text } from '@chakra-ui/react';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { useFleetActions } from '../../hooks/useFleetActions';
import { useCalcStream, useCalculator } from '../../state/calculator-context';
import { CALC_MSG } from '../../utils/calculator-messages';
import type { StaleReason } from '../../utils/result-signature';
import { StaleNote, staleAttributes } from '../StaleNote';
import type { ExplainKind } from '../../utils/fleet-explain';
import { DEFAULT_FLEET_SORT, nextFleetSort, type FleetRowData, type FleetSort } from '../../utils/fleet-sort';
import { useFleetOrderHold } from '../../hooks/useFleetOrderHold';
import { AddFleetDialog } from './AddFleetDialog';
import { ExplainDialog } from './ExplainDialog';
import { FLEET_COLUMNS, type FleetAction, type FleetColumn } from './fleet-columns';
import './fleet-table.css';
import { ROW_HEIGHT, visibleRows } from '../../utils/fleet-window';
import { FleetToolbar } from './FleetToolbar';
import { SaveVoyageDialog } from './SaveVoyageDialog';
import { SplitHireDialog } from './SplitHireDialog';
import { SortAscIcon, SortDescIcon, SortableIcon } from '../../../../components/icons';

/**
 * The calculator's bottom section: the fleet with each vessel's streamed result, sortable by any
 * heading (default TC equivalent ascending, ties in fleet order); a row click makes the vessel active.
 * While a row's hire or BOD is being edited the row order holds still (useFleetOrderHold) and the sort
 * applies again once the edit has settled; a heading click sorts at once.
 * Toolbar above; Add Fleet, Split Hire, Save Voyage, explanations and delete confirmation as dialogs.
 * Rows are memoised plain elements: an edit or a streamed result re-renders only the rows it changes,
 * and the "updating" marks follow the run through one generated style rule, not through row props.
 * A row whose result was computed for other inputs (a recalculation pending, or the last one failed)
 * is marked out of date (data-stale, dimmed and striped, titled with the reason).
 */
export function FleetTable() {
  const { fleet, activeFleetId, setActiveFleet } = useCalculator();
  const calc = useCalcStream();
  const actions = useFleetActions();
  const [sort, setSort] = useState<FleetSort>(DEFAULT_FLEET_SORT);
  const [addOpen, setAddOpen] = useState(false);
  const [splitId, setSplitId] = useState<number | null>(null);
  const [deleteId, setDeleteId] = useState<number | null>(null);
  const [explain, setExplain] = useState<{ id: number; kind: ExplainKind } | null>(null);

  const rows = useMemo<FleetRowData[]>(
    () => fleet.fleet.map((entry) => ({ entry, result: calc.results.get(String(entry.databaseId)) ?? null })),
    [fleet.fleet, calc.results],
  );
  const hasReference = rows.some((r) => r.entry.isReferenceVessel) || calc.referenceFleetId !== null;
  const columns = useMemo(() => FLEET_COLUMNS.filter((c) => !c.premium || hasReference), [hasReference]);
  const resultsPending = calc.running || [...calc.stale.values()].includes('recalculating');
  const hold = useFleetOrderHold(rows, sort, resultsPending);
  const sorted = hold.rows;
  const byId = (id: number | null) => (id === null ? null : (fleet.fleet.find((e) => e.databaseId === id) ?? null));
  const explainRow = explain ? rows.find((r) => r.entry.databaseId === explain.id) : undefined;
  const referenceName =
    rows.find((r) => String(r.entry.databaseId) === calc.referenceFleetId)?.entry.vesselName ?? null;

  const latest = useRef({ actions, patchFleet: fleet.patchFleet, setActiveFleet, noteEdit: hold.noteEdit });
  useEffect(() => {
    latest.current = { actions, patchFleet: fleet.patchFleet, setActiveFleet, noteEdit: hold.noteEdit };
  });
  const act = useCallback((a: FleetAction | { kind: 'activate'; id: number }) => {
    const l = latest.current;
    if (a.kind === 'activate') l.setActiveFleet(a.id);
    else if (a.kind === 'reference') void l.actions.markReference(a.id);
    else if (a.kind === 'split') setSplitId(a.id);
    else if (a.kind === 'hire') {
      l.noteEdit();
      l.patchFleet(a.id, { hirePerDay: a.value });
    } else if (a.kind === 'bod') {
      l.noteEdit();
      l.patchFleet(a.id, { bod: a.value });
    } else if (a.kind === 'explain') setExplain({ id: a.id, kind: a.explain });
    else setDeleteId(a.id);
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

  const staleReason = calc.stale.values().next().value ?? null;
  const run = calc.run;
  const progress = calc.running
    ? `.fleet-table[data-run="${run}"] tr:not([data-result-run="${run}"]) .fleet-pending,` +
      `.fleet-table[data-run="${run}"] tr[data-result-run="${run}"] .fleet-fresh{display:inline-block}`
    : '';

  return (
    <Box bg="white" borderWidth="1px" rounded="md" data-testid="fleet-section">
      <FleetToolbar onAddVessel={() => setAddOpen(true)} />
      {staleReason && (
        <Box px="2" pb="1" data-testid="fleet-stale">
          <StaleNote reason={staleReason} />
        </Box>
      )}
      <style>{progress}</style>
      <Box
        ref={scroller}
        overflow="auto"
        maxH="60vh"
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
            {sorted.slice(view.first, view.last).map((row, i) => (
              <FleetRowView
                key={row.entry.databaseId}
                row={row}
                index={view.first + i}
                columns={columns}
                active={row.entry.databaseId === activeFleetId}
                resultRun={calc.resultRun.get(String(row.entry.databaseId))}
                stale={calc.stale.get(String(row.entry.databaseId)) ?? null}
                act={act}
              />
            ))}
            {view.after > 0 && <tr aria-hidden="true" style={{ height: view.after * ROW_HEIGHT }} />}
          </tbody>
        </table>
      </Box>
      <AddFleetDialog open={addOpen} onClose={() => setAddOpen(false)} />
      <SplitHireDialog entry={byId(splitId)} onClose={() => setSplitId(null)} />
      <ConfirmDialog
        open={deleteId !== null}
        title="Delete vessel"
        message={CALC_MSG.deleteVesselConfirm}
        busy={actions.deleting}
        onCancel={() => setDeleteId(null)}
        onConfirm={async () => {
          if (deleteId !== null && (await actions.deleteEntry(deleteId))) setDeleteId(null);
        }}
      />
      <ExplainDialog
        kind={explain?.kind ?? null}
        row={explainRow ?? null}
        referenceName={referenceName}
        onClose={() => setExplain(null)}
      />
      <SaveVoyageDialog />
    </Box>
  );
}

const cellClass = (c: FleetColumn) =>
  [c.numeric && 'num', c.pinnedLeft !== undefined && 'pinned'].filter(Boolean).join(' ') || undefined;
const pinnedStyle = (c: FleetColumn) => (c.pinnedLeft === undefined ? undefined : { left: c.pinnedLeft });

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

interface RowProps {
  row: FleetRowData;
  /** 0-based position in the sorted fleet. */
  index: number;
  columns: readonly FleetColumn[];
  active: boolean;
  resultRun: number | undefined;
  /** Set while the row's result was computed for other inputs. */
  stale: StaleReason | null;
  act(action: FleetAction | { kind: 'activate'; id: number }): void;
}

const sameRow = (a: RowProps, b: RowProps) =>
  a.row.entry === b.row.entry &&
  a.row.result === b.row.result &&
  a.index === b.index &&
  a.columns === b.columns &&
  a.active === b.active &&
  a.resultRun === b.resultRun &&
  a.stale === b.stale &&
  a.act === b.act;

/** One vessel: re-rendered only when its entry, its result, its run or its active state changes. */
const FleetRowView = memo(function FleetRowView({ row, index, columns, active, resultRun, stale, act }: RowProps) {
  const id = row.entry.databaseId;
  const ctx = { row, act };
  return (
    <tr
      aria-rowindex={index + 2}
      data-testid="fleet-row"
      data-fleet-id={id}
      data-result-run={resultRun ?? ''}
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
}, sameRow);
