import type { FuelType, VesselCalcInput, YesNo } from '../../../__generated__/graphql';

type NumberKey = {
  [K in keyof VesselCalcInput]-?: NonNullable<VesselCalcInput[K]> extends number ? K : never;
}[keyof VesselCalcInput];

const SPEED_ROWS = [1, 2, 3, 4] as const;
const GRADES = ['HS', 'LS', 'MGO'] as const;

/** Every numeric field of the engine's vessel input, by its spec name. */
const NUMBER_KEYS: readonly NumberKey[] = [
  'Constants',
  'fwCapacity',
  'vesselBaleCap',
  'vesselDraftS',
  'vesselDwt',
  'vesselGrainCap',
  'vesselLOA',
  'vesselLightShip',
  'vesselTPC',
  ...SPEED_ROWS.flatMap((n) => [`vesselBalSpd${n}`, `vesselLdnSpd${n}`] as NumberKey[]),
  ...SPEED_ROWS.flatMap((n) =>
    GRADES.flatMap((g) => [`vesselBalConsm${g}${n}`, `vesselLdnConsm${g}${n}`] as NumberKey[]),
  ),
  ...(['PIdle', 'PLdg', 'PDisch', 'VExtra'] as const).flatMap((p) =>
    GRADES.map((g) => `vessel${p}Consm${g}` as NumberKey),
  ),
];

const FLAG_KEYS = SPEED_ROWS.flatMap(
  (n) => [`vesselBalComb${n}Selected`, `vesselLadComb${n}Selected`] as (keyof VesselCalcInput)[],
);

const FUEL_TYPES: readonly FuelType[] = ['TYPE0', 'TYPE1', 'TYPE2', 'TYPE3', 'TYPE4'];

function numberOf(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

function scrubberOf(value: unknown): YesNo | undefined {
  if (value === true || value === 'Yes' || value === 'YES') return 'YES';
  if (value === false || value === 'No' || value === 'NO') return 'NO';
  return undefined;
}

/**
 * The engine's vessel input from a fleet entry's vessel snapshot (the spec's vessel record, stored as
 * JSON): only the fields the engine reads, typed; anything else in the record is left out.
 */
const picked = new WeakMap<object, VesselCalcInput>();

export function vesselCalcInput(snapshot: unknown): VesselCalcInput | null {
  let record = snapshot;
  if (typeof snapshot === 'string') {
    try {
      record = JSON.parse(snapshot) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof record !== 'object' || record === null) return null;
  // Every edit rebuilds the whole request; a vessel record (immutable, from the cache) is read once.
  const known = picked.get(record);
  if (known) return known;
  const v = record as Record<string, unknown>;
  const input: VesselCalcInput = {};
  // Absent means 0 to the engine: zeros are left out, which keeps a 200-vessel request small.
  for (const key of NUMBER_KEYS) {
    const n = numberOf(v[key]);
    if (n !== undefined && n !== 0) input[key] = n;
  }
  for (const key of FLAG_KEYS) if (typeof v[key] === 'boolean') (input as Record<string, unknown>)[key] = v[key];
  if (v.id !== undefined && v.id !== null) input.id = String(v.id);
  if (typeof v.vesselName === 'string') input.vesselName = v.vesselName;
  if (FUEL_TYPES.includes(v.fuelType as FuelType)) input.fuelType = v.fuelType as FuelType;
  const scrubber = scrubberOf(v.vesselScrubber);
  if (scrubber) input.vesselScrubber = scrubber;
  picked.set(record, input);
  return input;
}
