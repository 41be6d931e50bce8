import { Table } from '@chakra-ui/react';
import { graphql, getFragmentData, type FragmentType } from '../../../__generated__';
import type { OrganizationsTable_OrganizationFragment as Row } from '../../../__generated__/graphql';
import { EditDeleteActions, RecordTable } from '../../../components/RecordTable';

/** The fields a row reads; the list query and the save answers spread it. */
export const OrganizationsTableFragment = graphql(`
  fragment OrganizationsTable_organization on Organization {
    id
    databaseId
    organizationName
    organizationCode
    domain
  }
`);

interface Props {
  organizations: readonly FragmentType<typeof OrganizationsTableFragment>[];
  onEdit(org: Row): void;
  onDelete(org: Row): void;
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
      {getFragmentData(OrganizationsTableFragment, organizations).map((org, i) => (
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
