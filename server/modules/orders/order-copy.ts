import type { CargoExtraDetail } from './cargo-extra-detail.entity.js';
import {
  EXTRA_DETAIL_KEYS,
  OPERATION_KEYS,
  OPERATION_NULLABLE_KEYS,
  ORDER_KEYS,
  ORDER_NULLABLE_KEYS,
  type ExtraDetailWrite,
  type OperationWrite,
  type OrderWrite,
} from './order-fields.js';
import { OrderAccess } from './order.enums.js';
import type { Order } from './order.entity.js';
import type { PortOperation } from './port-operation.entity.js';
import type { SaveOrderRequest } from './order.service.js';

function pick<T>(source: object, keys: readonly string[]): T {
  const from = source as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of keys) if (from[k] !== undefined) out[k] = from[k];
  return out as T;
}

/**
 * "Copy as my order": the save request that recreates a stored order as a new one, field for field,
 * every row in voyage order with its margins and bunker supply. The copy is private, as every new order
 * starts (spec 1 section 9); the service makes the copier its creator, in the copier's organization.
 */
export function copyRequest(
  source: Order,
  rows: readonly PortOperation[],
  details: readonly CargoExtraDetail[],
): SaveOrderRequest {
  const detailOf = new Map(details.map((d) => [d.operation.id, d] as const));
  const order = pick<OrderWrite>(source, [...ORDER_KEYS, ...ORDER_NULLABLE_KEYS]);
  const operations = rows.map((row): OperationWrite => {
    const detail = detailOf.get(row.id);
    return {
      ...pick<OperationWrite>(row, [...OPERATION_KEYS, ...OPERATION_NULLABLE_KEYS]),
      portId: row.portRecord?.id ?? null,
      ...(detail ? { extraDetail: pick<ExtraDetailWrite>(detail, EXTRA_DETAIL_KEYS) } : {}),
    };
  });
  return { order: { ...order, access: OrderAccess.PRIVATE }, operations };
}
