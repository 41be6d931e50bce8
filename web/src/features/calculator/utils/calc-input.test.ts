import { describe, expect, it } from 'vitest';
import type { CalculatorDraft, FleetEntry } from '../state/types';
import { calculateInput } from './calc-input';

// Only the fields these tests read; the builder copies whatever contract fields a record carries.
const draft = {
  orderId: 12,
  order: {
    id: 12,
    name: 'Coal',
    calculationFormat: 'stale',
    laycanStartDate: '2027-03-10T00:00:00.000Z',
    suez: true,
    eca: false,
    message: 'not a calculation field',
    __typename: 'Order',
  },
  operations: [
    {
      key: '101',
      id: 101,
      operation: 'COMMENCE',
      port: 'TBN',
      notes: 'left out',
      extra: { id: 5, reserve: 'RESERVE', paidBy: 'OWNER', bnkrFactor: 2 },
    },
    {
      key: 'new-1',
      id: null,
      operation: 'LOADING',
      port: 'Tubarao',
      lat: -20.29,
      lng: -40.24,
      extra: { id: null, bnkrFactor: 0 },
    },
  ],
} as unknown as CalculatorDraft;

const entry = (id: number, extra: object = {}) =>
  ({
    id: `FleetEntry-${id}`,
    databaseId: id,
    vesselId: 9,
    vesselName: 'Ocean Star',
    vesselSnapshot: { vesselDwt: 82000, vesselScrubber: 'No' },
    dateOpening: '2027-03-01T00:00:00.000Z',
    port: 'Singapore',
    lat: null,
    lng: null,
    remark: 'left out',
    saveLabel: 'stored label',
    selectedForSave: true,
    splitHire: [{ hireRate: 14000, NoDays: 20, applied: true, disable: false, __typename: 'SplitHireTier' }],
    ...extra,
  }) as unknown as FleetEntry;

describe('calculateInput (fields of the calculation contract)', () => {
  it('sends the order by its contract fields: rows in grid order, the route flags, nothing else', () => {
    const { clientQuery } = calculateInput(draft, [entry(1)]);
    expect(clientQuery).toEqual({
      id: '12',
      name: 'Coal',
      calculationFormat: '101,new-1',
      laycanStartDate: '2027-03-10T00:00:00.000Z',
      suez: true,
      eca: false,
      // The order's canal dues (none stored: the defaults apply), charged for the chosen route's transits.
      canalDues: [],
    });
  });

  it('sends each row with its position under its key, and its margins by cargoId', () => {
    const input = calculateInput(draft, [entry(1)]);
    expect(input.cargoList).toEqual([
      // Closed sets as the contract spells them: the payload is read as REST reads its body.
      { id: '101', operation: 'Commence', port: 'TBN' },
      { id: 'new-1', operation: 'Loading', port: 'Tubarao', lat: -20.29, lng: -40.24 },
    ]);
    expect(input.cargoExtraDetails).toEqual([
      { cargoId: '101', bnkrFactor: 2 },
      { cargoId: 'new-1', bnkrFactor: 0 },
    ]);
  });

  it('sends a fleet entry with its open position, its vessel record, and a label only when it is saved', () => {
    const atSea = entry(2, { lat: 1.2, lng: 104.1 });
    const input = calculateInput(draft, [entry(1), atSea], { fleetId: 2, saveLabel: 'Voyage A' });
    expect(input.fleetList[1]).toEqual({
      id: '2',
      vesselId: '9',
      vesselName: 'Ocean Star',
      vessel: { vesselDwt: 82000, vesselScrubber: 'No' },
      dateOpening: '2027-03-01T00:00:00.000Z',
      port: 'Singapore',
      lat: 1.2,
      lng: 104.1,
      splitHire: [{ hireRate: 14000, NoDays: 20, applied: true, disable: false }],
      selectedForSave: true,
      saveLabel: 'Voyage A',
    });
    expect(input.fleetList[0]).toMatchObject({ lat: null, lng: null, selectedForSave: false, saveLabel: null });
    expect(input.autoSave).toBe(true);
  });

  it('sends the EU ETS inputs of the order and the EU/EEA flags of the port table', () => {
    const withEts = {
      ...draft,
      order: { ...draft.order, euaPriceEur: 80, eurUsd: 1.1, etsInPnl: true },
      operations: [
        draft.operations[0]!,
        { ...draft.operations[1]!, port: 'Rotterdam', isEu: true, euPort: 'Rotterdam' },
      ],
    } as CalculatorDraft;
    const input = calculateInput(withEts, [entry(1, { port: 'Rotterdam', isEuOpenPort: true })]);
    expect(input.clientQuery).toMatchObject({ euaPriceEur: 80, eurUsd: 1.1, etsInPnl: true });
    expect(input.cargoList[1]).toMatchObject({ port: 'Rotterdam', isEu: true });
    expect(input.fleetList[0]).toMatchObject({ port: 'Rotterdam', isEuOpenPort: true });
  });

  it('leaves a row’s flag to the server once its port is not the one the flag was read for', () => {
    const moved = {
      ...draft,
      operations: [draft.operations[0]!, { ...draft.operations[1]!, port: 'Hamburg', isEu: false, euPort: 'Qingdao' }],
    } as CalculatorDraft;
    const row = calculateInput(moved, [entry(1)]).cargoList[1]!;
    expect(row.port).toBe('Hamburg');
    expect('isEu' in row).toBe(false);
    // A row added in the calculator has no flag either.
    expect('isEu' in calculateInput(draft, [entry(1)]).cargoList[1]!).toBe(false);
  });
});
