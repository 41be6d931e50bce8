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
  @Field(() => Float, { description: 'Grain cubic capacity of the hold, m3.' }) grainCapacity!: number;
  @Field(() => Float, { description: 'Bale cubic capacity of the hold, m3.' }) baleCapacity!: number;
  @Field(() => Float, { description: 'Length of the hold, metres.' }) length!: number;
  @Field(() => Float, { description: 'Width of the hold, metres.' }) width!: number;
  @Field(() => Float, { description: 'Length of the hatch opening, metres.' }) hatchLength!: number;
  @Field(() => Float, { description: 'Width of the hatch opening, metres.' }) hatchWidth!: number;
  @Field(() => Float, { description: 'Tank top strength, t/m2.' }) tankTopStrength!: number;
  @Field(() => Float, { description: 'Deck strength, t/m2.' }) deckStrength!: number;
  @Field(() => Float, { description: 'Hatch cover strength, t/m2.' }) hatchCoverStrength!: number;
}

@InputType({ description: 'One load-line mark: draft and freeboard m, displacement and dwt t' })
export class LoadLineRowInput implements LoadLineRowData {
  @Field(() => Float, { description: 'Draft at the mark, metres.' }) draft!: number;
  @Field(() => Float, { description: 'Displacement at the mark, tonnes.' }) displacement!: number;
  @Field(() => Float, { description: 'Deadweight at the mark, tonnes.' }) dwt!: number;
  @Field(() => Float, { description: 'Freeboard at the mark, metres.' }) freeBoard!: number;
}

@InputType({ description: "The vessel's load-line table: one row per zone mark; an absent mark is stored as zeros." })
export class LoadLineTableInput {
  @Field(() => LoadLineRowInput, { nullable: true, description: 'Tropical fresh (TF) mark.' })
  tropicalFresh?: LoadLineRowInput | null;
  @Field(() => LoadLineRowInput, { nullable: true, description: 'Fresh (F) mark.' }) fresh?: LoadLineRowInput | null;
  @Field(() => LoadLineRowInput, { nullable: true, description: 'Tropical (T) mark.' })
  tropical?: LoadLineRowInput | null;
  @Field(() => LoadLineRowInput, { nullable: true, description: 'Summer (S) mark.' }) summer?: LoadLineRowInput | null;
  @Field(() => LoadLineRowInput, { nullable: true, description: 'Winter (W) mark.' }) winter?: LoadLineRowInput | null;
  @Field(() => LoadLineRowInput, { nullable: true, description: 'Winter North Atlantic (WNA) mark.' })
  winterNorthAtlantic?: LoadLineRowInput | null;
}

@InputType({ description: 'Extra particulars of a catalogue vessel; replaces the saved ones as a whole.' })
export class VesselExtraDetailsInput {
  @Field(() => [HoldCapacityInput], { nullable: true, description: 'The cargo holds, in order; absent: none.' })
  holdCapacity?: HoldCapacityInput[] | null;
  @Field(() => String, { nullable: true, description: 'Free description of the vessel; absent: empty.' })
  vesselTextDescription?: string | null;
  @Field(() => LoadLineTableInput, {
    nullable: true,
    description: 'The load-line table; absent marks are stored as zeros.',
  })
  loadLines?: LoadLineTableInput | null;
}

@InputType({ description: 'A catalogue vessel with the spec field names; the name is required on creation' })
export class VesselInput {
  @Field(() => String, { nullable: true, description: "Required on creation ('Vessel Name is required')" })
  vesselName?: string | null;

  @Field(() => FuelType, { nullable: true, description: 'Default TYPE0' })
  fuelType?: FuelType | null;

  @Field(() => YesNo, { nullable: true, description: 'Default Yes' })
  vesselScrubber?: YesNo | null;

  @Field(() => VesselExtraDetailsInput, {
    nullable: true,
    description: 'Holds, load lines and the description text; absent: left as stored',
  })
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
