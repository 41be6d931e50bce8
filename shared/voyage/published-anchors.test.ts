/**
 * The published examples of voyage-model.md section 8 (and the port-days anchor of section 4),
 * reproduced through the whole engine, to the cent.
 */
import { describe, expect, it } from 'vitest';
import { calculateFleet } from './calculate-fleet.js';
import { grades, makeEntry, makeInput, makeOrder, makeRow, makeVessel } from './fixtures/builders.js';
import type { SpeedRow } from './types.js';

const flat = (hs: number, mgo: number): SpeedRow[] =>
  [9, 10, 11, 12].map((s) => ({ speed: s, hs: hs * (s / 10) ** 3, ls: 0, mgo }));

describe('published estimate (a): 9,000 t at $33, 10 knots both ways', () => {
  // 527 nm ballast, 1,399 + 988 nm laden; load 4 d, discharge 5 d, 5 d more idle;
  // 14 t/d FO and 1.2 t/d DO at sea, DO 1.2 t/d in port; FO $425, DO $720;
  // port costs 18,000 + 15,000, canal 3,000; 9,000 t x $33 less 2.5 %.
  const input = makeInput({
    order: makeOrder({
      canalExpenses: 3_000,
      fuelPrices: { ...makeOrder().fuelPrices, TYPE0: grades(425, 0, 720) },
      laycanStartDate: '2026-03-01T00:00:00Z',
    }),
    rows: [
      makeRow({ id: 'c', operation: 'Commence' }),
      makeRow({
        id: 'l',
        operation: 'Loading',
        distNormal: 527,
        lbmarker: 'ballast',
        cargoQty: 9_000,
        rate: 2_250,
        freight: 33,
        brokerage: 2.5,
        portExp: 18_000,
      }),
      makeRow({ id: 'p', operation: 'Passing', distNormal: 1_399, lbmarker: 'laden' }),
      makeRow({
        id: 'd',
        operation: 'Discharging',
        distNormal: 988,
        lbmarker: 'laden',
        rate: 1_800,
        extraDays: 5,
        portExp: 15_000,
      }),
    ],
    fleet: [
      makeEntry({
        id: 'A',
        dateOpening: '2026-03-01T00:00:00Z',
        vessel: makeVessel({
          vesselDwt: 12_000,
          vesselDraftS: 8,
          vesselTPC: 22,
          vesselLightShip: 3_000,
          ballast: flat(14, 1.2),
          laden: flat(14, 1.2),
          idle: grades(0, 0, 1.2),
          loading: grades(0, 0, 1.2),
          discharging: grades(0, 0, 1.2),
        }),
      }),
    ],
  });
  const [r] = calculateFleet({ input }).results;

  it('steams 12.14 days and takes 26.14 in all', () => {
    const sea = Object.values(r!.portToPortOperationResultMap).reduce((s, x) => s + x.seaDays, 0);
    expect(sea).toBeCloseTo(12.14, 2);
    expect(r!.voyageDays).toBeCloseTo(26.14, 2);
    expect(r!.onHireDays).toBeCloseTo(26.1417, 4);
  });

  it('burns 169.983 t FO and 31.370 t DO costing $94,829.32', () => {
    expect(r!.details.hsQty).toBeCloseTo(169.983, 3);
    expect(r!.details.mgoQty).toBeCloseTo(31.37, 3);
    expect(r!.details.fuelExpenses).toBeCloseTo(94_829.32, 2);
    expect(r!.details.fuelExpenses + r!.details.others).toBeCloseTo(130_829.32, 2);
  });

  it('nets $289,575.00 freight, a $158,745.68 result and $6,072.52 a day', () => {
    expect(r!.details.netFrtRevenue).toBeCloseTo(289_575.0, 2);
    expect(r!.profit).toBeCloseTo(158_745.68, 2);
    expect(r!.tcEq).toBeCloseTo(6_072.52, 2);
    expect(r!.warnings).toEqual([]);
  });
});

describe('published estimate (b): 63,050 t at $16 less 5 %', () => {
  // expenses 303,625; 63.5 days -> gross daily 10,310.79; TC equivalent at 5 % on hire 10,853.46;
  // summer DWT 64,650 - constants 500 - cargo 63,050 = 1,100 t bunkers on board.
  const zero = [10, 11, 12, 13].map((s) => ({ speed: s, hs: 0, ls: 0, mgo: 0 }));
  const input = makeInput({
    order: makeOrder({ tcAdcom: 5 }),
    rows: [
      makeRow({ id: 'c', operation: 'Commence' }),
      makeRow({
        id: 'l',
        operation: 'Loading',
        distNormal: 2_400,
        speedNormal: 10,
        cargoQty: 63_050,
        rate: 6_305,
        freight: 16,
        adcom: 5,
        portExp: 150_000,
      }),
      makeRow({
        id: 'd',
        operation: 'Discharging',
        distNormal: 7_200,
        speedNormal: 12,
        rate: 6_305,
        extraDays: 8.5,
        portExp: 153_625,
      }),
    ],
    fleet: [
      makeEntry({
        id: 'B',
        bod: 1_100,
        vessel: makeVessel({
          vesselDwt: 64_650,
          vesselDraftS: 13.3,
          vesselTPC: 62,
          vesselLightShip: 11_500,
          constants: 500,
          vesselGrainCap: 80_000,
          ballast: zero,
          laden: zero,
          idle: grades(),
          loading: grades(),
          discharging: grades(),
        }),
      }),
    ],
  });
  const [r] = calculateFleet({ input }).results;

  it('lifts exactly 63,050 t: the deadweight less 1,100 t of bunkers and 500 t of constants', () => {
    expect(r!.loadability).toBeCloseTo(63_050, 3);
    expect(r!.explain.loadability.limits.weightDeparture).toBeCloseTo(63_050, 3);
  });

  it('earns $10,310.79 a day net, $10,853.46 as a TC equivalent at 5 %', () => {
    expect(r!.details.netFrtRevenue).toBeCloseTo(958_360, 2);
    expect(r!.details.others).toBeCloseTo(303_625, 2);
    expect(r!.onHireDays).toBeCloseTo(63.5, 9);
    expect(r!.explain.tcEq.tceNet).toBeCloseTo(10_310.79, 2);
    expect(r!.tcEq).toBeCloseTo(10_853.46, 2);
  });
});

describe('port-days anchor', () => {
  it('80,000 t at 20,000 t/day on SHEX 36 h (1.2727) takes 5.09 days', () => {
    const input = makeInput({
      rows: [
        makeRow({ id: 'c', operation: 'Commence' }),
        makeRow({ id: 'l', operation: 'Loading', cargoQty: 80_000, rate: 20_000, terms: 'SHEX-36hrs', factor: 1.2727 }),
        makeRow({ id: 'd', operation: 'Discharging', rate: 20_000 }),
      ],
      fleet: [
        makeEntry({
          id: 'X',
          vessel: makeVessel({
            vesselDwt: 180_000,
            vesselDraftS: 18,
            vesselTPC: 120,
            vesselLightShip: 24_000,
            vesselGrainCap: 200_000,
          }),
        }),
      ],
    });
    const [r] = calculateFleet({ input }).results;
    expect(r!.portToPortOperationResultMap['1']!.portDays).toBeCloseTo(5.09, 2);
    expect(r!.portToPortOperationResultMap['1']!.workingDays).toBe(4);
  });
});
