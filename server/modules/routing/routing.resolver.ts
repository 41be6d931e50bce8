import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireActor } from '../auth/actor.js';
import { PortDistanceOverride } from '../ports/port-distance-override.entity.js';
import { PortDistance, PortDistanceInput, ResetPortDistanceInput, SavePortDistanceInput } from './routing.types.js';

@Resolver()
export class RoutingResolver {
  @Authorized()
  @Query(() => [PortDistance], { description: 'Sea distances (normal and ECA) and routes between consecutive points' })
  async portDistances(
    @Arg('input', () => PortDistanceInput, {
      description: 'The port pairs (or positions) to measure, with the route flags.',
    })
    input: PortDistanceInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PortDistance[]> {
    const answer = await ctx.services.routing.portDistances(requireActor(ctx.auth), { ...input });
    return Object.entries(answer).map(([key, d]) => ({ key, ...d }));
  }

  @Authorized()
  @Mutation(() => PortDistanceOverride, { description: "Saves the organization's own distance for a port pair" })
  savePortDistance(
    @Arg('input', () => SavePortDistanceInput, {
      description:
        "The port pair and the distances (nm, normal and ECA) that replace the routed ones for the caller's organization.",
    })
    input: SavePortDistanceInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PortDistanceOverride> {
    return ctx.services.routing.saveOverride(requireActor(ctx.auth), { ...input });
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Removes saved distances (by id, or for a pair); returns how many' })
  resetPortDistance(
    @Arg('input', () => ResetPortDistanceInput, {
      description: 'The port pair whose saved override is removed, so the routed distance applies again.',
    })
    input: ResetPortDistanceInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<number> {
    return ctx.services.routing.resetOverride(requireActor(ctx.auth), { ...input });
  }
}
