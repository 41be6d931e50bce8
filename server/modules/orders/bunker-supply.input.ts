import { Field, Float, InputType } from 'type-graphql';

/**
 * The fields of a port operation's extra details in the order mutations: bunkers supplied at the row,
 * their prices per fuel-type set, and the margins (the calculator's CargoExtraDetailCalcInput declares
 * the same names from the calculation contract). Only its subclasses appear in the schema.
 */
@InputType()
export class BunkerSupplyFields {
  @Field(() => Float, { nullable: true }) bunkerSuppliedHsfo?: number | null;
  @Field(() => Float, { nullable: true }) bunkerSuppliedLsfo?: number | null;
  @Field(() => Float, { nullable: true }) bunkerSuppliedMgo?: number | null;
  @Field(() => Float, { nullable: true }) hsfoFuelPriceType0?: number | null;
  @Field(() => Float, { nullable: true }) hsfoFuelPriceType1?: number | null;
  @Field(() => Float, { nullable: true }) hsfoFuelPriceType2?: number | null;
  @Field(() => Float, { nullable: true }) hsfoFuelPriceType3?: number | null;
  @Field(() => Float, { nullable: true }) hsfoFuelPriceType4?: number | null;
  @Field(() => Float, { nullable: true }) lsfoFuelPriceType0?: number | null;
  @Field(() => Float, { nullable: true }) lsfoFuelPriceType1?: number | null;
  @Field(() => Float, { nullable: true }) lsfoFuelPriceType2?: number | null;
  @Field(() => Float, { nullable: true }) lsfoFuelPriceType3?: number | null;
  @Field(() => Float, { nullable: true }) lsfoFuelPriceType4?: number | null;
  @Field(() => Float, { nullable: true }) mgoFuelPriceType0?: number | null;
  @Field(() => Float, { nullable: true }) mgoFuelPriceType1?: number | null;
  @Field(() => Float, { nullable: true }) mgoFuelPriceType2?: number | null;
  @Field(() => Float, { nullable: true }) mgoFuelPriceType3?: number | null;
  @Field(() => Float, { nullable: true }) mgoFuelPriceType4?: number | null;
  @Field(() => Float, { nullable: true }) bnkrFactor?: number | null;
  @Field(() => Float, { nullable: true }) speedFactor?: number | null;
  @Field(() => Float, { nullable: true }) speedReduce?: number | null;
}
