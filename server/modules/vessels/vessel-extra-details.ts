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

@ObjectType()
export class HoldCapacity implements HoldCapacityData {
  @Field(() => Float)
  grainCapacity!: number;

  @Field(() => Float)
  baleCapacity!: number;

  @Field(() => Float)
  length!: number;

  @Field(() => Float)
  width!: number;

  @Field(() => Float)
  hatchLength!: number;

  @Field(() => Float)
  hatchWidth!: number;

  @Field(() => Float)
  tankTopStrength!: number;

  @Field(() => Float)
  deckStrength!: number;

  @Field(() => Float)
  hatchCoverStrength!: number;
}

@ObjectType()
export class LoadLineRow implements LoadLineRowData {
  @Field(() => Float)
  draft!: number;

  @Field(() => Float)
  displacement!: number;

  @Field(() => Float)
  dwt!: number;

  @Field(() => Float)
  freeBoard!: number;
}

@ObjectType()
export class LoadLineTable implements LoadLineTableData {
  @Field(() => LoadLineRow)
  tropicalFresh!: LoadLineRow;

  @Field(() => LoadLineRow)
  fresh!: LoadLineRow;

  @Field(() => LoadLineRow)
  tropical!: LoadLineRow;

  @Field(() => LoadLineRow)
  summer!: LoadLineRow;

  @Field(() => LoadLineRow)
  winter!: LoadLineRow;

  @Field(() => LoadLineRow)
  winterNorthAtlantic!: LoadLineRow;
}

@ObjectType()
export class VesselExtraDetails implements VesselExtraDetailsData {
  @Field(() => [HoldCapacity])
  holdCapacity!: HoldCapacity[];

  @Field(() => String)
  vesselTextDescription!: string;

  @Field(() => LoadLineTable)
  loadLines!: LoadLineTable;
}
