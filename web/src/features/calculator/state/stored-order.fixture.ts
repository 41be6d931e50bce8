import type { CalcOrderFieldsFragment } from '../../../__generated__/graphql';

/** Test builders of a stored order as the calculator reads it (draft-from-order and draft-conflict tests). */
export type StoredOp = CalcOrderFieldsFragment['operations'][number];

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

/** Order 7 'Coal': Commence, Loading at 20,000 t/day, Discharging at 15,000 t/day, unless `fields` say otherwise. */
export function storedOrder(fields: Partial<CalcOrderFieldsFragment> = {}): CalcOrderFieldsFragment {
  return {
    id: 'Order-7',
    databaseId: 7,
    name: 'Coal',
    freightMode: 'SINGLE_FREIGHT',
    updatedAt: '2026-11-20T00:00:00.000Z',
    operations: [op(1, 0, 'COMMENCE'), op(2, 1, 'LOADING', { rate: 20000 }), op(3, 2, 'DISCHARGING', { rate: 15000 })],
    cargoExtraDetails: [],
    ...fields,
  } as CalcOrderFieldsFragment;
}
