import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Authorized, Ctx, FieldResolver, ID, Info, Query, Resolver, Root } from 'type-graphql';
import { requireActor } from '../../modules/auth/actor.js';
import type { GraphQLContext } from '../context.js';
import { fromGlobalId, toGlobalId } from './global-id.js';
import { loadNode, MAX_NODE_IDS, readNodeIds } from './node-fetch.js';
import { Node } from './node.js';
import { NODE_REGISTRY } from './node-types.js';

/** `node(id)` and `nodes(ids)`, and the global `id` of every Node type (its GraphQL type name and its row id). */
@Resolver(() => Node)
export class NodeResolver {
  @FieldResolver(() => ID)
  id(@Root() root: { id: number }, @Info() info: GraphQLResolveInfo): string {
    return toGlobalId(info.parentType.name, root.id);
  }

  @Authorized()
  @Query(() => Node, {
    nullable: true,
    description:
      'The object with this global id, checked as its own query checks it: a role without that query is ' +
      "FORBIDDEN; another organization's object, or one you may not see, is NOT_FOUND (null with the error). " +
      'A malformed id is BAD_USER_INPUT naming id.',
  })
  node(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: 'A global id, as any Node answers it in `id`' }) id: string,
  ): Promise<object> {
    const actor = requireActor(ctx.auth);
    return loadNode(NODE_REGISTRY, ctx.services, actor, fromGlobalId(id, 'id'), id);
  }

  @Authorized()
  @Query(() => [Node], {
    nullable: 'items',
    description:
      `The objects with these global ids (at most ${MAX_NODE_IDS}), in the same order. Each is checked as ` +
      'node(id) checks it; one that is refused is null in its position, with an error whose path names that ' +
      'position (nodes, i). A malformed id refuses the whole call (BAD_USER_INPUT naming ids[i]).',
  })
  nodes(
    @Ctx() ctx: GraphQLContext,
    @Arg('ids', () => [ID], { description: 'Up to 100 global ids; the answer keeps their order' }) ids: string[],
  ): Promise<unknown>[] {
    const actor = requireActor(ctx.auth);
    const parsed = readNodeIds(ids);
    // One at a time: the request's EntityManager fork must not run queries in parallel.
    let previous: Promise<unknown> = Promise.resolve();
    return parsed.map((globalId, i) => {
      const next = previous.then(() => loadNode(NODE_REGISTRY, ctx.services, actor, globalId, ids[i]!));
      previous = next.catch(() => undefined);
      return next;
    });
  }
}
