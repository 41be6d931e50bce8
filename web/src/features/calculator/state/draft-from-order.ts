import type { CalcOrderFieldsFragment } from '../../../__generated__/graphql';
import { getFragmentData } from '../../../__generated__';
import { calcExtraDetailFields, calcOperationFields } from '../graphql/calculator';
import { withoutTypename } from '../utils/without-typename';
import type { CalculatorDraft, ExtraDetail, OperationRow } from './types';

/** The extra detail of a row that has none stored: no margins, nothing supplied, reserve paid by the owner. */
export function blankExtra(): ExtraDetail {
  return {
    id: null,
    bnkrFactor: 0,
    speedFactor: 0,
    speedReduce: 0,
    reserve: 'RESERVE',
    paidBy: 'OWNER',
    bunkerSuppliedHsfo: 0,
    bunkerSuppliedLsfo: 0,
    bunkerSuppliedMgo: 0,
    hsfoFuelPriceType0: 0,
    hsfoFuelPriceType1: 0,
    hsfoFuelPriceType2: 0,
    hsfoFuelPriceType3: 0,
    hsfoFuelPriceType4: 0,
    lsfoFuelPriceType0: 0,
    lsfoFuelPriceType1: 0,
    lsfoFuelPriceType2: 0,
    lsfoFuelPriceType3: 0,
    lsfoFuelPriceType4: 0,
    mgoFuelPriceType0: 0,
    mgoFuelPriceType1: 0,
    mgoFuelPriceType2: 0,
    mgoFuelPriceType3: 0,
    mgoFuelPriceType4: 0,
  };
}

/** A fresh draft of a stored order: rows in voyage order, each with its extra detail (or a blank one). */
export function draftFromOrder(order: CalcOrderFieldsFragment): CalculatorDraft {
  const { operations: opRefs, cargoExtraDetails: extraRefs, ...fields } = withoutTypename(order);
  const operations = getFragmentData(calcOperationFields, opRefs);
  const extras = new Map(getFragmentData(calcExtraDetailFields, extraRefs).map((x) => [x.operationId, x]));
  const rows: OperationRow[] = [...operations]
    .sort((a, b) => a.index - b.index)
    .map((stored) => {
      const { id: _globalId, databaseId: id, ...op } = withoutTypename(stored);
      const detail = extras.get(id);
      let extra = blankExtra();
      if (detail) {
        const { operationId: _op, id: _globalId, databaseId: extraId, ...rest } = withoutTypename(detail);
        extra = { ...rest, id: extraId };
      }
      // The flag was read for the stored port: it holds while the row keeps that port.
      return { ...op, key: String(id), id, extra, euPort: op.port };
    });
  return {
    orderId: order.databaseId,
    baseUpdatedAt: order.updatedAt,
    baseVersion: order.version,
    base: { order: fields, operations: rows },
    order: fields,
    operations: rows,
    added: 0,
  };
}

/** What the order dialog edits: taken from the server when the order was updated there. */
const DIALOG_ORDER_FIELDS = [
  'name',
  'access',
  'freightMode',
  'qtyMode',
  'laycanStartDate',
  'laycanEndDate',
  'message',
] as const;
const DIALOG_ROW_FIELDS = [
  'operation',
  'port',
  'lat',
  'lng',
  'country',
  'cargo',
  'account',
  'cargoQty',
  'tolerance',
  'min',
  'max',
  'rate',
  'terms',
  'factor',
  'freight',
  'adcom',
  'other',
  'brokerage',
] as const;

/**
 * A draft with unsaved calculator edits, brought up to date with an order saved in the order dialog:
 * the dialog's fields come from the server, everything else the calculator edits is kept. Rows the
 * dialog added are appended; stored rows it removed are dropped; rows added in the calculator stay.
 */
export function rebaseDraft(draft: CalculatorDraft, order: CalcOrderFieldsFragment): CalculatorDraft {
  const fresh = draftFromOrder(order);
  const orderPatch = Object.fromEntries(DIALOG_ORDER_FIELDS.map((k) => [k, fresh.order[k]]));
  const byId = new Map(fresh.operations.map((r) => [r.id, r]));
  const kept = draft.operations
    .filter((r) => r.id === null || byId.has(r.id))
    .map((r) => {
      const server = r.id === null ? undefined : byId.get(r.id);
      if (!server) return r;
      return { ...r, ...Object.fromEntries(DIALOG_ROW_FIELDS.map((k) => [k, server[k]])) };
    });
  const known = new Set(kept.map((r) => r.id));
  const added = fresh.operations.filter((r) => !known.has(r.id));
  return {
    ...draft,
    baseUpdatedAt: fresh.baseUpdatedAt,
    baseVersion: fresh.baseVersion,
    base: fresh.base,
    order: { ...draft.order, ...orderPatch, updatedAt: fresh.order.updatedAt },
    operations: [...kept, ...added].map((r, index) => ({ ...r, index })),
  };
}
