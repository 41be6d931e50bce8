import { describe, expect, it } from 'vitest';
import { calculateFleet } from '../../../shared/voyage/index.js';
import { shiftEntry, shiftOrder, shiftRows, type PriceShift } from '../../../shared/voyage/price-shift.js';
import { sensitivityGrid, type SensitivityAxis } from '../../../shared/voyage/sensitivity-grid.js';
import type { VoyageInput } from '../../../shared/voyage/types.js';
import { GOLDEN_CASES } from './cases.js';

/** The whole engine, as the fleet table runs it, on the estimate with the shift applied to every input. */
function engineAt(input: VoyageInput, shift: PriceShift, options: object | undefined) {
  const shifted: VoyageInput = {
    order: shiftOrder(input.order, shift),
    rows: shiftRows(input.rows, shift) as VoyageInput['rows'],
    fleet: input.fleet.map((e) => shiftEntry(e, shift)),
  };
  return new Map(calculateFleet({ input: shifted, options }).results.map((r) => [r.fleetId, r]));
}

const FREIGHT: SensitivityAxis = { kind: 'freight', values: [-6, -3, 0, 3, 6] };
const BUNKER: SensitivityAxis = { kind: 'bunker', values: [-30, -10, 0, 10, 30] };
const EUA: SensitivityAxis = { kind: 'eua', values: [-40, 0, 40] };
const shiftFor = (axis: SensitivityAxis, v: number): PriceShift => ({
  freight: axis.kind === 'freight' ? v : 0,
  bunkerPercent: axis.kind === 'bunker' ? v : 0,
  euaEur: axis.kind === 'eua' ? v : 0,
});
const sum = (a: PriceShift, b: PriceShift): PriceShift => ({
  freight: a.freight + b.freight,
  bunkerPercent: a.bunkerPercent + b.bunkerPercent,
  euaEur: a.euaEur + b.euaEur,
});
const near = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(expected)));

describe('sensitivity grid (issue #21 item 1): every cell is the engine’s own result at that shift', () => {
  for (const c of GOLDEN_CASES) {
    for (const [columns, rows] of [
      [FREIGHT, BUNKER],
      [BUNKER, EUA],
      [EUA, FREIGHT],
    ] as const) {
      it(`${c.name}: ${columns.kind} x ${rows.kind}`, () => {
        const grids = sensitivityGrid({ input: c.input, columns, rows, options: c.options });
        expect(grids.map((g) => g.fleetId)).toEqual(c.input.fleet.map((e) => e.id));
        for (const [yi, y] of rows.values.entries()) {
          for (const [xi, x] of columns.values.entries()) {
            const engine = engineAt(c.input, sum(shiftFor(columns, x), shiftFor(rows, y)), c.options);
            for (const g of grids) {
              const r = engine.get(g.fleetId)!;
              near(g.tcEq[yi]![xi]!, r.tcEq);
              near(g.profit[yi]![xi]!, r.profitNet);
            }
          }
        }
      });
    }

    it(`${c.name}: the break-even freight is where the engine's profit is 0`, () => {
      const grids = sensitivityGrid({ input: c.input, columns: BUNKER, rows: FREIGHT, options: c.options });
      for (const g of grids) {
        expect(g.breakEvenFreight).toHaveLength(BUNKER.values.length);
        for (const [xi, b] of BUNKER.values.entries()) {
          const f = g.breakEvenFreight![xi];
          if (f === null || f === undefined) continue;
          const profit = engineAt(c.input, { freight: f, bunkerPercent: b, euaEur: 0 }, c.options).get(
            g.fleetId,
          )!.profitNet;
          expect(Math.abs(profit)).toBeLessThan(1e-3);
        }
      }
    });
  }

  // Independent of price-shift.ts: the test moves every number held under a key named like a bunker price
  // (wherever it is in the input), and the Loading rows' freight, itself.
  const scaleBunkerPrices = (value: unknown, factor: number, inPrice = false): unknown => {
    if (typeof value === 'number') return inPrice ? value * factor : value;
    if (Array.isArray(value)) return value.map((v) => scaleBunkerPrices(v, factor, inPrice));
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [
          k,
          scaleBunkerPrices(v, factor, inPrice || (/price/i.test(k) && !/eua/i.test(k))),
        ]),
      );
    }
    return value;
  };
  for (const c of GOLDEN_CASES) {
    it(`${c.name}: a cell agrees with the engine on an estimate edited by hand`, () => {
      const edited = scaleBunkerPrices(c.input, 1.1) as VoyageInput;
      edited.rows = edited.rows.map((r) => (r.operation === 'Loading' ? { ...r, freight: r.freight + 3 } : r));
      const byHand = new Map(calculateFleet({ input: edited, options: c.options }).results.map((r) => [r.fleetId, r]));
      const grids = sensitivityGrid({ input: c.input, columns: FREIGHT, rows: BUNKER, options: c.options });
      for (const g of grids) {
        near(g.tcEq[3]![3]!, byHand.get(g.fleetId)!.tcEq); // freight +3, bunkers +10 %
        // The axes move the result: freight up earns more, bunkers up earn less (the charterer buys them).
        expect(g.tcEq[2]![4]!).toBeGreaterThan(g.tcEq[2]![0]!);
        expect(g.tcEq[4]![2]!).toBeLessThan(g.tcEq[0]![2]!);
      }
    });
  }

  it('prices the golden estimates by the plane, and the plane equals pricing every cell', () => {
    for (const c of GOLDEN_CASES) {
      const fast = sensitivityGrid({ input: c.input, columns: FREIGHT, rows: BUNKER, options: c.options });
      const direct = sensitivityGrid({
        input: c.input,
        columns: FREIGHT,
        rows: BUNKER,
        options: c.options,
        direct: true,
      });
      expect(fast.map((g) => g.method)).toEqual(fast.map(() => 'affine'));
      expect(direct.map((g) => g.method)).toEqual(direct.map(() => 'direct'));
      for (const [i, g] of fast.entries()) {
        g.tcEq.flat().forEach((v, k) => near(v, direct[i]!.tcEq.flat()[k]!));
        g.profit.flat().forEach((v, k) => near(v, direct[i]!.profit.flat()[k]!));
      }
    }
  });

  it('refuses axes that cannot make a grid', () => {
    const input = GOLDEN_CASES[0]!.input;
    expect(() => sensitivityGrid({ input, columns: FREIGHT, rows: FREIGHT })).toThrow(/differ/);
    expect(() => sensitivityGrid({ input, columns: { kind: 'freight', values: [1] }, rows: BUNKER })).toThrow(
      /2 to 41/,
    );
    expect(() => sensitivityGrid({ input, columns: FREIGHT, rows: { kind: 'bunker', values: [-100, 0] } })).toThrow(
      /-100/,
    );
    expect(() => sensitivityGrid({ input, columns: FREIGHT, rows: { kind: 'eua', values: [0, Number.NaN] } })).toThrow(
      /finite/,
    );
  });
});
