import { apiTokenDraftSchema } from '../../modules/api-tokens/api-token.inputs.js';
import type { Operation } from './operation.js';

/** The organization's API tokens (ADMIN only; an API token may list and revoke but not create). */
export const API_TOKEN_OPERATIONS: Operation[] = [
  {
    method: 'GET',
    path: '/api-tokens',
    tag: 'api-tokens',
    summary: "The organization's API tokens",
    ok: 'ApiTokenRows',
  },
  {
    method: 'POST',
    path: '/api-tokens',
    tag: 'api-tokens',
    summary: 'Creates an API token; the answer is the only time its token string is shown',
    body: apiTokenDraftSchema,
    ok: 'CreatedApiToken',
    status: 201,
  },
  {
    method: 'DELETE',
    path: '/api-tokens/:id',
    tag: 'api-tokens',
    summary: 'Revokes an API token: refused from the next request on',
    notFound: true,
    ok: 'ApiTokenRow',
  },
];
