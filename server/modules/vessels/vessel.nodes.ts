import type { NodeType } from '../../graphql/relay/node-registry.js';

/** Catalogue vessels: the service checks the routes and the organization (vessel-access.ts). */
export const VESSEL_NODES: readonly NodeType[] = [
  { typeName: 'Vessel', routes: [], load: (services, actor, id) => services.vessels.getById(actor, id) },
];
