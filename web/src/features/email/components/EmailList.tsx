import { Button, Table, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import { formatDateTime } from '../../../lib/format';

/** The fields an e-mail row reads; the list's connection and the upload's answer spread it. */
export const EmailListFragment = graphql(`
  fragment EmailList_email on ReaderEmail {
    id
    databaseId
    sender
    subject
    receivedAt
  }
`);

interface Props {
  emails: readonly FragmentType<typeof EmailListFragment>[];
  total: number;
  loading: boolean;
  selected: number | null;
  onSelect(databaseId: number): void;
  hasMore: boolean;
  loadingMore: boolean;
  onMore(): void;
}

/**
 * The Position Reader's e-mails (Sender, Subject, Time), newest first, a page at a time by cursor: More
 * e-mails appends the next page (emailsConnection) below the rows shown.
 */
export function EmailList({ emails, total, loading, selected, onSelect, hasMore, loadingMore, onMore }: Props) {
  const rows = getFragmentData(EmailListFragment, emails);
  return (
    <>
      <Table.Root size="sm" aria-label="E-mails">
        <Table.Header>
          <Table.Row>
            {['Sender', 'Subject', 'Time'].map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={3}>{loading ? 'Loading…' : 'No data found.'}</Table.Cell>
            </Table.Row>
          ) : (
            rows.map((e) => (
              <Table.Row
                key={e.id}
                data-testid="email-row"
                cursor="pointer"
                bg={e.databaseId === selected ? 'blue.50' : undefined}
                aria-selected={e.databaseId === selected}
                onClick={() => onSelect(e.databaseId)}
              >
                <Table.Cell fontSize="xs">{e.sender}</Table.Cell>
                <Table.Cell fontSize="xs">{e.subject}</Table.Cell>
                <Table.Cell fontSize="xs" whiteSpace="nowrap">
                  {formatDateTime(e.receivedAt, '')}
                </Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
      {rows.length > 0 && (
        <Text fontSize="xs" color="gray.600" mt="1" data-testid="email-count">
          {rows.length} of {total} e-mails
        </Text>
      )}
      {hasMore && (
        <Button size="xs" variant="outline" mt="1" loading={loadingMore} onClick={onMore}>
          More e-mails
        </Button>
      )}
    </>
  );
}
