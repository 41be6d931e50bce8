import type { Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, Float, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { Organization } from '../organizations/organization.entity.js';
import { Vessel } from '../vessels/vessel.entity.js';
import { ParsedEmail } from './parsed-email.entity.js';

type VesselPositionDefaults =
  | 'vessel'
  | 'dwt'
  | 'built'
  | 'gears'
  | 'portName'
  | 'portRegion'
  | 'lat'
  | 'lng'
  | 'dateOpen'
  | 'dateOpenEnd'
  | 'vesselKey'
  | 'current'
  | 'confidence'
  | 'sourceLine'
  | 'reportedAt';

/**
 * One vessel position read from a parsed e-mail (the reader's table row). E-mail date, sender and subject are
 * copied from the e-mail so the auto-fleet search filters one table. dwt in tonnes; open date as a range.
 */
@ObjectType()
@Entity({ tableName: 'vessel_position' })
@Index({ properties: ['organization', 'emailDate'] })
@Index({ properties: ['organization', 'vesselKey'] })
export class VesselPosition extends BaseEntity<VesselPositionDefaults> {
  @Field()
  @Property({ type: 'string', length: 200 })
  vesselName!: string;

  /** The catalogue vessel the name resolved to, if any. */
  @ManyToOne(() => Vessel, { nullable: true, deleteRule: 'set null' })
  vessel: Rel<Vessel> | null = null;

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  dwt: number | null = null;

  /** Year built. */
  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  built: number | null = null;

  /** As written, e.g. '4x30t cr'; 'Gearless' when stated. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 200, nullable: true })
  gears: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 200, nullable: true })
  portName: string | null = null;

  /** Wide region of the filter; Unknown when not resolved. */
  @Field()
  @Property({ type: 'string', length: 100 })
  portRegion: string = 'Unknown';

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  lat: number | null = null;

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  lng: number | null = null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  dateOpen: Date | null = null;

  /** End of the open window ('open Qingdao 25-30 Nov'); null for a single date. */
  @Field(() => GraphQLISODateTime, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  dateOpenEnd: Date | null = null;

  @Field(() => GraphQLISODateTime)
  @Property({ type: 'datetime' })
  emailDate!: Date;

  @Field()
  @Property({ type: 'string', length: 320 })
  sender!: string;

  @Field()
  @Property({ type: 'text' })
  subject!: string;

  /**
   * The vessel across e-mails: the name upper-cased with punctuation and spacing collapsed ('M/V' already
   * gone). Positions of one organization sharing it are one ship.
   */
  @Property({ type: 'string', length: 200 })
  vesselKey: string = '';

  /**
   * True on the ship's newest report in the organization (latest e-mail Date wins; ties: the later import),
   * false on the ones it supersedes. The Auto tab offers current positions only, each ship once.
   */
  @Field()
  @Property({ type: 'boolean' })
  current: boolean = true;

  /** When the report was written: the e-mail's Date header (its arrival when it had none). */
  @Field(() => GraphQLISODateTime, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  reportedAt: Date | null = null;

  /** The parser's confidence, 0 to 1. */
  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  confidence: number | null = null;

  /** The line of the e-mail the position was read from (highlighted on the reader screen). */
  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  sourceLine: string | null = null;

  @Index()
  @ManyToOne(() => ParsedEmail, { deleteRule: 'cascade' })
  email!: Rel<ParsedEmail>;

  @ManyToOne(() => Organization, { deleteRule: 'cascade' })
  organization!: Rel<Organization>;
}
