import { Arg, Args, Authorized, Ctx, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ConnectionArgs, ConnectionOf, readConnectionArgs } from '../../graphql/relay/connection.js';
import { requireActor } from '../auth/actor.js';
import { Vessel } from './vessel.entity.js';

@ObjectType({ description: 'Catalogue vessels, paged by cursor' })
export class VesselConnection extends ConnectionOf(Vessel, 'Vessel') {}

/** The vessel catalogue as a cursor connection (ADR 0024); vessels keeps its offset pages. */
@Resolver()
export class VesselConnectionResolver {
  @Authorized()
  @Query(() => VesselConnection, {
    description: 'The catalogue by cursor, sorted by name; search matches part of the name.',
  })
  vesselsConnection(
    @Ctx() ctx: GraphQLContext,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('search', () => String, { nullable: true, description: 'Vessel name contains (any case)' })
    search?: string | null,
    @Arg('organizationId', () => Int, { nullable: true, description: 'Admin login only' })
    organizationId?: number | null,
  ): Promise<VesselConnection> {
    const req = readConnectionArgs(args);
    return ctx.services.connections.vessels(requireActor(ctx.auth), req, { search, organizationId });
  }
}
