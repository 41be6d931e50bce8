import { Field, Float, InputType, Int } from 'type-graphql';
import {
  VESSEL_FLAG_FIELDS,
  VESSEL_INTEGER_FIELDS,
  VESSEL_NULLABLE_NUMBER_FIELDS,
  VESSEL_NUMBER_FIELDS,
  VESSEL_TEXT_FIELDS,
} from '../../../shared/validation/vessel-rules.js';
import { vesselFieldDoc } from '../../../shared/validation/vessel-docs.js';
import {
  LOAD_LINE_KEYS,
  type HoldCapacityData,
  type LoadLineRowData,
  type VesselExtraDetailsData,
} from './vessel-extra-details.js';
import { FuelType, YesNo } from './vessel.enums.js';
import type { VesselDraft } from './vessel.types.js';

/**
 * GraphQL inputs for the vessel catalogue. The numeric, flag and text fields are the lists of
 * shared/validation/vessel-rules.ts, declared below in a loop so the input cannot drift from the rules
 * or the record (units as on the Vessel type). Every field is optional: absent leaves it unchanged on
 * update, null resets it.
 */
@InputType({ description: 'One hold: capacities m3, dimensions m, strengths t/m2' })
export class HoldCapacityInput implements HoldCapacityData {
  @Field(() => Float) grainCapacity!: number;
  @Field(() => Float) baleCapacity!: number;
  @Field(() => Float) length!: number;
  @Field(() => Float) width!: number;
  @Field(() => Float) hatchLength!: number;
  @Field(() => Float) hatchWidth!: number;
  @Field(() => Float) tankTopStrength!: number;
  @Field(() => Float) deckStrength!: number;
  @Field(() => Float) hatchCoverStrength!: number;
}

@InputType({ description: 'One load-line mark: draft and freeboard m, displacement and dwt t' })
export class LoadLineRowInput implements LoadLineRowData {
  @Field(() => Float) draft!: number;
  @Field(() => Float) displacement!: number;
  @Field(() => Float) dwt!: number;
  @Field(() => Float) freeBoard!: number;
}

@InputType()
export class LoadLineTableInput {
  @Field(() => LoadLineRowInput, { nullable: true }) tropicalFresh?: LoadLineRowInput | null;
  @Field(() => LoadLineRowInput, { nullable: true }) fresh?: LoadLineRowInput | null;
  @Field(() => LoadLineRowInput, { nullable: true }) tropical?: LoadLineRowInput | null;
  @Field(() => LoadLineRowInput, { nullable: true }) summer?: LoadLineRowInput | null;
  @Field(() => LoadLineRowInput, { nullable: true }) winter?: LoadLineRowInput | null;
  @Field(() => LoadLineRowInput, { nullable: true }) winterNorthAtlantic?: LoadLineRowInput | null;
}

@InputType()
export class VesselExtraDetailsInput {
  @Field(() => [HoldCapacityInput], { nullable: true }) holdCapacity?: HoldCapacityInput[] | null;
  @Field(() => String, { nullable: true }) vesselTextDescription?: string | null;
  @Field(() => LoadLineTableInput, { nullable: true }) loadLines?: LoadLineTableInput | null;
}

@InputType({ description: 'A catalogue vessel with the spec field names; the name is required on creation' })
export class VesselInput {
  @Field(() => String, { nullable: true, description: "Required on creation ('Vessel Name is required')" })
  vesselName?: string | null;

  @Field(() => FuelType, { nullable: true, description: 'Default TYPE0' })
  fuelType?: FuelType | null;

  @Field(() => YesNo, { nullable: true, description: 'Default Yes' })
  vesselScrubber?: YesNo | null;

  @Field(() => VesselExtraDetailsInput, { nullable: true })
  vesselExtraDetails?: VesselExtraDetailsInput | null;
}

for (const key of [...VESSEL_NUMBER_FIELDS, ...VESSEL_NULLABLE_NUMBER_FIELDS]) {
  Field(() => Float, { nullable: true, description: vesselFieldDoc(key) })(VesselInput.prototype, key);
}
for (const key of VESSEL_INTEGER_FIELDS)
  Field(() => Int, { nullable: true, description: vesselFieldDoc(key) })(VesselInput.prototype, key);
for (const key of VESSEL_FLAG_FIELDS)
  Field(() => Boolean, { nullable: true, description: vesselFieldDoc(key) })(VesselInput.prototype, key);
for (const key of Object.keys(VESSEL_TEXT_FIELDS))
  Field(() => String, { nullable: true, description: vesselFieldDoc(key) })(VesselInput.prototype, key);

const zeroRow = (): LoadLineRowData => ({ draft: 0, displacement: 0, dwt: 0, freeBoard: 0 });

function extraDetails(input: VesselExtraDetailsInput): VesselExtraDetailsData {
  const lines = input.loadLines ?? {};
  return {
    holdCapacity: (input.holdCapacity ?? []).map((h) => ({ ...h })),
    vesselTextDescription: input.vesselTextDescription ?? '',
    loadLines: Object.fromEntries(
      LOAD_LINE_KEYS.map((k) => [k, lines[k] ? { ...lines[k] } : zeroRow()]),
    ) as VesselExtraDetailsData['loadLines'],
  };
}

/** The draft a GraphQL vessel input stands for: only the fields it carries. */
export function vesselInputDraft(input: VesselInput): VesselDraft {
  const source = input as unknown as Record<string, unknown>;
  const draft: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) if (value !== undefined) draft[key] = value;
  if (input.vesselExtraDetails !== undefined) {
    draft.vesselExtraDetails = input.vesselExtraDetails === null ? null : extraDetails(input.vesselExtraDetails);
  }
  return draft as VesselDraft;
}
