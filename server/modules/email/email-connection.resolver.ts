import { Arg, Args, Authorized, Ctx, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ConnectionArgs, ConnectionOf, readConnectionArgs } from '../../graphql/relay/connection.js';
import { requireActor } from '../auth/actor.js';
import {
  EmailPosition,
  EmailPositionFilterInput,
  emailPositionDraft,
  emailPositionRow,
} from './email-positions.types.js';
import { ReaderEmail, ReaderFilterInput, readerEmailRow } from './email-reader.types.js';

@ObjectType({ description: "The Position Reader's e-mails, paged by cursor" })
export class ReaderEmailConnection extends ConnectionOf(ReaderEmail, 'ReaderEmail') {}

@ObjectType({ description: 'Current vessel positions read from e-mails, paged by cursor' })
export class EmailPositionConnection extends ConnectionOf(EmailPosition, 'EmailPosition') {}

/** The Position Reader's e-mails and the Auto tab's positions as cursor connections (ADR 0024); readerEmails and emailPositions keep their lists of 500. */
@Resolver()
export class EmailConnectionResolver {
  @Authorized()
  @Query(() => ReaderEmailConnection, {
    description: "Your organization's e-mails by the reader's filters, by cursor, newest first",
  })
  async emailsConnection(
    @Ctx() ctx: GraphQLContext,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('filter', () => ReaderFilterInput, {
      nullable: true,
      description: "The Position Reader's filters (none: every e-mail)",
    })
    filter?: ReaderFilterInput | null,
  ): Promise<ReaderEmailConnection> {
    const req = readConnectionArgs(args);
    const page = await ctx.services.connections.emails(requireActor(ctx.auth), { ...filter }, req);
    return { ...page, edges: page.edges.map((e) => ({ cursor: e.cursor, node: readerEmailRow(e.node) })) };
  }

  @Authorized()
  @Query(() => EmailPositionConnection, {
    description: 'Vessel positions read from e-mails of your organization by cursor, newest e-mail first',
  })
  async emailPositionsConnection(
    @Ctx() ctx: GraphQLContext,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('filter', () => EmailPositionFilterInput, {
      nullable: true,
      description: 'The Add Fleet Auto filters (none: every current position)',
    })
    filter?: EmailPositionFilterInput | null,
  ): Promise<EmailPositionConnection> {
    const req = readConnectionArgs(args);
    const draft = filter ? emailPositionDraft(filter) : {};
    const page = await ctx.services.connections.emailPositions(requireActor(ctx.auth), draft, req);
    return { ...page, edges: page.edges.map((e) => ({ cursor: e.cursor, node: emailPositionRow(e.node) })) };
  }
}
