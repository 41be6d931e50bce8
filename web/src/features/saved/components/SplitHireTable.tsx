import { Table, Text, Textarea } from '@chakra-ui/react';
import { formatNumber } from '../../../lib/format';
import type { SplitHireRow } from '../utils/saved-view';
import { ReadOnlyPanel } from './ReadOnlyPanel';

/** The Split hire table, read-only: Hire Rate and No. of Days per tier. */
export function SplitHireTable({ rows }: { rows: readonly SplitHireRow[] }) {
  return (
    <ReadOnlyPanel title="Split hire" testId="split-hire">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Hire Rate</Table.ColumnHeader>
            <Table.ColumnHeader>No. of Days</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={2}>
                <Text color="gray.600">No split hire.</Text>
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row, i) => (
              <Table.Row key={i}>
                <Table.Cell fontVariantNumeric="tabular-nums">{formatNumber(row.hireRate, 2)}</Table.Cell>
                <Table.Cell fontVariantNumeric="tabular-nums">{formatNumber(row.days, 2)}</Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </ReadOnlyPanel>
  );
}

/** The fleet entry's remarks, read-only. */
export function RemarksPanel({ remark }: { remark: string }) {
  return (
    <ReadOnlyPanel title="Remarks" testId="remarks">
      <Textarea value={remark} readOnly aria-label="Remarks" size="sm" rows={3} bg="gray.50" />
    </ReadOnlyPanel>
  );
}
