import { Box, Button, Field, NativeSelect, Table } from '@chakra-ui/react';
import { VESSEL_MSG } from '../../../../../shared/validation/vessel-rules';
import { formatDate, formatNumber } from '../../../lib/format';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import type { FleetRow } from '../utils/vessel-dialog-form';
import { PagedListTable, type ListPageProps } from './PagedListTable';

/**
 * The fields a row reads: its columns, and the Update Vessel dialog's form it opens (formOfFleet); the
 * list, the dialog's reload and the save's answer spread it, so a saved entry's row follows by id.
 */
export const FleetListTabFragment = graphql(`
  fragment FleetListTab_entry on FleetEntry {
    id
    databaseId
    version
    vesselId
    vesselVersion
    vesselName
    vesselSnapshot
    dwt
    port
    dateOpening
    hirePerDay
    hireGbb
    createdUserName
  }
`);

const HEADINGS = [
  'Vessel Name',
  'DWT',
  'Port Opening',
  'Date Opening',
  'Hire Per Day',
  'Hire GBB',
  'Created By',
  'Edit',
] as const;

export interface OrganizationOption {
  databaseId: number;
  organizationName: string;
}

/**
 * Fleet List (spec 2 section 2): the organization's fleet entries and their pager; the organization
 * dropdown only for the admin login. Dates DD/MMM/yyyy; every text rendered as text.
 */
export function FleetListTab({
  organizations,
  organizationId,
  onOrganization,
  onEdit,
  ...list
}: ListPageProps<FragmentType<typeof FleetListTabFragment>> & {
  /** Null hides the dropdown (everyone but the admin login). */
  organizations: readonly OrganizationOption[] | null;
  organizationId: number | null;
  onOrganization(id: number): void;
  onEdit(row: FleetRow): void;
}) {
  return (
    <Box>
      {organizations && (
        <Field.Root maxW="sm" mb="3">
          <Field.Label fontSize="sm">Organization</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label="Organization"
              value={organizationId ?? ''}
              onChange={(e) => onOrganization(Number(e.target.value))}
            >
              {organizations.map((o) => (
                <option key={o.databaseId} value={o.databaseId}>
                  {o.organizationName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      <PagedListTable
        label="Fleet List"
        testId="fleet-list"
        pagerTestId="fleet-pager"
        headings={HEADINGS}
        empty={VESSEL_MSG.noFleet}
        {...list}
      >
        {getFragmentData(FleetListTabFragment, list.rows).map((f) => (
          <Table.Row key={f.id} data-testid="fleet-row">
            <Table.Cell>{f.vesselName}</Table.Cell>
            <Table.Cell>{formatNumber(f.dwt, 0)}</Table.Cell>
            <Table.Cell>{f.port}</Table.Cell>
            <Table.Cell>{formatDate(f.dateOpening)}</Table.Cell>
            <Table.Cell>{formatNumber(f.hirePerDay, 0)}</Table.Cell>
            <Table.Cell>{formatNumber(f.hireGbb, 0)}</Table.Cell>
            <Table.Cell>{f.createdUserName}</Table.Cell>
            <Table.Cell>
              <Button size="2xs" variant="outline" aria-label={`Edit ${f.vesselName}`} onClick={() => onEdit(f)}>
                Edit
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </PagedListTable>
    </Box>
  );
}
