import { AppError, badInput, notFound } from '../../errors/app-error.js';
import { assertRoute, type Actor } from '../../modules/auth/actor.js';
import type { Services } from '../../services.js';
import { fromGlobalId, type GlobalId } from './global-id.js';
import { tagNode } from './node.js';
import type { NodeRegistry } from './node-registry.js';

/** Most ids one `nodes` call resolves (the lists' page limit). */
export const MAX_NODE_IDS = 100;

/**
 * Reads the ids of a `nodes` call before anything is loaded: more than MAX_NODE_IDS, or one malformed id,
 * refuses the whole call (BAD_USER_INPUT naming `ids` or `ids[i]`).
 */
export function readNodeIds(ids: readonly unknown[]): GlobalId[] {
  if (ids.length > MAX_NODE_IDS) throw badInput(`At most ${MAX_NODE_IDS} ids`, 'ids');
  return ids.map((id, i) => fromGlobalId(id, `ids[${i}]`));
}

/**
 * Loads one object by its global id. A type without a loader is NOT_FOUND. The type's routes are checked
 * first, then its service method runs: both refuse exactly as the type's own query does (a role without
 * the route FORBIDDEN; another organization's row, or one the role may not see, NOT_FOUND). A NOT_FOUND
 * names the global id asked for (`text`), not the row id inside it: the caller knows only the former.
 */
export async function loadNode(
  registry: NodeRegistry,
  services: Services,
  actor: Actor,
  globalId: GlobalId,
  text: string,
): Promise<object> {
  const type = registry.get(globalId.typeName);
  if (!type) throw notFound('Object', text);
  if (type.routes.length > 0) assertRoute(actor, ...type.routes);
  try {
    return tagNode(await type.load(services, actor, globalId.databaseId), type.typeName);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound(type.typeName, text);
    throw error;
  }
}
