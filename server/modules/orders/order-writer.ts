import { applySingleFreight, rowCommissions } from '../../../shared/validation/order-rules.js';
import { orderMargin } from '../../../shared/voyage/order-margin.js';
import type { Em } from '../../db/orm.js';
import { Organization } from '../organizations/organization.entity.js';
import { Port } from '../ports/port.entity.js';
import { CargoExtraDetail } from './cargo-extra-detail.entity.js';
import { factorFromWrite, type ItineraryPlan } from './itinerary-plan.js';
import {
  assignFields,
  EXTRA_DETAIL_KEYS,
  OPERATION_KEYS,
  OPERATION_NULLABLE_KEYS,
  type ExtraDetailWrite,
} from './order-fields.js';
import { OperationType } from './order.enums.js';
import type { Order } from './order.entity.js';
import { PortOperation } from './port-operation.entity.js';

/**
 * Applies a checked itinerary plan to an order inside the caller's transaction: rows created, updated,
 * reordered and deleted, extra details written, derived values set. Nothing here commits.
 */

/** The order's rows in voyage order (index, then id). */
export async function loadRows(tx: Em, order: Order): Promise<PortOperation[]> {
  return tx.find(PortOperation, { order: order.id }, { orderBy: { index: 'asc', id: 'asc' } });
}

export async function applyPlan(
  tx: Em,
  order: Order,
  stored: PortOperation[],
  plan: ItineraryPlan,
): Promise<PortOperation[]> {
  const byId = new Map(stored.map((r) => [r.id, r]));
  const details = new Map(
    (await tx.find(CargoExtraDetail, { order: order.id })).map((d) => [d.operation.id, d] as const),
  );
  const organization = tx.getReference(Organization, order.organization.id);

  for (const id of plan.removedIds) {
    const row = byId.get(id);
    if (!row) continue;
    const detail = details.get(id);
    if (detail) tx.remove(detail);
    tx.remove(row);
  }

  const kept = stored.filter((r) => !plan.removedIds.includes(r.id));
  const rows: PortOperation[] = [];
  for (const [index, planned] of plan.rows.entries()) {
    const existing = planned.existingId === null ? undefined : byId.get(planned.existingId);
    const row =
      existing ?? tx.create(PortOperation, { operation: planned.operation as OperationType, order, organization });
    const w = planned.write;
    // A new row without a DWF of its own takes the order's (issue #12), as the calculator grid does.
    if (!existing && (w?.dwf === undefined || w.dwf === null))
      row.dwf = orderMargin({ values: kept.map((r) => r.dwf), before: rows.at(-1)?.dwf, fallback: 0 });
    if (w) {
      assignFields(row, w, OPERATION_KEYS, OPERATION_NULLABLE_KEYS);
      // Set by operation-ports.ts once the port text is matched: the row is tied to its port, or to none.
      if (w.portId !== undefined) row.portRecord = w.portId === null ? null : tx.getReference(Port, w.portId);
      const factor = factorFromWrite(w);
      if (factor !== undefined) row.factor = factor;
      if (w.extraDetail !== undefined) writeDetail(tx, order, row, details.get(row.id), w.extraDetail);
    }
    row.index = index;
    rows.push(row);
  }
  deriveRows(rows, order.freightMode);
  return rows;
}

function writeDetail(
  tx: Em,
  order: Order,
  row: PortOperation,
  current: CargoExtraDetail | undefined,
  write: ExtraDetailWrite | null,
): void {
  if (write === null) {
    if (current) tx.remove(current);
    return;
  }
  const detail =
    current ??
    tx.create(CargoExtraDetail, {
      operation: row,
      order,
      organization: order.organization,
      distNormal: row.distNormal,
      distEca: row.distEca,
    });
  assignFields(detail, write, EXTRA_DETAIL_KEYS);
}

/**
 * Values the server keeps consistent on every save: with Single Freight, later Loading rows take the first
 * Loading row's freight, adcom, other and brokerage; every row's ttlComm and netFrt follow its commissions.
 */
export function deriveRows(rows: PortOperation[], freightMode: string): void {
  const terms = applySingleFreight(
    rows.map((r) => ({
      operation: r.operation,
      freight: r.freight,
      adcom: r.adcom,
      other: r.other,
      brokerage: r.brokerage,
    })),
    freightMode,
  );
  rows.forEach((row, i) => {
    const t = terms[i];
    if (!t) return;
    row.freight = t.freight;
    row.adcom = t.adcom;
    row.other = t.other;
    row.brokerage = t.brokerage;
    Object.assign(row, rowCommissions(t));
  });
}

/** Flushes the rows (ids for new ones) and stores the voyage order as calculationFormat, Commence first. */
export async function finishItinerary(tx: Em, order: Order, rows: PortOperation[]): Promise<void> {
  await tx.flush();
  order.calculationFormat = rows.map((r) => r.id).join(',');
  await tx.flush();
}

/** Whether an order already has its cargo rows (then only the extra types may be added). */
export function hasCargoRows(rows: readonly { operation: string }[]): boolean {
  return rows.some((r) => r.operation === OperationType.LOADING || r.operation === OperationType.DISCHARGING);
}
