import { Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { mayEditVesselCatalogue } from '../../../../../../shared/auth/vessel-access';
import { toaster } from '../../../../app/toaster';
import { useSession } from '../../../auth/hooks/useSession';
import { roleNames } from '../../../auth/utils/session-storage';
import { useEmailPositionSearch, useFleetActions } from '../../hooks/useFleetActions';
import { CALC_MSG } from '../../utils/calculator-messages';
import { DEFAULT_AUTO_FILTERS, emailPositionFilter, type AutoFilters } from '../../utils/fleet-auto-filters';
import { autoRowsFrom, autoRowsInput, type AutoRow, type EmailPosition } from '../../utils/fleet-auto-selection';
import { linkAutoRow } from '../../utils/fleet-auto-vessel';
import { addManualLine, initialManualLines, manualLinesInput, type ManualLine } from '../../utils/fleet-manual-lines';
import { CalcDialog, CloseAction, DialogActions } from '../dialogs/CalcDialog';
import { AutoTab } from './AutoTab';
import { ManualTab } from './ManualTab';
import { PositionVesselDialog } from './PositionVesselDialog';
import { UsersTab } from './UsersTab';

/** Spec 1 section 9: the Add Fleet tabs, in this order. */
const TABS = ['Manual', 'Auto', 'Users', 'AIS', 'Markets'] as const;
type Tab = (typeof TABS)[number];

const warn = (title: string) => toaster.create({ type: 'error', title });

/**
 * Add Fleet: Manual lines, Auto (e-mail positions), Users (copy a colleague's fleet); AIS and Markets
 * are Coming Soon. Opens on Manual; Save only on Manual and Auto. A failed add keeps the dialog open;
 * closing resets the manual list to one blank line.
 */
export function AddFleetDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [tab, setTab] = useState<Tab>('Manual');
  const [lines, setLines] = useState<ManualLine[]>(() => initialManualLines());
  const [showIssues, setShowIssues] = useState(false);
  const [filters, setFilters] = useState<AutoFilters>(DEFAULT_AUTO_FILTERS);
  const [autoRows, setAutoRows] = useState<AutoRow[] | null>(null);
  /** The Auto position whose ship is being added to the catalogue. */
  const [creating, setCreating] = useState<EmailPosition | null>(null);
  const { session } = useSession();
  const mayCreateVessel = session != null && mayEditVesselCatalogue(roleNames(session));
  const { addLines, adding } = useFleetActions();
  const positions = useEmailPositionSearch();

  const handleClose = () => {
    setTab('Manual');
    setLines(initialManualLines());
    setShowIssues(false);
    setAutoRows(null);
    onClose();
  };

  const handleAddLine = () => {
    const next = addManualLine(lines);
    setShowIssues(next === null);
    if (next) setLines(next);
    else warn(CALC_MSG.fillRequired);
  };

  const handleSearch = async () => {
    const found = await positions.search(emailPositionFilter(filters));
    if (found) setAutoRows(autoRowsFrom(found));
  };

  const handleSave = async () => {
    if (tab === 'Manual') {
      const input = manualLinesInput(lines);
      setShowIssues(input === null);
      if (!input) return warn(CALC_MSG.fillRequired);
      if (await addLines(input)) handleClose();
      return;
    }
    const check = autoRowsInput(autoRows ?? []);
    if (check.kind === 'none') return;
    if (check.kind === 'missingDate') return warn(CALC_MSG.addDate);
    if (await addLines(check.lines)) handleClose();
  };

  return (
    <CalcDialog
      open={open}
      onClose={handleClose}
      title="Add Fleet"
      size="xl"
      closeButton={false}
      contentProps={{ maxW: '6xl' }}
      testId="add-fleet-dialog"
      footer={
        tab === 'Manual' || tab === 'Auto' ? (
          <DialogActions
            cancelLabel="Close"
            onCancel={handleClose}
            label="Save"
            onAction={() => void handleSave()}
            loading={adding}
          />
        ) : (
          <CloseAction onClose={handleClose} />
        )
      }
    >
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Tab)} size="sm" variant="line">
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Trigger key={t} value={t}>
              {t}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="Manual">
          <ManualTab lines={lines} showIssues={showIssues} onChange={setLines} onAddLine={handleAddLine} />
        </Tabs.Content>
        <Tabs.Content value="Auto">
          <AutoTab
            filters={filters}
            onFilters={setFilters}
            rows={autoRows}
            onRows={setAutoRows}
            searching={positions.loading}
            onSearch={() => void handleSearch()}
            onCreateVessel={mayCreateVessel ? setCreating : undefined}
          />
          {creating && (
            <PositionVesselDialog
              key={creating.id}
              position={creating}
              onCreated={(vesselId) => setAutoRows((rows) => rows && linkAutoRow(rows, creating.databaseId, vesselId))}
              onClose={() => setCreating(null)}
            />
          )}
        </Tabs.Content>
        <Tabs.Content value="Users">
          <UsersTab onCopied={handleClose} />
        </Tabs.Content>
        {(['AIS', 'Markets'] as const).map((t) => (
          <Tabs.Content key={t} value={t}>
            <Text color="gray.600" fontSize="md" py="8" textAlign="center">
              {CALC_MSG.comingSoon}
            </Text>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </CalcDialog>
  );
}
