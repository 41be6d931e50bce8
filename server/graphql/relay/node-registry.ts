import type { GuardedRoute } from '../../../shared/auth/routes.js';
import type { Actor } from '../../modules/auth/actor.js';
import type { Services } from '../../services.js';

/**
 * How `node(id)` fetches one Node type: through the same service method, and behind the same routes, as the
 * type's own query, so the organization scope, the role's routes and the order visibility rules are the same.
 * Each module declares its types in one `*.nodes.ts` file; node-types.ts lists those files.
 */
export interface NodeType {
  /** The GraphQL object type, also the type name inside its global ids. */
  typeName: string;
  /** The `@Authorized` routes of the type's own query (empty: any signed-in user). */
  routes: readonly GuardedRoute[];
  /** The row as the type's own query returns it; throws NOT_FOUND (or FORBIDDEN) when the actor may not see it. */
  load(services: Services, actor: Actor, databaseId: number): Promise<object>;
}

export class NodeRegistry {
  private readonly byName = new Map<string, NodeType>();

  constructor(types: readonly NodeType[]) {
    for (const type of types) {
      if (this.byName.has(type.typeName)) throw new Error(`Node type ${type.typeName} registered twice`);
      this.byName.set(type.typeName, type);
    }
  }

  get(typeName: string): NodeType | undefined {
    return this.byName.get(typeName);
  }

  names(): string[] {
    return [...this.byName.keys()].sort();
  }
}
