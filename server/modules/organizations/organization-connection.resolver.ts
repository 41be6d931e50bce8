import { Args, Authorized, Ctx, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ConnectionArgs, ConnectionOf, readConnectionArgs } from '../../graphql/relay/connection.js';
import { requireActor } from '../auth/actor.js';
import { Organization } from './organization.entity.js';

@ObjectType({ description: 'Organizations, paged by cursor' })
export class OrganizationConnection extends ConnectionOf(Organization, 'Organization') {}

/** The organizations as a cursor connection (ADR 0024); organizations keeps its whole list. */
@Resolver()
export class OrganizationConnectionResolver {
  @Authorized()
  @Query(() => OrganizationConnection, {
    description: 'Organizations by cursor, by name: every one for the admin login; your own for everyone else.',
  })
  organizationsConnection(
    @Ctx() ctx: GraphQLContext,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
  ): Promise<OrganizationConnection> {
    return ctx.services.connections.organizations(requireActor(ctx.auth), readConnectionArgs(args));
  }
}
