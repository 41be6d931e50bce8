import { Field, Float, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';
import { GearFilter } from './email-positions.types.js';
import type { EmailView } from './email-reader.service.js';
import type { Mailbox } from './mailbox.entity.js';
import type { ParsedEmail } from './parsed-email.entity.js';
import type { VesselPosition } from './vessel-position.entity.js';
import { Node } from '../../graphql/relay/node.js';

@InputType({ description: "The Position Reader's search (spec 2). Every field is optional." })
export class ReaderFilterInput {
  @Field(() => Int, { nullable: true, description: 'Updated since last N days, 1 to 30 (default 1)' })
  days?: number | null;

  @Field(() => [String], {
    nullable: true,
    description: "Region names; 'Unknown' also finds e-mails without positions",
  })
  portRegion?: string[] | null;

  @Field(() => Float, { nullable: true, description: 'Vessel Type: smallest dwt of a position, tonnes' })
  dwtLower?: number | null;

  @Field(() => Float, { nullable: true, description: 'Vessel Type: largest dwt of a position, tonnes' })
  dwtUpper?: number | null;

  @Field(() => GearFilter, { nullable: true, description: 'Gears filter; absent: All' })
  gear?: GearFilter | null;

  @Field(() => String, { nullable: true, description: 'Sender, subject or a vessel name contains this (any case)' })
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'E-mails naming this vessel (contains, any case)' })
  vesselName?: string | null;
}

@ObjectType({ implements: Node, description: 'An e-mail in the Position Reader list' })
export class ReaderEmail {
  @Field(() => Int, { name: 'databaseId', description: 'The numeric row id: for arguments and the REST paths' })
  id!: number;

  @Field({ description: 'Sender of the e-mail.' })
  sender!: string;

  @Field({ description: 'Subject of the e-mail.' })
  subject!: string;

  @Field(() => GraphQLISODateTime, { description: 'When it was received' })
  receivedAt!: Date;

  @Field(() => Int, { description: 'Number of vessel positions read from the e-mail.' })
  positionCount!: number;

  @Field({ description: 'imap, smtp or upload' })
  source!: string;
}

@ObjectType({
  implements: Node,
  description: 'A position read from an e-mail, named and normalised as truth.json has them',
})
export class ReadPosition {
  @Field(() => Int, { name: 'databaseId', description: 'The numeric row id: for arguments and the REST paths' })
  id!: number;

  @Field({ description: 'Vessel name as read.' })
  vesselName!: string;

  @Field(() => Int, { nullable: true, description: 'Tonnes' })
  dwt!: number | null;

  @Field(() => Int, { nullable: true, description: 'Year built as read; null when none was found.' })
  built!: number | null;

  @Field(() => String, { nullable: true, description: 'Open port as read; null when none was found.' })
  openPort!: string | null;

  @Field(() => String, { nullable: true, description: 'yyyy-mm-dd' })
  openDateFrom!: string | null;

  @Field(() => String, { nullable: true, description: 'yyyy-mm-dd' })
  openDateTo!: string | null;

  @Field({ description: "Broker region of the open port; 'Unknown' when not resolved." })
  region!: string;

  @Field(() => String, { nullable: true, description: "'geared', 'gearless' or null" })
  gear!: string | null;

  @Field(() => Float, {
    nullable: true,
    description: 'How sure the reader is of this position, 0..1 (more fields found, higher); null when not rated.',
  })
  confidence!: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'The line of the e-mail the position was read from; null when not kept.',
  })
  sourceLine!: string | null;

  @Field({ description: 'False when a newer report of the ship supersedes this one' })
  current!: boolean;
}

@ObjectType({
  implements: Node,
  description: 'One e-mail on the reader screen: headers, bodies as received, positions',
})
export class ReaderEmailView {
  @Field(() => Int, { name: 'databaseId', description: 'The numeric row id: for arguments and the REST paths' })
  id!: number;

  @Field({ description: 'Subject of the e-mail.' })
  subject!: string;

  @Field({ description: 'From header of the e-mail.' })
  from!: string;

  @Field({ description: 'To header of the e-mail.' })
  to!: string;

  @Field(() => GraphQLISODateTime, { description: 'When the e-mail was received, UTC.' })
  receivedAt!: Date;

  @Field(() => String, { nullable: true, description: 'Plain-text body; null when the e-mail has none.' })
  text!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The HTML body as received: untrusted, the client sanitises it before showing it',
  })
  html!: string | null;

  @Field(() => [ReadPosition], { description: 'Vessel positions read from the e-mail.' })
  positions!: ReadPosition[];
}

