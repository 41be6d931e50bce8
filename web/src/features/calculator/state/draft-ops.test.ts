import { describe, expect, it } from 'vitest';
import { blankExtra } from './draft-from-order';
import {
  addOperation,
  deleteOperation,
  moveOperation,
  patchAllExtras,
  patchOperation,
  patchOrder,
  setLegDistances,
  setLoadingFreight,
} from './draft-ops';
import type { CalculatorDraft, OperationRow } from './types';

function row(key: string, operation: OperationRow['operation'], extra: Partial<OperationRow> = {}): OperationRow {
  const base = addOperation(emptyDraft(), { operation: 'PASSING', port: 'X' }).operations[0]!;
  return {
    ...base,
    key,
    id: Number(key),
    operation,
    isExtra: false,
    port: `${operation} port`,
    extra: blankExtra(),
    ...extra,
  };
}

function emptyDraft(): CalculatorDraft {
  return {
    orderId: 1,
    baseUpdatedAt: '2026-11-01T00:00:00.000Z',
    order: { freightMode: 'SINGLE_FREIGHT' } as CalculatorDraft['order'],
    operations: [],
    added: 0,
  };
}

function draft(): CalculatorDraft {
  return {
    ...emptyDraft(),
    operations: [
      row('1', 'COMMENCE', { index: 0 }),
      row('2', 'LOADING', { index: 1, freight: 20, adcom: 3.75, other: 0, brokerage: 1.25 }),
      row('3', 'LOADING', { index: 2, freight: 18, adcom: 2.5, other: 1, brokerage: 1 }),
      row('4', 'DISCHARGING', { index: 3 }),
    ],
  };
}

