import { notFound } from '../../errors/app-error.js';
import type { NodeType } from '../../graphql/relay/node-registry.js';

/** Users (the users screen) and the roles it lists. */
export const USER_NODES: readonly NodeType[] = [
  {
    typeName: 'User',
    routes: ['/user_organization'],
    load: (services, actor, id) => services.users.getById(actor, id),
  },
  {
    typeName: 'Role',
    routes: ['/user_organization'],
    load: async (services, actor, id) => {
      const role = (await services.users.listRoles(actor)).find((r) => r.id === id);
      if (!role) throw notFound('Role', id);
      return role;
    },
  },
];
