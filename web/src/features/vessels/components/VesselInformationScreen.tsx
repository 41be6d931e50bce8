import { useApolloClient } from '@apollo/client/react';
import { getFragmentData } from '../../../__generated__';
import { Button, HStack, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { canOpen, isSuperAdmin } from '../../../../../shared/auth/routes';
import { useSession } from '../../auth/hooks/useSession';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { useSaveVessel, type VesselDialogTarget } from '../hooks/useSaveVessel';
import { useFleetList, useFleetOrganizations, useVesselList } from '../hooks/useVesselLists';
import { fleetEntryForDialogQuery, vesselForDialogQuery } from '../graphql/vessel-lists';
import {
  blankDialogForm,
  formOfFleet,
  formOfVessel,
  type FleetRow,
  type VesselDialogForm,
  type VesselRow,
} from '../utils/vessel-dialog-form';
import { FleetListTab, FleetListTabFragment } from './FleetListTab';
import { VesselDialog } from './VesselDialog';
import { VesselListTab, VesselListTabFragment } from './VesselListTab';

type Tab = 'vessels' | 'fleet';
type DialogState = {
  target: VesselDialogTarget;
  form: VesselDialogForm;
  version: number | null;
  key: number;
  /** The fleet entry's global id (its reload asks node(id)). */
  nodeId?: string;
};
/** Spec 2 section 9: the vessel-name search waits for a 500 ms pause in typing. */
const SEARCH_PAUSE_MS = 500;

/**
 * /vessel_information (spec 2 sections 2, 4 and 9): Go back, Create Vessel, and the Vessel List and
 * Fleet List tabs, each paged 25 at a time from page 0; switching tabs goes back to page 0.
 */
export function VesselInformationScreen() {
  const { session } = useSession();
  const roles = session?.roles.map((r) => r.name) ?? [];
  const admin = isSuperAdmin(roles);
  const navigate = useNavigate();
  const location = useLocation();

  const [tab, setTab] = useState<Tab>('vessels');
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search, SEARCH_PAUSE_MS);
  const [organizationId, setOrganizationId] = useState<number | null>(session?.organizationId ?? null);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const client = useApolloClient();

  const vessels = useVesselList(page, settledSearch, tab !== 'vessels');
  const fleet = useFleetList(page, admin ? organizationId : null, tab !== 'fleet');
  const { organizations } = useFleetOrganizations(!admin || tab !== 'fleet');
  const { save, discard, busy } = useSaveVessel();

  // A new search text starts on the first page once it has settled.
  const [searchedFor, setSearchedFor] = useState(settledSearch);
  if (searchedFor !== settledSearch) {
    setSearchedFor(settledSearch);
    setPage(0);
  }

  const open = (target: VesselDialogTarget, form: VesselDialogForm, version: number | null = null, nodeId?: string) =>
    setDialog({ target, form, version, key: Date.now(), nodeId });
  /** The record as saved now (Reload and re-apply my changes). */
  const reload = async (target: VesselDialogTarget, nodeId?: string) => {
    if (target.kind === 'vessel') {
      const variables = { id: target.id };
      const { data } = await client.query({ query: vesselForDialogQuery, variables, fetchPolicy: 'network-only' });
      const row = data?.vessel && getFragmentData(VesselListTabFragment, data.vessel);
      if (row) return { form: formOfVessel(row), version: row.version };
    } else if (target.kind === 'fleet' && nodeId) {
      const variables = { id: nodeId };
      const { data } = await client.query({ query: fleetEntryForDialogQuery, variables, fetchPolicy: 'network-only' });
      const node = data?.node?.__typename === 'FleetEntry' ? data.node : null;
      const row = node && getFragmentData(FleetListTabFragment, node);
      if (row) return { form: formOfFleet(row), version: row.version };
    }
    throw new Error('The record could not be loaded');
  };
  const handleTab = (next: Tab) => {
    setTab(next);
    setPage(0);
  };
  const handleDiscard = async (target: VesselDialogTarget, nodeId?: string): Promise<boolean> => {
    if (target.kind !== 'fleet') return false;
    const done = await discard(target.id, nodeId);
    // The last entry of a later page gone: step back so the table is not left empty.
    if (done && fleet.rows.length === 1 && page > 0) setPage(page - 1);
    return done;
  };
  // Back where the user came from; a screen opened directly goes back to the Dashboard.
  const handleBack = () => (location.key === 'default' ? void navigate('/') : void navigate(-1));

  return (
    <>
      <HStack gap="2" mb="3">
        <Button size="sm" variant="outline" onClick={handleBack}>
          Go back
        </Button>
        <Button size="sm" colorPalette="blue" onClick={() => open({ kind: 'create' }, blankDialogForm())}>
          Create Vessel
        </Button>
      </HStack>
      <Tabs.Root value={tab} onValueChange={(e) => handleTab(e.value as Tab)} variant="line" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="vessels">Vessel List</Tabs.Trigger>
          <Tabs.Trigger value="fleet">Fleet List</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="vessels">
          <VesselListTab
            search={search}
            onSearch={setSearch}
            {...vessels}
            page={vessels.shownPage}
            onPage={setPage}
            onEdit={(row: VesselRow) => open({ kind: 'vessel', id: row.databaseId }, formOfVessel(row), row.version)}
            canOpenEditor={canOpen(roles, '/vessel/1')}
          />
        </Tabs.Content>
        <Tabs.Content value="fleet">
          <FleetListTab
            organizations={admin ? organizations : null}
            organizationId={organizationId}
            onOrganization={(id) => {
              setOrganizationId(id);
              setPage(0);
            }}
            {...fleet}
            page={fleet.shownPage}
            onPage={setPage}
            onEdit={(row: FleetRow) =>
              open({ kind: 'fleet', id: row.databaseId }, formOfFleet(row), row.version, row.id)
            }
          />
        </Tabs.Content>
      </Tabs.Root>
      {dialog && (
        <VesselDialog
          key={dialog.key}
          target={dialog.target}
          initial={dialog.form}
          version={dialog.version}
          load={() => reload(dialog.target, dialog.nodeId)}
          busy={busy}
          onSave={(form, version) => save(dialog.target, form, version)}
          onDiscard={() => handleDiscard(dialog.target, dialog.nodeId)}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
