import { notFound } from '../../errors/app-error.js';
import type { NodeType } from '../../graphql/relay/node-registry.js';

/** Organizations as the organizations query lists them: your own; any for the admin login. */
export const ORGANIZATION_NODES: readonly NodeType[] = [
  {
    typeName: 'Organization',
    routes: [],
    load: async (services, actor, id) => {
      const organization = (await services.organizations.list(actor)).find((o) => o.id === id);
      if (!organization) throw notFound('Organization', id);
      return organization;
    },
  },
];
