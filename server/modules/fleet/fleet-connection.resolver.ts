import { Arg, Args, Authorized, Ctx, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ConnectionArgs, ConnectionOf, readConnectionArgs } from '../../graphql/relay/connection.js';
import { requireActor } from '../auth/actor.js';
import { FleetEntry } from './fleet-entry.entity.js';

@ObjectType({ description: "The organization's fleet entries, paged by cursor" })
export class FleetEntryConnection extends ConnectionOf(FleetEntry, 'FleetEntry') {}

/** The organization's fleet list as a cursor connection (ADR 0024); organizationFleet keeps its offset pages. */
@Resolver()
export class FleetConnectionResolver {
  @Authorized()
  @Query(() => FleetEntryConnection, { description: "The organization's fleet list by cursor, sorted by vessel name." })
  fleetEntriesConnection(
    @Ctx() ctx: GraphQLContext,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('organizationId', () => Int, { nullable: true, description: 'Admin login only' })
    organizationId?: number | null,
  ): Promise<FleetEntryConnection> {
    const req = readConnectionArgs(args);
    return ctx.services.connections.fleetEntries(requireActor(ctx.auth), req, organizationId);
  }
}
