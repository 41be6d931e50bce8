import type { NodeType } from '../../graphql/relay/node-registry.js';
import { savedResultRow } from './saved-result.service.js';

/** Saved voyages: the result itself (/saved) and its row of the saved and voyages lists. */
export const SAVED_RESULT_NODES: readonly NodeType[] = [
  {
    typeName: 'SavedResult',
    routes: ['/saved'],
    load: (services, actor, id) => services.savedResults.get(actor, id),
  },
  {
    typeName: 'SavedResultRowGql',
    routes: ['/saved', '/voyages'],
    load: async (services, actor, id) => savedResultRow(await services.savedResults.get(actor, id)),
  },
];
