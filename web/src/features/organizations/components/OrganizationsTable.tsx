import { HStack, Table, Text } from '@chakra-ui/react';
import type { OrganizationFieldsFragment } from '../../../__generated__/graphql';
import { DeleteIconButton } from '../../../components/DeleteIconButton';
import { EditIconButton } from '../../../components/EditIconButton';

interface Props {
  organizations: readonly OrganizationFieldsFragment[];
  onEdit(org: OrganizationFieldsFragment): void;
  onDelete(org: OrganizationFieldsFragment): void;
}

/** Organizations: S.no, Name, Organization Code, Domain, Actions (spec 2 section 2). Text is rendered as text. */
export function OrganizationsTable({ organizations, onEdit, onDelete }: Props) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="white">
      <Table.Root size="sm" aria-label="Organizations">
        <Table.Header>
          <Table.Row>
            {['S.no', 'Name', 'Organization Code', 'Domain', 'Actions'].map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {organizations.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={5}>
                <Text color="gray.600">No organization found.</Text>
              </Table.Cell>
            </Table.Row>
          )}
          {organizations.map((org, i) => (
            <Table.Row key={org.id} data-testid="organization-row">
              <Table.Cell>{i + 1}</Table.Cell>
              <Table.Cell>{org.organizationName}</Table.Cell>
              <Table.Cell>{org.organizationCode}</Table.Cell>
              <Table.Cell>{org.domain ?? ''}</Table.Cell>
              <Table.Cell>
                <HStack gap="1">
                  <EditIconButton label={`Edit ${org.organizationName}`} onClick={() => onEdit(org)} />
                  <DeleteIconButton label={`Delete ${org.organizationName}`} onClick={() => onDelete(org)} />
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
