import type { FieldTable } from './field-spec.js';
import { RANGE } from './ranges.js';
import { names, sameSpec } from './same-spec.js';
import { FUEL_TYPES, SPEED_ROWS } from './values.js';

const GRADES = ['HS', 'LS', 'MGO'] as const;
const tonnes = (doc?: string) => ({ kind: 'number', unit: 't', ...(doc ? { doc } : {}) }) as const;

/**
 * The vessel record a fleet entry carries (spec 1 section 3, Vessel record), with the spec's names: the
 * particulars, four ballast and four laden speed rows (knots, t/day per grade) with the ticked row of
 * each, and the port consumptions (t/day). Anything else in a stored record is not read.
 */
export const VESSEL_FIELDS = {
  id: { kind: 'id', doc: 'Id of the catalogue vessel; null for a vessel typed in' },
  vesselName: { kind: 'text' },
  vesselDwt: tonnes('Summer deadweight, t'),
  vesselDraftS: { kind: 'number', unit: 'm', doc: 'Summer draft, m' },
  vesselTPC: { kind: 'number', unit: 't/cm', doc: 't/cm' },
  vesselLightShip: tonnes(),
  vesselLOA: { kind: 'number', unit: 'm' },
  vesselGrainCap: { kind: 'number', unit: 'm3', doc: 'm3' },
  vesselBaleCap: { kind: 'number', unit: 'm3', doc: 'm3' },
  /** The spec's name; `constants` is the catalogue's. */
  Constants: { kind: 'number', unit: 't', aliases: ['constants'], doc: 'Constants, t' },
  fuelType: { kind: 'choice', values: FUEL_TYPES, default: 'TYPE0', graphqlEnum: 'FuelType' },
  /** Spec 1 section 9: the scrubber flag defaults to Yes. */
  vesselScrubber: { kind: 'flag', default: true, graphqlEnum: 'YesNo', doc: 'Default Yes (spec 1 section 9)' },
  /** Fresh water carried: the tank capacity (m3 = t at 1.000 t/m3), i.e. the vessel sails with full tanks. */
  fwCapacity: { kind: 'number', unit: 'm3', doc: 'Fresh-water capacity, m3 (carried full)' },
  ...sameSpec(names(['vesselBalSpd', 'vesselLdnSpd'], [''], SPEED_ROWS), {
    kind: 'number',
    unit: 'kn',
    range: RANGE.speed,
  }),
  ...sameSpec(names(['vesselBalConsm', 'vesselLdnConsm'], GRADES, SPEED_ROWS), { kind: 'number', unit: 't/day' }),
  /** The ticked speed row of each condition; none ticked: the first row with a speed. */
  ...sameSpec(names(['vesselBalComb', 'vesselLadComb'], SPEED_ROWS, ['Selected']), { kind: 'flag' }),
  ...sameSpec(names(['vesselPIdleConsm', 'vesselPLdgConsm', 'vesselPDischConsm', 'vesselVExtraConsm'], GRADES, ['']), {
    kind: 'number',
    unit: 't/day',
  }),
} as const satisfies FieldTable;
