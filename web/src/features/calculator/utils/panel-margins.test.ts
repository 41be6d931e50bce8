import { describe, expect, it } from 'vitest';
import { blankExtra } from '../state/draft-from-order';
import { addOperation } from '../state/draft-ops';
import type { CalculatorDraft, OperationRow } from '../state/types';
import { cargoSummary, loadingFreight } from './panel-cargo';
import { operationLabel, parseNumberText } from './panel-format';
import { marginOf, resetMargin, setMarginAll, sharedMargin, sharedValue } from './panel-margins';

function emptyDraft(): CalculatorDraft {
  return {
    orderId: 1,
    baseUpdatedAt: '2026-11-01T00:00:00.000Z',
    order: { freightMode: 'SINGLE_FREIGHT', qtyMode: 'MOLOO' } as CalculatorDraft['order'],
    operations: [],
    added: 0,
  };
}

function row(key: string, operation: OperationRow['operation'], patch: Partial<OperationRow> = {}): OperationRow {
  const base = addOperation(emptyDraft(), { operation: 'PASSING', port: 'X' }).operations[0]!;
  return { ...base, key, id: Number(key), operation, isExtra: false, extra: blankExtra(), ...patch };
}

function draft(): CalculatorDraft {
  return {
    ...emptyDraft(),
    operations: [
      row('1', 'COMMENCE', { dwf: 2 }),
      row('2', 'LOADING', { dwf: 2, cargo: 'Coal', cargoQty: 50_000, min: 48_000, max: 52_000, freight: 21.5 }),
      row('3', 'LOADING', { dwf: 2, cargo: 'Coal', cargoQty: 10_000, min: 9_000, max: 11_000, freight: 21.5 }),
      row('4', 'DISCHARGING', { dwf: 2, cargoQty: 60_000 }),
    ],
  };
}

describe('Margin and Allowances: one value for all rows, or View / Reset', () => {
  it('sharedValue answers the common value, null when rows differ, 0 for no rows', () => {
    expect(sharedValue([{ v: 3 }, { v: 3 }], (r) => r.v)).toBe(3);
    expect(sharedValue([{ v: 3 }, { v: 4 }], (r) => r.v)).toBeNull();
    expect(sharedValue([], () => 1)).toBe(0);
    expect(sharedValue([{ v: 0 }], (r) => r.v)).toBe(0);
  });

  it('reads DWF from the row and the other items from its extra detail', () => {
    const d = draft();
    expect(sharedMargin(d, 'dwf')).toBe(2);
    expect(sharedMargin(d, 'speedFactor')).toBe(0);
    const one = {
      ...d,
      operations: d.operations.map((r, i) => (i === 1 ? { ...r, extra: { ...r.extra, bnkrFactor: 5 } } : r)),
    };
    expect(sharedMargin(one, 'bnkrFactor')).toBeNull();
    expect(marginOf(one.operations[1]!, 'bnkrFactor')).toBe(5);
  });

  it('an edit of a shared value applies to every row', () => {
    const d = setMarginAll(draft(), 'speedReduce', 0.5);
    expect(d.operations.map((r) => r.extra.speedReduce)).toEqual([0.5, 0.5, 0.5, 0.5]);
    const dwf = setMarginAll(draft(), 'dwf', 3);
    expect(dwf.operations.map((r) => r.dwf)).toEqual([3, 3, 3, 3]);
  });

  it('Reset sets 0 on every row, whatever they held', () => {
    const mixed = {
      ...draft(),
      operations: draft().operations.map((r, i) => ({ ...r, dwf: i, extra: { ...r.extra, speedFactor: i * 2 } })),
    };
    expect(sharedMargin(mixed, 'dwf')).toBeNull();
    const dwf = resetMargin(mixed, 'dwf');
    expect(dwf.operations.map((r) => r.dwf)).toEqual([0, 0, 0, 0]);
    expect(sharedMargin(dwf, 'dwf')).toBe(0);
    const sf = resetMargin(mixed, 'speedFactor');
    expect(sf.operations.map((r) => r.extra.speedFactor)).toEqual([0, 0, 0, 0]);
    expect(sf.operations.map((r) => r.dwf)).toEqual([0, 1, 2, 3]);
  });
});

describe('Cargo Details and Freight and Result helpers', () => {
  it('summarises cargo and quantities (MOLOO sums cargo qty, MINMAX shows min - max)', () => {
    expect(cargoSummary(draft())).toEqual({ cargo: 'Coal', loadQty: '60,000', dischargeQty: '60,000' });
    const minmax = { ...draft(), order: { ...draft().order, qtyMode: 'MINMAX' as const } };
    expect(cargoSummary(minmax).loadQty).toBe('57,000 - 63,000');
  });

  it('shows the first Loading row’s freight', () => {
    expect(loadingFreight(draft())).toBe(21.5);
    expect(loadingFreight(emptyDraft())).toBe(0);
  });
});

describe('panel formats', () => {
  it('reads typed numbers; blank is 0, partial text is not yet a number', () => {
    expect(parseNumberText('12.5')).toBe(12.5);
    expect(parseNumberText('')).toBe(0);
    expect(parseNumberText('1.')).toBe(1);
    expect(parseNumberText('-')).toBeNull();
    expect(parseNumberText('abc')).toBeNull();
    expect(operationLabel('DISCHARGING')).toBe('Discharging');
  });
});
