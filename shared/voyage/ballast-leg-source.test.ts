import { describe, expect, it } from 'vitest';
import { calculateFleet } from './calculate-fleet.js';
import { makeEntry, makeInput, makeRow } from './fixtures/builders.js';
import type { FleetEntryInput } from './types.js';

const rows = [
  makeRow({ id: 'c', operation: 'Commence' }),
  makeRow({ id: 'l', operation: 'Loading', distNormal: 1000, cargoQty: 50_000, rate: 10_000 }),
  makeRow({ id: 'd', operation: 'Discharging', distNormal: 2000, rate: 10_000, lbmarker: 'laden' }),
];
const run = (...fleet: FleetEntryInput[]) => calculateFleet({ input: makeInput({ rows, fleet }) }).results;

describe('the ballast-leg source in the result', () => {
  it('echoes the entry’s source when the entry carries the ballast distances', () => {
    const [given, routed, unsaid] = run(
      makeEntry({ id: 'e', ballastDistNormal: 400, ballastDistEca: 0, ballastLegSource: 'entry' }),
      makeEntry({ id: 'r', ballastDistNormal: 420, ballastDistEca: 10, ballastLegSource: 'routed' }),
      makeEntry({ id: 'u', ballastDistNormal: 400, ballastDistEca: 0 }),
    );
    expect(given!.ballastLegSource).toBe('entry');
    expect(routed!.ballastLegSource).toBe('routed');
    expect(routed!.portToPortOperationResultMap['1']!.distNormal).toBe(420);
    expect(unsaid!.ballastLegSource).toBeNull();
  });

  it("is 'order' whenever the engine took row 1's distances, whatever the input said", () => {
    const [said, unsaid] = run(
      makeEntry({ id: 'x', ballastLegSource: 'routed' }),
      makeEntry({ id: 'y', ballastLegSource: undefined }),
    );
    expect(said!.ballastLegSource).toBe('order');
    expect(unsaid!.ballastLegSource).toBe('order');
    expect(said!.portToPortOperationResultMap['1']!.distNormal).toBe(1000);
  });

  it('changes no figure', () => {
    const base = makeEntry({ id: 'a', ballastDistNormal: 400, ballastDistEca: 0 });
    const [a] = run(base);
    const [b] = run({ ...base, ballastLegSource: 'routed' });
    expect({ ...b, ballastLegSource: null }).toEqual(a);
  });
});
