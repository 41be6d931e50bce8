import { useApolloClient } from '@apollo/client/react';
import { Button, HStack, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { canOpen, isSuperAdmin, ROLE } from '../../../../../shared/auth/routes';
import { getFragmentData, type FragmentType } from '../../../__generated__';
import type { UsersTable_UserFragment } from '../../../__generated__/graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorAlert } from '../../../components/LoadStatus';
import { PageLoader } from '../../../components/PageLoader';
import { useSession } from '../../auth/hooks/useSession';
import { roleNames } from '../../auth/utils/session-storage';
import { useOrganizations } from '../../organizations/hooks/useOrganizations';
import { RegistrationRequestsSection } from '../../registrations/components/RegistrationRequestsSection';
import { useUserActions } from '../hooks/useUserActions';
import { USERS_PAGE_SIZE, useRoles, useUsers } from '../hooks/useUsers';
import { Pager } from '../../saved/components/Pager';
import { userForEditQuery } from '../graphql/users';
import { EMPTY_USER_FORM, roleChoices, UserFormFragment, userFormOf, type UserForm } from '../utils/user-form';
import { UserDialog } from './UserDialog';
import { UsersTable } from './UsersTable';

export const DELETE_USER_QUESTION = 'Please confirm if you want to delete user';

type Editing = { user: { databaseId: number; version: number; roles: string[] } | null; form: UserForm } | null;

/** The dialog's start for a listed user: its form, version and the roles it holds. */
function editingOf(ref: FragmentType<typeof UserFormFragment> | undefined): Editing {
  if (!ref) return null;
  const user = getFragmentData(UserFormFragment, ref);
  const roles = user.roles.map((r) => r.name);
  return { user: { databaseId: user.databaseId, version: user.version, roles }, form: userFormOf(ref) };
}

/**
 * User management (/user_organization): Go back, the organization dropdown (enabled only for the admin
 * login), Create User, the users table without actions on one's own row, the 'Add User' dialog and
 * delete after confirmation.
 */
export function UserManagementScreen() {
  const { session } = useSession();
  const navigate = useNavigate();
  const roles = session ? roleNames(session) : [];
  const adminLogin = isSuperAdmin(roles);
  const [chosenOrg, setChosenOrg] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const organizationId = chosenOrg ?? session?.organizationId ?? null;
  const { organizations } = useOrganizations();
  const { rows: users, shownPage, totalPages, loading, error } = useUsers(organizationId, page);
  const allRoles = useRoles();
  const { save, deleteUser, busy } = useUserActions();
  const [editing, setEditing] = useState<Editing>(null);
  const [pending, setPending] = useState<UsersTable_UserFragment | null>(null);
  const client = useApolloClient();

  if (!session || organizationId === null) return null;

  const handleGoBack = () => {
    if (canOpen(roles, '/')) void navigate('/');
    else void navigate(-1);
  };
  const handleConfirmDelete = async () => {
    if (pending) await deleteUser(pending);
    // The last row of a later page gone: step back so the table is not left empty.
    if (pending && users.length === 1 && page > 0) setPage(page - 1);
    setPending(null);
  };
  const held = editing?.user?.roles ?? [];
  /** The user as saved now (Reload and re-apply my changes). */
  const reload = async (id: number) => {
    const { data } = await client.query({ query: userForEditQuery, variables: { id }, fetchPolicy: 'network-only' });
    const user = data?.user;
    if (!user) throw new Error(`User ${id} could not be loaded`);
    return { form: userFormOf(user), version: getFragmentData(UserFormFragment, user).version };
  };
  // Registration requests are reviewed by ADMIN and the admin login (Pricing opens this screen too).
  const reviewer = adminLogin || roles.includes(ROLE.admin);

  return (
    <>
      <HStack mb="3" gap="3" wrap="wrap">
        <Button size="sm" variant="outline" onClick={handleGoBack}>
          Go back
        </Button>
        <NativeSelect.Root size="sm" width="64" disabled={!adminLogin}>
          <NativeSelect.Field
            aria-label="Organization"
            value={String(organizationId)}
            onChange={(e) => {
              setChosenOrg(Number(e.target.value));
              setPage(0);
            }}
          >
            {organizations.length === 0 && <option value={organizationId}>…</option>}
            {organizations.map((o) => (
              <option key={o.id} value={o.databaseId}>
                {o.organizationName}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="sm" colorPalette="blue" onClick={() => setEditing({ user: null, form: EMPTY_USER_FORM })}>
          Create User
        </Button>
      </HStack>
      {error && <ErrorAlert message={error} mb="3" />}
      {loading ? (
        <PageLoader />
      ) : (
        <UsersTable
          users={users}
          firstNumber={page * USERS_PAGE_SIZE + 1}
          selfId={session.realMe}
          onEdit={(row) => setEditing(editingOf(users.find((u) => u.id === row.id)))}
          onDelete={setPending}
        />
      )}
      <Pager page={shownPage} totalPages={totalPages} onPage={setPage} />
      {editing && (
        <UserDialog
          key={editing.user?.databaseId ?? 'new'}
          mode={editing.user ? 'Update' : 'Add'}
          initial={editing.form}
          version={editing.user?.version ?? null}
          load={() => reload(editing.user?.databaseId ?? 0)}
          roleChoices={roleChoices(allRoles, roles, held)}
          busy={busy}
          onSave={(form, version) => save(editing.user?.databaseId ?? null, organizationId, form, version)}
          onClose={() => setEditing(null)}
        />
      )}
      {reviewer && (
        <RegistrationRequestsSection
          organizationId={organizationId}
          organizationName={organizations.find((o) => o.databaseId === organizationId)?.organizationName}
          roleChoices={roleChoices(allRoles, roles, [])}
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        message={DELETE_USER_QUESTION}
        busy={busy}
        onConfirm={() => void handleConfirmDelete()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
