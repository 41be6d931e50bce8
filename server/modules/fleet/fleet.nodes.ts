import type { NodeType } from '../../graphql/relay/node-registry.js';

/** Fleet entries, as the calculator's fleets and the fleet list show them (FleetService.getEntry). */
export const FLEET_NODES: readonly NodeType[] = [
  {
    typeName: 'FleetEntry',
    routes: ['/calculator', '/vessel_information'],
    load: (services, actor, id) => services.fleet.getEntry(actor, id),
  },
];
