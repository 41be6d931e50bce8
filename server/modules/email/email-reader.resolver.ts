import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { requireActor } from '../auth/actor.js';
import {
  MailboxInput,
  MailboxState,
  ReaderEmail,
  ReaderEmailView,
  ReaderFilterInput,
  UploadedEmail,
  mailboxStateRow,
  readPositionRow,
  readerEmailRow,
  readerViewRow,
} from './email-reader.types.js';

/** The Position Reader (/email_parser): e-mails, one e-mail, the upload, and the organization's mailbox. */
@Resolver()
export class EmailReaderResolver {
  @Authorized()
  @Query(() => [ReaderEmail], { description: "Your organization's e-mails by the reader's filters, newest first" })
  async readerEmails(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => ReaderFilterInput, {
      description: 'Filters of the e-mail reader (days back, vessel type by dwt ...); see ReaderFilterInput.',
    })
    filter: ReaderFilterInput,
  ): Promise<ReaderEmail[]> {
    return (await ctx.services.emailReader.list(requireActor(ctx.auth), { ...filter })).map(readerEmailRow);
  }

  @Authorized()
  @Query(() => ReaderEmailView, { description: 'One e-mail of your organization with its positions' })
  async readerEmail(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int, { description: 'Stored id of the e-mail.' }) id: number,
  ): Promise<ReaderEmailView> {
    return readerViewRow(await ctx.services.emailReader.view(requireActor(ctx.auth), id));
  }

  @Authorized()
  @Mutation(() => UploadedEmail, {
    description: 'Reads a raw RFC 822 message (.eml text) into your organization, once per Message-ID',
  })
  async uploadEmail(
    @Ctx() ctx: GraphQLContext,
    @Arg('raw', () => String, { description: 'The whole e-mail as raw MIME text (headers and body).' }) raw: string,
    @Arg('listFilter', () => ReaderFilterInput, {
      nullable: true,
      description: "The reader's filters of the list on screen: the answer's listed says whether it holds the e-mail",
    })
    listFilter?: ReaderFilterInput | null,
  ): Promise<UploadedEmail> {
    const actor = requireActor(ctx.auth);
    const r = await ctx.services.emailIngest.upload(actor, { raw });
    const listed = listFilter ? await ctx.services.emailReader.listedBy(actor, r.email.id, { ...listFilter }) : null;
    return {
      id: r.email.id,
      duplicate: r.duplicate,
      positions: r.positions.map(readPositionRow),
      email: readerEmailRow(r.email),
      listed,
    };
  }

  @Authorized()
  @Query(() => MailboxState, { nullable: true, description: "Your organization's IMAP mailbox (admins only)" })
  async mailbox(@Ctx() ctx: GraphQLContext): Promise<MailboxState | null> {
    const m = await ctx.services.mailboxes.get(requireActor(ctx.auth));
    return m ? mailboxStateRow(m) : null;
  }

  @Authorized()
  @Mutation(() => MailboxState, { description: "Connects or changes your organization's IMAP mailbox (admins only)" })
  async setMailbox(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => MailboxInput, {
      description: "IMAP server, account and password of the organization's mailbox; replaces the saved one.",
    })
    input: MailboxInput,
  ): Promise<MailboxState> {
    return mailboxStateRow(await ctx.services.mailboxes.set(requireActor(ctx.auth), { ...input }));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Disconnects and forgets your organization's mailbox (admins only)" })
  async removeMailbox(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    return ctx.services.mailboxes.remove(requireActor(ctx.auth));
  }
}
