import type { Request } from 'express';
import { z } from 'zod';
import { badInput } from '../errors/app-error.js';
import {
  EXTRA_DETAIL_NUMBERS,
  OPERATION_NULLABLE_DATES,
  OPERATION_NULLABLE_NUMBERS,
  OPERATION_NULLABLE_TEXTS,
  OPERATION_NUMBERS,
  OPERATION_TEXTS,
  ORDER_BOOLEANS,
  ORDER_NULLABLE_TEXTS,
  ORDER_NUMBERS,
  type ExtraDetailWrite,
  type OperationWrite,
  type OrderWrite,
} from '../modules/orders/order-fields.js';
import {
  BunkerPaidBy,
  BunkerReserve,
  DeliveryTerms,
  FreightMode,
  FuelCalculationMethod,
  LbMarker,
  Loadline,
  OperationType,
  OrderAccess,
  QtyMode,
  SulfurMode,
} from '../modules/orders/order.enums.js';
import { FuelType } from '../modules/vessels/vessel.enums.js';

/**
 * zod schemas of the legacy orders calls, field names as the legacy client sends them. Values are read
 * leniently the way a form sends them (numeric strings, 'true'/'false', '' for "not chosen"); absent stays
 * undefined (unchanged on update), null stays null. The rules and messages themselves are the service's
 * (shared/validation/order-rules.ts); this only turns JSON into typed values and names the field it cannot.
 */

type Ctx = z.RefinementCtx;
const fail = (ctx: Ctx, message: string) => {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
};
const absent = (v: unknown) => v === undefined || v === null;
/** Ids are 32-bit integers in the database. */
const MAX_ID = 2_147_483_647;

export const numberField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number | null | undefined => {
      if (absent(v)) return v as null | undefined;
      if (typeof v === 'string' && v.trim() === '') return null;
      const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim()) : Number.NaN;
      return Number.isFinite(n) ? n : fail(ctx, `must be a number, got ${JSON.stringify(v)}`);
    });

const textField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string | null | undefined => {
      if (absent(v)) return v as null | undefined;
      if (typeof v === 'string') return v;
      if (typeof v === 'number' || typeof v === 'boolean') return String(v);
      return fail(ctx, 'must be text');
    });

const booleanField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): boolean | null | undefined => {
      if (absent(v) || v === '') return absent(v) ? (v as null | undefined) : null;
      if (typeof v === 'boolean') return v;
      const s = String(v).trim().toLowerCase();
      if (['true', 'yes', '1'].includes(s)) return true;
      if (['false', 'no', '0'].includes(s)) return false;
      return fail(ctx, `must be true or false, got ${JSON.stringify(v)}`);
    });

/** One of the enum's values ('' is "not chosen": null); `read` maps legacy spellings first. */
const enumField = <E extends string>(values: Record<string, E>, read: (s: string) => string = (s) => s) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): E | null | undefined => {
      if (absent(v)) return v as null | undefined;
      if (typeof v !== 'string') return fail(ctx, `must be one of ${Object.values(values).join(', ')}`);
      if (v.trim() === '') return null;
      const key = read(v.trim());
      const hit = Object.values(values).find((e) => e === key || e.toLowerCase() === key.toLowerCase());
      return hit ?? fail(ctx, `must be one of ${Object.values(values).join(', ')}, got ${JSON.stringify(v)}`);
    });

/** An ISO-8601 date or date-time, or epoch milliseconds; '' is null. */
export const dateField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): Date | null | undefined => {
      if (absent(v)) return v as null | undefined;
      if (v === '') return null;
      const d = typeof v === 'number' ? new Date(v) : typeof v === 'string' ? new Date(v.trim()) : new Date(Number.NaN);
      const year = d.getUTCFullYear();
      return year >= 1900 && year <= 9999
        ? d
        : fail(ctx, `must be an ISO-8601 date (years 1900-9999), got ${JSON.stringify(v)}`);
    });

export const idField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number | null | undefined => {
      if (absent(v) || v === '') return absent(v) ? (v as null | undefined) : null;
      const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim()) : Number.NaN;
      return Number.isInteger(n) && n > 0 && n <= MAX_ID
        ? n
        : fail(ctx, `must be a positive integer id, got ${JSON.stringify(v)}`);
    });

