import { Table } from '@chakra-ui/react';
import type { UserRowFieldsFragment } from '../../../__generated__/graphql';
import { EditDeleteActions, RecordTable } from '../../../components/RecordTable';

export const NO_USERS = 'No User organizaton found.';

interface Props {
  users: readonly UserRowFieldsFragment[];
  /** The signed-in user: their own row has no actions (spec 2 section 6). */
  selfId: number;
  onEdit(user: UserRowFieldsFragment): void;
  onDelete(user: UserRowFieldsFragment): void;
}

const HEADINGS = ['S.no', 'Name', 'Email', 'Actions'];

/** Users: S.no, Name, Email, Actions (spec 2 section 2); names and e-mails are rendered as text. */
export function UsersTable({ users, selfId, onEdit, onDelete }: Props) {
  return (
    <RecordTable label="Users" headings={HEADINGS} empty={users.length === 0 ? NO_USERS : null}>
      {users.map((user, i) => (
        <Table.Row key={user.id} data-testid="user-row" data-self={user.databaseId === selfId || undefined}>
          <Table.Cell>{i + 1}</Table.Cell>
          <Table.Cell>{user.fullname}</Table.Cell>
          <Table.Cell>{user.email}</Table.Cell>
          <Table.Cell>
            {user.databaseId !== selfId && (
              <EditDeleteActions name={user.email} onEdit={() => onEdit(user)} onDelete={() => onDelete(user)} />
            )}
          </Table.Cell>
        </Table.Row>
      ))}
    </RecordTable>
  );
}