@ObjectType({ description: 'An uploaded e-mail and the positions read from it' })
export class UploadedEmail {
  @Field(() => Int, { description: 'Stored id of the e-mail.' })
  id!: number;

  @Field({ description: 'True when the organization already had this message (same Message-ID): nothing stored' })
  duplicate!: boolean;

  @Field(() => [ReadPosition], { description: 'Vessel positions read from the e-mail.' })
  positions!: ReadPosition[];

  @Field(() => ReaderEmail, {
    description: "The stored e-mail as the reader's list shows it (the one already stored when duplicate)",
  })
  email!: ReaderEmail;

  @Field(() => Boolean, {
    nullable: true,
    description:
      "With uploadEmail's listFilter: whether the reader's list by those filters holds the e-mail; null without it",
  })
  listed!: boolean | null;
}

@InputType({ description: "The organization's IMAP mailbox" })
export class MailboxInput {
  @Field({ description: 'IMAP server host name.' })
  host!: string;

  @Field(() => Int, { description: 'IMAP server port (e.g. 993 with TLS).' })
  port!: number;

  @Field({ nullable: true, description: 'Implicit TLS (IMAPS); default true' })
  tls?: boolean;

  @Field({ description: 'Account name on the IMAP server.' })
  username!: string;

  @Field(() => String, { nullable: true, description: 'Required the first time; leave out to keep the stored one' })
  password?: string | null;

  @Field(() => String, { nullable: true, description: 'Default INBOX' })
  folder?: string | null;

  @Field({ nullable: true, description: 'Default true' })
  enabled?: boolean;
}

@ObjectType({ description: "The organization's IMAP mailbox and what its reader is doing; never the password" })
export class MailboxState {
  @Field({ description: 'IMAP server host name.' })
  host!: string;

  @Field(() => Int, { description: 'IMAP server port.' })
  port!: number;

  @Field({ description: 'Whether the connection uses TLS.' })
  tls!: boolean;

  @Field({ description: 'Account name on the IMAP server.' })
  username!: string;

  @Field({ description: 'Mailbox folder that is read (e.g. INBOX).' })
  folder!: string;

  @Field({ description: 'Whether the mailbox is read.' })
  enabled!: boolean;

  @Field({ description: 'connecting, connected, disconnected, error or stopped' })
  status!: string;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When the reader last connected, UTC; null before the first connection.',
  })
  lastConnectedAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the last new message was imported' })
  lastMessageAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'The last connection or read error; null when none.' })
  lastError!: string | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When the last error happened, UTC; null when none.',
  })
  lastErrorAt!: Date | null;

  @Field(() => Int, { description: 'Number of e-mails imported from the mailbox.' })
  importedCount!: number;
}

const isoDay = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

export function readPositionRow(p: VesselPosition): ReadPosition {
  return {
    id: p.id,
    vesselName: p.vesselName,
    dwt: p.dwt == null ? null : Math.round(p.dwt),
    built: p.built,
    openPort: p.portName,
    openDateFrom: isoDay(p.dateOpen),
    openDateTo: isoDay(p.dateOpenEnd ?? p.dateOpen),
    region: p.portRegion || 'Unknown',
    gear: p.gears,
    confidence: p.confidence,
    sourceLine: p.sourceLine,
    current: p.current,
  };
}

export function readerEmailRow(e: ParsedEmail): ReaderEmail {
  return {
    id: e.id,
    sender: e.sender,
    subject: e.subject,
    receivedAt: e.receivedAt,
    positionCount: e.positionCount,
    source: e.source,
  };
}

export function readerViewRow(v: EmailView): ReaderEmailView {
  return {
    id: v.email.id,
    subject: v.email.subject,
    from: v.email.sender,
    to: v.to,
    receivedAt: v.email.receivedAt,
    text: v.text,
    html: v.html,
    positions: v.positions.map(readPositionRow),
  };
}

export function mailboxStateRow(m: Mailbox): MailboxState {
  return {
    host: m.host,
    port: m.port,
    tls: m.tls,
    username: m.username,
    folder: m.folder,
    enabled: m.enabled,
    status: m.status,
    lastConnectedAt: m.lastConnectedAt,
    lastMessageAt: m.lastMessageAt,
    lastError: m.lastError,
    lastErrorAt: m.lastErrorAt,
    importedCount: m.importedCount,
  };
}
