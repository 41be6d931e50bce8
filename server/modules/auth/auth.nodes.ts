import { notFound } from '../../errors/app-error.js';
import type { NodeType } from '../../graphql/relay/node-registry.js';

/** The signed-in user's own profile (nobody else's), and the audit log's entries. */
export const AUTH_NODES: readonly NodeType[] = [
  {
    typeName: 'Profile',
    routes: [],
    load: async (services, actor, id) => {
      if (id !== actor.id) throw notFound('Profile', id);
      return services.auth.profile(actor);
    },
  },
  { typeName: 'AuditEvent', routes: [], load: (services, actor, id) => services.audit.get(actor, id) },
];
