import { z } from 'zod';
import {
  firstVesselError,
  readFuelType,
  readScrubber,
  readVesselFlag,
  readVesselNumber,
  VESSEL_FLAG_FIELDS,
  VESSEL_INTEGER_FIELDS,
  VESSEL_MSG,
  VESSEL_NULLABLE_NUMBER_FIELDS,
  VESSEL_NUMBER_FIELDS,
  VESSEL_TEXT_FIELDS,
} from '../../../shared/validation/vessel-rules.js';
import { isNoValue, readText, textField } from '../../../shared/validation/boundary.js';
import {
  LOAD_LINE_KEYS,
  type LoadLineKey,
  type LoadLineRowData,
  type VesselExtraDetailsData,
} from './vessel-extra-details.js';
import type { VesselDraft } from './vessel.types.js';

/**
 * The vessel record as a legacy client sends it (PUT /createVessel, the `vessel` of a fleet entry): spec
 * field names, numbers as numbers or text. Text numbers follow spec 2 section 5 (no leading zero); the
 * first problem becomes a BAD_USER_INPUT naming its field. Unknown fields are ignored.
 */

/**
 * A number inside the extra details: read like the vessel's own numbers; a key left out is 0 (the legacy
 * clients' shape), but "" or null is refused (ADR 0017: no value is never written as 0; GraphQL's input
 * types require these numbers too).
 */
const extraNumber = (field: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number => {
      if (v !== undefined && isNoValue(v)) {
        ctx.addIssue({ code: 'custom', message: VESSEL_MSG.numberNeeded(field) });
        return z.NEVER;
      }
      const read = readVesselNumber(field, v);
      if (read.ok) return read.value ?? 0;
      ctx.addIssue({ code: 'custom', message: read.message });
      return z.NEVER;
    });
const numbersOf = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, extraNumber(k)])) as Record<K, ReturnType<typeof extraNumber>>;

const HOLD_FIELDS = [
  'grainCapacity',
  'baleCapacity',
  'length',
  'width',
  'hatchLength',
  'hatchWidth',
  'tankTopStrength',
  'deckStrength',
  'hatchCoverStrength',
] as const;

const holdSchema = z.object(numbersOf(HOLD_FIELDS));
const loadLineRowSchema = z
  .object(numbersOf(['draft', 'displacement', 'dwt', 'freeBoard'] as const))
  .nullish()
  .transform((row): LoadLineRowData => row ?? { draft: 0, displacement: 0, dwt: 0, freeBoard: 0 });

export const extraDetailsSchema = z
  .object({
    holdCapacity: z.array(holdSchema).nullish(),
    vesselTextDescription: textField(),
    loadLines: z
      .object(
        Object.fromEntries(LOAD_LINE_KEYS.map((k) => [k, loadLineRowSchema])) as Record<
          LoadLineKey,
          typeof loadLineRowSchema
        >,
      )
      .nullish(),
  })
  .transform((x): VesselExtraDetailsData => ({
    holdCapacity: x.holdCapacity ?? [],
    vesselTextDescription: x.vesselTextDescription ?? '',
    loadLines: x.loadLines ?? loadLineRowsOfZero(),
  }));

function loadLineRowsOfZero(): VesselExtraDetailsData['loadLines'] {
  const zero = (): LoadLineRowData => ({ draft: 0, displacement: 0, dwt: 0, freeBoard: 0 });
  return Object.fromEntries(LOAD_LINE_KEYS.map((k) => [k, zero()])) as VesselExtraDetailsData['loadLines'];
}

/** Reads the known fields of a legacy vessel record into a draft; undefined fields stay absent. */
export function legacyVesselDraft(raw: Record<string, unknown>): VesselDraft {
  const draft: Record<string, unknown> = {};
  const number = (key: string, integer = false) => {
    if (raw[key] === undefined) return;
    const read = readVesselNumber(key, raw[key], { integer });
    if (read.ok) draft[key] = read.value;
  };
  for (const key of [...VESSEL_NUMBER_FIELDS, ...VESSEL_NULLABLE_NUMBER_FIELDS]) number(key);
  for (const key of VESSEL_INTEGER_FIELDS) number(key, true);
  for (const key of VESSEL_FLAG_FIELDS) {
    const read = readVesselFlag(key, raw[key]);
    if (raw[key] !== undefined && read.ok) draft[key] = read.value;
  }
  for (const key of [...Object.keys(VESSEL_TEXT_FIELDS), 'vesselName']) {
    const v = raw[key];
    if (v === undefined) continue;
    const read = isNoValue(v) ? undefined : readText(v);
    draft[key] = read && 'text' in read ? read.text : null;
  }
  const fuel = readFuelType(raw.fuelType);
  if (raw.fuelType !== undefined && fuel.ok) draft.fuelType = fuel.value;
  const scrubber = readScrubber(raw.vesselScrubber);
  if (raw.vesselScrubber !== undefined && scrubber.ok) draft.vesselScrubber = scrubber.value;
  return draft as VesselDraft;
}

/**
 * The zod schema of a legacy vessel body. `Constants` (the spec's spelling) is read as `constants`;
 * `vesselExtraDetails` must have the editor's shape (missing numbers are 0, "" or null ones refused).
 */
export function legacyVesselSchema(options: { requireName: boolean }) {
  return z.looseObject({ vesselExtraDetails: extraDetailsSchema.nullish() }).transform((raw, ctx): VesselDraft => {
    const values: Record<string, unknown> = { ...raw, constants: raw.constants ?? raw.Constants };
    const error = firstVesselError(values, options);
    if (error) {
      ctx.addIssue({ code: 'custom', message: error.message, path: [error.field] });
      return z.NEVER;
    }
    const draft = legacyVesselDraft(values);
    if (raw.vesselExtraDetails !== undefined) draft.vesselExtraDetails = raw.vesselExtraDetails ?? null;
    return draft;
  });
}
