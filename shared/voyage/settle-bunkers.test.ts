import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settleBunkers, type BunkerEvent } from './settle-bunkers.js';
import type { FuelMethod, GradeAmounts } from './types.js';

const METHODS: FuelMethod[] = ['DEFAULT', 'FIFO', 'LIFO', 'AVERAGE'];
const hs = (x: number): GradeAmounts => ({ hs: x, ls: 0, mgo: 0 });
const consume = (x: number): BunkerEvent => ({ kind: 'consume', amounts: hs(x) });
const supply = (x: number, price: number): BunkerEvent => ({ kind: 'supply', amounts: hs(x), prices: hs(price) });

/*
 * Rising prices, HS only. BOD 500 t @ 600 (delivery); P_red 680; P_set 690.
 * Events: burn 300; receive 1,000 @ 650; burn 600; receive 500 @ 700; burn 400.
 * C = 1,300, supplies 1,500 (cost 650,000 + 350,000), BOR = 500 + 1,500 - 1,300 = 700, shortfall 0.
 * Net cost (all methods) = 500 x 600 + 1,000,000 - 700 x 680 = 300,000 + 1,000,000 - 476,000 = 824,000.
 *
 * FIFO: 300 @ 600 = 180,000; 200 @ 600 + 400 @ 650 = 380,000; 400 @ 650 = 260,000 -> expenses 820,000.
 *       BOR layers 200 @ 650 + 500 @ 700 = 480,000 -> settle profit 476,000 - 480,000 = -4,000.
 * LIFO: 300 @ 600 = 180,000; 600 @ 650 = 390,000; 400 @ 700 = 280,000 -> expenses 850,000.
 *       BOR layers 200 @ 600 + 400 @ 650 + 100 @ 700 = 450,000 -> settle profit 26,000.
 * AVERAGE: 300 @ 600 = 180,000 (200 left, 120,000); +1,000 @ 650 -> 1,200 t, 770,000, avg 641.667;
 *       600 @ avg = 385,000 (600 t, 385,000 left); +500 @ 700 -> 1,100 t, 735,000, avg 668.18;
 *       400 @ avg = 267,272.73 -> expenses 832,272.73; BOR value 467,727.27 -> settle profit 8,272.73.
 * DEFAULT: expenses 1,300 x 690 = 897,000; settle profit 897,000 - 824,000 = 73,000.
 *
 * With rising prices LIFO books the higher fuel expenses; since the net is the same for every method, it
 * necessarily also books the higher settle profit (the stock it leaves behind is the cheaper stock).
 */
const rising = {
  bod: hs(500),
  priceDelivery: hs(600),
  priceRedelivery: hs(680),
  priceSettlement: hs(690),
  events: [consume(300), supply(1_000, 650), consume(600), supply(500, 700), consume(400)],
};

describe('settleBunkers: worked example with rising prices', () => {
  it.each<[FuelMethod, number, number]>([
    ['FIFO', 820_000, -4_000],
    ['LIFO', 850_000, 26_000],
    ['AVERAGE', 832_272.727272, 8_272.727272],
    ['DEFAULT', 897_000, 73_000],
  ])('%s: expenses %f, settle profit %f, net 824,000', (method, expenses, settleProfit) => {
    const r = settleBunkers({ method, ...rising });
    expect(r.fuelExpenses).toBeCloseTo(expenses, 4);
    expect(r.fuelSettleProfit).toBeCloseTo(settleProfit, 4);
    expect(r.netFuelCost).toBeCloseTo(824_000, 4);
    expect(r.byGrade.hs).toMatchObject({ consumed: 1_300, supplied: 1_500, bod: 500, bor: 700, shortfall: 0 });
    expect(r.byGrade.ls).toEqual({
      consumed: 0,
      supplied: 0,
      bod: 0,
      bor: 0,
      shortfall: 0,
      expenses: 0,
      settleProfit: 0,
    });
  });

  it('LIFO books more fuel expenses than FIFO with rising prices', () => {
    const fifo = settleBunkers({ method: 'FIFO', ...rising });
    const lifo = settleBunkers({ method: 'LIFO', ...rising });
    expect(lifo.fuelExpenses).toBeGreaterThan(fifo.fuelExpenses);
    expect(lifo.fuelSettleProfit - fifo.fuelSettleProfit).toBeCloseTo(lifo.fuelExpenses - fifo.fuelExpenses, 6);
  });
});