const fields = <K extends string, S extends z.ZodType>(keys: readonly K[], make: () => S) =>
  Object.fromEntries(keys.map((k) => [k, make()])) as Record<K, S>;

export const extraDetailSchema = z.object(
  {
    ...fields(EXTRA_DETAIL_NUMBERS, numberField),
    reserve: enumField(BunkerReserve),
    paidBy: enumField(BunkerPaidBy, (s) => (/^internal$/i.test(s) ? 'Owner' : /^external$/i.test(s) ? 'Operator' : s)),
  },
  { error: 'must be an object' },
);

const rowSchema = z.object(
  {
    id: idField(),
    cargoId: idField(),
    operation: enumField(OperationType),
    ...fields(OPERATION_NUMBERS, numberField),
    ...fields(OPERATION_NULLABLE_NUMBERS, numberField),
    ...fields(OPERATION_TEXTS, textField),
    ...fields(OPERATION_NULLABLE_TEXTS, textField),
    ...fields(OPERATION_NULLABLE_DATES, dateField),
    distanceNormal: numberField(),
    distanceECA: numberField(),
    // 'S-Summer' and 'S' both mean S.
    loadline: enumField(Loadline, (s) => s.split('-')[0] ?? s),
    sulfur: enumField(SulfurMode),
    lbmarker: enumField(LbMarker),
    isExtra: booleanField(),
    geoJSON: z.record(z.string(), z.unknown(), { error: 'must be an object' }).nullish(),
    cargoDetails: extraDetailSchema.nullish(),
    extraDetail: extraDetailSchema.nullish(),
  },
  { error: 'must be an object' },
);

export const rowsSchema = z.array(rowSchema, { error: 'must be a list of port operations' });

const orderFields = {
  name: textField(),
  access: enumField(OrderAccess),
  freightMode: enumField(FreightMode),
  qtyMode: enumField(QtyMode),
  laycanStartDate: dateField(),
  laycanEndDate: dateField(),
  ...fields(ORDER_NUMBERS, numberField),
  ...fields(ORDER_BOOLEANS, booleanField),
  ...fields(ORDER_NULLABLE_TEXTS, textField),
  fuelType: enumField(FuelType),
  fuelCalculationMethod: enumField(FuelCalculationMethod),
  deliveryTerms: enumField(DeliveryTerms),
};

/** POST /clientQuery and PUT /updateClientQuery: the order, optionally with its rows (saved together). */
export const clientQuerySchema = z.object(
  { id: idField(), ...orderFields, cargoList: rowsSchema.nullish() },
  { error: 'The request body must be a JSON object' },
);

type Row = z.output<typeof rowSchema>;

/** A legacy row as the service's write: cargoId is the id, distanceNormal/ECA the distances, cargoDetails the extra detail. */
export function toOperationWrite(row: Row): OperationWrite {
  const { cargoId, distanceNormal, distanceECA, cargoDetails, extraDetail, id, ...rest } = row;
  const detail = extraDetail !== undefined ? extraDetail : cargoDetails;
  return {
    ...rest,
    id: id ?? cargoId ?? null,
    distNormal: rest.distNormal ?? distanceNormal,
    distEca: rest.distEca ?? distanceECA,
    ...(detail === undefined ? {} : { extraDetail: detail as ExtraDetailWrite | null }),
  } as OperationWrite;
}

export function toOrderWrite(body: z.output<typeof clientQuerySchema>): OrderWrite {
  const { id: _id, cargoList: _rows, ...order } = body;
  return order as OrderWrite;
}

/** Like parseWith, with fields named as a client writes them: cargoList[2].port. */
export function parseLegacy<T>(schema: z.ZodType<T>, value: unknown, root?: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = [...(root ? [root] : []), ...(issue?.path ?? [])];
  const field = path.reduce<string>(
    (acc, p) => (typeof p === 'number' ? `${acc}[${p}]` : acc ? `${acc}.${String(p)}` : String(p)),
    '',
  );
  const message = issue?.message ?? 'Invalid input';
  throw badInput(field ? `${field} ${message}` : message, field || undefined);
}

/** A required positive id from the query string, named as the client named it. */
export function requiredId(req: Request, name = 'id'): number {
  const parsed: Record<string, number | null | undefined> = parseLegacy(z.object({ [name]: idField() }), req.query);
  const id = parsed[name];
  if (id === null || id === undefined) throw badInput(`${name} is required`, name);
  return id;
}
