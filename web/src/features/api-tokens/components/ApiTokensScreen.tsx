import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ApiTokensTable_TokenFragment } from '../../../__generated__/graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorAlert } from '../../../components/LoadStatus';
import { PageLoader } from '../../../components/PageLoader';
import { useApiTokenActions, useApiTokens } from '../hooks/useApiTokens';
import { ApiTokensTable } from './ApiTokensTable';
import { CreateApiTokenDialog } from './CreateApiTokenDialog';

export const REVOKE_QUESTION = 'Please confirm if you want to revoke this API token: programs using it stop at once';

/** /api_tokens (ADMIN): the organization's tokens for integrators, Create API token, and revoke after confirmation. */
export function ApiTokensScreen() {
  const { tokens, loading, error } = useApiTokens();
  const { createToken, revokeToken, busy } = useApiTokenActions();
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<ApiTokensTable_TokenFragment | null>(null);

  const handleConfirmRevoke = async () => {
    if (pending) await revokeToken(pending.databaseId);
    setPending(null);
  };

  return (
    <>
      <HStack mb="3" gap="3" wrap="wrap">
        <Button size="sm" colorPalette="blue" onClick={() => setCreating(true)}>
          Create API token
        </Button>
        <Text fontSize="sm" color="gray.600">
          Tokens let programs use the GraphQL and REST APIs as you, without your password.
        </Text>
      </HStack>
      {error && <ErrorAlert message={error} mb="3" />}
      {loading ? <PageLoader /> : <ApiTokensTable tokens={tokens} onRevoke={setPending} />}
      {creating && <CreateApiTokenDialog busy={busy} onCreate={createToken} onClose={() => setCreating(false)} />}
      <ConfirmDialog
        open={pending !== null}
        message={REVOKE_QUESTION}
        busy={busy}
        onConfirm={() => void handleConfirmRevoke()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
