import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applySingleFreight,
  canAddOperation,
  canDeleteOperation,
  checkItinerary,
  factorForTerms,
  OPERATION_TYPES,
  ORDER_MSG,
  rowCommissions,
  validateOrder,
} from './order-rules.js';

const VALID = {
  name: 'Tubarao / Qingdao',
  access: 'public',
  freightMode: 'Single Freight',
  qtyMode: 'MOLOO',
  laycanStartDate: '2027-02-10T00:00:00Z',
  laycanEndDate: '2027-02-19T00:00:00Z',
};

describe('validateOrder', () => {
  it('accepts a complete order', () => {
    expect(validateOrder(VALID, [{ operation: 'Loading', port: 'Tubarao', rate: 80_000 }])).toEqual([]);
  });

  it("lists the spec's messages in form order, each with its field", () => {
    const issues = validateOrder({}, [
      { operation: 'Commence', port: '' },
      { operation: 'Loading', port: ' ', rate: 0 },
      { operation: 'Discharging', port: 'Qingdao', rate: -1 },
      { operation: 'Passing', port: null, rate: 0 },
    ]);
    expect(issues).toEqual([
      { field: 'name', message: 'Query Name is Required' },
      { field: 'access', message: 'Access Mode is Required' },
      { field: 'freightMode', message: 'Freight mode is Required' },
      { field: 'qtyMode', message: 'Qty option is Required' },
      { field: 'laycanStartDate', message: 'Laycan start date is Required' },
      { field: 'laycanEndDate', message: 'Laycan end date is Required' },
      { field: 'operations[1].port', message: 'Loading PORT is required' },
      { field: 'operations[1].rate', message: 'Loading RATE must be greater than 0' },
      { field: 'operations[2].rate', message: 'Discharging RATE must be greater than 0' },
      { field: 'operations[2].rate', message: 'operations[2].rate cannot be negative' },
      { field: 'operations[3].port', message: 'Passing PORT is required' },
    ]);
  });

  it('refuses a laycan that ends before it starts, names the rows field as asked', () => {
    const issues = validateOrder(
      { ...VALID, laycanEndDate: '2027-02-09T00:00:00Z' },
      [{ operation: 'Loading', port: 'X', rate: 1 }],
      'cargoList',
    );
    expect(issues).toEqual([{ field: 'laycanEndDate', message: ORDER_MSG.laycanEndBeforeStart }]);
    expect(validateOrder(VALID, [{ operation: 'Loading', rate: 1 }], 'cargoList')[0]?.field).toBe('cargoList[0].port');
  });

  it('checks text widths and number ranges, nested details included', () => {
    const issues = validateOrder({ ...VALID, name: 'x'.repeat(201), tcAdcom: 101 }, [
      { operation: 'Passing', port: 'P', lat: 91, extraDetail: { bnkrFactor: -2 } },
    ]);
    expect(issues.map((i) => i.field)).toEqual([
      'name',
      'tcAdcom',
      'operations[0].lat',
      'operations[0].extraDetail.bnkrFactor',
    ]);
    expect(issues[0]?.message).toBe('name must be at most 200 characters');
  });
});

describe('operation types', () => {
  it('adds and deletes only Passing, Waiting, Bunkering, Redelivery and Relay', () => {
    const extras = OPERATION_TYPES.filter(canAddOperation);
    expect(extras).toEqual(['Passing', 'Waiting', 'Bunkering', 'Redelivery', 'Relay']);
    expect(OPERATION_TYPES.filter(canDeleteOperation)).toEqual(extras);
  });

  it('keeps Commence first and alone, and Loading before Discharging', () => {
    expect(checkItinerary(['Commence', 'Loading', 'Passing', 'Discharging'], { complete: true })).toEqual([]);
    expect(checkItinerary(['Loading', 'Commence', 'Discharging'], { complete: true })).toEqual([
      { field: 'operations[1].operation', message: ORDER_MSG.commenceFirst },
    ]);
    expect(checkItinerary(['Commence', 'Loading', 'Commence', 'Discharging'], { complete: true })[0]?.message).toBe(
      ORDER_MSG.oneCommence,
    );
    expect(checkItinerary(['Commence', 'Discharging', 'Loading'], { complete: true })[0]).toEqual({
      field: 'operations[1].operation',
      message: ORDER_MSG.loadingBeforeDischarging,
    });
    expect(checkItinerary(['Commence'], { complete: true })).toEqual([
      { field: 'operations', message: ORDER_MSG.loadingAndDischarging },
    ]);
    expect(checkItinerary(['Commence'], { complete: false })).toEqual([]);
  });
});

describe('applySingleFreight', () => {
  const rows = [
    { operation: 'Commence', freight: 0, adcom: 0, other: 0, brokerage: 0 },
    { operation: 'Loading', freight: 21.5, adcom: 3.75, other: 0.5, brokerage: 1.25 },
    { operation: 'Loading', freight: 19, adcom: 1, other: 0, brokerage: 0 },
    { operation: 'Discharging', freight: 7, adcom: 0, other: 0, brokerage: 0 },
  ];

  it("copies the first Loading row's freight terms to later Loading rows only", () => {
    const out = applySingleFreight(rows, 'Single Freight');
    expect(out[2]).toEqual({ operation: 'Loading', freight: 21.5, adcom: 3.75, other: 0.5, brokerage: 1.25 });
    expect(out[3]).toEqual(rows[3]);
    expect(rows[2]?.freight).toBe(19);
  });

  it('leaves Multiple Freight alone', () => {
    expect(applySingleFreight(rows, 'Multiple Freight')).toEqual(rows);
  });

  it('property: after Single Freight every Loading row has the same terms', () => {
    const row = fc.record({
      operation: fc.constantFrom(...OPERATION_TYPES),
      freight: fc.double({ min: 0, max: 100, noNaN: true }),
      adcom: fc.double({ min: 0, max: 5, noNaN: true }),
      other: fc.double({ min: 0, max: 5, noNaN: true }),
      brokerage: fc.double({ min: 0, max: 5, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 8 }), (list) => {
        const loading = applySingleFreight(list, 'Single Freight').filter((r) => r.operation === 'Loading');
        const terms = new Set(loading.map((r) => `${r.freight}|${r.adcom}|${r.other}|${r.brokerage}`));
        expect(terms.size).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('commissions and terms', () => {
  it('ttlComm = adcom + brokerage + other; netFrt = freight x (1 - ttlComm / 100)', () => {
    expect(rowCommissions({ freight: 20, adcom: 3.75, brokerage: 1.25, other: 0 })).toEqual({ ttlComm: 5, netFrt: 19 });
  });

  it('sets the factor from the terms table', () => {
    expect(factorForTerms('SHINC')).toBe(1);
    expect(factorForTerms('SHEX-24hrs')).toBeCloseTo(1.1667, 4);
    expect(factorForTerms('whenever')).toBeUndefined();
  });
});
