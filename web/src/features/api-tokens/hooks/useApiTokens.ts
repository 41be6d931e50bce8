import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ApiTokenScope } from '../../../__generated__/graphql';
import { errorMessage } from '../../../app/graphql-errors';
import { withNotice } from '../../../app/notice';
import { toaster } from '../../../app/toaster';
import { apiTokensQuery, createApiTokenMutation, revokeApiTokenMutation } from '../graphql/api-tokens';

export const API_TOKEN_NOTICE = { revoked: 'API token revoked' } as const;

/** The organization's API tokens, newest first (ADMIN only; the server refuses anyone else). */
export function useApiTokens() {
  const { data, previousData, loading, error } = useQuery(apiTokensQuery, { fetchPolicy: 'cache-and-network' });
  const tokens = (data ?? previousData)?.apiTokens;
  return { tokens: tokens ?? [], loading: loading && !tokens, error: error ? errorMessage(error) : null };
}

/**
 * Create and revoke. A created token is put at the head of the cached list (no refetch); its token string
 * is returned to the caller to show once and is kept nowhere else. A revoked token's row is updated in the
 * cache by the mutation's answer (same id).
 */
export function useApiTokenActions() {
  const [create, created] = useMutation(createApiTokenMutation);
  const [revoke, revoked] = useMutation(revokeApiTokenMutation);

  const createToken = useCallback(
    async (name: string, scope: ApiTokenScope): Promise<{ token: string } | { error: string }> => {
      try {
        const { data } = await create({
          variables: { input: { name, scope } },
          update: (cache, { data: answer }) => {
            const row = answer?.createApiToken.apiToken;
            if (!row) return;
            cache.updateQuery({ query: apiTokensQuery }, (list) =>
              list ? { apiTokens: [row, ...list.apiTokens.filter((t) => t.id !== row.id)] } : list,
            );
          },
        });
        if (!data) return { error: 'The token was not created' };
        return { token: data.createApiToken.token };
      } catch (error) {
        const message = errorMessage(error);
        toaster.create({ type: 'error', title: message });
        return { error: message };
      }
    },
    [create],
  );

  const revokeToken = useCallback(
    (databaseId: number) => withNotice(() => revoke({ variables: { id: databaseId } }), API_TOKEN_NOTICE.revoked),
    [revoke],
  );

  return { createToken, revokeToken, busy: created.loading || revoked.loading };
}
