import type { Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { GraphQLJSON } from 'graphql-scalars';
import { Field, Float, GraphQLISODateTime, ObjectType } from 'type-graphql';
import { VersionedEntity } from '../../db/versioned.entity.js';
import { Organization } from '../organizations/organization.entity.js';
import { User } from '../users/user.entity.js';
import { Vessel } from '../vessels/vessel.entity.js';
import { Node } from '../../graphql/relay/node.js';
import { voyageFieldDoc } from '../../../shared/contract/calculation/field-docs.js';

/** One tier of a split hire: `hireRate` USD/day for `NoDays` days; a tier with 0 days takes the balance. */
export interface SplitHireTierData {
  hireRate: number;
  NoDays: number;
  applied: boolean;
  disable: boolean;
}

@ObjectType({ description: 'A tier of split hire: its rate (USD/day) for NoDays days (0 takes the balance).' })
export class SplitHireTier implements SplitHireTierData {
  @Field(() => Float, { description: voyageFieldDoc('hireRate') })
  hireRate!: number;

  @Field(() => Float, { description: voyageFieldDoc('NoDays') })
  NoDays!: number;

  @Field(() => Boolean, { description: voyageFieldDoc('applied') })
  applied!: boolean;

  @Field(() => Boolean, { description: voyageFieldDoc('disable') })
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
@ObjectType({
  description: "A line of a user's fleet: the vessel, where and when it opens, hire and bunkers.",
  implements: Node,
})
@Entity({ tableName: 'fleet_entry' })
export class FleetEntry extends VersionedEntity<FleetEntryDefaults> {
  @Field({ description: voyageFieldDoc('vesselName') })
  @Property({ type: 'string', length: 200 })
  vesselName!: string;

  /** The catalogue vessel; null when it was deleted or the entry came from an unmatched e-mail position. */
  @Index()
  @ManyToOne(() => Vessel, { nullable: true, deleteRule: 'set null' })
  vessel: Rel<Vessel> | null = null;

  /** The full vessel record as carried by the legacy API (its `vessel` JSON string), kept as json. */
  @Field(() => GraphQLJSON, {
    nullable: true,
    description: 'The full vessel record as the legacy API carries it (its vessel JSON), as JSON; null when none.',
  })
  @Property({ type: 'json', nullable: true })
  vesselSnapshot: Record<string, unknown> | null = null;

  /** Open date (the spec's dateOpen / dateOpening). */
  @Field(() => GraphQLISODateTime, { description: voyageFieldDoc('dateOpening') })
  @Property({ type: 'datetime' })
  dateOpening!: Date;

  /** Open port name. */
  @Field({
    description: 'Open port, where the vessel comes free; the ballast leg starts there unless lat and lng are given.',
  })
  @Property({ type: 'string', length: 200 })
  port!: string;

  @Field(() => Float, { nullable: true, description: voyageFieldDoc('lat') })
  @Property({ type: 'double', nullable: true })
  lat: number | null = null;

  @Field(() => Float, { nullable: true, description: voyageFieldDoc('lng') })
  @Property({ type: 'double', nullable: true })
  lng: number | null = null;

  @Field(() => Float, { description: voyageFieldDoc('dwt') })
  @Property({ type: 'double' })
  dwt: number = 0;

  /** Gross ballast bonus of the "+GBB" offer, USD lump sum (voyage model D7). */
  @Field(() => Float, { description: voyageFieldDoc('gbb') })
  @Property({ type: 'double' })
  gbb: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('hirePerDay') })
  @Property({ type: 'double' })
  hirePerDay: number = 0;

  /** Hire per day of the "+GBB" offer. */
  @Field(() => Float, { description: voyageFieldDoc('hireGbb') })
  @Property({ type: 'double' })
  hireGbb: number = 0;

  @Field(() => String, { nullable: true, description: voyageFieldDoc('remark') })
  @Property({ type: 'text', nullable: true })
  remark: string | null = null;

  @Field(() => [SplitHireTier], { description: voyageFieldDoc('splitHire') })
  @Property({ type: 'json' })
  splitHire: SplitHireTierData[] = [];

  @Field({ description: voyageFieldDoc('isReferenceVessel') })
  @Property({ type: 'boolean' })
  isReferenceVessel: boolean = false;

  @Field(() => String, { nullable: true, description: voyageFieldDoc('saveLabel') })
  @Property({ type: 'string', length: 200, nullable: true })
  saveLabel: string | null = null;

  @Field({ description: voyageFieldDoc('selectedForSave') })
  @Property({ type: 'boolean' })
  selectedForSave: boolean = false;

  @Field(() => Float, { description: voyageFieldDoc('extraExpense') })
  @Property({ type: 'double' })
  extraExpense: number = 0;

  /** Overrides the vessel's constants (tonnes) when set. */
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('constants') })
  @Property({ type: 'double', nullable: true })
  constants: number | null = null;

  @Field({ description: voyageFieldDoc('bunkerPriceOverridden') })
  @Property({ type: 'boolean' })
  bunkerPriceOverridden: boolean = false;

  /** Planned bunkers on board at sailing from the last load port, tonnes, all grades (voyage model section 9). */
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('bod') })
  @Property({ type: 'double', nullable: true })
  bod: number | null = null;

  /** Bunkers on delivery by grade, tonnes. */
  @Field(() => Float, { description: voyageFieldDoc('bnkDelhs') })
  @Property({ type: 'double' })
  bnkDelhs: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('bnkDells') })
  @Property({ type: 'double' })
  bnkDells: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('bnkDelmgo') })
  @Property({ type: 'double' })
  bnkDelmgo: number = 0;

  /**
   * Bunkers expected on redelivery by grade, tonnes (0: not set), and the tolerance around them, percent
   * (0..100). Only a check: the engine alerts when the computed bunkers on redelivery fall outside.
   */
  @Field(() => Float, { description: voyageFieldDoc('bnkRedelhs') })
  @Property({ type: 'double' })
  bnkRedelhs: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('bnkRedells') })
  @Property({ type: 'double' })
  bnkRedells: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('bnkRedelmgo') })
  @Property({ type: 'double' })
  bnkRedelmgo: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('bnkRedelTolerance') })
  @Property({ type: 'double' })
  bnkRedelTolerance: number = 0;

  /** Bunker prices on delivery, redelivery and settlement by grade, USD/t. */
  @Field(() => Float, { description: voyageFieldDoc('bnkPriceDeliveryhs') })
  @Property({ type: 'double' })
  bnkPriceDeliveryhs: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('bnkPriceDeliveryls') })
  @Property({ type: 'double' })
  bnkPriceDeliveryls: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('bnkPriceDeliverymgo') })
  @Property({ type: 'double' })
  bnkPriceDeliverymgo: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('bnkPriceRedeliveryhs') })
  @Property({ type: 'double' })
  bnkPriceRedeliveryhs: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('bnkPriceRedeliveryls') })
  @Property({ type: 'double' })
  bnkPriceRedeliveryls: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('bnkPriceRedeliverymgo') })
  @Property({ type: 'double' })
  bnkPriceRedeliverymgo: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('bnkPriceSettlemenths') })
  @Property({ type: 'double' })
  bnkPriceSettlemenths: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('bnkPriceSettlementls') })
  @Property({ type: 'double' })
  bnkPriceSettlementls: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('bnkPriceSettlementmgo') })
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
