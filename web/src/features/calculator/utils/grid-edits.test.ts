import { describe, expect, it } from 'vitest';
import { PORT_MSG } from '../../../../../shared/ports/port-choice';
import { EMPTY_PORT } from '../../orders/utils/port-entry';
import { addOperation, moveOperation, patchOperation } from '../state/draft-ops';
import type { CalcOrder, CalculatorDraft } from '../state/types';
import { CALC_MSG } from './calculator-messages';
import { applyAddOperation, dropMove, isDeletable, isManualCargoTx, setManualCargoTx } from './grid-edits';

function draft(): CalculatorDraft {
  const order = { freightMode: 'SINGLE_FREIGHT', cargoTransactionMode: null } as unknown as CalcOrder;
  let d: CalculatorDraft = { orderId: 1, baseUpdatedAt: '', order, operations: [], added: 0 };
  for (const port of ['', 'Tubarao', 'Qingdao', 'Yantai'])
    d = addOperation(d, { operation: 'PASSING', port: port || 'x' });
  const [c, l, q, y] = d.operations;
  d = patchOperation(d, c!.key, { operation: 'COMMENCE', port: '' });
  d = patchOperation(d, l!.key, { operation: 'LOADING' });
  d = patchOperation(d, q!.key, { operation: 'DISCHARGING', cargoTxOverriddenValue: null });
  return patchOperation(d, y!.key, { operation: 'DISCHARGING', cargoTxOverriddenValue: 5 });
}

describe('the Cargo Tx switch', () => {
  it('on: mode MANUAL and every Discharging row typed as 0; other rows untouched', () => {
    const d = setManualCargoTx(draft(), true);
    expect(d.order.cargoTransactionMode).toBe('MANUAL');
    expect(d.operations.map((r) => r.cargoTxOverriddenValue)).toEqual([null, null, 0, 0]);
    expect(isManualCargoTx(d.order.cargoTransactionMode)).toBe(true);
  });

  it('off: mode null and the typed values forgotten', () => {
    const d = setManualCargoTx(setManualCargoTx(draft(), true), false);
    expect(d.order.cargoTransactionMode).toBeNull();
    expect(d.operations.every((r) => r.cargoTxOverriddenValue === null)).toBe(true);
    expect(isManualCargoTx(d.order.cargoTransactionMode)).toBe(false);
  });

  it('reads automatic spellings as not manual', () => {
    for (const mode of [null, undefined, '', 'AUTO', 'default', 'false']) expect(isManualCargoTx(mode)).toBe(false);
    expect(isManualCargoTx('manual')).toBe(true);
  });
});

describe('Add Operation', () => {
  const port = { ...EMPTY_PORT, port: 'Singapore', portId: 7, lat: 1.264, lng: 103.84, country: 'Singapore' };

  it("refuses a missing port with 'Port is required' and adds nothing", () => {
    const d = draft();
    const out = applyAddOperation(d, { operation: 'PASSING', port: { ...port, port: '  ' }, afterRow: null });
    expect(out.error).toBe(CALC_MSG.portRequired);
    expect(out.draft).toBe(d);
  });

  it('adds last, or after the chosen row', () => {
    const d = draft();
    const last = applyAddOperation(d, { operation: 'BUNKERING', port, afterRow: null });
    expect(last.error).toBeNull();
    expect(last.draft.operations.at(-1)).toMatchObject({ operation: 'BUNKERING', port: 'Singapore', lat: 1.264 });
    const after2 = applyAddOperation(d, { operation: 'PASSING', port, afterRow: 2 });
    expect(after2.draft.operations.map((r) => r.operation)).toEqual([
      'COMMENCE',
      'LOADING',
      'PASSING',
      'DISCHARGING',
      'DISCHARGING',
    ]);
  });

  it('refuses text that is no port, and a custom point without its position; adds a custom point with one', () => {
    const d = draft();
    const untied = applyAddOperation(d, {
      operation: 'PASSING',
      port: { ...EMPTY_PORT, port: 'Atlantis' },
      afterRow: null,
    });
    expect(untied.error).toBe(PORT_MSG.unknown('Atlantis'));
    expect(untied.draft).toBe(d);
    const point = { ...EMPTY_PORT, port: 'Cape of Good Hope', customPoint: true };
    expect(applyAddOperation(d, { operation: 'PASSING', port: point, afterRow: null }).error).toBe(
      PORT_MSG.customNeedsPosition,
    );
    const placed = applyAddOperation(d, {
      operation: 'PASSING',
      port: { ...point, lat: -34.36, lng: 18.47 },
      afterRow: null,
    });
    expect(placed.draft.operations.at(-1)).toMatchObject({
      port: 'Cape of Good Hope',
      customPoint: true,
      portId: null,
    });
  });

  it('never adds Commence, Loading or Discharging', () => {
    expect(applyAddOperation(draft(), { operation: 'LOADING', port, afterRow: null }).error).toBe(
      CALC_MSG.portRequired,
    );
  });

  it('lets only the extra types be deleted', () => {
    expect(draft().operations.map(isDeletable)).toEqual([false, false, false, false]);
    expect(isDeletable({ operation: 'RELAY' })).toBe(true);
  });
});

describe('dropMove', () => {
  const ops = draft().operations;
  it('passes an ordinary drag on', () => {
    expect(dropMove(ops, 3, 2)).toEqual({ from: 3, to: 2 });
  });
  it('refuses Commence, a drop onto row 0, no destination or no move', () => {
    expect(dropMove(ops, 0, 2)).toBeNull();
    expect(dropMove(ops, 2, 0)).toBeNull();
    expect(dropMove(ops, 2, null)).toBeNull();
    expect(dropMove(ops, 2, 2)).toBeNull();
  });
  it('agrees with moveOperation on what changes', () => {
    const d = draft();
    const move = dropMove(d.operations, 3, 2)!;
    const moved = moveOperation(d, move.from, move.to);
    expect(moved.operations.map((r) => r.key)).toEqual([
      d.operations[0]!.key,
      d.operations[1]!.key,
      d.operations[3]!.key,
      d.operations[2]!.key,
    ]);
  });
});
