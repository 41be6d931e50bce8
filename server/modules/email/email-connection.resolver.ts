import { Arg, Args, Authorized, Ctx, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ConnectionArgs, ConnectionOf, readConnectionArgs } from '../../graphql/relay/connection.js';
import { requireActor } from '../auth/actor.js';
import { ReaderEmail, ReaderFilterInput, readerEmailRow } from './email-reader.types.js';

@ObjectType({ description: "The Position Reader's e-mails, paged by cursor" })
export class ReaderEmailConnection extends ConnectionOf(ReaderEmail, 'ReaderEmail') {}

/** The Position Reader's e-mails as a cursor connection (ADR 0024); readerEmails keeps its list of 500. */
@Resolver()
export class EmailConnectionResolver {
  @Authorized()
  @Query(() => ReaderEmailConnection, {
    description: "Your organization's e-mails by the reader's filters, by cursor, newest first",
  })
  async emailsConnection(
    @Ctx() ctx: GraphQLContext,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('filter', () => ReaderFilterInput, { nullable: true }) filter?: ReaderFilterInput | null,
  ): Promise<ReaderEmailConnection> {
    const req = readConnectionArgs(args);
    const page = await ctx.services.connections.emails(requireActor(ctx.auth), { ...filter }, req);
    return { ...page, edges: page.edges.map((e) => ({ cursor: e.cursor, node: readerEmailRow(e.node) })) };
  }
}
