import { Badge, Button, Table } from '@chakra-ui/react';
import { graphql, getFragmentData, type FragmentType } from '../../../__generated__';
import type { ApiTokensTable_TokenFragment } from '../../../__generated__/graphql';
import { RecordTable } from '../../../components/RecordTable';
import { formatDateTime } from '../../../lib/format/dates';

/** The fields a token row reads; the list query and the create/revoke answers spread it. */
export const ApiTokensTableTokenFragment = graphql(`
  fragment ApiTokensTable_token on ApiToken {
    id
    databaseId
    name
    scope
    createdByName
    createdAt
    lastUsedAt
    revokedAt
  }
`);

export const NO_API_TOKENS = 'No API tokens yet.';
export const SCOPE_LABEL = { READ: 'Read only', READ_WRITE: 'Read and write' } as const;

interface Props {
  tokens: readonly FragmentType<typeof ApiTokensTableTokenFragment>[];
  onRevoke(token: ApiTokensTable_TokenFragment): void;
}

const HEADINGS = ['Name', 'Scope', 'Created by', 'Created', 'Last used', 'Status', 'Actions'];

/** The organization's tokens: never their secret, which only the creation dialog shows, once. */
export function ApiTokensTable({ tokens, onRevoke }: Props) {
  return (
    <RecordTable label="API tokens" headings={HEADINGS} empty={tokens.length === 0 ? NO_API_TOKENS : null}>
      {getFragmentData(ApiTokensTableTokenFragment, tokens).map((t) => (
        <Table.Row key={t.id} data-testid="api-token-row" data-revoked={t.revokedAt ? true : undefined}>
          <Table.Cell>{t.name}</Table.Cell>
          <Table.Cell>{SCOPE_LABEL[t.scope]}</Table.Cell>
          <Table.Cell>{t.createdByName ?? '(deleted user)'}</Table.Cell>
          <Table.Cell>{formatDateTime(t.createdAt)}</Table.Cell>
          <Table.Cell>{t.lastUsedAt ? formatDateTime(t.lastUsedAt) : 'Never'}</Table.Cell>
          <Table.Cell>
            {t.revokedAt ? (
              <Badge colorPalette="gray">Revoked {formatDateTime(t.revokedAt)}</Badge>
            ) : (
              <Badge colorPalette="green">Active</Badge>
            )}
          </Table.Cell>
          <Table.Cell>
            {!t.revokedAt && (
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                aria-label={`Revoke ${t.name}`}
                onClick={() => onRevoke(t)}
              >
                Revoke
              </Button>
            )}
          </Table.Cell>
        </Table.Row>
      ))}
    </RecordTable>
  );
}
