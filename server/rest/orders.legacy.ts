import type { ErrorRequestHandler } from 'express';
import type { CargoExtraDetail } from '../modules/orders/cargo-extra-detail.entity.js';
import {
  EXTRA_DETAIL_KEYS,
  OPERATION_KEYS,
  OPERATION_NULLABLE_KEYS,
  ORDER_KEYS,
  ORDER_NULLABLE_KEYS,
} from '../modules/orders/order-fields.js';
import { OrderValidationError } from '../modules/orders/order.errors.js';
import type { Order } from '../modules/orders/order.entity.js';
import type { PortOperation } from '../modules/orders/port-operation.entity.js';
import { httpStatusFor } from '../errors/app-error.js';

/**
 * The legacy JSON of orders, cargo rows and extra details: the entity fields under their spec names, plus
 * the legacy aliases (cargoId, queryId, distanceNormal, distanceECA, cargoDetails, createdDate, ...).
 */

type Json = Record<string, unknown>;

const pick = (source: object, keys: readonly string[]): Json => {
  const s = source as Json;
  return Object.fromEntries(keys.map((k) => [k, s[k] ?? null]));
};

export function legacyOrder(order: Order): Json {
  return {
    id: order.id,
    ...pick(order, ORDER_KEYS),
    ...pick(order, ORDER_NULLABLE_KEYS),
    calculationFormat: order.calculationFormat,
    organizationId: order.organization.id,
    userId: order.createdBy?.id ?? null,
    createdUserName: order.createdBy?.fullName ?? '',
    createdDate: order.createdAt,
    updatedDate: order.updatedAt,
    version: order.version,
  };
}

export function legacyDetail(d: CargoExtraDetail): Json {
  return {
    id: d.id,
    cargoId: d.operation.id,
    operationId: d.operation.id,
    queryId: d.order.id,
    ...pick(d, EXTRA_DETAIL_KEYS),
  };
}

export function legacyRow(row: PortOperation, detail?: CargoExtraDetail | null): Json {
  return {
    id: row.id,
    cargoId: row.id,
    queryId: row.order.id,
    ...pick(row, OPERATION_KEYS),
    ...pick(row, OPERATION_NULLABLE_KEYS),
    portId: row.portRecord?.id ?? null,
    index: row.index,
    ttlComm: row.ttlComm,
    netFrt: row.netFrt,
    distanceNormal: row.distNormal,
    distanceECA: row.distEca,
    cargoDetails: detail ? legacyDetail(detail) : null,
  };
}

/** Rows in voyage order, each with its extra detail. */
export function legacyRows(rows: PortOperation[], details: CargoExtraDetail[]): Json[] {
  const byRow = new Map(details.map((d) => [d.operation.id, d]));
  return rows.map((r) => legacyRow(r, byRow.get(r.id)));
}

/** The order form's failure body: the usual { error, code, field } plus every message in `errors`. */
export const orderErrorBody: ErrorRequestHandler = (err, _req, res, next) => {
  if (!(err instanceof OrderValidationError)) return next(err);
  res
    .status(httpStatusFor(err.code))
    .json({ error: err.message, code: err.code, field: err.field, errors: err.issues });
};
