import { describe, expect, it } from 'vitest';
import { ORDER_MSG } from '../../../shared/validation/order-rules.js';
import { planItinerary, type ExistingRow, type PlanOptions } from './itinerary-plan.js';
import { OperationType } from './order.enums.js';

const STORED: ExistingRow[] = [
  { id: 10, operation: 'Commence', port: '', rate: 0 },
  { id: 11, operation: 'Loading', port: 'Tubarao', rate: 80_000 },
  { id: 12, operation: 'Passing', port: 'Cape of Good Hope', rate: 0 },
  { id: 13, operation: 'Discharging', port: 'Qingdao', rate: 30_000 },
];
const REPLACE: PlanOptions = { mode: 'replace', field: 'operations', onlyExtraAdds: false, complete: true };
const APPEND: PlanOptions = { mode: 'append', field: 'cargoList', onlyExtraAdds: true, complete: false };
const ids = (plan: ReturnType<typeof planItinerary>) => plan.rows.map((r) => r.existingId ?? r.operation);

describe('planItinerary', () => {
  it('adds Commence as row 0 to a new order', () => {
    const plan = planItinerary(
      [],
      [
        { operation: OperationType.LOADING, port: 'A', rate: 1 },
        { operation: OperationType.DISCHARGING, port: 'B', rate: 1 },
      ],
      REPLACE,
    );
    expect(plan.issues).toEqual([]);
    expect(plan.rows.map((r) => r.operation)).toEqual(['Commence', 'Loading', 'Discharging']);
    expect(plan.rows[0]?.inputIndex).toBeNull();
  });

  it('keeps the stored Commence when the list leaves it out, deletes an omitted Passing row', () => {
    const plan = planItinerary(STORED, [{ id: 11 }, { id: 13, port: 'Rizhao' }], REPLACE);
    expect(plan.issues).toEqual([]);
    expect(ids(plan)).toEqual([10, 11, 13]);
    expect(plan.removedIds).toEqual([12]);
  });

  it('refuses to delete Loading or Discharging rows', () => {
    const plan = planItinerary(STORED, [{ id: 11 }, { id: 12 }], REPLACE);
    expect(plan.issues).toContainEqual({ field: 'operations', message: ORDER_MSG.cannotDelete('Discharging') });
  });

  it('refuses a reorder that moves Commence, and a type change of a Loading row', () => {
    const moved = planItinerary(STORED, [{ id: 11 }, { id: 10 }, { id: 12 }, { id: 13 }], REPLACE);
    expect(moved.issues).toContainEqual({ field: 'operations[1].operation', message: ORDER_MSG.commenceFirst });
    const retyped = planItinerary(
      STORED,
      [{ id: 10 }, { id: 11, operation: OperationType.WAITING }, { id: 12 }, { id: 13 }],
      REPLACE,
    );
    expect(retyped.issues).toContainEqual({
      field: 'operations[1].operation',
      message: ORDER_MSG.cannotChangeType('Loading', 'Waiting'),
    });
    const extraSwap = planItinerary(
      STORED,
      [{ id: 10 }, { id: 11 }, { id: 12, operation: OperationType.RELAY }, { id: 13 }],
      REPLACE,
    );
    expect(extraSwap.issues).toEqual([]);
  });

  it('validates rows merged with what is stored, and names unknown or repeated ids', () => {
    const plan = planItinerary(STORED, [{ id: 11, rate: 0 }, { id: 99 }, { id: 13 }, { id: 13 }, { id: 12 }], REPLACE);
    expect(plan.issues).toEqual([
      { field: 'operations[0].rate', message: 'Loading RATE must be greater than 0' },
      { field: 'operations[1].id', message: 'Port operation 99 is not an operation of this order' },
      { field: 'operations[3].id', message: 'Port operation 13 is listed twice' },
    ]);
  });

  it('appends after the stored rows, and only the extra types once the order has cargo rows', () => {
    const ok = planItinerary(STORED, [{ operation: OperationType.BUNKERING, port: 'Singapore' }], APPEND);
    expect(ok.issues).toEqual([]);
    expect(ids(ok)).toEqual([10, 11, 12, 13, 'Bunkering']);
    const refused = planItinerary(STORED, [{ operation: OperationType.LOADING, port: 'X', rate: 5 }], APPEND);
    expect(refused.issues).toEqual([{ field: 'cargoList[0].operation', message: ORDER_MSG.cannotAdd('Loading') }]);
  });

  it('lets the legacy client post the first cargo rows of a new order', () => {
    const plan = planItinerary(
      [{ id: 1, operation: 'Commence', port: '', rate: 0 }],
      [
        { operation: OperationType.LOADING, port: 'A', rate: 1 },
        { operation: OperationType.DISCHARGING, port: 'B', rate: 1 },
      ],
      { ...APPEND, onlyExtraAdds: false },
    );
    expect(plan.issues).toEqual([]);
    expect(ids(plan)).toEqual([1, 'Loading', 'Discharging']);
  });

  it('needs a known terms value unless a factor is given', () => {
    const row = { operation: OperationType.PASSING, port: 'P', terms: 'SHEX-13hrs-ish' };
    expect(planItinerary(STORED, [row], APPEND).issues).toEqual([
      { field: 'cargoList[0].terms', message: ORDER_MSG.unknownTerms('SHEX-13hrs-ish') },
    ]);
    expect(planItinerary(STORED, [{ ...row, factor: 1.05 }], APPEND).issues).toEqual([]);
  });
});
