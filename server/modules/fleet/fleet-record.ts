import type { SplitHireTierData } from './fleet-entry.entity.js';
import type { FleetEntry } from './fleet-entry.entity.js';

type Grade = 'hs' | 'ls' | 'mgo';
const GRADES: readonly Grade[] = ['hs', 'ls', 'mgo'];

/** Bunker prices on delivery, redelivery and settlement by grade, USD/t. */
export const BUNKER_PRICE_FIELDS = (['Delivery', 'Redelivery', 'Settlement'] as const).flatMap((k) =>
  GRADES.map((g) => `bnkPrice${k}${g}` as const),
);
export type BunkerPriceField = (typeof BUNKER_PRICE_FIELDS)[number];

/**
 * Fleet numbers that are never negative and never null (USD, USD/day, t, USD/t; bnkRedelTolerance is a
 * percent, at most 100).
 */
export const FLEET_NUMBER_FIELDS = [
  'dwt',
  'gbb',
  'hirePerDay',
  'hireGbb',
  'extraExpense',
  'bnkDelhs',
  'bnkDells',
  'bnkDelmgo',
  'bnkRedelhs',
  'bnkRedells',
  'bnkRedelmgo',
  'bnkRedelTolerance',
  ...BUNKER_PRICE_FIELDS,
] as const;
/** Fleet numbers where null means "not given": constants override and bunkers on board (t). */
export const FLEET_NULLABLE_NUMBER_FIELDS = ['constants', 'bod'] as const;
export const FLEET_FLAG_FIELDS = ['isReferenceVessel', 'selectedForSave', 'bunkerPriceOverridden'] as const;

type FleetNumberField = (typeof FLEET_NUMBER_FIELDS)[number];
type FleetNullableField = (typeof FLEET_NULLABLE_NUMBER_FIELDS)[number];
type FleetFlagField = (typeof FLEET_FLAG_FIELDS)[number];

/**
 * A fleet entry as a caller sends it, after the boundary has read its types. Absent (undefined) leaves a
 * field unchanged; null resets it. `vesselId` names a catalogue vessel (its record becomes the entry's
 * vessel snapshot); `vessel` is a record sent by the client, kept as the snapshot when no catalogue
 * vessel is named.
 */
export type FleetDraft = Partial<
  {
    id: number | null;
    vesselId: number | null;
    vesselName: string | null;
    vessel: Record<string, unknown> | null;
    dateOpening: Date | null;
    port: string | null;
    lat: number | null;
    lng: number | null;
    remark: string | null;
    saveLabel: string | null;
    splitHire: SplitHireTierData[] | null;
  } & Record<FleetNumberField | FleetNullableField, number | null> &
    Record<FleetFlagField, boolean | null>
>;

/** New bunker prices for the fleet: `hs`/`ls`/`mgo` set all three stages of a grade; explicit fields win. */
export type FuelPriceDraft = Partial<Record<Grade | BunkerPriceField, number | null>>;

/** The nine price fields a fuel-price draft sets (the explicit ones over the per-grade shorthand). */
export function bunkerPricesOf(draft: FuelPriceDraft): Partial<Record<BunkerPriceField, number>> {
  const out: Partial<Record<BunkerPriceField, number>> = {};
  for (const stage of ['Delivery', 'Redelivery', 'Settlement'] as const) {
    for (const grade of GRADES) {
      const field = `bnkPrice${stage}${grade}` as const;
      const value = draft[field] ?? draft[grade];
      if (value !== undefined && value !== null) out[field] = value;
    }
  }
  return out;
}

/** Writes the given (non-relation) fields of a draft onto an entry. */
export function applyFleetDraft(entry: FleetEntry, draft: FleetDraft): void {
  for (const key of FLEET_NUMBER_FIELDS) {
    const value = draft[key];
    if (value !== undefined) entry[key] = value ?? 0;
  }
  for (const key of FLEET_NULLABLE_NUMBER_FIELDS) {
    const value = draft[key];
    if (value !== undefined) entry[key] = value;
  }
  for (const key of FLEET_FLAG_FIELDS) {
    const value = draft[key];
    if (value !== undefined) entry[key] = value ?? false;
  }
  if (draft.vesselName) entry.vesselName = draft.vesselName.trim();
  if (draft.port) entry.port = draft.port.trim();
  if (draft.dateOpening) entry.dateOpening = draft.dateOpening;
  if (draft.lat !== undefined) entry.lat = draft.lat;
  if (draft.lng !== undefined) entry.lng = draft.lng;
  if (draft.remark !== undefined) entry.remark = draft.remark?.trim() || null;
  if (draft.saveLabel !== undefined) entry.saveLabel = draft.saveLabel?.trim() || null;
  if (draft.splitHire !== undefined) entry.splitHire = draft.splitHire ?? [];
}

/** The fuel type of an entry's vessel: its snapshot's, else the catalogue vessel's, else TYPE0. */
export function entryFuelType(entry: FleetEntry): string {
  const fromSnapshot = entry.vesselSnapshot?.fuelType;
  if (typeof fromSnapshot === 'string') return fromSnapshot;
  return entry.vessel?.fuelType ?? 'TYPE0';
}

/**
 * The legacy fleet entry (spec 1 section 3): `vessel` and `splitHire` as JSON strings, `dateOpen` and
 * `dateOpening` as ISO strings, `extra_Exp` and `constan` beside their modern names, plus who created
 * it. Results (tcEq, profit, ...) are not stored: the calculator returns them keyed by fleet id.
 */
export function fleetRow(e: FleetEntry) {
  const opening = e.dateOpening.toISOString();
  const row: Record<string, unknown> = {
    id: e.id,
    vesselName: e.vesselName,
    vesselId: e.vessel?.id ?? null,
    vessel: e.vesselSnapshot ? JSON.stringify(e.vesselSnapshot) : null,
    dateOpen: opening,
    dateOpening: opening,
    port: e.port,
    lat: e.lat,
    lng: e.lng,
    remark: e.remark,
    splitHire: JSON.stringify(e.splitHire),
    saveLabel: e.saveLabel,
    extra_Exp: e.extraExpense,
    constan: e.constants,
  };
  for (const key of [...FLEET_NUMBER_FIELDS, ...FLEET_NULLABLE_NUMBER_FIELDS, ...FLEET_FLAG_FIELDS]) row[key] = e[key];
  row.createdUserName = e.user.fullName;
  row.userId = e.user.id;
  row.organizationId = e.organization.id;
  row.createdDate = e.createdAt.toISOString();
  row.version = e.version;
  return row;
}
