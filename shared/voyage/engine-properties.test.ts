/** The invariants of voyage-model.md section 14, as fast-check properties over random estimates. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateFleet } from './calculate-fleet.js';
import { arbInput, arbMethod } from './fixtures/arbitraries.js';
import type { VoyageInput } from './types.js';

const close = (a: number, b: number, tol = 1e-6) => Math.abs(a - b) <= tol * Math.max(1, Math.abs(a), Math.abs(b));
const run = (input: VoyageInput) => calculateFleet({ input }).results;
const withOrder = (input: VoyageInput, patch: Partial<VoyageInput['order']>): VoyageInput => ({
  ...input,
  order: { ...input.order, ...patch },
});

describe('engine invariants', () => {
  it('1. DEFAULT, FIFO, LIFO and AVERAGE give the same ProfitNet', () => {
    fc.assert(
      fc.property(arbInput, arbMethod, (input, method) => {
        const base = run(withOrder(input, { fuelCalculationMethod: 'DEFAULT' }));
        const other = run(withOrder(input, { fuelCalculationMethod: method }));
        base.forEach((r, i) => expect(close(r.profitNet, other[i]!.profitNet)).toBe(true));
      }),
      { numRuns: 60 },
    );
  });

  it('2. hire = tcEq gives ProfitNet 0; freight = FrtCost gives ProfitNet 0', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const [first] = run(input);
        const atTce = run({
          ...input,
          fleet: input.fleet.map((e) => ({ ...e, hirePerDay: first!.tcEq, splitHire: [], hireGbb: 0, gbb: 0 })),
        });
        expect(Math.abs(atTce[0]!.profitNet)).toBeLessThan(1e-5 * Math.max(1, Math.abs(first!.profit)));
        if (first!.frtCost <= 0) return; // a negative break-even freight cannot be entered as a rate
        const atCost = run({
          ...input,
          rows: input.rows.map((r) => (r.operation === 'Loading' ? { ...r, freight: first!.frtCost } : r)),
        });
        expect(Math.abs(atCost[0]!.profitNet)).toBeLessThan(1e-4);
      }),
      { numRuns: 60 },
    );
  });

  it('3. vesselPremium + positionPremium = tcEq(V) - tcEq(R)', () => {
    fc.assert(
      fc.property(
        arbInput,
        fc.constantFrom<'vessel-first' | 'position-first'>('vessel-first', 'position-first'),
        (input, premiumOrder) => {
          const { results, referenceFleetId } = calculateFleet({ input, options: { premiumOrder } });
          if (!referenceFleetId) return;
          const ref = results.find((r) => r.fleetId === referenceFleetId)!;
          for (const r of results)
            expect(close(r.vesselPremium! + r.positionPremium!, r.tcEq - ref.tcEq, 1e-9)).toBe(true);
          expect(ref.vesselPremium).toBe(0);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('4. scrubber and non-scrubber twins: same days and fuel tonnes; only grades differ', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const twin = (scrubber: boolean): VoyageInput => ({
          ...input,
          fleet: input.fleet.map((e) => ({
            ...e,
            vessel: { ...e.vessel, scrubber, fuelType: scrubber ? 'TYPE1' : 'TYPE0' },
          })),
        });
        const a = run(twin(true));
        const b = run(twin(false));
        a.forEach((r, i) => {
          const o = b[i]!;
          expect(close(r.voyageDays, o.voyageDays, 1e-12)).toBe(true);
          const total = (x: typeof r) => x.fuelByGrade.hs + x.fuelByGrade.ls + x.fuelByGrade.mgo;
          expect(close(total(r), total(o), 1e-9)).toBe(true);
          expect(r.fuelByGrade.ls).toBeLessThanOrEqual(o.fuelByGrade.ls + 1e-9);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('6. zero distance burns no fuel at sea; TCE rises with freight', () => {
    fc.assert(
      fc.property(arbInput, fc.double({ min: 0.5, max: 20, noNaN: true }), (input, bump) => {
        const still = run({
          ...input,
          fleet: input.fleet.map((e) => ({ ...e, ballastDistNormal: 0, ballastDistEca: 0 })),
          rows: input.rows.map((r) => ({ ...r, distNormal: 0, distEca: 0 })),
        });
        for (const r of still)
          for (const row of Object.values(r.portToPortOperationResultMap))
            expect(row.seaFuel).toEqual({ hs: 0, ls: 0, mgo: 0 });
        const base = run(input);
        const richer = run({
          ...input,
          rows: input.rows.map((r) => (r.operation === 'Loading' ? { ...r, freight: r.freight + bump } : r)),
        });
        base.forEach((r, i) => {
          if (r.cargoCarried > 0) expect(richer[i]!.tcEq).toBeGreaterThan(r.tcEq);
          else expect(richer[i]!.tcEq).toBe(r.tcEq);
        });
      }),
      { numRuns: 60 },
    );
  });
});
