import { ObjectType } from 'type-graphql';
import { OFFSET_LIMIT_DOCS, PageOf } from '../../graphql/paging.js';
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

@ObjectType({ description: 'One page of the vessel catalogue (offset counts pages from 0)' })
export class VesselPage extends PageOf(Vessel, OFFSET_LIMIT_DOCS) {}
