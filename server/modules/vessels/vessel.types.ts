import { Field, Int, ObjectType } from 'type-graphql';
import type {
  FuelTypeCode,
  VesselFlagField,
  VesselIntegerField,
  VesselNullableNumberField,
  VesselNumberField,
  VesselTextField,
} from '../../../shared/validation/vessel-rules.js';
import type { VesselExtraDetailsData } from './vessel-extra-details.js';
import { Vessel } from './vessel.entity.js';

/**
 * A vessel as a caller sends it, after the boundary has read its types: every field optional. Absent
 * (undefined) leaves a field as it is; null clears it (0, false or null, by column). Numbers are plain
 * numbers here: the REST shim has already applied the text rules of shared/validation/vessel-rules.ts.
 */
export type VesselDraft = Partial<
  { vesselName: string | null; fuelType: FuelTypeCode | null; vesselScrubber: 'Yes' | 'No' | null } & {
    vesselExtraDetails: VesselExtraDetailsData | null;
  } & Record<VesselNumberField | VesselNullableNumberField | VesselIntegerField, number | null> &
    Record<VesselFlagField, boolean | null> &
    Record<VesselTextField, string | null>
>;

/** Paging request: `offset` counts pages from 0, `limit` is the page size. */
export interface PageRequest {
  offset: number;
  limit: number;
}

/** A Spring-like page: the legacy clients read `content` and the totals. */
export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

export function toPage<T>(content: T[], totalElements: number, page: PageRequest): Page<T> {
  return {
    content,
    totalElements,
    totalPages: Math.ceil(totalElements / page.limit),
    number: page.offset,
    size: page.limit,
  };
}

@ObjectType({ description: 'One page of the vessel catalogue (offset counts pages from 0)' })
export class VesselPage implements Page<Vessel> {
  @Field(() => [Vessel])
  content!: Vessel[];

  @Field(() => Int)
  totalElements!: number;

  @Field(() => Int)
  totalPages!: number;

  @Field(() => Int, { description: 'The page number (the request offset)' })
  number!: number;

  @Field(() => Int, { description: 'The page size (the request limit)' })
  size!: number;
}
