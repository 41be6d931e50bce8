import { Arg, Args, Authorized, Ctx, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ConnectionArgs, ConnectionOf, readConnectionArgs } from '../../graphql/relay/connection.js';
import { requireActor } from '../auth/actor.js';
import { User } from './user.entity.js';

@ObjectType({ description: "An organization's users, paged by cursor" })
export class UserConnection extends ConnectionOf(User, 'User') {}

/** An organization's users as a cursor connection (ADR 0024); usersForOrg keeps its whole list. */
@Resolver()
export class UserConnectionResolver {
  @Authorized('/user_organization')
  @Query(() => UserConnection, {
    description: 'Users of an organization by cursor, by first name: your own, or any for the admin login.',
  })
  usersConnection(
    @Ctx() ctx: GraphQLContext,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('organizationId', () => Int, {
      nullable: true,
      description: 'The organization (default yours; only the admin login may name another)',
    })
    organizationId?: number | null,
  ): Promise<UserConnection> {
    const req = readConnectionArgs(args);
    return ctx.services.connections.users(requireActor(ctx.auth), req, organizationId);
  }
}
