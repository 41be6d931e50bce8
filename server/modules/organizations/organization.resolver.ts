import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireActor } from '../auth/actor.js';
import { OrganizationInput, organizationInputDraft } from './organization.inputs.js';
import { Organization } from './organization.entity.js';
import { VERSION_ARG } from '../../graphql/version-arg.js';

/** Organization setup. Only the admin login changes organizations (checked in OrganizationService). */
@Resolver(() => Organization)
export class OrganizationResolver {
  @Authorized()
  @Query(() => [Organization], { description: 'Every organization for the admin login; your own for everyone else.' })
  organizations(@Ctx() ctx: GraphQLContext): Promise<Organization[]> {
    return ctx.services.organizations.list(requireActor(ctx.auth));
  }

  @Authorized()
  @Mutation(() => Organization, { description: "Admin login only ('Created successfully')." })
  createOrganization(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => OrganizationInput, {
      description: 'The new organization: name and unique code (both required), domain and contact details.',
    })
    input: OrganizationInput,
  ): Promise<Organization> {
    return ctx.services.organizations.create(requireActor(ctx.auth), organizationInputDraft(input));
  }

  @Authorized()
  @Mutation(() => Organization, { description: "Admin login only ('Updated successfully')." })
  updateOrganization(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'Stored id of the organization to change.' }) id: number,
    @Arg('input', () => OrganizationInput, { description: 'The fields to change; absent fields keep their value.' })
    input: OrganizationInput,
    @Arg('version', () => Int, VERSION_ARG) version?: number | null,
  ): Promise<Organization> {
    return ctx.services.organizations.update(requireActor(ctx.auth), id, organizationInputDraft(input), version);
  }

  @Authorized()
  @Mutation(() => Int, {
    description: 'Admin login only; refused (CONFLICT) while the organization has users. Returns the id.',
  })
  deleteOrganization(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'Stored id of the organization to delete.' }) id: number,
  ): Promise<number> {
    return ctx.services.organizations.remove(requireActor(ctx.auth), id);
  }
}
