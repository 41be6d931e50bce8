import { Alert, Table } from '@chakra-ui/react';
import { PageLoader } from '../../../components/PageLoader';

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
        {loading ? (
          <PageLoader />
        ) : error ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        ) : (
          empty
        )}
      </Table.Cell>
    </Table.Row>
  );
}
