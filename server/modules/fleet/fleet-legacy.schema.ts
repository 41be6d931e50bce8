import { z } from 'zod';
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
 * result fields (tcEq, profit, ...) are ignored. The first problem names its field.
 */

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A number or numeric text; blank and null read as null. */
const number = (field: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number | null | undefined => {
      if (v === undefined) return undefined;
      if (v === null || v === '') return null;
      const n = typeof v === 'number' ? v : typeof v === 'string' && DECIMAL.test(v.trim()) ? Number(v) : NaN;
      if (Number.isFinite(n)) return n;
      ctx.addIssue({ code: 'custom', message: `${field} must be a number` });
      return z.NEVER;
    });

/** A positive integer id, as a number or digits. */
export const idOf = (field: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number | null | undefined => {
      if (v === undefined) return undefined;
      if (v === null || v === '') return null;
      const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : NaN;
      if (Number.isSafeInteger(n) && n > 0) return n;
      ctx.addIssue({ code: 'custom', message: `${field} must be a positive integer` });
      return z.NEVER;
    });

const flag = (field: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): boolean | null | undefined => {
      if (v === undefined) return undefined;
      if (v === null) return null;
      if (v === true || v === 'true' || v === 'Yes') return true;
      if (v === false || v === 'false' || v === 'No') return false;
      ctx.addIssue({ code: 'custom', message: `${field} must be true or false` });
      return z.NEVER;
    });

const date = (field: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): Date | null | undefined => {
      if (v === undefined) return undefined;
      if (v === null || v === '') return null;
      const ms = typeof v === 'number' ? v : typeof v === 'string' ? Date.parse(v) : NaN;
      const year = Number.isFinite(ms) ? new Date(ms).getUTCFullYear() : NaN;
      if (year >= 1950 && year <= 2200) return new Date(ms);
      ctx.addIssue({ code: 'custom', message: `${field} must be an ISO-8601 date` });
      return z.NEVER;
    });

/** A value that may arrive as itself or as a JSON string of itself. */
const jsonOr = <T extends z.ZodType>(field: string, schema: T) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): unknown => {
      if (typeof v !== 'string') return v;
      if (v.trim() === '') return null;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${field} is not valid JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema);

const tier = z.looseObject({
  hireRate: number('hireRate'),
  NoDays: number('NoDays'),
  applied: flag('applied'),
  disable: flag('disable'),
});

const numbers = Object.fromEntries(
  [...FLEET_NUMBER_FIELDS, ...FLEET_NULLABLE_NUMBER_FIELDS, 'extra_Exp', 'constan', 'lat', 'lng'].map((k) => [
    k,
    number(k),
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
const flags = Object.fromEntries(FLEET_FLAG_FIELDS.map((k) => [k, flag(k)])) as Record<
  (typeof FLEET_FLAG_FIELDS)[number],
  ReturnType<typeof flag>
>;

export const legacyFleetSchema = z
  .looseObject(
    {
      id: idOf('id'),
      vesselId: idOf('vesselId'),
      vesselName: z.string().nullish(),
      vessel: jsonOr('vessel', z.record(z.string(), z.unknown(), { error: 'vessel must be an object' }).nullish()),
      dateOpening: date('dateOpening'),
      dateOpen: date('dateOpen'),
      port: z.string().nullish(),
      remark: z.string().nullish(),
      saveLabel: z.string().nullish(),
      splitHire: jsonOr('splitHire', z.array(tier, { error: 'splitHire must be a list' }).nullish()),
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

/** POST /saveToFleet: a list of lines, or `{ fleetList: [...] }`. */
export const legacyFleetListSchema = z
  .union([z.array(z.unknown()), z.looseObject({ fleetList: z.array(z.unknown()) })], {
    error: 'Send a list of fleet lines (or { fleetList: [...] })',
  })
  .transform((v) => (Array.isArray(v) ? v : v.fleetList))
  .pipe(z.array(legacyFleetSchema));
