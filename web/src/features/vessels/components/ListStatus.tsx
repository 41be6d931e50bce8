import { Table } from '@chakra-ui/react';
import { LoadStatus } from '../../../components/LoadStatus';

/** The body row of a list that has nothing to show: loading, an error, or the spec's empty text. */
export function ListStatus({
  loading,
  error,
  empty,
  columns,
}: {
  loading: boolean;
  error: string | null;
  empty: string;
  columns: number;
}) {
  return (
    <Table.Row>
      <Table.Cell colSpan={columns} py="4">
        <LoadStatus loading={loading} error={error}>
          {empty}
        </LoadStatus>
      </Table.Cell>
    </Table.Row>
  );
}
