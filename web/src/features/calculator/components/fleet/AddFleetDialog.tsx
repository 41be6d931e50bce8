import { Tabs, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { mayEditVesselCatalogue } from '../../../../../../shared/auth/vessel-access';
import { getFragmentData } from '../../../../__generated__';
import type { EmailPositionFilterInput } from '../../../../__generated__/graphql';
import { toaster } from '../../../../app/toaster';
import { useConnectionMore } from '../../../../lib/connection/useConnectionAll';
import { useSession } from '../../../auth/hooks/useSession';
import { roleNames } from '../../../auth/utils/session-storage';
import { useFleetActions } from '../../hooks/useFleetActions';
import { CALC_MSG } from '../../utils/calculator-messages';
import { DEFAULT_AUTO_FILTERS, emailPositionFilter, type AutoFilters } from '../../utils/fleet-auto-filters';
import {
  autoRowsInput,
  autoRowsOf,
  toggleAllAutoRows,
  type AutoRow,
  type EmailPosition,
} from '../../utils/fleet-auto-selection';
import { linkAutoRow } from '../../utils/fleet-auto-vessel';
import { addManualLine, initialManualLines, manualLinesInput, type ManualLine } from '../../utils/fleet-manual-lines';
import { CalcDialog, CloseAction, DialogActions } from '../dialogs/CalcDialog';
import { AutoTab, AutoTabFragment } from './AutoTab';
import { autoTabPositionsQuery } from './auto-tab-positions';
import { ManualTab } from './ManualTab';
import { PositionVesselDialog } from './PositionVesselDialog';
import { UsersTab } from './UsersTab';

/** Spec 1 section 9: the Add Fleet tabs, in this order. */
const TABS = ['Manual', 'Auto', 'Users', 'AIS', 'Markets'] as const;
type Tab = (typeof TABS)[number];

const warn = (title: string) => toaster.create({ type: 'error', title });

/** Positions a page of the Auto tab brings (More positions asks for the next one). */
const AUTO_PAGE_SIZE = 50;

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
  /** The Auto filters last searched (the positions' query arguments); null before a Search. */
  const [searched, setSearched] = useState<EmailPositionFilterInput | null>(null);
  /** The Auto rows as last ticked, dated or linked to a created vessel. */
  const [editedRows, setEditedRows] = useState<AutoRow[]>([]);
  /** Select all is on for the whole search: the pages not loaded yet are loaded, and their rows come ticked. */
  const [tickAll, setTickAll] = useState(false);
  /** The Auto position whose ship is being added to the catalogue. */
  const [creating, setCreating] = useState<EmailPosition | null>(null);
  const { session } = useSession();
  const mayCreateVessel = session != null && mayEditVesselCatalogue(roleNames(session));
  const { addLines, adding } = useFleetActions();
  const positions = useConnectionMore(autoTabPositionsQuery, {
    variables: { filter: searched },
    pageSize: AUTO_PAGE_SIZE,
    select: (data) => data.emailPositionsConnection,
    skip: searched === null,
  });
  const autoRows =
    searched === null ? null : autoRowsOf(getFragmentData(AutoTabFragment, positions.nodes), editedRows, tickAll);
  // Select all ticks every row of the search (spec 1 section 9), not only the pages loaded: the rest is loaded
  // a page at a time (a failed page stops it, with its error shown).
  const loadingRest = tickAll && positions.hasMore && positions.error === null;
  const { loadMore, loadingMore } = positions;
  useEffect(() => {
    if (loadingRest && !loadingMore) void loadMore();
  }, [loadingRest, loadingMore, loadMore]);

  const handleClose = () => {
    setTab('Manual');
    setLines(initialManualLines());
    setShowIssues(false);
    setSearched(null);
    setEditedRows([]);
    setTickAll(false);
    onClose();
  };

  const handleAddLine = () => {
    const next = addManualLine(lines);
    setShowIssues(next === null);
    if (next) setLines(next);
    else warn(CALC_MSG.fillRequired);
  };

  // Each Search asks up to its own time ('Updated since' counts back from it): a list of its own, read fresh.
  const handleSearch = () => {
    setEditedRows([]);
    setTickAll(false);
    setSearched(emailPositionFilter(filters));
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
            loading={adding || (tab === 'Auto' && loadingRest)}
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
            onRows={setEditedRows}
            onSelectAll={(on) => {
              setTickAll(on);
              setEditedRows(toggleAllAutoRows(autoRows ?? [], on));
            }}
            searching={positions.loading && !positions.loadingMore}
            onSearch={handleSearch}
            paging={{
              total: positions.total,
              hasMore: positions.hasMore,
              untickedToCome: positions.hasMore && !tickAll,
              loadingRest,
              loadingMore: positions.loadingMore,
              onMore: () => void positions.loadMore(),
              error: positions.error,
            }}
            onCreateVessel={mayCreateVessel ? setCreating : undefined}
          />
          {creating && (
            <PositionVesselDialog
              key={creating.id}
              position={creating}
              onCreated={(vesselId) => setEditedRows(linkAutoRow(autoRows ?? [], creating.databaseId, vesselId))}
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
