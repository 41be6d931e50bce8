import { Table } from '@chakra-ui/react';
import { graphql, getFragmentData, type FragmentType } from '../../../__generated__';
import type { UsersTable_UserFragment as Row } from '../../../__generated__/graphql';
import { EditDeleteActions, RecordTable } from '../../../components/RecordTable';

export const NO_USERS = 'No User organizaton found.';

/** The fields a row reads; the list query and the save answers spread it. */
export const UsersTableFragment = graphql(`
  fragment UsersTable_user on User {
    id
    databaseId
    fullname
    email
  }
`);

interface Props {
  users: readonly FragmentType<typeof UsersTableFragment>[];
  /** S.no of the first row (1 on the first page). */
  firstNumber?: number;
  /** The signed-in user: their own row has no actions (spec 2 section 6). */
  selfId: number;
  onEdit(user: Row): void;
  onDelete(user: Row): void;
}

const HEADINGS = ['S.no', 'Name', 'Email', 'Actions'];

/** Users: S.no, Name, Email, Actions (spec 2 section 2); names and e-mails are rendered as text. */
export function UsersTable({ users, firstNumber = 1, selfId, onEdit, onDelete }: Props) {
  return (
    <RecordTable label="Users" headings={HEADINGS} empty={users.length === 0 ? NO_USERS : null}>
      {getFragmentData(UsersTableFragment, users).map((user, i) => (
        <Table.Row key={user.id} data-testid="user-row" data-self={user.databaseId === selfId || undefined}>
          <Table.Cell>{firstNumber + i}</Table.Cell>
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
