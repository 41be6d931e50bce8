import {
  VESSEL_FLAG_FIELDS,
  VESSEL_INTEGER_FIELDS,
  VESSEL_NULLABLE_NUMBER_FIELDS,
  VESSEL_NUMBER_FIELDS,
  VESSEL_TEXT_FIELDS,
  type VesselTextField,
} from '../../../shared/validation/vessel-rules.js';
import type { VesselDraft } from './vessel.types.js';
import { FuelType, YesNo } from './vessel.enums.js';
import type { Vessel } from './vessel.entity.js';

const TEXT_FIELDS = Object.keys(VESSEL_TEXT_FIELDS) as VesselTextField[];

/** The vessel record with the spec's field names (spec 1 section 3), as a plain JSON object. */
export type VesselRecord = Record<string, unknown> & { id: number; vesselName: string };

/**
 * The legacy vessel record: every catalogue field under its spec name, plus `Constants` (the spec's
 * spelling of `constants`), `lastModifiedDate` and `savedBy` (a user id). This is also what a fleet
 * entry keeps as its vessel snapshot. `vesselExtraDetails` only when asked for.
 */
export function vesselRecord(v: Vessel, options: { extraDetails?: boolean } = {}): VesselRecord {
  const record: VesselRecord = { id: v.id, vesselName: v.vesselName };
  for (const key of [...VESSEL_NUMBER_FIELDS, ...VESSEL_NULLABLE_NUMBER_FIELDS, ...VESSEL_INTEGER_FIELDS])
    record[key] = v[key];
  for (const key of VESSEL_FLAG_FIELDS) record[key] = v[key];
  for (const key of TEXT_FIELDS) record[key] = v[key];
  record.Constants = v.constants;
  record.fuelType = v.fuelType;
  record.vesselScrubber = v.vesselScrubber;
  record.organizationId = v.organization.id;
  record.savedBy = v.savedBy?.id ?? null;
  record.lastModifiedDate = v.updatedAt.toISOString();
  if (options.extraDetails) record.vesselExtraDetails = v.vesselExtraDetails;
  return record;
}

/** A row of the Vessel List (spec 2 section 2): name, DWT, draft, owner, ship country, plus id and IMO. */
export function vesselListRow(v: Vessel) {
  return {
    id: v.id,
    vesselName: v.vesselName,
    vesselDwt: v.vesselDwt,
    vesselDraftS: v.vesselDraftS,
    vesselShipowner: v.vesselShipowner,
    vesselCountry: v.vesselCountry,
    vesselIMO: v.vesselIMO,
  };
}

/**
 * Writes the given fields of a draft onto a vessel. Undefined leaves a field alone; null resets it to
 * the column's default (0, false, null, TYPE0, Yes).
 */
export function applyVesselDraft(v: Vessel, draft: VesselDraft): void {
  for (const key of VESSEL_NUMBER_FIELDS) {
    const value = draft[key];
    if (value !== undefined) v[key] = value ?? 0;
  }
  for (const key of [...VESSEL_NULLABLE_NUMBER_FIELDS, ...VESSEL_INTEGER_FIELDS]) {
    const value = draft[key];
    if (value !== undefined) v[key] = value;
  }
  for (const key of VESSEL_FLAG_FIELDS) {
    const value = draft[key];
    if (value !== undefined) v[key] = value ?? false;
  }
  for (const key of TEXT_FIELDS) {
    const value = draft[key];
    if (value !== undefined) v[key] = value === null || value.trim() === '' ? null : value.trim();
  }
  if (draft.vesselName) v.vesselName = draft.vesselName.trim();
  if (draft.fuelType !== undefined) v.fuelType = (draft.fuelType ?? FuelType.TYPE0) as FuelType;
  if (draft.vesselScrubber !== undefined) v.vesselScrubber = draft.vesselScrubber === 'No' ? YesNo.NO : YesNo.YES;
  if (draft.vesselExtraDetails !== undefined) v.vesselExtraDetails = draft.vesselExtraDetails;
}
