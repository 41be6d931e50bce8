import { HStack, Table, Text } from '@chakra-ui/react';
import type { UserRowFieldsFragment } from '../../../__generated__/graphql';
import { DeleteIconButton } from '../../../components/DeleteIconButton';
import { EditIconButton } from '../../../components/EditIconButton';

export const NO_USERS = 'No User organizaton found.';

interface Props {
  users: readonly UserRowFieldsFragment[];
  /** The signed-in user: their own row has no actions (spec 2 section 6). */
  selfId: number;
  onEdit(user: UserRowFieldsFragment): void;
  onDelete(user: UserRowFieldsFragment): void;
}

/** Users: S.no, Name, Email, Actions (spec 2 section 2); names and e-mails are rendered as text. */
export function UsersTable({ users, selfId, onEdit, onDelete }: Props) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="white">
      <Table.Root size="sm" aria-label="Users">
        <Table.Header>
          <Table.Row>
            {['S.no', 'Name', 'Email', 'Actions'].map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={4}>
                <Text color="gray.600">{NO_USERS}</Text>
              </Table.Cell>
            </Table.Row>
          )}
          {users.map((user, i) => (
            <Table.Row key={user.id} data-testid="user-row" data-self={user.id === selfId || undefined}>
              <Table.Cell>{i + 1}</Table.Cell>
              <Table.Cell>{user.fullname}</Table.Cell>
              <Table.Cell>{user.email}</Table.Cell>
              <Table.Cell>
                {user.id !== selfId && (
                  <HStack gap="1">
                    <EditIconButton label={`Edit ${user.email}`} onClick={() => onEdit(user)} />
                    <DeleteIconButton label={`Delete ${user.email}`} onClick={() => onDelete(user)} />
                  </HStack>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
