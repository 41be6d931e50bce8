import type { Request } from 'express';
import { z } from 'zod';
import { badInput } from '../errors/app-error.js';
import {
  boolField,
  dateField as boundaryDate,
  idField as boundaryId,
  numberField as boundaryNumber,
  oneOfField,
  readInput,
  textField as boundaryText,
} from '../../shared/validation/boundary.js';
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
import { RouteChoice } from '../modules/calculator/route-alternatives/route-alternatives.enums.js';

/**
 * zod schemas of the legacy orders calls, field names as the legacy client sends them. Values are read by
 * the boundary reader (shared/validation/boundary.ts): numeric strings, 'true'/'yes'/'1', '' and null for
 * "no value" (null: cleared), an omitted key stays undefined (unchanged on update). Ranges, text widths
 * and messages are the service's (shared/validation/order-rules.ts), for REST and GraphQL alike; this only
 * turns JSON into typed values and names the field it cannot.
 */

/** Numbers are signed here: the service checks each field's range (order-rules checkLimits). */
export const numberField = () => boundaryNumber({ signed: true });
const textField = () => boundaryText();
const booleanField = () => boolField();
export const dateField = () => boundaryDate();
export const idField = () => boundaryId();

/** One of the enum's values ('' is "not chosen": null); `read` maps legacy spellings first. */
const enumField = <E extends string>(values: Record<string, E>, read?: (s: string) => string) =>
  oneOfField(Object.values(values), read);

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
    // The port table row the port names (a pick from the list), or a custom point with its own lat/lng.
    portId: idField(),
    customPoint: booleanField(),
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
  routeChoice: enumField(RouteChoice),
  // Read by the service (readCanalDuesList), the one rule of both APIs.
  canalDues: z.unknown().optional(),
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
  const read = readInput(schema, value, { root, prefix: true });
  if (read.ok) return read.data;
  throw badInput(read.message, read.field);
}

/** A required positive id from the query string, named as the client named it. */
export function requiredId(req: Request, name = 'id'): number {
  const parsed: Record<string, number | null | undefined> = parseLegacy(z.object({ [name]: idField() }), req.query);
  const id = parsed[name];
  if (id === null || id === undefined) throw badInput(`${name} is required`, name);
  return id;
}
