import 'reflect-metadata';
import {
  GraphQLID,
  GraphQLInterfaceType,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  isInterfaceType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildAppSchema } from '../schema.js';
import { toGlobalId } from './global-id.js';
import { plainNodeIds } from './node-ids.js';

const idField = (resolve: (root: { id: number }, info: { parentType: { name: string } }) => unknown) => ({
  type: new GraphQLNonNull(GraphQLID),
  resolve: (root: { id: number }, _a: unknown, _c: unknown, info: { parentType: { name: string } }) =>
    resolve(root, info),
});

describe('plain Node ids', () => {
  it("gives every Node type of the app's schema its own id function: no resolve info needed, the same id", async () => {
    const schema = await buildAppSchema();
    const node = schema.getType('Node');
    if (!isInterfaceType(node)) throw new Error('no Node interface');
    const types = schema.getImplementations(node).objects;
    expect(types.length).toBeGreaterThan(10);
    for (const type of types) {
      const resolve = type.getFields()['id']!.resolve!;
      // type-graphql's wrapper reads info.parentType; the plain function does not take it.
      expect(resolve({ id: 42 }, {}, {}, undefined as never)).toBe(toGlobalId(type.name, 42));
      expect(() => resolve({ id: 0 }, {}, {}, undefined as never)).toThrow('cannot make a global id');
    }
  });

  it('keeps a resolver that answers otherwise than by type name and row id', () => {
    const Node = new GraphQLInterfaceType({ name: 'Node', fields: { id: { type: new GraphQLNonNull(GraphQLID) } } });
    const byName = idField((root, info) => toGlobalId(info.parentType.name, root.id));
    const other = idField((root) => `x${root.id}`);
    const Usual = new GraphQLObjectType({ name: 'Usual', interfaces: [Node], fields: { id: byName } });
    const Own = new GraphQLObjectType({ name: 'Own', interfaces: [Node], fields: { id: other } });
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'Query', fields: { a: { type: Usual }, b: { type: Own } } }),
      types: [Usual, Own],
    });
    const ownResolve = Own.getFields()['id']!.resolve;
    const usualResolve = Usual.getFields()['id']!.resolve;
    plainNodeIds(schema);
    expect(Own.getFields()['id']!.resolve).toBe(ownResolve);
    expect(Usual.getFields()['id']!.resolve).not.toBe(usualResolve);
    expect(Usual.getFields()['id']!.resolve!({ id: 7 }, {}, {}, undefined as never)).toBe(toGlobalId('Usual', 7));
  });
});