describe('settleBunkers: shortfall and back-orders', () => {
  it('a final shortfall is bought at the settlement price', () => {
    // BOD 100 @ 600, burn 300, P_set 700: 100 @ 600 + 200 @ 700 = 200,000; BOR 0; settle profit 0.
    const r = settleBunkers({
      method: 'FIFO',
      ...rising,
      bod: hs(100),
      priceSettlement: hs(700),
      events: [consume(300)],
    });
    expect(r.byGrade.hs).toMatchObject({ bor: 0, shortfall: 200 });
    expect(r.fuelExpenses).toBeCloseTo(200_000, 6);
    expect(r.fuelSettleProfit).toBe(0);
  });

  it.each<FuelMethod>(['FIFO', 'LIFO', 'AVERAGE'])(
    '%s: a later supply meets an earlier overdraw at its own price',
    (method) => {
      // BOD 100 @ 600; burn 300 (200 short for now); receive 500 @ 650 (200 meet the overdraw, 300 to stock).
      // Expenses 60,000 + 130,000 = 190,000; BOR 300 x 680 - 300 x 650 = 9,000; shortfall 0.
      const r = settleBunkers({ method, ...rising, bod: hs(100), events: [consume(300), supply(500, 650)] });
      expect(r.byGrade.hs).toMatchObject({ bor: 300, shortfall: 0 });
      expect(r.fuelExpenses).toBeCloseTo(190_000, 6);
      expect(r.fuelSettleProfit).toBeCloseTo(9_000, 6);
    },
  );

  it('treats grades independently and does not modify its input', () => {
    const events: BunkerEvent[] = [
      { kind: 'consume', amounts: { hs: 100, ls: 20, mgo: 5 } },
      { kind: 'supply', amounts: { hs: 0, ls: 50, mgo: 0 }, prices: { hs: 0, ls: 800, mgo: 0 } },
    ];
    const frozen = Object.freeze(events.map((e) => Object.freeze({ ...e, amounts: Object.freeze({ ...e.amounts }) })));
    const r = settleBunkers({
      method: 'FIFO',
      bod: { hs: 400, ls: 10, mgo: 50 },
      priceDelivery: { hs: 500, ls: 700, mgo: 900 },
      priceRedelivery: { hs: 520, ls: 720, mgo: 950 },
      priceSettlement: { hs: 530, ls: 730, mgo: 960 },
      events: frozen,
    });
    // HS: 100 @ 500; BOR 300 x (520 - 500) = 6,000. LS: 10 @ 700 + 10 @ 800 = 15,000; BOR 40 x (720 - 800) = -3,200.
    // MGO: 5 @ 900 = 4,500; BOR 45 x (950 - 900) = 2,250.
    expect(r.byGrade.hs).toMatchObject({ expenses: 50_000, settleProfit: 6_000, bor: 300 });
    expect(r.byGrade.ls).toMatchObject({ expenses: 15_000, settleProfit: -3_200, bor: 40 });
    expect(r.byGrade.mgo).toMatchObject({ expenses: 4_500, settleProfit: 2_250, bor: 45 });
    expect(r.fuelExpenses).toBe(69_500);
    expect(r.fuelSettleProfit).toBe(5_050);
  });
});

const qty = fc.double({ min: 0, max: 2_000, noNaN: true });
const price = fc.double({ min: 300, max: 1_200, noNaN: true });
const grades = (arb: fc.Arbitrary<number>) => fc.record({ hs: arb, ls: arb, mgo: arb });
const event: fc.Arbitrary<BunkerEvent> = fc.oneof(
  grades(qty).map((amounts) => ({ kind: 'consume' as const, amounts })),
  fc.record({ kind: fc.constant('supply' as const), amounts: grades(qty), prices: grades(price) }),
);
const events = fc.array(event, { maxLength: 8 });

/** sum_g (BOD x P_del + supply cost + shortfall x P_set - BOR x P_red), and the size of its terms. */
function netOf(
  args: Omit<Parameters<typeof settleBunkers>[0], 'method'>,
  byGrade: ReturnType<typeof settleBunkers>['byGrade'],
) {
  let net = 0;
  let scale = 0;
  for (const g of ['hs', 'ls', 'mgo'] as const) {
    const supplyCost = args.events.reduce((s, e) => (e.kind === 'supply' ? s + e.amounts[g] * e.prices[g] : s), 0);
    const terms = [args.bod[g] * args.priceDelivery[g], supplyCost, byGrade[g].shortfall * args.priceSettlement[g]];
    const bor = byGrade[g].bor * args.priceRedelivery[g];
    net += terms.reduce((a, b) => a + b, 0) - bor;
    scale += terms.reduce((a, b) => a + b, 0) + bor;
  }
  return { net, scale };
}

describe('settleBunkers: properties', () => {
  it('FuelExpenses - FuelSettleProfit = sum(BOD P_del + supplies + shortfall P_set - BOR P_red) for every method', () => {
    fc.assert(
      fc.property(grades(qty), grades(price), grades(price), grades(price), events, (bod, pDel, pRed, pSet, evs) => {
        const args = { bod, priceDelivery: pDel, priceRedelivery: pRed, priceSettlement: pSet, events: evs };
        for (const method of METHODS) {
          const r = settleBunkers({ method, ...args });
          const { net, scale } = netOf(args, r.byGrade);
          expect(Math.abs(r.fuelExpenses - r.fuelSettleProfit - net)).toBeLessThanOrEqual(1e-6 * Math.max(1, scale));
          for (const g of ['hs', 'ls', 'mgo'] as const) {
            const s = r.byGrade[g];
            expect(s.bor - s.shortfall).toBeCloseTo(s.bod + s.supplied - s.consumed, 6);
            expect(Math.min(s.bor, s.shortfall)).toBe(0);
          }
        }
      }),
    );
  });

  it('with one price per grade, every method gives the same net and DEFAULT a zero settle profit', () => {
    fc.assert(
      fc.property(
        grades(qty),
        grades(price),
        fc.array(grades(qty), { maxLength: 8 }),
        fc.array(fc.boolean(), { maxLength: 8 }),
        (bod, p, amounts, kinds) => {
          const evs: BunkerEvent[] = amounts.map((a, i) =>
            kinds[i] ? { kind: 'supply', amounts: a, prices: p } : { kind: 'consume', amounts: a },
          );
          const args = { bod, priceDelivery: p, priceRedelivery: p, priceSettlement: p, events: evs };
          const results = METHODS.map((method) => settleBunkers({ method, ...args }));
          const { scale } = netOf(args, results[0]!.byGrade);
          const tol = 1e-6 * Math.max(1, scale);
          for (const r of results) expect(Math.abs(r.netFuelCost - results[0]!.netFuelCost)).toBeLessThanOrEqual(tol);
          expect(Math.abs(results[0]!.fuelSettleProfit)).toBeLessThanOrEqual(tol);
          // At one price, what is burnt costs the same under every method too.
          for (const r of results) expect(Math.abs(r.fuelExpenses - results[0]!.fuelExpenses)).toBeLessThanOrEqual(tol);
        },
      ),
    );
  });
});
