import { Field, ID, InterfaceType } from 'type-graphql';

/** The GraphQL type each value returned by `node`/`nodes` was loaded as (its loader says so; see node-registry.ts). */
const loadedAs = new WeakMap<object, string>();

/** Marks a value as an object of the GraphQL type `typeName`, so the Node interface can name its concrete type. */
export function tagNode<T extends object>(value: T, typeName: string): T {
  loadedAs.set(value, typeName);
  return value;
}

/**
 * Global object identification (the Relay server specification). Every object an integrator can fetch
 * implements Node: `id` is an opaque global id (global-id.ts) that names the GraphQL type and the row, and
 * `node(id)` / `nodes(ids)` fetch it again. The numeric row id is the type's `databaseId` field; mutation and
 * query arguments still take that number, and the legacy REST paths still use it.
 */
@InterfaceType('Node', {
  description:
    'An object with an opaque global id: fetch it again with node(id). Clients must not decode the id; the ' +
    'numeric row id, for arguments and the REST paths, is the databaseId field of each type.',
  resolveType: (value: object) => loadedAs.get(value),
})
export abstract class Node {
  @Field(() => ID, { description: 'Opaque global id of the object, stable across requests (see node(id))' })
  id!: string;
}