describe('calculator draft edits', () => {
  it('Single Freight copies the first Loading row’s freight terms to later Loading rows', () => {
    const d = patchOperation(draft(), '2', { freight: 22.5 });
    expect(d.operations.map((r) => r.freight)).toEqual([0, 22.5, 22.5, 0]);
    expect(d.operations[2]!.adcom).toBe(3.75);
    const multiple = patchOperation(patchOrder(draft(), { freightMode: 'MULTIPLE_FREIGHT' }), '3', { freight: 17 });
    expect(multiple.operations.map((r) => r.freight)).toEqual([0, 20, 17, 0]);
  });

  it('a terms change sets the factor from the table unless a factor is given', () => {
    expect(patchOperation(draft(), '4', { terms: 'SHEX-24hrs' }).operations[3]!.factor).toBe(1.1667);
    expect(patchOperation(draft(), '4', { terms: 'SHEX-24hrs', factor: 1.5 }).operations[3]!.factor).toBe(1.5);
    expect(patchOperation(draft(), '4', { terms: 'custom' }).operations[3]!.factor).toBe(1);
  });

  it('a freight rate edit writes every Loading row', () => {
    const d = setLoadingFreight(patchOrder(draft(), { freightMode: 'MULTIPLE_FREIGHT' }), 31);
    expect(d.operations.map((r) => r.freight)).toEqual([0, 31, 31, 0]);
  });

  it('adds only the extra operation types, never before Commence, and only with a port', () => {
    const d = draft();
    expect(addOperation(d, { operation: 'LOADING', port: 'Santos' })).toBe(d);
    expect(addOperation(d, { operation: 'PASSING', port: ' ' })).toBe(d);
    const added = addOperation(d, { operation: 'BUNKERING', port: 'Singapore' }, 0);
    expect(added.operations.map((r) => r.operation)).toEqual([
      'COMMENCE',
      'BUNKERING',
      'LOADING',
      'LOADING',
      'DISCHARGING',
    ]);
    expect(added.operations.map((r) => r.index)).toEqual([0, 1, 2, 3, 4]);
    expect(added.operations[1]!.key).toBe('new-1');
    const last = addOperation(added, { operation: 'REDELIVERY', port: 'Gibraltar' });
    expect(last.operations.at(-1)!.key).toBe('new-2');
  });

  it('deletes only Passing, Waiting, Bunkering, Redelivery and Relay rows', () => {
    const d = addOperation(draft(), { operation: 'WAITING', port: 'Anchorage' });
    expect(deleteOperation(d, '4')).toBe(d);
    expect(deleteOperation(d, '1')).toBe(d);
    expect(deleteOperation(d, 'new-1').operations.map((r) => r.key)).toEqual(['1', '2', '3', '4']);
  });

  it('refuses to move Commence or to put a row before it', () => {
    const d = draft();
    expect(moveOperation(d, 0, 2)).toBe(d);
    expect(moveOperation(d, 2, 0)).toBe(d);
    expect(moveOperation(d, 1, 1)).toBe(d);
    expect(moveOperation(d, 3, 1).operations.map((r) => r.key)).toEqual(['1', '4', '2', '3']);
  });

  it('applies routed leg distances, returning the same draft when nothing changes', () => {
    const d = setLegDistances(draft(), new Map([['4', { distNormal: 5000, distEca: 120 }]]));
    expect(d.operations[3]).toMatchObject({ distNormal: 5000, distEca: 120 });
    expect(setLegDistances(d, new Map([['4', { distNormal: 5000, distEca: 120 }]]))).toBe(d);
  });

  it('a row added after Loading is laden, after the last Discharging ballast, whatever its neighbour says', () => {
    const d = draft();
    const passing = addOperation(d, { operation: 'PASSING', port: 'Cape Agulhas' }, 2);
    expect(passing.operations[2]).toMatchObject({ key: 'new-1', lbmarker: 'LADEN', speedNormal: 0, speedECA: 0 });
    const after = addOperation(d, { operation: 'WAITING', port: 'Anchorage' });
    expect(after.operations.at(-1)!.lbmarker).toBe('BALLAST');
    const first = addOperation(d, { operation: 'BUNKERING', port: 'Singapore' }, 1);
    expect(first.operations[1]!.lbmarker).toBe('BALLAST');
  });

  it("a new row takes the order's DWF and margins: the shared value, else its predecessor's", () => {
    const margins = { ...blankExtra(), speedFactor: 5, speedReduce: 0.5, bnkrFactor: 3 };
    const shared: CalculatorDraft = {
      ...draft(),
      operations: draft().operations.map((r) => ({ ...r, dwf: 5, extra: margins })),
    };
    const row = addOperation(shared, { operation: 'PASSING', port: 'Gibraltar' }, 2).operations[2]!;
    expect(row.dwf).toBe(5);
    expect(row.extra).toMatchObject({ speedFactor: 5, speedReduce: 0.5, bnkrFactor: 3 });
    const mixed = patchOperation(shared, '4', { dwf: 8 });
    expect(addOperation(mixed, { operation: 'PASSING', port: 'Gibraltar' }).operations.at(-1)!.dwf).toBe(8);
    expect(addOperation(mixed, { operation: 'PASSING', port: 'Gibraltar' }, 2).operations[2]!.dwf).toBe(5);
  });

  it('a reorder recomputes derived B/L markers and keeps one set by hand', () => {
    const stored = ['BALLAST', 'BALLAST', 'LADEN', 'LADEN'] as const;
    const base = { ...draft(), operations: draft().operations.map((r, i) => ({ ...r, lbmarker: stored[i]! })) };
    const d = addOperation(base, { operation: 'PASSING', port: 'Cape Agulhas' }, 2);
    expect(d.operations.map((r) => r.lbmarker)).toEqual(['BALLAST', 'BALLAST', 'LADEN', 'LADEN', 'LADEN']);
    // The Passing row dragged before the first Loading sails ballast; the Loading row after it too.
    const moved = moveOperation(d, 2, 1);
    expect(moved.operations.map((r) => [r.key, r.lbmarker])).toEqual([
      ['1', 'BALLAST'],
      ['new-1', 'BALLAST'],
      ['2', 'BALLAST'],
      ['3', 'LADEN'],
      ['4', 'LADEN'],
    ]);
    const byHand = patchOperation(d, 'new-1', { lbmarker: 'BALLAST' });
    const kept = moveOperation(byHand, 2, 3);
    expect(kept.operations.map((r) => [r.key, r.lbmarker])).toEqual([
      ['1', 'BALLAST'],
      ['2', 'BALLAST'],
      ['3', 'LADEN'],
      ['new-1', 'BALLAST'],
      ['4', 'LADEN'],
    ]);
  });

  it('sets a margin on every row at once', () => {
    const d = patchAllExtras(draft(), { speedFactor: 0 });
    expect(d.operations.every((r) => r.extra.speedFactor === 0)).toBe(true);
  });
});
