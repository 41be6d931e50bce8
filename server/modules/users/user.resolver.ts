import { Arg, Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireActor } from '../auth/actor.js';
import { RoleRef } from '../auth/auth.types.js';
import { Role } from './role.entity.js';
import { User } from './user.entity.js';

@Resolver(() => User)
export class UserResolver {
  @Authorized('/user_organization')
  @Query(() => [User], { description: 'Users of an organization: your own, or any for the admin login.' })
  usersForOrg(
    @Ctx() ctx: GraphQLContext,
    @Arg('organizationId', () => Int, { nullable: true }) organizationId?: number | null,
  ): Promise<User[]> {
    return ctx.services.users.listForOrganization(requireActor(ctx.auth), organizationId);
  }

  @Authorized('/user_organization')
  @Query(() => User)
  user(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number): Promise<User> {
    return ctx.services.users.getById(requireActor(ctx.auth), id);
  }

  @Authorized('/user_organization')
  @Query(() => [Role], { name: 'roles', description: 'Every role; Super Admin is never assignable.' })
  listRoles(@Ctx() ctx: GraphQLContext): Promise<Role[]> {
    return ctx.services.users.listRoles(requireActor(ctx.auth));
  }

  @FieldResolver(() => String)
  fullname(@Root() user: User): string {
    return user.fullName;
  }

  @FieldResolver(() => Int)
  organizationId(@Root() user: User): number {
    return user.organization.id;
  }

  @FieldResolver(() => [RoleRef], { name: 'roles' })
  userRoles(@Root() user: User): RoleRef[] {
    return user.roles.getItems().map((r) => ({ name: r.name }));
  }
}
