import { Box, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useFleetActions } from '../../hooks/useFleetActions';
import { useCalculator } from '../../state/calculator-context';
import type { ExplainKind } from '../../utils/fleet-explain';
import {
  DEFAULT_FLEET_SORT,
  nextFleetSort,
  sortFleetRows,
  type FleetRowData,
  type FleetSort,
} from '../../utils/fleet-sort';
import { AddFleetDialog } from './AddFleetDialog';
import { DeleteVesselDialog } from './DeleteVesselDialog';
import { ExplainDialog } from './ExplainDialog';
import { FLEET_COLUMNS, type FleetColumn } from './fleet-columns';
import { FleetToolbar } from './FleetToolbar';
import { SaveVoyageDialog } from './SaveVoyageDialog';
import { SplitHireDialog } from './SplitHireDialog';

const cell = { px: '2', py: '1', fontSize: 'xs', whiteSpace: 'nowrap' } as const;

/**
 * The calculator's bottom section: the fleet with each vessel's streamed result, sortable by any
 * heading (default TC equivalent ascending, ties in fleet order); a row click makes the vessel active.
 * Toolbar above; Add Fleet, Split Hire, Save Voyage, explanations and delete confirmation as dialogs.
 */
export function FleetTable() {
  const { fleet, calc, activeFleetId, setActiveFleet } = useCalculator();
  const actions = useFleetActions();
  const [sort, setSort] = useState<FleetSort>(DEFAULT_FLEET_SORT);
  const [addOpen, setAddOpen] = useState(false);
  const [splitId, setSplitId] = useState<number | null>(null);
  const [deleteId, setDeleteId] = useState<number | null>(null);
  const [explain, setExplain] = useState<{ id: number; kind: ExplainKind } | null>(null);

  const rows = useMemo<FleetRowData[]>(
    () => fleet.fleet.map((entry) => ({ entry, result: calc.results.get(String(entry.id)) ?? null })),
    [fleet.fleet, calc.results],
  );
  const hasReference = rows.some((r) => r.entry.isReferenceVessel) || calc.referenceFleetId !== null;
  const columns = FLEET_COLUMNS.filter((c) => !c.premium || hasReference);
  const sorted = useMemo(() => sortFleetRows(rows, sort), [rows, sort]);
  const byId = (id: number | null) => (id === null ? null : (fleet.fleet.find((e) => e.id === id) ?? null));
  const explainRow = explain ? rows.find((r) => r.entry.id === explain.id) : undefined;
  const referenceName = rows.find((r) => String(r.entry.id) === calc.referenceFleetId)?.entry.vesselName ?? null;

  return (
    <Box bg="white" borderWidth="1px" rounded="md" data-testid="fleet-section">
      <FleetToolbar onAddVessel={() => setAddOpen(true)} />
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label="Fleet" data-testid="fleet-table" data-run={calc.run}>
          <Table.Header>
            <Table.Row bg="gray.100">
              {columns.map((c) => (
                <SortHeading
                  key={c.id}
                  column={c}
                  sort={sort}
                  onSort={(key) => setSort((s) => nextFleetSort(s, key))}
                />
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {sorted.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length} {...cell}>
                  <Text color="gray.600">{fleet.loading ? 'Loading fleet…' : 'No vessels in your fleet.'}</Text>
                </Table.Cell>
              </Table.Row>
            ) : (
              sorted.map((row) => {
                const id = row.entry.id;
                const run = calc.resultRun.get(String(id));
                const active = id === activeFleetId;
                const ctx = {
                  row,
                  pending: calc.running && run !== calc.run,
                  fresh: calc.running && run === calc.run,
                  onMarkReference: () => void actions.markReference(id),
                  onSplitHire: () => setSplitId(id),
                  onHire: (hirePerDay: number) => fleet.patchFleet(id, { hirePerDay }),
                  onExplain: (kind: ExplainKind) => setExplain({ id, kind }),
                  onDelete: () => setDeleteId(id),
                };
                return (
                  <Table.Row
                    key={id}
                    data-testid="fleet-row"
                    data-fleet-id={id}
                    data-result-run={run ?? ''}
                    data-active={active ? 'true' : 'false'}
                    aria-selected={active}
                    bg={active ? 'blue.50' : undefined}
                    _hover={{ bg: active ? 'blue.100' : 'gray.50' }}
                    cursor="pointer"
                    onClick={() => setActiveFleet(id)}
                  >
                    {columns.map((c) => (
                      <Table.Cell
                        key={c.id}
                        {...cell}
                        textAlign={c.numeric ? 'end' : undefined}
                        fontVariantNumeric="tabular-nums"
                        data-col={c.id}
                      >
                        {c.render(ctx)}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                );
              })
            )}
          </Table.Body>
        </Table.Root>
      </Box>
      <AddFleetDialog open={addOpen} onClose={() => setAddOpen(false)} />
      <SplitHireDialog entry={byId(splitId)} onClose={() => setSplitId(null)} />
      <DeleteVesselDialog
        open={deleteId !== null}
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
    <Table.ColumnHeader
      {...cell}
      fontWeight="semibold"
      textAlign={column.numeric ? 'end' : undefined}
      aria-sort={sorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      {key === undefined ? (
        column.label
      ) : (
        <Box
          as="button"
          display="inline-flex"
          gap="1"
          alignItems="center"
          fontWeight="semibold"
          cursor="pointer"
          onClick={() => onSort(key)}
        >
          {column.label}
          <Box as="span" aria-hidden="true" color={sorted ? 'blue.600' : 'gray.400'} fontSize="2xs">
            {sorted ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
          </Box>
        </Box>
      )}
    </Table.ColumnHeader>
  );
}
