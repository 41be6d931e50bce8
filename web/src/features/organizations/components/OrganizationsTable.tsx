import { Table } from '@chakra-ui/react';
import type { OrganizationFieldsFragment } from '../../../__generated__/graphql';
import { EditDeleteActions, RecordTable } from '../../../components/RecordTable';

interface Props {
  organizations: readonly OrganizationFieldsFragment[];
  onEdit(org: OrganizationFieldsFragment): void;
  onDelete(org: OrganizationFieldsFragment): void;
}

const HEADINGS = ['S.no', 'Name', 'Organization Code', 'Domain', 'Actions'];

/** Organizations: S.no, Name, Organization Code, Domain, Actions (spec 2 section 2). Text is rendered as text. */
export function OrganizationsTable({ organizations, onEdit, onDelete }: Props) {
  return (
    <RecordTable
      label="Organizations"
      headings={HEADINGS}
      empty={organizations.length === 0 ? 'No organization found.' : null}
    >
      {organizations.map((org, i) => (
        <Table.Row key={org.id} data-testid="organization-row">
          <Table.Cell>{i + 1}</Table.Cell>
          <Table.Cell>{org.organizationName}</Table.Cell>
          <Table.Cell>{org.organizationCode}</Table.Cell>
          <Table.Cell>{org.domain ?? ''}</Table.Cell>
          <Table.Cell>
            <EditDeleteActions name={org.organizationName} onEdit={() => onEdit(org)} onDelete={() => onDelete(org)} />
          </Table.Cell>
        </Table.Row>
      ))}
    </RecordTable>
  );
}
