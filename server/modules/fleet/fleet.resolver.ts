import { wrap } from '@mikro-orm/core';
import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { VESSEL_PAGE } from '../../../shared/validation/vessel-rules.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { PageInput, readPage } from '../../graphql/paging.js';
import { requireActor } from '../auth/actor.js';
import { FuelType } from '../vessels/vessel.enums.js';
import { vesselInputDraft, VesselInput } from '../vessels/vessel.inputs.js';
import { FleetEntry } from './fleet-entry.entity.js';
import { FleetEntryInput, fleetInputDraft, FuelPricesInput, fuelPricesDraft } from './fleet.inputs.js';
import { FleetCopyResult, FleetPage } from './fleet.types.js';
import { VERSION_ARG, VESSEL_VERSION_ARG } from '../../graphql/version-arg.js';

/** Fleets of users within an organization. Route checks, scope and transactions live in FleetService. */
@Resolver(() => FleetEntry)
export class FleetResolver {
  @Authorized()
  @Query(() => [FleetEntry], { description: 'Your fleet (the calculator fleet table).' })
  myFleet(@Ctx() ctx: GraphQLContext): Promise<FleetEntry[]> {
    return ctx.services.fleet.listMine(requireActor(ctx.auth));
  }

  @Authorized()
  @Query(() => [FleetEntry], { description: "Another user's fleet in your organization (Add Fleet, Users tab)." })
  userFleet(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => Int, { description: 'User whose fleet is listed (same organization).' }) userId: number,
  ): Promise<FleetEntry[]> {
    return ctx.services.fleet.listOfUser(requireActor(ctx.auth), userId);
  }

  @Authorized()
  @Query(() => FleetPage, {
    description: "The organization's fleet list (offset counts pages from 0, limit 25 by default).",
  })
  organizationFleet(
    @Ctx() ctx: GraphQLContext,
    @Args(() => PageInput) pageArgs: PageInput,
    @Arg('organizationId', () => Int, { nullable: true, description: 'Admin login only' })
    organizationId?: number | null,
  ): Promise<FleetPage> {
    const page = readPage(pageArgs, VESSEL_PAGE);
    return ctx.services.fleet.organizationPage(requireActor(ctx.auth), page, organizationId);
  }

  @Authorized()
  @Mutation(() => [FleetEntry], { description: "Adds lines to your fleet ('Vessel(s) added successfully')." })
  addToFleet(
    @Ctx() ctx: GraphQLContext,
    @Arg('lines', () => [FleetEntryInput], {
      description: "The fleet lines to add to the caller's fleet (Add Fleet, Manual or Auto).",
    })
    lines: FleetEntryInput[],
  ): Promise<FleetEntry[]> {
    return ctx.services.fleet.add(requireActor(ctx.auth), lines.map(fleetInputDraft));
  }

  @Authorized()
  @Mutation(() => FleetEntry, { description: 'Creates (no id) or updates (id) one fleet entry.' })
  saveFleetEntry(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => FleetEntryInput, {
      description: 'The fleet line; with an id it updates that line, else it adds one.',
    })
    input: FleetEntryInput,
    @Arg('version', () => Int, VERSION_ARG) version?: number | null,
  ): Promise<FleetEntry> {
    return ctx.services.fleet.save(requireActor(ctx.auth), fleetInputDraft(input), version);
  }

  @Authorized()
  @Mutation(() => [FleetEntry], {
    description: 'Makes one of your entries the only reference vessel; returns your fleet.',
  })
  markReferenceVessel(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'Stored id of the fleet entry that becomes the only reference vessel.' })
    id: number,
  ): Promise<FleetEntry[]> {
    return ctx.services.fleet.markReference(requireActor(ctx.auth), id);
  }

  @Authorized()
  @Mutation(() => FleetCopyResult, {
    description: "Copies ticked entries of another user's fleet into yours ('Fleets copied successfully').",
  })
  copyUserFleet(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => Int, { description: "User whose fleet entries are copied into the caller's fleet." })
    userId: number,
    @Arg('fleetIds', () => [Int], { description: "Stored ids of that user's fleet entries to copy; at least one." })
    fleetIds: number[],
  ): Promise<FleetCopyResult> {
    return ctx.services.fleet.copyFromUser(requireActor(ctx.auth), userId, fleetIds);
  }

  @Authorized()
  @Mutation(() => Int, { description: "Discards a fleet entry ('Vessel deleted successfully'); returns its id." })
  deleteFleetEntry(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'Stored id of the fleet entry to delete (your own only).' }) id: number,
  ): Promise<number> {
    return ctx.services.fleet.remove(requireActor(ctx.auth), id);
  }

  @Authorized()
  @Mutation(() => FleetEntry, {
    description: 'The fleet list Update: the entry and, when given, its vessel, in one transaction.',
  })
  updateFleetWithVessel(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'Stored id of the fleet entry.' }) id: number,
    @Arg('fleet', () => FleetEntryInput, { description: 'Fleet-line fields to change.' }) fleet: FleetEntryInput,
    @Arg('vessel', () => VesselInput, {
      nullable: true,
      description: 'Catalogue vessel fields to change at the same time.',
    })
    vessel?: VesselInput | null,
    @Arg('version', () => Int, VERSION_ARG) version?: number | null,
    @Arg('vesselVersion', () => Int, VESSEL_VERSION_ARG) vesselVersion?: number | null,
  ): Promise<FleetEntry> {
    return ctx.services.fleet.updateWithVessel(
      requireActor(ctx.auth),
      id,
      fleetInputDraft(fleet),
      vessel ? vesselInputDraft(vessel) : null,
      { version, vesselVersion },
    );
  }

  @Authorized()
  @Mutation(() => [FleetEntry], {
    description: 'Sets bunker prices on your entries of a fuel type (not hand-overridden ones); returns them.',
  })
  updateFleetFuelPrices(
    @Ctx() ctx: GraphQLContext,
    @Arg('fuelType', () => FuelType, { description: 'Fuel type price set (TYPE0..TYPE4) the prices belong to.' })
    fuelType: FuelType,
    @Arg('prices', () => FuelPricesInput, {
      description: "Bunker prices, USD/t, applied to every entry of the caller's fleet.",
    })
    prices: FuelPricesInput,
  ): Promise<FleetEntry[]> {
    return ctx.services.fleet.updateFuelPrices(requireActor(ctx.auth), fuelType, fuelPricesDraft(prices));
  }

  @FieldResolver(() => Int, { nullable: true, description: 'The catalogue vessel, when the entry was made from one' })
  vesselId(@Root() entry: FleetEntry): number | null {
    return entry.vessel?.id ?? null;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description:
      "The catalogue vessel's version (null without one): send it back as updateFleetWithVessel's vesselVersion so a save from a stale copy of the vessel is refused (CONFLICT)",
  })
  async vesselVersion(@Root() entry: FleetEntry): Promise<number | null> {
    if (!entry.vessel) return null;
    const vessel = wrap(entry.vessel);
    if (!vessel.isInitialized()) await vessel.init();
    return entry.vessel.version;
  }

  @FieldResolver(() => String, { description: 'The owner of the entry (the fleet list Created By)' })
  createdUserName(@Root() entry: FleetEntry): string {
    return entry.user.fullName;
  }

  @FieldResolver(() => Boolean, {
    description: "The open port is in the EU/EEA (EU ETS), from the port table by the entry's port; never typed",
  })
  isEuOpenPort(@Ctx() ctx: GraphQLContext, @Root() entry: FleetEntry): Promise<boolean> {
    return ctx.services.ports.isEuPort(entry.port);
  }

  @FieldResolver(() => Int, { description: 'Database id of the user whose fleet holds this entry' })
  userId(@Root() entry: FleetEntry): number {
    return entry.user.id;
  }
}
