import { describe, expect, it } from 'vitest';
import { addOperation, deleteOperation, patchExtra, patchOperation, patchOrder } from './draft-ops';
import { draftFromOrder } from './draft-from-order';
import { reapplyDraft } from './draft-conflict';
import { op, storedOrder } from './stored-order.fixture';

const order = (fields: Parameters<typeof storedOrder>[0] = {}) => storedOrder({ version: 3, tcAdcom: 0, ...fields });

describe('reapplyDraft (after a CONFLICT on Save to order)', () => {
  it("puts the user's edits over the newer order and takes its version and every field the user left alone", () => {
    let mine = draftFromOrder(order());
    mine = patchOperation(mine, '2', { rate: 21000 });
    mine = patchOrder(mine, { tcAdcom: 2.5 });
    mine = patchExtra(mine, '3', { speedFactor: 4 });
    mine = addOperation(mine, { operation: 'BUNKERING', port: 'Singapore' }, 2);
    // Meanwhile a colleague renamed the order, changed the discharging rate and added a Passing row.
    const theirs = order({
      version: 4,
      name: 'Coal (revised)',
      updatedAt: '2026-11-21T00:00:00.000Z',
      operations: [
        op(1, 0, 'COMMENCE'),
        op(2, 1, 'LOADING', { rate: 20000 }),
        op(3, 2, 'DISCHARGING', { rate: 16000 }),
        op(9, 3, 'PASSING', { port: 'Gibraltar' }),
      ],
    });
    const out = reapplyDraft(mine, theirs);
    expect(out.baseVersion).toBe(4);
    expect(out.order).toMatchObject({ name: 'Coal (revised)', tcAdcom: 2.5, version: 4 });
    expect(out.operations.map((r) => [r.id, r.operation, r.rate, r.index])).toEqual([
      [1, 'COMMENCE', 0, 0],
      [2, 'LOADING', 21000, 1],
      [null, 'BUNKERING', 0, 2],
      [3, 'DISCHARGING', 16000, 3],
      [9, 'PASSING', 0, 4],
    ]);
    expect(out.operations[3]!.extra.speedFactor).toBe(4);
    // The next conflict compares with the order the edits were re-applied to.
    expect(out.base?.order.name).toBe('Coal (revised)');
  });

  it('keeps a row the user deleted deleted', () => {
    const stored = [op(1, 0, 'COMMENCE'), op(2, 1, 'LOADING'), op(4, 2, 'PASSING'), op(3, 3, 'DISCHARGING')];
    const mine = deleteOperation(draftFromOrder(order({ operations: stored })), '4');
    const out = reapplyDraft(mine, order({ version: 4, name: 'Other', operations: stored }));
    expect(out.operations.map((r) => r.id)).toEqual([1, 2, 3]);
  });
});
