import { notFound } from '../../errors/app-error.js';
import type { NodeType } from '../../graphql/relay/node-registry.js';

/** The port table (reference data, the same for every organization) and an organization's saved distances. */
export const PORT_NODES: readonly NodeType[] = [
  {
    typeName: 'Port',
    routes: [],
    load: async (services, actor, id) => {
      const port = await services.ports.getById(actor, id);
      if (!port) throw notFound('Port', id);
      return port;
    },
  },
  {
    typeName: 'PortDistanceOverride',
    routes: ['/calculator'],
    load: (services, actor, id) => services.routing.override(actor, id),
  },
];
