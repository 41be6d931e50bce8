import { Box, Button, Flex, Spinner, Table, Text } from '@chakra-ui/react';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { useMemo, useState } from 'react';
import { useLegEditor } from '../../hooks/useLegDistances';
import { changePort, deleteOperation, moveOperation, patchOperation } from '../../state/draft-ops';
import { useCalculator, useLegs } from '../../state/calculator-context';
import { derivedMarkers } from '../../state/row-conditions';
import type { OperationPatch, RowResult } from '../../state/types';
import { CALC_MSG } from '../../utils/calculator-messages';
import { formatUpTo } from '../../../../lib/format';
import { gridColumns } from '../../utils/grid-columns';
import { dropMove, isCommence, isManualCargoTx, setManualCargoTx } from '../../utils/grid-edits';
import { STALE_FIGURE_STYLE, StaleNote, staleAttributes } from '../StaleNote';
import { AddOperationDialog } from '../dialogs/AddOperationDialog';
import { BunkerSupplyDialog } from '../dialogs/BunkerSupplyDialog';
import { ChangePortDialog } from '../dialogs/ChangePortDialog';
import { PortDistanceDialog } from '../dialogs/PortDistanceDialog';
import { TermsTableDialog } from '../dialogs/TermsTableDialog';
import { useOpenedOnce } from '../dialogs/CalcDialog';
import { GridHeader } from './GridHeader';
import { GridRow } from './GridRow';

type OpenDialog = 'terms' | 'supply' | 'distances' | 'add' | null;

/** The grid's figures that come from the active vessel's result (dimmed while it is out of date). */
const RESULT_FIGURES = '& [data-testid="grid-active-tce"], & p[aria-label$="Port stay"], & p[aria-label$="Cargo Tx"]';

/**
 * The port-operations grid of the calculator (spec 1 section 2, middle section): every row of the
 * draft in voyage order, drag to reorder (never Commence), the active vessel's port stay and cargo.
 */
