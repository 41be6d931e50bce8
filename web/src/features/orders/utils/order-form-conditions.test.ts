import { describe, expect, it } from 'vitest';
import { blankRow, canMoveRow, formToInput, moveRow, newOrderForm, type OperationRowForm } from './order-form';

describe('formToInput: laden/ballast of the rows the server will create', () => {
  it('a Passing row between Loading and Discharging goes in laden, one after the last Discharging ballast', () => {
    const form = newOrderForm();
    // A new order's form starts at Loading (the server puts Commence first): the rule is positional.
    const [loading, discharging] = form.rows;
    form.rows = [loading!, blankRow('Passing'), discharging!, blankRow('Waiting')];
    const markers = formToInput(form).operations!.map((o) => [o.operation, o.lbmarker]);
    expect(markers).toEqual([
      ['LOADING', 'BALLAST'],
      ['PASSING', 'LADEN'],
      ['DISCHARGING', 'LADEN'],
      ['WAITING', 'BALLAST'],
    ]);
  });

  it('a stored row with a hand-set marker keeps it (none is sent for it)', () => {
    const form = newOrderForm();
    form.id = 3;
    form.rows = form.rows.map((r, i) => ({ ...r, id: 10 + i }));
    form.rows.splice(1, 0, blankRow('Passing'));
    const ops = formToInput(form).operations!;
    expect(ops.filter((o) => o.id !== undefined).every((o) => o.lbmarker === undefined)).toBe(true);
    expect(ops.find((o) => o.operation === 'PASSING')?.lbmarker).toBe('LADEN');
  });
});

describe('moving rows in the order dialog', () => {
  const saved = (
    operation: OperationRowForm['operation'],
    id: number,
    markerFollowsPlace: boolean,
  ): OperationRowForm => ({
    ...blankRow(operation),
    id,
    markerFollowsPlace,
  });

  it('moves a row up or down, never the first row and never above it', () => {
    const rows = [saved('Commence', 1, true), saved('Loading', 2, true), saved('Discharging', 3, true)];
    rows.push(blankRow('Bunkering'));
    expect(canMoveRow(rows, 0, 1)).toBe(false);
    expect(canMoveRow(rows, 1, -1)).toBe(false);
    expect(canMoveRow(rows, 3, 1)).toBe(false);
    const moved = moveRow(rows, 3, -1);
    expect(moved.map((r) => r.operation)).toEqual(['Commence', 'Loading', 'Bunkering', 'Discharging']);
    expect(moveRow(rows, 0, 1)).toEqual(rows);
  });

  it('a saved row that followed its place takes the marker of its new place; a hand-set one stays', () => {
    const form = newOrderForm();
    form.id = 7;
    form.rows = [
      saved('Commence', 1, true),
      saved('Loading', 2, true),
      saved('Discharging', 3, true),
      saved('Bunkering', 4, true),
      saved('Passing', 5, false),
    ];
    // The bunkering port moved mid-voyage (before discharge) sails laden; the hand-set Passing row keeps its own.
    form.rows = moveRow(form.rows, 3, -1);
    const ops = formToInput(form).operations!;
    expect(ops.map((o) => [o.id, o.lbmarker])).toEqual([
      [1, 'BALLAST'],
      [2, 'BALLAST'],
      [4, 'LADEN'],
      [3, 'LADEN'],
      [5, undefined],
    ]);
  });
});
