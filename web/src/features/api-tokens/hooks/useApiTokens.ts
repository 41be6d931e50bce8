import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ApiTokenScope } from '../../../__generated__/graphql';
import { errorMessage } from '../../../app/graphql-errors';
import { withNotice } from '../../../app/notice';
import { toaster } from '../../../app/toaster';
import { insertIntoConnections } from '../../../lib/connection/connection-cache';
import { useConnectionAll } from '../../../lib/connection/useConnectionAll';
import { apiTokensConnectionQuery, createApiTokenMutation, revokeApiTokenMutation } from '../graphql/api-tokens';

export const API_TOKEN_NOTICE = { revoked: 'API token revoked' } as const;

/**
 * The organization's API tokens, newest first (ADMIN only; the server refuses anyone else): the whole
 * apiTokensConnection, page after page by cursor (the screen shows no pager).
 */
export function useApiTokens() {
  const { nodes, loading, error } = useConnectionAll(apiTokensConnectionQuery, {
    variables: {},
    select: (data) => data.apiTokensConnection,
  });
  return { tokens: nodes, loading, error };
}

/**
 * Create and revoke. A created token is put at the head of the cached connection (the newest: no refetch)
 * and counted; its token string
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
            const node = row && cache.identify({ __typename: 'ApiToken', id: row.id });
            if (!node) return;
            insertIntoConnections(cache, {
              field: 'apiTokensConnection',
              edgeTypename: 'ApiTokenEdge',
              node: { __ref: node },
              lists: () => true,
              // Newest first: a token just created goes before every listed one.
              sortsBefore: () => true,
            });
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
