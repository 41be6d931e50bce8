import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireActor } from '../auth/actor.js';
import { RoleRef } from '../auth/auth.types.js';
import { Role } from './role.entity.js';
import { CreateUserInput, UpdateUserInput, userInputDraft } from './user.inputs.js';
import { User } from './user.entity.js';
import { VERSION_ARG } from '../../graphql/version-arg.js';

@Resolver(() => User)
export class UserResolver {
  @Authorized('/user_organization')
  @Query(() => [User], { description: 'Users of an organization: your own, or any for the admin login.' })
  usersForOrg(
    @Ctx() ctx: GraphQLContext,
    @Arg('organizationId', () => Int, {
      nullable: true,
      description: "Organization whose users to list (admin login only); absent: the caller's own organization.",
    })
    organizationId?: number | null,
  ): Promise<User[]> {
    return ctx.services.users.listForOrganization(requireActor(ctx.auth), organizationId);
  }

  @Authorized('/user_organization')
  @Query(() => User, { description: "One user of the caller's organization (any organization for the admin login)" })
  user(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'Stored id of the user.' }) id: number,
  ): Promise<User> {
    return ctx.services.users.getById(requireActor(ctx.auth), id);
  }

  @Authorized('/user_organization')
  @Query(() => [Role], { name: 'roles', description: 'Every role; Super Admin is never assignable.' })
  listRoles(@Ctx() ctx: GraphQLContext): Promise<Role[]> {
    return ctx.services.users.listRoles(requireActor(ctx.auth));
  }

  @Authorized('/user_organization')
  @Query(() => [Role], { name: 'userRoles', description: 'The roles a user of your organization holds.' })
  rolesOfUser(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'Stored id of the user whose roles are listed.' }) id: number,
  ): Promise<Role[]> {
    return ctx.services.users.rolesOf(requireActor(ctx.auth), id);
  }

  @Authorized('/user_organization')
  @Mutation(() => User, {
    description: "Creates a user ('User Created Successfully'); Super Admin is never assignable.",
  })
  createUser(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => CreateUserInput, {
      description: 'The new user: names, e-mail, password, roles (and organization for the admin login).',
    })
    input: CreateUserInput,
  ): Promise<User> {
    return ctx.services.users.create(requireActor(ctx.auth), userInputDraft(input));
  }

  @Authorized('/user_organization')
  @Mutation(() => User, { description: "Updates another user ('User Updated Successfully'); never your own row." })
  updateUser(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'Stored id of the user to change.' }) id: number,
    @Arg('input', () => UpdateUserInput, { description: 'The fields to change; absent fields keep their value.' })
    input: UpdateUserInput,
    @Arg('version', () => Int, VERSION_ARG) version?: number | null,
  ): Promise<User> {
    return ctx.services.users.update(requireActor(ctx.auth), id, userInputDraft(input), version);
  }

  @Authorized('/user_organization')
  @Mutation(() => Int, { description: "Deletes another user ('User Deleted Successfully'); returns the id." })
  deleteUser(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'Stored id of the user to delete.' }) id: number,
  ): Promise<number> {
    return ctx.services.users.remove(requireActor(ctx.auth), id);
  }

  @FieldResolver(() => String, { description: 'First and last name, as the users table shows them' })
  fullname(@Root() user: User): string {
    return user.fullName;
  }

  @FieldResolver(() => Int, { description: "Database id of the user's organization" })
  organizationId(@Root() user: User): number {
    return user.organization.id;
  }

  @FieldResolver(() => [RoleRef], { name: 'roles', description: 'The roles the user holds' })
  userRoles(@Root() user: User): RoleRef[] {
    return user.roles.getItems().map((r) => ({ name: r.name }));
  }
}
