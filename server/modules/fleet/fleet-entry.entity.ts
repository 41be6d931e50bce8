import type { Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { GraphQLJSON } from 'graphql-scalars';
import { Field, Float, GraphQLISODateTime, ObjectType } from 'type-graphql';
import { VersionedEntity } from '../../db/versioned.entity.js';
import { Organization } from '../organizations/organization.entity.js';
import { User } from '../users/user.entity.js';
import { Vessel } from '../vessels/vessel.entity.js';
import { Node } from '../../graphql/relay/node.js';

/** One tier of a split hire: `hireRate` USD/day for `NoDays` days; a tier with 0 days takes the balance. */
export interface SplitHireTierData {
  hireRate: number;
  NoDays: number;
  applied: boolean;
  disable: boolean;
}

@ObjectType()
export class SplitHireTier implements SplitHireTierData {
  @Field(() => Float)
  hireRate!: number;

  @Field(() => Float)
  NoDays!: number;

  @Field(() => Boolean)
  applied!: boolean;

  @Field(() => Boolean)
  disable!: boolean;
}

type BunkerField =
  `bnk${'Del' | 'Redel' | 'PriceDelivery' | 'PriceRedelivery' | 'PriceSettlement'}${'hs' | 'ls' | 'mgo'}`;
type FleetEntryDefaults =
  | BunkerField
  | 'bnkRedelTolerance'
  | 'vessel'
  | 'vesselSnapshot'
  | 'lat'
  | 'lng'
  | 'dwt'
  | 'gbb'
  | 'hirePerDay'
  | 'hireGbb'
  | 'remark'
  | 'splitHire'
  | 'isReferenceVessel'
  | 'saveLabel'
  | 'selectedForSave'
  | 'extraExpense'
  | 'constants'
  | 'bunkerPriceOverridden'
  | 'bod';

/**
 * A candidate vessel in a user's fleet: where and when it opens and at what hire. Only user input is stored;
 * tcEq, profit, premiums, eta and the per-operation results are computed by the engine on every calculation.
 * Money in USD (hire per day), quantities in tonnes, bunker prices USD/t.
 */
@ObjectType({ implements: Node })
@Entity({ tableName: 'fleet_entry' })
export class FleetEntry extends VersionedEntity<FleetEntryDefaults> {
  @Field()
  @Property({ type: 'string', length: 200 })
  vesselName!: string;

  /** The catalogue vessel; null when it was deleted or the entry came from an unmatched e-mail position. */
  @Index()
  @ManyToOne(() => Vessel, { nullable: true, deleteRule: 'set null' })
  vessel: Rel<Vessel> | null = null;

  /** The full vessel record as carried by the legacy API (its `vessel` JSON string), kept as json. */
  @Field(() => GraphQLJSON, { nullable: true })
  @Property({ type: 'json', nullable: true })
  vesselSnapshot: Record<string, unknown> | null = null;

  /** Open date (the spec's dateOpen / dateOpening). */
  @Field(() => GraphQLISODateTime)
  @Property({ type: 'datetime' })
  dateOpening!: Date;

  /** Open port name. */
  @Field()
  @Property({ type: 'string', length: 200 })
  port!: string;

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  lat: number | null = null;

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  lng: number | null = null;

  @Field(() => Float)
  @Property({ type: 'double' })
  dwt: number = 0;

  /** Gross ballast bonus of the "+GBB" offer, USD lump sum (voyage model D7). */
  @Field(() => Float)
  @Property({ type: 'double' })
  gbb: number = 0;

  @Field(() => Float)
  @Property({ type: 'double' })
  hirePerDay: number = 0;

  /** Hire per day of the "+GBB" offer. */
  @Field(() => Float)
  @Property({ type: 'double' })
  hireGbb: number = 0;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  remark: string | null = null;

  @Field(() => [SplitHireTier])
  @Property({ type: 'json' })
  splitHire: SplitHireTierData[] = [];

  @Field()
  @Property({ type: 'boolean' })
  isReferenceVessel: boolean = false;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 200, nullable: true })
  saveLabel: string | null = null;

  @Field()
  @Property({ type: 'boolean' })
  selectedForSave: boolean = false;

  @Field(() => Float)
  @Property({ type: 'double' })
  extraExpense: number = 0;

  /** Overrides the vessel's constants (tonnes) when set. */
  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  constants: number | null = null;

  @Field()
  @Property({ type: 'boolean' })
  bunkerPriceOverridden: boolean = false;

  /** Planned bunkers on board at sailing from the last load port, tonnes, all grades (voyage model section 9). */
  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  bod: number | null = null;

  /** Bunkers on delivery by grade, tonnes. */
  @Field(() => Float)
  @Property({ type: 'double' })
  bnkDelhs: number = 0;

  @Field(() => Float)
  @Property({ type: 'double' })
  bnkDells: number = 0;

  @Field(() => Float)
  @Property({ type: 'double' })
  bnkDelmgo: number = 0;

  /**
   * Bunkers expected on redelivery by grade, tonnes (0: not set), and the tolerance around them, percent
   * (0..100). Only a check: the engine alerts when the computed bunkers on redelivery fall outside.
   */
  @Field(() => Float)
  @Property({ type: 'double' })
  bnkRedelhs: number = 0;

  @Field(() => Float)
  @Property({ type: 'double' })
  bnkRedells: number = 0;

  @Field(() => Float)
  @Property({ type: 'double' })
  bnkRedelmgo: number = 0;

  @Field(() => Float)
  @Property({ type: 'double' })
  bnkRedelTolerance: number = 0;

  /** Bunker prices on delivery, redelivery and settlement by grade, USD/t. */
  @Field(() => Float)
  @Property({ type: 'double' })
  bnkPriceDeliveryhs: number = 0;

  @Field(() => Float)
  @Property({ type: 'double' })
  bnkPriceDeliveryls: number = 0;

  @Field(() => Float)
  @Property({ type: 'double' })
  bnkPriceDeliverymgo: number = 0;

  @Field(() => Float)
  @Property({ type: 'double' })
  bnkPriceRedeliveryhs: number = 0;

  @Field(() => Float)
  @Property({ type: 'double' })
  bnkPriceRedeliveryls: number = 0;

  @Field(() => Float)
  @Property({ type: 'double' })
  bnkPriceRedeliverymgo: number = 0;

  @Field(() => Float)
  @Property({ type: 'double' })
  bnkPriceSettlemenths: number = 0;

  @Field(() => Float)
  @Property({ type: 'double' })
  bnkPriceSettlementls: number = 0;

  @Field(() => Float)
  @Property({ type: 'double' })
  bnkPriceSettlementmgo: number = 0;

  /** The fleet's owner: fleets are per user within the organization. */
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Index()
  @ManyToOne(() => Organization, { deleteRule: 'cascade' })
  organization!: Rel<Organization>;
}
