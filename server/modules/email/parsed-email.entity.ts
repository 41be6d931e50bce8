import type { Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { Organization } from '../organizations/organization.entity.js';

/**
 * A position e-mail received on the organization's mailbox. `messageId` (the Message-ID header, or a hash
 * of the message when the header is missing) makes ingestion idempotent per organization.
 */
@ObjectType()
@Entity({ tableName: 'parsed_email' })
@Unique({ properties: ['organization', 'messageId'] })
@Index({ properties: ['organization', 'receivedAt'] })
export class ParsedEmail extends BaseEntity<'deliveredTo' | 'sentAt' | 'source' | 'positionCount'> {
  @Field()
  @Property({ type: 'string', length: 320 })
  sender!: string;

  @Field()
  @Property({ type: 'text' })
  subject!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 320, nullable: true })
  deliveredTo: string | null = null;

  /** The spec's createdDate of an e-mail: when it was received. */
  @Field(() => GraphQLISODateTime)
  @Property({ type: 'datetime' })
  receivedAt!: Date;

  @Field()
  @Property({ type: 'text' })
  emailContent!: string;

  @Field()
  @Property({ type: 'text' })
  messageId!: string;

  /** The message's own Date header (what the parser reads dates against); null when it had none. */
  @Field(() => GraphQLISODateTime, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  sentAt: Date | null = null;

  /** How it came in: imap, smtp or upload (seed for the demo data). */
  @Field()
  @Property({ type: 'string', length: 10 })
  source: string = 'upload';

  /** Positions read from it (the reader's list shows it without counting each time). */
  @Field(() => Int)
  @Property({ type: 'integer' })
  positionCount: number = 0;

  @ManyToOne(() => Organization, { deleteRule: 'cascade' })
  organization!: Rel<Organization>;
}
