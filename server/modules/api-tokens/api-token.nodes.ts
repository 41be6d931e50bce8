import { notFound } from '../../errors/app-error.js';
import type { NodeType } from '../../graphql/relay/node-registry.js';

/** The organization's API tokens, as the apiTokens query lists them (ADMIN only). */
export const API_TOKEN_NODES: readonly NodeType[] = [
  {
    typeName: 'ApiToken',
    routes: ['/api_tokens'],
    load: async (services, actor, id) => {
      const token = (await services.apiTokens.list(actor)).find((t) => t.id === id);
      if (!token) throw notFound('API token', id);
      return token;
    },
  },
];
