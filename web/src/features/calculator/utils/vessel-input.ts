import type { FuelType } from '../../../__generated__/graphql';
import { VESSEL_FIELDS, type Request } from '../../../../../shared/contract/calculation';

/** The vessel record of a fleet entry as the contract types it (the `payload`'s, CalculationPayload). */
type VesselCalcInput = Request<typeof VESSEL_FIELDS>;

function numberOf(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** vesselScrubber as the contract spells it ('Yes' / 'No'): the payload is read as REST reads its body. */
function scrubberOf(value: unknown): 'Yes' | 'No' | undefined {
  if (value === true || value === 'Yes' || value === 'YES') return 'Yes';
  if (value === false || value === 'No' || value === 'NO') return 'No';
  return undefined;
}

/** A field of the record under its contract name, else under one of its legacy aliases. */
function valueOf(record: Record<string, unknown>, name: string, aliases: readonly string[] = []): unknown {
  for (const key of [name, ...aliases]) if (record[key] !== undefined && record[key] !== null) return record[key];
  return undefined;
}

/** The input's value for one contract field of the stored record, or undefined to leave it out. */
function fieldValue(spec: (typeof VESSEL_FIELDS)[keyof typeof VESSEL_FIELDS], value: unknown): unknown {
  switch (spec.kind) {
    case 'number': {
      // Absent means 0 to the engine: zeros are left out, which keeps a 200-vessel request small.
      const n = numberOf(value);
      return n === 0 ? undefined : n;
    }
    case 'flag':
      if ('graphqlEnum' in spec) return scrubberOf(value);
      return typeof value === 'boolean' ? value : undefined;
    case 'id':
      return value === undefined ? undefined : String(value);
    case 'text':
      return typeof value === 'string' ? value : undefined;
    case 'choice':
      // fuelType: its GraphQL enum names are its values (TYPE0..TYPE4).
      return (spec.values as readonly unknown[]).includes(value) ? (value as FuelType) : undefined;
  }
}

/**
 * The vessel input of a fleet entry from its vessel snapshot (the stored vessel record, JSON): the fields
 * of the calculation contract's VESSEL_FIELDS, typed; anything else in the record is left out.
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
  const input: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(VESSEL_FIELDS)) {
    const value = fieldValue(spec, valueOf(v, name, 'aliases' in spec ? spec.aliases : undefined));
    if (value !== undefined) input[name] = value;
  }
  const typed = input as VesselCalcInput;
  picked.set(record, typed);
  return typed;
}
