import { Field, Float, ObjectType } from 'type-graphql';

/**
 * Shape of the `vesselExtraDetails` json column (spec 2 section 3) and its GraphQL object types.
 * The interfaces are what the column holds; the classes only describe it to GraphQL, so plain objects
 * read from the database resolve without being turned into class instances.
 */

/** Per-hold capacities (m3), dimensions (m) and strengths (t/m2). */
export interface HoldCapacityData {
  grainCapacity: number;
  baleCapacity: number;
  length: number;
  width: number;
  hatchLength: number;
  hatchWidth: number;
  tankTopStrength: number;
  deckStrength: number;
  hatchCoverStrength: number;
}

/** One load-line mark: draft and freeboard in metres, displacement and deadweight in tonnes. */
export interface LoadLineRowData {
  draft: number;
  displacement: number;
  dwt: number;
  freeBoard: number;
}

export const LOAD_LINE_KEYS = [
  'tropicalFresh',
  'fresh',
  'tropical',
  'summer',
  'winter',
  'winterNorthAtlantic',
] as const;
export type LoadLineKey = (typeof LOAD_LINE_KEYS)[number];
export type LoadLineTableData = Record<LoadLineKey, LoadLineRowData>;

export interface VesselExtraDetailsData {
  holdCapacity: HoldCapacityData[];
  vesselTextDescription: string;
  loadLines: LoadLineTableData;
}

@ObjectType({ description: 'One cargo hold of a vessel: capacities m3, dimensions m, strengths t/m2.' })
export class HoldCapacity implements HoldCapacityData {
  @Field(() => Float, { description: 'Grain cubic capacity of the hold, m3.' })
  grainCapacity!: number;

  @Field(() => Float, { description: 'Bale cubic capacity of the hold, m3.' })
  baleCapacity!: number;

  @Field(() => Float, { description: 'Length of the hold, metres.' })
  length!: number;

  @Field(() => Float, { description: 'Width of the hold, metres.' })
  width!: number;

  @Field(() => Float, { description: 'Length of the hatch opening, metres.' })
  hatchLength!: number;

  @Field(() => Float, { description: 'Width of the hatch opening, metres.' })
  hatchWidth!: number;

  @Field(() => Float, { description: 'Tank top strength, t/m2.' })
  tankTopStrength!: number;

  @Field(() => Float, { description: 'Deck strength, t/m2.' })
  deckStrength!: number;

  @Field(() => Float, { description: 'Hatch cover strength, t/m2.' })
  hatchCoverStrength!: number;
}

@ObjectType({ description: 'One load-line mark of the vessel: draft and freeboard m, displacement and deadweight t.' })
export class LoadLineRow implements LoadLineRowData {
  @Field(() => Float, { description: 'Draft at the mark, metres.' })
  draft!: number;

  @Field(() => Float, { description: 'Displacement at the mark, tonnes.' })
  displacement!: number;

  @Field(() => Float, { description: 'Deadweight at the mark, tonnes.' })
  dwt!: number;

  @Field(() => Float, { description: 'Freeboard at the mark, metres.' })
  freeBoard!: number;
}

@ObjectType({ description: "The vessel's load-line table: one row per zone mark." })
export class LoadLineTable implements LoadLineTableData {
  @Field(() => LoadLineRow, { description: 'Tropical fresh (TF) mark.' })
  tropicalFresh!: LoadLineRow;

  @Field(() => LoadLineRow, { description: 'Fresh (F) mark.' })
  fresh!: LoadLineRow;

  @Field(() => LoadLineRow, { description: 'Tropical (T) mark.' })
  tropical!: LoadLineRow;

  @Field(() => LoadLineRow, { description: 'Summer (S) mark.' })
  summer!: LoadLineRow;

  @Field(() => LoadLineRow, { description: 'Winter (W) mark.' })
  winter!: LoadLineRow;

  @Field(() => LoadLineRow, { description: 'Winter North Atlantic (WNA) mark.' })
  winterNorthAtlantic!: LoadLineRow;
}

@ObjectType({
  description:
    'Extra particulars of a catalogue vessel (vessel editor): holds, a free description and the load-line table.',
})
export class VesselExtraDetails implements VesselExtraDetailsData {
  @Field(() => [HoldCapacity], { description: 'The cargo holds, in order.' })
  holdCapacity!: HoldCapacity[];

  @Field(() => String, { description: 'Free description of the vessel (empty when none).' })
  vesselTextDescription!: string;

  @Field(() => LoadLineTable, { description: 'The load-line table.' })
  loadLines!: LoadLineTable;
}
