import { describe, expect, it } from 'vitest';
import { savedCalculatorState } from './saved-state';

const BASE = { databaseId: 9, orderId: 4, createdAt: '2026-11-20T10:00:00.000Z' };

describe('savedCalculatorState', () => {
  it('reads a legacy (REST) snapshot: the spec’s spellings, a row map keyed by index, lower-case levels', () => {
    const s = savedCalculatorState({
      ...BASE,
      cargoOrder: { name: 'Coal', freightMode: 'Multiple Freight', qtyMode: 'MINMAX', tcAdcom: '3.75', suez: 'true' },
      portOperation: [
        { id: 101, operation: 'Commence', port: 'TBN' },
        {
          id: 102,
          operation: 'Loading',
          port: 'Samarinda',
          rate: '8000',
          loadline: 'TF',
          sulfur: 'ECA',
          cargoDetails: { speedFactor: 5 },
        },
      ],
      fleet: {
        id: 77,
        port: 'Kaohsiung',
        splitHire: '[{"hireRate":12000,"NoDays":10}]',
        vessel: { vesselName: 'Ionian Galene', vesselDwt: 56_540 },
      },
      calculatorResult: {
        tcEq: 13880.9,
        warnings: [{ level: 'error', message: 'Stowage exceeds 98%', no: 1 }],
        portToPortOperationResultMap: {
          '1': { rowId: '102', operation: 'Loading', portDays: 7.1 },
          '0': { rowId: '101', operation: 'Commence' },
        },
      },
    });
    expect(s.draft.order).toMatchObject({
      name: 'Coal',
      freightMode: 'MULTIPLE_FREIGHT',
      qtyMode: 'MINMAX',
      tcAdcom: 3.75,
      suez: true,
    });
    expect(s.draft.operations.map((o) => [o.key, o.operation, o.rate, o.loadline, o.sulfur])).toEqual([
      ['101', 'COMMENCE', 0, 'SUMMER', 'NORMAL'],
      ['102', 'LOADING', 8000, 'TROPICAL_FRESH', 'ECA'],
    ]);
    expect(s.draft.operations[1]!.extra.speedFactor).toBe(5);
    expect(s.entry).toMatchObject({ databaseId: 77, vesselName: 'Ionian Galene', port: 'Kaohsiung', dwt: 56_540 });
    expect(s.entry.splitHire).toEqual([{ hireRate: 12000, NoDays: 10, applied: false, disable: false }]);
    expect(s.result.fleetId).toBe('77');
    expect(s.result.warnings).toEqual([{ no: 1, level: 'ERROR', message: 'Stowage exceeds 98%' }]);
    expect(s.result.portToPortOperationResultMap.map((r) => [r.rowId, r.operation, r.portDays])).toEqual([
      ['101', 'COMMENCE', 0],
      ['102', 'LOADING', 7.1],
    ]);
  });

  it('reads the web client’s snapshot (GraphQL enum names) the same way', () => {
    const s = savedCalculatorState({
      ...BASE,
      cargoOrder: { freightMode: 'SINGLE_FREIGHT', fuelCalculationMethod: 'FIFO', deliveryTerms: 'AFSPS' },
      portOperation: [{ id: 'new-1', operation: 'PASSING', port: 'Gibraltar', loadline: 'WINTER', lbmarker: 'LADEN' }],
      fleet: {},
      calculatorResult: null,
    });
    expect(s.draft.order).toMatchObject({
      freightMode: 'SINGLE_FREIGHT',
      fuelCalculationMethod: 'FIFO',
      deliveryTerms: 'AFSPS',
    });
    expect(s.draft.operations[0]).toMatchObject({
      key: 'new-1',
      id: null,
      operation: 'PASSING',
      loadline: 'WINTER',
      lbmarker: 'LADEN',
    });
    expect(s.result.tcEq).toBe(0);
    expect(s.result.explain.loadability.limits).toEqual({
      weightArrival: null,
      weightDeparture: null,
      cubic: null,
      order: null,
    });
  });
});