export function OperationsGrid() {
  const { draft, activeEntry, activeResult, activeHeavy, activeStale } = useCalculator();
  const legs = useLegs();
  const editLeg = useLegEditor();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const termsRendered = useOpenedOnce(dialog === 'terms');
  const supplyRendered = useOpenedOnce(dialog === 'supply');
  const distancesRendered = useOpenedOnce(dialog === 'distances');
  const addRendered = useOpenedOnce(dialog === 'add');
  const [portRowKey, setPortRowKey] = useState<string | null>(null);
  const results = useMemo(
    () => new Map<string, RowResult>((activeHeavy.data?.portToPortOperationResultMap ?? []).map((r) => [r.rowId, r])),
    [activeHeavy.data],
  );

  // The marker each row's place gives it: a row carrying it shows as derived, any other as set by hand.
  const markers = useMemo(() => (draft.draft ? derivedMarkers(draft.draft.operations) : []), [draft.draft]);

  const d = draft.draft;
  if (!d) {
    return (
      <Flex justify="center" py="6" data-testid="operations-grid-loading">
        <Spinner size="sm" />
      </Flex>
    );
  }
  const rows = d.operations;
  const stale = activeResult ? activeStale : null;
  const columns = gridColumns(d.order.freightMode);
  const manualCargoTx = isManualCargoTx(d.order.cargoTransactionMode);
  const portRow = rows.find((r) => r.key === portRowKey) ?? null;

  const handleEdit = (key: string, patch: OperationPatch) => draft.edit((x) => patchOperation(x, key, patch));
  const handleDragEnd = (result: DropResult) => {
    const move = dropMove(rows, result.source.index, result.destination?.index);
    if (move) draft.edit((x) => moveOperation(x, move.from, move.to));
  };

  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      p="2"
      data-testid="operations-section"
      {...staleAttributes(stale)}
      css={stale ? { [RESULT_FIGURES]: STALE_FIGURE_STYLE } : undefined}
    >
      <Flex align="center" gap="3" mb="2" wrap="wrap">
        <Text fontWeight="semibold" fontSize="sm">
          Port Operations
        </Text>
        {activeEntry && (
          <Text fontSize="xs" color="gray.600">
            Port stay and Cargo Tx for <b>{activeEntry.vesselName}</b> (TCE{' '}
            <span data-testid="grid-active-tce">{formatUpTo(activeResult?.tcEq, 0)}</span>)
          </Text>
        )}
        <StaleNote reason={stale} />
        {activeResult && activeHeavy.loading && (
          <Text fontSize="xs" color="gray.500" data-testid="grid-results-loading">
            <Spinner size="xs" mr="1" />
            Loading the vessel's rows…
          </Text>
        )}
        {activeResult && activeHeavy.error && (
          <Text fontSize="xs" color="orange.700" data-testid="grid-results-error">
            The vessel's rows could not be read from its run; Calc runs it again.
          </Text>
        )}
        {legs.loading && (
          <Text fontSize="xs" color="gray.500" data-testid="leg-distances-loading">
            <Spinner size="xs" mr="1" />
            Measuring distances…
          </Text>
        )}
        {legs.error && !legs.loading && (
          <Text fontSize="xs" color="orange.700" data-testid="leg-distances-error" title={legs.error}>
            Distances could not be refreshed.
          </Text>
        )}
        <Button size="xs" ml="auto" colorPalette="blue" variant="outline" onClick={() => setDialog('add')}>
          + Add Operations
        </Button>
      </Flex>
      <Box overflowX="auto">
        <DragDropContext onDragEnd={handleDragEnd}>
          <Table.Root size="sm" aria-label="Port operations" data-testid="operations-grid">
            <GridHeader
              columns={columns}
              manualCargoTx={manualCargoTx}
              onManualCargoTx={(on) => draft.edit((x) => setManualCargoTx(x, on))}
              onTerms={() => setDialog('terms')}
              onSupply={() => setDialog('supply')}
              onDistances={() => setDialog('distances')}
            />
            <Droppable droppableId="operations">
              {(drop) => (
                <Table.Body ref={drop.innerRef} {...drop.droppableProps}>
                  {rows.length === 0 && (
                    <Table.Row>
                      <Table.Cell colSpan={columns.length} textAlign="center" color="gray.600" py="4">
                        {CALC_MSG.noOperations}
                      </Table.Cell>
                    </Table.Row>
                  )}
                  {rows.map((row, i) => (
                    <Draggable key={row.key} draggableId={row.key} index={i} isDragDisabled={isCommence(row)}>
                      {(provided, snapshot) => (
                        <GridRow
                          row={row}
                          index={i}
                          columns={columns}
                          result={results.get(row.key)}
                          commencePort={activeEntry?.port ?? null}
                          manualCargoTx={manualCargoTx}
                          lbDerived={markers[i] === row.lbmarker}
                          provided={provided}
                          snapshot={snapshot}
                          onEdit={(patch) => handleEdit(row.key, patch)}
                          onDistance={(field, value) => editLeg(i, { [field]: value })}
                          onPort={() => setPortRowKey(row.key)}
                          onDelete={() => draft.edit((x) => deleteOperation(x, row.key))}
                        />
                      )}
                    </Draggable>
                  ))}
                  {drop.placeholder}
                </Table.Body>
              )}
            </Droppable>
          </Table.Root>
        </DragDropContext>
      </Box>
      {termsRendered && <TermsTableDialog open={dialog === 'terms'} onClose={() => setDialog(null)} />}
      {supplyRendered && <BunkerSupplyDialog open={dialog === 'supply'} onClose={() => setDialog(null)} />}
      {distancesRendered && (
        <PortDistanceDialog open={dialog === 'distances'} legs={legs} onClose={() => setDialog(null)} />
      )}
      {addRendered && (
        <AddOperationDialog open={dialog === 'add'} rowCount={rows.length} onClose={() => setDialog(null)} />
      )}
      <ChangePortDialog
        row={portRow}
        onClose={() => setPortRowKey(null)}
        onChoose={(choice) => portRow && draft.edit((x) => changePort(x, portRow.key, choice))}
      />
    </Box>
  );
}
