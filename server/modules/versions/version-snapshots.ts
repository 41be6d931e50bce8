import { headlineResults, type SnapshotValue, type VersionSnapshot } from '../../../shared/versions/snapshot.js';
import type { CargoExtraDetail } from '../orders/cargo-extra-detail.entity.js';
import {
  EXTRA_DETAIL_KEYS,
  OPERATION_KEYS,
  OPERATION_NULLABLE_KEYS,
  ORDER_KEYS,
  ORDER_NULLABLE_KEYS,
} from '../orders/order-fields.js';
import type { Order } from '../orders/order.entity.js';
import type { PortOperation } from '../orders/port-operation.entity.js';
import type { SavedResult } from '../results/saved-result.entity.js';

/** Row fields left out of an order's version: the leg's drawn geometry follows from the ports (and is large). */
const NOT_INPUTS = new Set(['geoJSON']);

function value(v: unknown): SnapshotValue {
  if (v === undefined || v === null) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') return v;
  return JSON.parse(JSON.stringify(v)) as SnapshotValue;
}

function pick(source: object, keys: readonly string[]): Record<string, SnapshotValue> {
  const s = source as Record<string, unknown>;
  const out: Record<string, SnapshotValue> = {};
  for (const k of keys) if (!NOT_INPUTS.has(k)) out[k] = value(s[k]);
  return out;
}

/**
 * An order's version: its writable fields as the order API returns them (the keys of order-fields.ts, so a
 * field added there is kept too) and its port operations in itinerary order, each with its extra detail.
 * Orders store no calculation result, so `results` is null (ADR 0030).
 */
export function orderSnapshot(order: Order, rows: PortOperation[], details: CargoExtraDetail[]): VersionSnapshot {
  const detailOf = new Map(details.map((d) => [d.operation.id, d]));
  return {
    inputs: pick(order, [...ORDER_KEYS, ...ORDER_NULLABLE_KEYS]),
    operations: rows.map((row) => {
      const detail = detailOf.get(row.id);
      return {
        ...pick(row, [...OPERATION_KEYS, ...OPERATION_NULLABLE_KEYS]),
        extraDetail: detail ? pick(detail, EXTRA_DETAIL_KEYS) : null,
      };
    }),
    fleet: null,
    results: null,
  };
}

/** A saved voyage's version: the order, rows and fleet entry as calculated, and the headline results. */
export function voyageSnapshot(saved: SavedResult): VersionSnapshot {
  const json = (v: unknown) => value(v) as Record<string, SnapshotValue> | null;
  return {
    inputs: json(saved.cargoOrder) ?? {},
    operations: Array.isArray(saved.portOperation) ? saved.portOperation.map((r) => json(r) ?? {}) : [],
    fleet: json(saved.fleet) ?? {},
    results: headlineResults(saved.calculatorResult ?? {}),
  };
}
