import { Field, Float, InputType } from 'type-graphql';
import { voyageFieldDoc } from '../../../shared/contract/calculation/field-docs.js';

/**
 * The fields of a port operation's extra details in the order mutations: bunkers supplied at the row,
 * their prices per fuel-type set, and the margins (the calculator's CargoExtraDetailCalcInput declares
 * the same names from the calculation contract). Only its subclasses appear in the schema.
 */
@InputType()
export class BunkerSupplyFields {
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('bunkerSuppliedHsfo') }) bunkerSuppliedHsfo?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('bunkerSuppliedLsfo') }) bunkerSuppliedLsfo?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('bunkerSuppliedMgo') }) bunkerSuppliedMgo?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('hsfoFuelPriceType0') }) hsfoFuelPriceType0?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('hsfoFuelPriceType1') }) hsfoFuelPriceType1?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('hsfoFuelPriceType2') }) hsfoFuelPriceType2?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('hsfoFuelPriceType3') }) hsfoFuelPriceType3?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('hsfoFuelPriceType4') }) hsfoFuelPriceType4?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('lsfoFuelPriceType0') }) lsfoFuelPriceType0?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('lsfoFuelPriceType1') }) lsfoFuelPriceType1?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('lsfoFuelPriceType2') }) lsfoFuelPriceType2?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('lsfoFuelPriceType3') }) lsfoFuelPriceType3?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('lsfoFuelPriceType4') }) lsfoFuelPriceType4?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('mgoFuelPriceType0') }) mgoFuelPriceType0?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('mgoFuelPriceType1') }) mgoFuelPriceType1?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('mgoFuelPriceType2') }) mgoFuelPriceType2?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('mgoFuelPriceType3') }) mgoFuelPriceType3?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('mgoFuelPriceType4') }) mgoFuelPriceType4?:
    number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('bnkrFactor') }) bnkrFactor?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('speedFactor') }) speedFactor?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('speedReduce') }) speedReduce?: number | null;
}
