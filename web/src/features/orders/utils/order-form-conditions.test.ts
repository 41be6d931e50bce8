import { describe, expect, it } from 'vitest';
import { blankRow, formToInput, newOrderForm } from './order-form';

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

  it('a stored row keeps its own marker (none is sent for it)', () => {
    const form = newOrderForm();
    form.id = 3;
    form.rows = form.rows.map((r, i) => ({ ...r, id: 10 + i }));
    form.rows.splice(1, 0, blankRow('Passing'));
    const ops = formToInput(form).operations!;
    expect(ops.filter((o) => o.id !== undefined).every((o) => o.lbmarker === undefined)).toBe(true);
    expect(ops.find((o) => o.operation === 'PASSING')?.lbmarker).toBe('LADEN');
  });
});
