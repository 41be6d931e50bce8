import { makeFragmentData } from '../../../__generated__';
import type { CalcOperationFieldsFragment, CalcOrderFieldsFragment } from '../../../__generated__/graphql';
import { calcOperationFields } from '../graphql/calculator';

/** Test builders of a stored order as the calculator reads it (draft-from-order and draft-conflict tests). */
export type StoredOp = CalcOperationFieldsFragment;

export const op = (id: number, index: number, operation: StoredOp['operation'], fields: Partial<StoredOp> = {}) =>
  ({
    id: `PortOperation-${id}`,
    databaseId: id,
    index,
    operation,
    port: `${operation} port`,
    rate: 0,
    speedNormal: 0,
    dwf: 0,
    ...fields,
  }) as StoredOp;

/** A stored order's fields, its operations given as their own fragment reads them. */
export type StoredOrderFields = Partial<Omit<CalcOrderFieldsFragment, 'operations'>> & { operations?: StoredOp[] };

/** Order 7 'Coal': Commence, Loading at 20,000 t/day, Discharging at 15,000 t/day, unless `fields` say otherwise. */
export function storedOrder(fields: StoredOrderFields = {}): CalcOrderFieldsFragment {
  const {
    operations = [op(1, 0, 'COMMENCE'), op(2, 1, 'LOADING', { rate: 20000 }), op(3, 2, 'DISCHARGING', { rate: 15000 })],
    ...rest
  } = fields;
  return {
    id: 'Order-7',
    databaseId: 7,
    name: 'Coal',
    freightMode: 'SINGLE_FREIGHT',
    updatedAt: '2026-11-20T00:00:00.000Z',
    cargoExtraDetails: [],
    ...rest,
    operations: operations.map((o) => makeFragmentData(o, calcOperationFields)),
  } as CalcOrderFieldsFragment;
}
