import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { VESSEL_PAGE } from '../../../shared/validation/vessel-rules.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { PageInput, readPage } from '../../graphql/paging.js';
import { requireActor } from '../auth/actor.js';
import { vesselInputDraft, VesselInput } from './vessel.inputs.js';
import { VesselPage } from './vessel.types.js';
import { Vessel } from './vessel.entity.js';
import { VERSION_ARG } from '../../graphql/version-arg.js';

/** The vessel catalogue. Route checks and organization scope live in VesselService. */
@Resolver(() => Vessel)
export class VesselResolver {
  @Authorized()
  @Query(() => VesselPage, {
    description:
      'A page of the catalogue sorted by name (offset counts pages from 0, limit 25 by default); search matches part of the name.',
  })
  vessels(
    @Ctx() ctx: GraphQLContext,
    @Args(() => PageInput) pageArgs: PageInput,
    @Arg('search', () => String, {
      nullable: true,
      description: 'Part of the vessel name to match, any case; absent: every vessel of the catalogue.',
    })
    search?: string | null,
    @Arg('organizationId', () => Int, { nullable: true, description: 'Admin login only' })
    organizationId?: number | null,
  ): Promise<VesselPage> {
    const page = readPage(pageArgs, VESSEL_PAGE);
    return ctx.services.vessels.list(requireActor(ctx.auth), page, { search, organizationId });
  }

  @Authorized()
  @Query(() => Vessel, { description: 'One vessel of your organization, with its extra details.' })
  vessel(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'Stored id of the catalogue vessel.' }) id: number,
  ): Promise<Vessel> {
    return ctx.services.vessels.getById(requireActor(ctx.auth), id);
  }

  @Authorized()
  @Mutation(() => Vessel, { description: 'Creates a catalogue vessel (Vessel Created Successfully).' })
  createVessel(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => VesselInput, { description: 'The vessel particulars; vesselName is required.' })
    input: VesselInput,
    @Arg('organizationId', () => Int, { nullable: true, description: 'Admin login only' })
    organizationId?: number | null,
  ): Promise<Vessel> {
    return ctx.services.vessels.create(requireActor(ctx.auth), vesselInputDraft(input), organizationId);
  }

  @Authorized()
  @Mutation(() => Vessel, { description: 'Updates the given fields of a vessel and the fleet entries made from it.' })
  updateVessel(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'Stored id of the catalogue vessel to change.' }) id: number,
    @Arg('input', () => VesselInput, {
      description: 'The particulars to change; absent fields keep their value, null resets one.',
    })
    input: VesselInput,
    @Arg('version', () => Int, VERSION_ARG) version?: number | null,
  ): Promise<Vessel> {
    return ctx.services.vessels.update(requireActor(ctx.auth), id, vesselInputDraft(input), version);
  }
}
