import { describe, expect, it } from 'vitest';
import { savedResultView, splitHireOf } from './saved-view';

const DTO = {
  calculatorResult: {
    tcEq: 13880.9,
    details: { frtCost: 15.4666 },
    warnings: [{ level: 'ERROR', message: 'Stowage exceeds 98%', no: 1 }],
    explain: { hire: [{ hireRate: 15500, days: 32.4, cost: 1 }] },
    portToPortOperationResultMap: {
      '1': { rowId: '102', distNormal: 1780, distEca: 0, portDays: 7.1 },
      '0': { rowId: '101', distNormal: 0, distEca: 0, portDays: 0 },
    },
  },
  cargoOrder: { name: 'Coal' },
  fleet: { port: 'Kaohsiung', remark: 'firm', vessel: { vesselName: 'Ionian Galene' } },
  portOperation: [
    { id: 101, operation: 'Commence', port: 'TBN' },
    { id: 102, operation: 'Loading', port: 'Samarinda', portStay: 0, dwf: 5 },
  ],
};

describe('savedResultView', () => {
  it('merges each stored row with its computed result by row id', () => {
    const view = savedResultView(DTO);
    expect(view.operations.map((o) => [o.port, o.distNormal, o.portStay])).toEqual([
      ['TBN', 0, 0],
      ['Samarinda', 1780, 7.1],
    ]);
    expect(view.vessel.vesselName).toBe('Ionian Galene');
    expect(view.warnings).toEqual([{ level: 'ERROR', message: 'Stowage exceeds 98%' }]);
    expect(view.remark).toBe('firm');
    expect(view.routePoints.map((p) => p.name)).toEqual(['Kaohsiung', 'Samarinda']);
  });

  it('reads stored split hire tiers (a JSON string) before the applied hire periods', () => {
    expect(splitHireOf({ splitHire: '[{"hireRate":12000,"NoDays":10},{"hireRate":"14000","NoDays":0}]' }, {})).toEqual([
      { hireRate: 12000, days: 10 },
      { hireRate: 14000, days: 0 },
    ]);
    expect(savedResultView(DTO).splitHire).toEqual([{ hireRate: 15500, days: 32.4 }]);
  });

  it('survives missing or malformed snapshots', () => {
    const view = savedResultView({ calculatorResult: null, cargoOrder: 'nope', fleet: 3, portOperation: {} });
    expect(view.operations).toEqual([]);
    expect(view.splitHire).toEqual([]);
    expect(view.routePoints).toEqual([]);
  });
});
