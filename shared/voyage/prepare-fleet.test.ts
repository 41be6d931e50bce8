/** The light results and the full result built on demand against calculateFleet's full answer (ADR 0032). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GOLDEN_CASES } from '../../tests/golden/voyage/cases.js';
import { calculateFleet } from './calculate-fleet.js';
import { arbInput, arbMethod } from './fixtures/arbitraries.js';
import type { EngineOptions } from './options.js';
import { prepareFleet } from './prepare-fleet.js';
import type { VoyageInput } from './types.js';

/** Each vessel's light result is its full one without the two heavy fields; vessel(id) is the full one. */
function expectLightAndOnDemand(input: VoyageInput, options: Partial<EngineOptions>): void {
  const full = JSON.parse(JSON.stringify(calculateFleet({ input, options })));
  const light = JSON.parse(JSON.stringify(calculateFleet({ input, options, describe: 'light' })));
  expect(light.referenceFleetId).toBe(full.referenceFleetId);
  const fleet = prepareFleet({ input, options });
  // Last vessel first: the on-demand read must not depend on the stream's order (reference computed first).
  for (const r of [...full.results].reverse()) {
    const { portToPortOperationResultMap, explain, ...rest } = r;
    expect(Object.keys(portToPortOperationResultMap).length).toBe(input.rows.length);
    expect(explain.premiums.tcEqOwn).toBe(r.tcEq);
    expect(light.results.find((l: { fleetId: string }) => l.fleetId === r.fleetId)).toStrictEqual(rest);
    expect(JSON.stringify(fleet.vessel(r.fleetId))).toBe(JSON.stringify(r));
  }
  expect(fleet.vessel('no such fleet id')).toBeNull();
}

describe('prepareFleet: light results and one vessel on demand', () => {
  it.each(GOLDEN_CASES.map((c) => [c.name, c] as const))('%s, with the first entry as reference', (_, c) => {
    const input = { ...c.input, fleet: c.input.fleet.map((e, i) => ({ ...e, isReferenceVessel: i === 0 })) };
    expectLightAndOnDemand(input, c.options ?? {});
    expectLightAndOnDemand(input, { ...c.options, premiumOrder: 'position-first' });
  });

  it('random estimates under every bunker method, the last entry as reference', () => {
    fc.assert(
      fc.property(arbInput, arbMethod, (input, method) => {
        const last = input.fleet.length - 1;
        expectLightAndOnDemand(
          {
            ...input,
            order: { ...input.order, fuelCalculationMethod: method },
            fleet: input.fleet.map((e, i) => ({ ...e, isReferenceVessel: i === last })),
          },
          { premiumOrder: 'position-first' },
        );
      }),
      { numRuns: 40 },
    );
  });
});
