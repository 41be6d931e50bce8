import { describe, expect, it } from 'vitest';
import type { FullVesselResult as VesselResult } from '../state/types';
import { explainResult, governingLabel } from './fleet-explain';

const result = {
  tcEq: 20_000,
  frtCost: 18.5,
  loadability: 75_000,
  vesselPremium: -500,
  positionPremium: 1_200,
  ballastLegSource: 'routed',
  portToPortOperationResultMap: [
    { index: 0, distNormal: 0, distEca: 0 },
    { index: 1, distNormal: 2_300, distEca: 120 },
  ],
  explain: {
    tcEq: { voyageResult: 1_900_000, onHireDays: 100, tcAdcom: 5, tceNet: 19_000 },
    frtCost: {
      netCargoTonnes: 72_000,
      hireExp: 1e6,
      fuelExpenses: 5e5,
      others: 1e5,
      etsCost: 0,
      miscRevenue: 0,
      fuelSettleProfit: 0,
    },
    loadability: {
      governing: 'cubic',
      capacity: 90_000,
      constants: 400,
      freshWater: 300,
      bunkersOnBoardArrival: 500,
      bunkersOnBoardDeparture: 900,
      maxDwtArrival: null,
      maxDwtDeparture: 81_000,
      stowFactor: 1.2,
      limits: { weightArrival: null, weightDeparture: 79_400, cubic: 75_000, order: 80_000 },
    },
    premiums: {
      referenceFleetId: '7',
      tcEqOwn: 20_000,
      tcEqAtReferencePosition: 18_800,
      tcEqReferenceAtReference: 19_300,
    },
  },
} as unknown as VesselResult;

const values = (kind: Parameters<typeof explainResult>[0], ref: string | null = null) =>
  Object.fromEntries(explainResult(kind, result, ref).lines.map((l) => [l.label, l.value]));

describe('explainResult', () => {
  it('TCE: voyage result over on-hire days, grossed up by the TC adcom', () => {
    const e = explainResult('tcEq', result);
    expect(e.formula).toContain('on-hire days');
    expect(values('tcEq')).toMatchObject({
      'Voyage result': 1_900_000,
      'On-hire days': 100,
      'Net TCE': 19_000,
      'TC adcom': 5,
    });
    expect(e.lines.find((l) => l.total)).toMatchObject({ value: 20_000, decimals: 0 });
  });

  it('freight cost: the terms over net cargo tonnes, 3 decimals', () => {
    expect(values('frtCost')).toMatchObject({ 'Hire expense': 1e6, 'Net cargo tonnes': 72_000 });
    expect(explainResult('frtCost', result).lines.find((l) => l.total)).toMatchObject({ value: 18.5, decimals: 3 });
  });

  it('TCE and freight cost: the ballast leg priced and where it came from, as the result says', () => {
    for (const kind of ['tcEq', 'frtCost'] as const) {
      expect(values(kind)).toMatchObject({
        'Ballast leg': 2_420,
        'Ballast leg from': 'Routed at sea from the open port',
      });
    }
    const other = (source: string | null) =>
      explainResult('tcEq', { ...result, ballastLegSource: source } as VesselResult).lines.find(
        (l) => l.label === 'Ballast leg from',
      )?.value;
    expect(other('order')).toBe("The order's first-row distance");
    expect(other('entry')).toBe("The fleet entry's own ballast distance");
    expect(other(null)).toBe('Not stated');
  });

  it('loadability: names the governing limit', () => {
    expect(values('loadability')).toMatchObject({
      'Governing limit': 'Cubic capacity',
      'Cubic limit': 75_000,
      'Max DWT at arrival': null,
    });
    expect(governingLabel('weightDeparture')).toBe('Weight at departure from the last load port');
    expect(governingLabel('other')).toBe('other');
  });

  it("freight cost: the chosen route's canal dues inside Others, each transit named, a leg not known said", () => {
    expect(values('frtCost')).not.toHaveProperty('of which canal dues (Supramax)');
    const withDues = {
      ...result,
      explain: {
        ...result.explain,
        canalDues: {
          dwtClass: 'SUPRAMAX',
          total: 160_000,
          transits: [{ canal: 'SUEZ', leg: '3', toPort: 'Rotterdam', usdPerTransit: 160_000 }],
          unknownLegs: [{ leg: 'ballast', toPort: 'Samarinda' }],
        },
      },
    } as VesselResult;
    const lines = explainResult('frtCost', withDues).lines;
    const labels = lines.map((l) => l.label);
    // Under Others, which holds them.
    expect(labels.indexOf('of which canal dues (Supramax)')).toBe(labels.indexOf('Others') + 1);
    expect(Object.fromEntries(lines.map((l) => [l.label.trim(), l.value]))).toMatchObject({
      'of which canal dues (Supramax)': 160_000,
      'Suez Canal, leg to Rotterdam': 160_000,
      'ballast leg to Samarinda': 'Transits not known (distance not routed here): no dues charged',
    });
  });

  it('premiums: against the named reference vessel, the asked premium as the total', () => {
    expect(values('vesselPremium', 'Straits Merbau')).toMatchObject({
      'Reference vessel': 'Straits Merbau',
      'TCE at the reference position': 18_800,
    });
    expect(explainResult('positionPremium', result).lines.find((l) => l.total)).toMatchObject({
      label: 'Position premium',
      value: 1_200,
    });
    expect(values('vesselPremium')).toMatchObject({ 'Reference vessel': '7' });
  });
});
