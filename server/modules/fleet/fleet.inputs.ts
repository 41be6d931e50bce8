import { GraphQLJSON } from 'graphql-scalars';
import { Field, Float, GraphQLISODateTime, InputType, Int } from 'type-graphql';
import {
  BUNKER_PRICE_FIELDS,
  FLEET_NULLABLE_NUMBER_FIELDS,
  FLEET_NUMBER_FIELDS,
  type FleetDraft,
  type FuelPriceDraft,
} from './fleet-record.js';
import { SplitHireTierInput } from '../calculator/calculator.inputs.js';
import { voyageFieldDoc } from '../../../shared/contract/calculation/field-docs.js';

/**
 * GraphQL inputs for fleets (split-hire tiers reuse the calculator's SplitHireTierInput). The numeric fields are the lists of fleet-record.ts, declared in a loop
 * (USD/day hire, USD lump sums, tonnes, USD/t prices). Absent leaves a field unchanged; null resets it.
 */
@InputType({
  description: 'A fleet line: a catalogue vessel (vesselId) or a vessel record, where and when it opens, at what hire',
})
export class FleetEntryInput {
  @Field(() => Int, { nullable: true, description: 'saveFleetEntry: the entry to update; absent creates' })
  id?: number | null;

  @Field(() => Int, { nullable: true, description: 'A catalogue vessel of your organization' })
  vesselId?: number | null;

  @Field(() => String, { nullable: true, description: 'Required unless vesselId is given' })
  vesselName?: string | null;

  @Field(() => GraphQLJSON, { nullable: true, description: 'The vessel record, when not from the catalogue' })
  vessel?: Record<string, unknown> | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Date opening; required for a new line' })
  dateOpening?: Date | null;

  @Field(() => String, { nullable: true, description: 'Open port; required for a new line' })
  port?: string | null;

  @Field(() => Float, { nullable: true, description: voyageFieldDoc('lat') }) lat?: number | null;
  @Field(() => Float, { nullable: true, description: voyageFieldDoc('lng') }) lng?: number | null;
  @Field(() => String, { nullable: true, description: voyageFieldDoc('remark') }) remark?: string | null;
  @Field(() => String, { nullable: true, description: voyageFieldDoc('saveLabel') }) saveLabel?: string | null;
  @Field(() => [SplitHireTierInput], { nullable: true, description: voyageFieldDoc('splitHire') }) splitHire?:
    SplitHireTierInput[] | null;
  @Field(() => Boolean, { nullable: true, description: 'True makes it the only reference vessel' })
  isReferenceVessel?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: voyageFieldDoc('selectedForSave') }) selectedForSave?:
    boolean | null;
  @Field(() => Boolean, { nullable: true, description: voyageFieldDoc('bunkerPriceOverridden') })
  bunkerPriceOverridden?: boolean | null;
}

for (const key of [...FLEET_NUMBER_FIELDS, ...FLEET_NULLABLE_NUMBER_FIELDS]) {
  Field(() => Float, { nullable: true, description: voyageFieldDoc(key) })(FleetEntryInput.prototype, key);
}

@InputType({
  description:
    'Bunker prices, USD/t: hs/ls/mgo set delivery, redelivery and settlement of a grade; explicit fields win',
})
export class FuelPricesInput {
  @Field(() => Float, {
    nullable: true,
    description: 'HS price, USD/t, set as delivery, redelivery and settlement price.',
  })
  hs?: number | null;
  @Field(() => Float, {
    nullable: true,
    description: 'LS price, USD/t, set as delivery, redelivery and settlement price.',
  })
  ls?: number | null;
  @Field(() => Float, {
    nullable: true,
    description: 'MGO price, USD/t, set as delivery, redelivery and settlement price.',
  })
  mgo?: number | null;
}

for (const key of BUNKER_PRICE_FIELDS)
  Field(() => Float, { nullable: true, description: voyageFieldDoc(key) })(FuelPricesInput.prototype, key);

/** Only the fields an input object carries. */
function given(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

export function fleetInputDraft(input: FleetEntryInput): FleetDraft {
  const draft = given(input) as FleetDraft;
  if (input.splitHire) {
    draft.splitHire = input.splitHire.map((t) => ({
      hireRate: t.hireRate ?? 0,
      NoDays: t.NoDays ?? 0,
      applied: t.applied ?? false,
      disable: t.disable ?? false,
    }));
  }
  return draft;
}

export const fuelPricesDraft = (input: FuelPricesInput): FuelPriceDraft => given(input) as FuelPriceDraft;
