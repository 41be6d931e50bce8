import { Box } from '@chakra-ui/react';
import { memo, useCallback, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { useFleetActions } from '../../hooks/useFleetActions';
import { useCalculator } from '../../state/calculator-context';
import { CALC_MSG } from '../../utils/calculator-messages';
import type { ExplainKind } from '../../utils/fleet-explain';
import { AddFleetDialog } from './AddFleetDialog';
import { ExplainDialog } from './ExplainDialog';
import { FleetGrid, type FleetDialogAction } from './FleetGrid';
import { FleetToolbar } from './FleetToolbar';
import { SaveVoyageDialog } from './SaveVoyageDialog';
import { SplitHireDialog } from './SplitHireDialog';

/**
 * The calculator's bottom section: the fleet with each vessel's streamed result (FleetGrid).
 * Toolbar above; Add Fleet, Split Hire, Save Voyage, explanations and delete confirmation as dialogs.
 * Rows are memoised plain elements (FleetRow.tsx): each reads its result from its own cache entry through
 * its fragment, so an edit or a streamed result re-renders only the rows it changes, and the "updating"
 * marks follow the run through one generated style rule, not through row props. A row whose result was
 * computed for other inputs (a recalculation pending, or the last one failed) is marked out of date
 * (data-stale, dimmed and striped, titled with the reason).
 */
export function FleetTable() {
  const [addOpen, setAddOpen] = useState(false);
  const [splitId, setSplitId] = useState<number | null>(null);
  const [deleteId, setDeleteId] = useState<number | null>(null);
  const [explain, setExplain] = useState<{ id: number; kind: ExplainKind } | null>(null);
  const openAdd = useCallback(() => setAddOpen(true), []);
  const onDialog = useCallback((a: FleetDialogAction) => {
    if (a.kind === 'split') setSplitId(a.id);
    else if (a.kind === 'explain') setExplain({ id: a.id, kind: a.explain });
    else setDeleteId(a.id);
  }, []);

  return (
    <Box bg="white" borderWidth="1px" rounded="md" data-testid="fleet-section">
      <Toolbar onAddVessel={openAdd} />
      <FleetGrid onDialog={onDialog} />
      <FleetDialogs
        addOpen={addOpen}
        splitId={splitId}
        deleteId={deleteId}
        closeAdd={setAddOpen}
        closeSplit={setSplitId}
        closeDelete={setDeleteId}
      />
      {/* Mounted while open only: it reads the stream (the row's result and its heavy part). */}
      {explain && <ExplainDialog kind={explain.kind} fleetId={explain.id} onClose={() => setExplain(null)} />}
    </Box>
  );
}

const Toolbar = memo(FleetToolbar);

interface DialogsProps {
  addOpen: boolean;
  splitId: number | null;
  deleteId: number | null;
  closeAdd(open: false): void;
  closeSplit(id: null): void;
  closeDelete(id: null): void;
}

/** Add Fleet, Split Hire, the delete confirmation and Save Voyage: rendered again only when they change. */
const FleetDialogs = memo(function FleetDialogs(props: DialogsProps) {
  const { addOpen, splitId, deleteId, closeAdd, closeSplit, closeDelete } = props;
  const { fleet } = useCalculator();
  const actions = useFleetActions();
  const splitEntry = splitId === null ? null : (fleet.fleet.find((e) => e.databaseId === splitId) ?? null);
  return (
    <>
      <AddFleetDialog open={addOpen} onClose={() => closeAdd(false)} />
      <SplitHireDialog entry={splitEntry} onClose={() => closeSplit(null)} />
      <ConfirmDialog
        open={deleteId !== null}
        title="Delete vessel"
        message={CALC_MSG.deleteVesselConfirm}
        busy={actions.deleting}
        onCancel={() => closeDelete(null)}
        onConfirm={async () => {
          if (deleteId !== null && (await actions.deleteEntry(deleteId))) closeDelete(null);
        }}
      />
      <SaveVoyageDialog />
    </>
  );
});
