import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { getFragmentData } from '../../../__generated__';
import type { OrganizationsTable_OrganizationFragment } from '../../../__generated__/graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorAlert } from '../../../components/LoadStatus';
import { PageLoader } from '../../../components/PageLoader';
import { useOrganizationActions } from '../hooks/useOrganizationActions';
import { useOrganizations } from '../hooks/useOrganizations';
import { organizationForDialogQuery } from '../graphql/organizations';
import {
  EMPTY_ORGANIZATION_FORM,
  OrganizationFormFragment,
  organizationFormOf,
  type OrganizationForm,
} from '../utils/organization-form';
import { OrganizationDialog } from './OrganizationDialog';
import { OrganizationsTable } from './OrganizationsTable';

export const DELETE_ORGANIZATION_QUESTION = 'Please confirm if you want to delete organization';

type Editing = { id: number | null; nodeId?: string; form: OrganizationForm; version: number | null } | null;

/**
 * Organization management (/setup_organization, the admin login only): Create Organization, the table,
 * the dialog (Add, or Update from a row) and delete after confirmation. A refused delete says what
 * still holds the organization, in a notice and above the table until the next action.
 */
export function OrganizationScreen() {
  const { organizations, loading, error } = useOrganizations();
  const { save, deleteOrganization, busy } = useOrganizationActions();
  const [editing, setEditing] = useState<Editing>(null);
  const [pending, setPending] = useState<OrganizationsTable_OrganizationFragment | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const client = useApolloClient();

  const handleSave = async (form: OrganizationForm, version: number | null) => {
    setRefusal(null);
    return save(editing?.id ?? null, form, version);
  };
  /** The organization as saved now (Reload and re-apply my changes). */
  const reload = async (id: number, nodeId: string | undefined) => {
    const { data } = nodeId
      ? await client.query({
          query: organizationForDialogQuery,
          variables: { id: nodeId },
          fetchPolicy: 'network-only',
        })
      : { data: undefined };
    const org = data?.node?.__typename === 'Organization' ? data.node : null;
    if (!org) throw new Error(`Organization ${id} could not be loaded`);
    return { form: organizationFormOf(org), version: getFragmentData(OrganizationFormFragment, org).version };
  };
  const handleConfirmDelete = async () => {
    if (!pending) return;
    setRefusal(await deleteOrganization(pending));
    setPending(null);
  };

  return (
    <>
      <HStack mb="3">
        <Button
          size="sm"
          colorPalette="blue"
          onClick={() => {
            setRefusal(null);
            setEditing({ id: null, form: EMPTY_ORGANIZATION_FORM, version: null });
          }}
        >
          Create Organization
        </Button>
      </HStack>
      {refusal && (
        <Alert.Root status="warning" mb="3" data-testid="organization-refusal">
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      )}
      {error && <ErrorAlert message={error} mb="3" />}
      {loading ? (
        <PageLoader />
      ) : (
        <OrganizationsTable
          organizations={organizations}
          onEdit={(row) => {
            const org = organizations.find((o) => o.id === row.id);
            if (!org) return;
            setRefusal(null);
            const { version } = getFragmentData(OrganizationFormFragment, org);
            setEditing({ id: row.databaseId, nodeId: row.id, form: organizationFormOf(org), version });
          }}
          onDelete={setPending}
        />
      )}
      {editing && (
        <OrganizationDialog
          key={editing.id ?? 'new'}
          mode={editing.id === null ? 'Add' : 'Update'}
          initial={editing.form}
          version={editing.version}
          load={() => reload(editing.id ?? 0, editing.nodeId)}
          busy={busy}
          onSave={handleSave}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        message={DELETE_ORGANIZATION_QUESTION}
        busy={busy}
        onConfirm={() => void handleConfirmDelete()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
