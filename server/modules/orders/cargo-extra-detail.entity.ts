import type { Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, Float, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { Organization } from '../organizations/organization.entity.js';
import { BunkerPaidBy, BunkerReserve } from './order.enums.js';
import { Order } from './order.entity.js';
import { PortOperation } from './port-operation.entity.js';
import { Node } from '../../graphql/relay/node.js';
import { voyageFieldDoc } from '../../../shared/contract/calculation/field-docs.js';

type PriceField = `${'hsfo' | 'lsfo' | 'mgo'}FuelPriceType${0 | 1 | 2 | 3 | 4}`;
type CargoExtraDetailDefaults =
  | PriceField
  | 'distEca'
  | 'distNormal'
  | 'bunkerSuppliedHsfo'
  | 'bunkerSuppliedLsfo'
  | 'bunkerSuppliedMgo'
  | 'reserve'
  | 'paidBy'
  | 'bnkrFactor'
  | 'speedFactor'
  | 'speedReduce';

/**
 * Per-operation margins and bunker supply (the spec's cargoDetails): at most one per port operation.
 * Quantities in tonnes, prices USD/t, factors in percent, speedReduce in knots, distances in nm.
 */
@ObjectType({
  description: "A port operation's margins and bunker supply (the spec's cargoDetails).",
  implements: Node,
})
@Entity({ tableName: 'cargo_extra_detail' })
export class CargoExtraDetail extends BaseEntity<CargoExtraDetailDefaults> {
  @Field(() => Float, { description: voyageFieldDoc('distEca') })
  @Property({ type: 'double' })
  distEca: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('distNormal') })
  @Property({ type: 'double' })
  distNormal: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('bunkerSuppliedHsfo') })
  @Property({ type: 'double' })
  bunkerSuppliedHsfo: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('bunkerSuppliedLsfo') })
  @Property({ type: 'double' })
  bunkerSuppliedLsfo: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('bunkerSuppliedMgo') })
  @Property({ type: 'double' })
  bunkerSuppliedMgo: number = 0;

  @Field(() => BunkerReserve, { description: voyageFieldDoc('reserve') })
  @Enum({ items: () => BunkerReserve, nativeEnumName: 'bunker_reserve' })
  reserve: BunkerReserve = BunkerReserve.SUPPLY;

  @Field(() => BunkerPaidBy, { description: voyageFieldDoc('paidBy') })
  @Enum({ items: () => BunkerPaidBy, nativeEnumName: 'bunker_paid_by' })
  paidBy: BunkerPaidBy = BunkerPaidBy.OWNER;

  /** Supply prices by grade and fuel type, USD per tonne. */
  @Field(() => Float, { description: voyageFieldDoc('hsfoFuelPriceType0') })
  @Property({ type: 'double' })
  hsfoFuelPriceType0: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('hsfoFuelPriceType1') })
  @Property({ type: 'double' })
  hsfoFuelPriceType1: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('hsfoFuelPriceType2') })
  @Property({ type: 'double' })
  hsfoFuelPriceType2: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('hsfoFuelPriceType3') })
  @Property({ type: 'double' })
  hsfoFuelPriceType3: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('hsfoFuelPriceType4') })
  @Property({ type: 'double' })
  hsfoFuelPriceType4: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('lsfoFuelPriceType0') })
  @Property({ type: 'double' })
  lsfoFuelPriceType0: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('lsfoFuelPriceType1') })
  @Property({ type: 'double' })
  lsfoFuelPriceType1: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('lsfoFuelPriceType2') })
  @Property({ type: 'double' })
  lsfoFuelPriceType2: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('lsfoFuelPriceType3') })
  @Property({ type: 'double' })
  lsfoFuelPriceType3: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('lsfoFuelPriceType4') })
  @Property({ type: 'double' })
  lsfoFuelPriceType4: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('mgoFuelPriceType0') })
  @Property({ type: 'double' })
  mgoFuelPriceType0: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('mgoFuelPriceType1') })
  @Property({ type: 'double' })
  mgoFuelPriceType1: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('mgoFuelPriceType2') })
  @Property({ type: 'double' })
  mgoFuelPriceType2: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('mgoFuelPriceType3') })
  @Property({ type: 'double' })
  mgoFuelPriceType3: number = 0;

  @Field(() => Float, { description: voyageFieldDoc('mgoFuelPriceType4') })
  @Property({ type: 'double' })
  mgoFuelPriceType4: number = 0;

  /** Bunker allowance, percent added to consumption. */
  @Field(() => Float, { description: voyageFieldDoc('bnkrFactor') })
  @Property({ type: 'double' })
  bnkrFactor: number = 0;

  /** Percent taken off the speed. */
  @Field(() => Float, { description: voyageFieldDoc('speedFactor') })
  @Property({ type: 'double' })
  speedFactor: number = 0;

  /** Knots taken off the speed. */
  @Field(() => Float, { description: voyageFieldDoc('speedReduce') })
  @Property({ type: 'double' })
  speedReduce: number = 0;

  @OneToOne(() => PortOperation, { owner: true, deleteRule: 'cascade' })
  operation!: Rel<PortOperation>;

  @Index()
  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order!: Rel<Order>;

  @Index()
  @ManyToOne(() => Organization, { deleteRule: 'cascade' })
  organization!: Rel<Organization>;
}
