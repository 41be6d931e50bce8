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
    @Arg('input', () => PortDistanceInput) input: PortDistanceInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PortDistance[]> {
    const answer = await ctx.services.routing.portDistances(requireActor(ctx.auth), { ...input });
    return Object.entries(answer).map(([key, d]) => ({ key, ...d }));
  }

  @Authorized()
  @Mutation(() => PortDistanceOverride, { description: "Saves the organization's own distance for a port pair" })
  savePortDistance(
    @Arg('input', () => SavePortDistanceInput) input: SavePortDistanceInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PortDistanceOverride> {
    return ctx.services.routing.saveOverride(requireActor(ctx.auth), { ...input });
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Removes saved distances (by id, or for a pair); returns how many' })
  resetPortDistance(
    @Arg('input', () => ResetPortDistanceInput) input: ResetPortDistanceInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<number> {
    return ctx.services.routing.resetOverride(requireActor(ctx.auth), { ...input });
  }
}
