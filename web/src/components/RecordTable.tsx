import { HStack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DeleteIconButton } from './DeleteIconButton';
import { EditIconButton } from './EditIconButton';

/**
 * The table of an administration screen (organizations, users): its headings, the spec's text when it
 * has no rows, then the rows given as children.
 */
export function RecordTable({
  label,
  headings,
  empty,
  children,
}: {
  /** The table's accessible name. */
  label: string;
  headings: readonly string[];
  /** The text shown when there are no rows; null when there are. */
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="white">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {headings.map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {empty !== null && (
            <Table.Row>
              <Table.Cell colSpan={headings.length}>
                <Text color="gray.600">{empty}</Text>
              </Table.Cell>
            </Table.Row>
          )}
          {children}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A row's Edit and Delete buttons, labelled with what they act on ('Edit Demo Bulk Chartering'). */
export function EditDeleteActions({ name, onEdit, onDelete }: { name: string; onEdit(): void; onDelete(): void }) {
  return (
    <HStack gap="1">
      <EditIconButton label={`Edit ${name}`} onClick={onEdit} />
      <DeleteIconButton label={`Delete ${name}`} onClick={onDelete} />
    </HStack>
  );
}
