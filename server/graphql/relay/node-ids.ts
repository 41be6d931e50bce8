import { isInterfaceType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { globalIdWriter } from './global-id.js';

/**
 * The global `id` of every Node type as a plain function of its row, one per type (issue #19 item 2, ADR 0036).
 *
 * NodeResolver's `id` (node.resolver.ts) answers `toGlobalId(info.parentType.name, root.id)`; type-graphql
 * runs it through its resolver wrapper on each row of a list (a resolver data object, the sorted parameter
 * list, the root converted to its declared type, the resolver class instance), a cost per row of every
 * page. A field of an object type is only ever resolved with that type as its parent type, so each type's
 * function takes its own name once, here (globalIdWriter: the name checked once, toGlobalId per row): the
 * same id, the same Error for a row without a valid id.
 *
 * Only the object types whose `id` answers as NodeResolver's does are given one (a probe row, checked
 * below); a type that resolved its `id` otherwise would keep its own resolver.
 */
export function plainNodeIds(schema: GraphQLSchema): GraphQLSchema {
  const node = schema.getType('Node');
  if (!isInterfaceType(node)) return schema;
  for (const type of schema.getImplementations(node).objects) {
    const field = type.getFields()['id'];
    if (!field?.resolve) continue;
    let write: (databaseId: number) => string;
    try {
      write = globalIdWriter(type.name);
    } catch {
      continue; // a type name toGlobalId refuses: its resolver stays (and refuses each row as before)
    }
    const plain: GraphQLFieldResolver<{ id: number }, unknown> = (root) => write(root.id);
    if (sameIdFor(field.resolve, plain, schema, type)) field.resolve = plain;
  }
  return schema;
}

/** The original resolver answers a probe row as the plain one does (synchronously, with the same id). */
function sameIdFor(
  original: GraphQLFieldResolver<unknown, unknown>,
  plain: GraphQLFieldResolver<{ id: number }, unknown>,
  schema: GraphQLSchema,
  parentType: ReturnType<GraphQLSchema['getImplementations']>['objects'][number],
): boolean {
  const info = { parentType, schema, fieldName: 'id' } as Parameters<typeof original>[3];
  try {
    return [1, 42, 9_007_199_254_740_991].every((id) => {
      const root = { id };
      return original(root, {}, {}, info) === plain(root, {}, {}, info);
    });
  } catch {
    return false;
  }
}
