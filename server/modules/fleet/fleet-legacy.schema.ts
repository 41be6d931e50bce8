import { z } from 'zod';
import { FIELD, boolField, dateField, idField, numberField, textField } from '../../../shared/validation/boundary.js';
import type { SplitHireTierData } from './fleet-entry.entity.js';
import {
  FLEET_FLAG_FIELDS,
  FLEET_NULLABLE_NUMBER_FIELDS,
  FLEET_NUMBER_FIELDS,
  type FleetDraft,
} from './fleet-record.js';

/**
 * A fleet entry as a legacy client sends it (spec 1 section 3): numbers as numbers or numeric text,
 * `vessel` and `splitHire` as objects or JSON strings, `dateOpen`/`dateOpening` as ISO text or epoch
 * milliseconds, `extra_Exp` and `constan` as the older names of extraExpense and constants. Computed
 * result fields (tcEq, profit, ...) are ignored. Values are read by the boundary reader
 * (shared/validation/boundary.ts); the first problem names its field by its path (`splitHire[1].hireRate`).
 */

// Values by the boundary's one rule set; ranges and text widths are the fleet service's (fleet-checks.ts),
// for both APIs.
const number = () => numberField({ signed: true });

/** A positive integer id, as a number or digits (the field is named by its path when refused). */
export const idOf = (_field?: string) => idField();

const flag = () => boolField();

/** dateOpening: an ISO date (zone-less is UTC) or epoch milliseconds. */
const date = () => dateField();

/** A value that may arrive as itself or as a JSON string of itself. */
const jsonOr = <T extends z.ZodType>(schema: T) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): unknown => {
      if (typeof v !== 'string') return v;
      if (v.trim() === '') return null;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${FIELD} is not valid JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema);

const tier = z.looseObject({
  hireRate: number(),
  NoDays: number(),
  applied: flag(),
  disable: flag(),
});

const numbers = Object.fromEntries(
  [...FLEET_NUMBER_FIELDS, ...FLEET_NULLABLE_NUMBER_FIELDS, 'extra_Exp', 'constan', 'lat', 'lng'].map((k) => [
    k,
    number(),
  ]),
) as Record<
  | (typeof FLEET_NUMBER_FIELDS)[number]
  | (typeof FLEET_NULLABLE_NUMBER_FIELDS)[number]
  | 'extra_Exp'
  | 'constan'
  | 'lat'
  | 'lng',
  ReturnType<typeof number>
>;
const flags = Object.fromEntries(FLEET_FLAG_FIELDS.map((k) => [k, flag()])) as Record<
  (typeof FLEET_FLAG_FIELDS)[number],
  ReturnType<typeof flag>
>;

export const legacyFleetSchema = z
  .looseObject(
    {
      id: idOf('id'),
      vesselId: idOf('vesselId'),
      vesselName: textField(),
      vessel: jsonOr(z.record(z.string(), z.unknown(), { error: `${FIELD} must be an object` }).nullish()),
      dateOpening: date(),
      dateOpen: date(),
      port: textField(),
      remark: textField(),
      saveLabel: textField(),
      splitHire: jsonOr(z.array(tier, { error: `${FIELD} must be a list` }).nullish()),
      ...numbers,
      ...flags,
    },
    { error: 'A fleet entry must be an object' },
  )
  .transform((raw): FleetDraft => {
    const draft: Record<string, unknown> = {};
    const keys = ['id', 'vesselId', 'vesselName', 'vessel', 'dateOpening', 'port', 'remark', 'saveLabel', 'lat', 'lng'];
    for (const key of [...keys, ...FLEET_NUMBER_FIELDS, ...FLEET_NULLABLE_NUMBER_FIELDS, ...FLEET_FLAG_FIELDS]) {
      const value = (raw as Record<string, unknown>)[key];
      if (value !== undefined) draft[key] = value;
    }
    if (draft.dateOpening === undefined && raw.dateOpen !== undefined) draft.dateOpening = raw.dateOpen;
    if (draft.extraExpense === undefined && raw.extra_Exp !== undefined) draft.extraExpense = raw.extra_Exp;
    if (draft.constants === undefined && raw.constan !== undefined) draft.constants = raw.constan;
    if (raw.splitHire !== undefined) {
      draft.splitHire = (raw.splitHire ?? []).map((t): SplitHireTierData => ({
        hireRate: t.hireRate ?? 0,
        NoDays: t.NoDays ?? 0,
        applied: t.applied ?? false,
        disable: t.disable ?? false,
      }));
    }
    return draft as FleetDraft;
  });

/**
 * POST /saveToFleet: a list of lines, or `{ fleetList: [...] }`. A line's field is named as the fleet
 * service names it ('0.vesselName', the legacy client's convention), so a refusal names the same field
 * whichever layer makes it.
 */
export const legacyFleetListSchema = z
  .union([z.array(z.unknown()), z.looseObject({ fleetList: z.array(z.unknown()) })], {
    error: 'Send a list of fleet lines (or { fleetList: [...] })',
  })
  .transform((v, ctx): FleetDraft[] => {
    const lines = Array.isArray(v) ? v : v.fleetList;
    const drafts: FleetDraft[] = [];
    for (const [i, line] of lines.entries()) {
      const read = legacyFleetSchema.safeParse(line);
      if (!read.success) {
        for (const issue of read.error.issues)
          ctx.addIssue({ code: 'custom', message: issue.message, input: line, path: [String(i), ...issue.path] });
        return z.NEVER;
      }
      drafts.push(read.data);
    }
    return drafts;
  });
