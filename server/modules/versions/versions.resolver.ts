import { Arg, Args, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ConnectionArgs, readConnectionArgs } from '../../graphql/relay/connection.js';
import { requireActor } from '../auth/actor.js';
import { RecordVersionConnection, VersionDiff, VersionedRecord, type VersionChangeGql } from './versions.types.js';

/** The versions of orders and saved voyages (issue #21 item 6, ADR 0030); checks are the service's. */
@Resolver()
export class VersionsResolver {
  @Authorized()
  @Query(() => RecordVersionConnection, {
    description: 'The saved versions of an order or a saved voyage (who saved, when, what), newest first',
  })
  recordVersions(
    @Ctx() ctx: GraphQLContext,
    @Arg('record', () => VersionedRecord, { description: 'An order or a saved voyage' }) record: VersionedRecord,
    @Arg('id', () => Int, { description: "The order's id, or the id of one of the voyage's saved results" })
    id: number,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
  ): Promise<RecordVersionConnection> {
    const req = readConnectionArgs(args);
    return ctx.services.versions.list(requireActor(ctx.auth), record, id, req);
  }

  @Authorized()
  @Query(() => VersionDiff, {
    description: 'The differences of inputs and headline results between two versions of an order or saved voyage',
  })
  async versionDiff(
    @Ctx() ctx: GraphQLContext,
    @Arg('record', () => VersionedRecord, { description: 'An order or a saved voyage' }) record: VersionedRecord,
    @Arg('id', () => Int, { description: "The order's id, or the id of one of the voyage's saved results" })
    id: number,
    @Arg('from', () => Int, { description: 'The first version number (usually the older)' }) from: number,
    @Arg('to', () => Int, { description: 'The second version number (usually the newer)' }) to: number,
  ): Promise<VersionDiff> {
    const diff = await ctx.services.versions.diff(requireActor(ctx.auth), record, id, from, to);
    return { ...diff, changes: diff.changes as VersionChangeGql[] };
  }
}
