import { describe, expect, it } from 'vitest';
import { addOperation, patchOperation, patchOrder } from './draft-ops';
import { draftFromOrder, rebaseDraft } from './draft-from-order';
import { op, storedOrder } from './stored-order.fixture';

const order = storedOrder;

describe('draftFromOrder', () => {
  it('keys rows by their id in index order, each with a blank extra detail when none is stored', () => {
    const d = draftFromOrder(
      order({ operations: [op(3, 2, 'DISCHARGING'), op(1, 0, 'COMMENCE'), op(2, 1, 'LOADING')] }),
    );
    expect(d.operations.map((r) => r.key)).toEqual(['1', '2', '3']);
    expect(d.operations[1]!.extra).toMatchObject({ id: null, speedFactor: 0, reserve: 'RESERVE' });
  });
});

describe('rebaseDraft', () => {
  it('takes the order dialog’s fields from the server and keeps the calculator’s own edits', () => {
    let d = draftFromOrder(order());
    d = patchOperation(d, '2', { speedNormal: 12.5, rate: 21000 });
    d = patchOrder(d, { tcAdcom: 2.5 });
    d = addOperation(d, { operation: 'BUNKERING', port: 'Singapore' });
    const saved = order({
      name: 'Coal (revised)',
      updatedAt: '2026-11-21T00:00:00.000Z',
      operations: [
        op(1, 0, 'COMMENCE'),
        op(2, 1, 'LOADING', { rate: 25000 }),
        op(4, 2, 'DISCHARGING', { port: 'Rizhao' }),
      ],
    });
    const r = rebaseDraft(d, saved);
    expect(r.order).toMatchObject({ name: 'Coal (revised)', tcAdcom: 2.5, updatedAt: '2026-11-21T00:00:00.000Z' });
    expect(r.operations.map((x) => x.key)).toEqual(['1', '2', 'new-1', '4']);
    expect(r.operations.find((x) => x.key === '2')).toMatchObject({ rate: 25000, speedNormal: 12.5 });
    expect(r.operations.map((x) => x.index)).toEqual([0, 1, 2, 3]);
    expect(r.baseUpdatedAt).toBe('2026-11-21T00:00:00.000Z');
  });
});
