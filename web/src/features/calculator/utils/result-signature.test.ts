import { describe, expect, it } from 'vitest';
import type { CalculateInput } from './calc-input';
import { hashText, resultSignatures, staleResults } from './result-signature';

type Entry = CalculateInput['fleetList'][number];

const entry = (id: string, extra: Partial<Entry> = {}) => ({ id, vesselName: `V${id}`, hirePerDay: 10_000, ...extra });

function input(fleet: Partial<Entry>[], freight = 12): CalculateInput {
  return {
    clientQuery: { id: '5', freightRate: freight },
    cargoList: [],
    fleetList: fleet,
  } as unknown as CalculateInput;
}

describe('resultSignatures', () => {
  it('is the same for the same inputs, whatever the objects', () => {
    const a = resultSignatures(input([entry('1'), entry('2')]));
    const b = resultSignatures(input([entry('1'), entry('2')]));
    expect([...a.entries()]).toEqual([...b.entries()]);
    expect(a.get('1')).not.toBe(a.get('2'));
  });

  it('an order edit changes every vessel; a vessel edit changes that vessel alone', () => {
    const before = resultSignatures(input([entry('1'), entry('2')]));
    const freight = resultSignatures(input([entry('1'), entry('2')], 23));
    expect(freight.get('1')).not.toBe(before.get('1'));
    expect(freight.get('2')).not.toBe(before.get('2'));
    const hire = resultSignatures(input([entry('1', { hirePerDay: 11_000 }), entry('2')]));
    expect(hire.get('1')).not.toBe(before.get('1'));
    expect(hire.get('2')).toBe(before.get('2'));
  });

  it("the reference vessel's entry belongs to every vessel's inputs (premiums)", () => {
    const ref = (hire: number) => entry('1', { isReferenceVessel: true, hirePerDay: hire });
    const before = resultSignatures(input([ref(10_000), entry('2')]));
    const after = resultSignatures(input([ref(12_000), entry('2')]));
    expect(after.get('2')).not.toBe(before.get('2'));
  });

  it('autoSave is not an input of the figures', () => {
    const live = input([entry('1')]);
    expect(resultSignatures({ ...live, autoSave: true }).get('1')).toBe(resultSignatures(live).get('1'));
  });
});

describe('staleResults', () => {
  const now = resultSignatures(input([entry('1'), entry('2', { hirePerDay: 9_000 })]));
  const then = resultSignatures(input([entry('1'), entry('2')]));

  it('names the results computed for other inputs, recalculating or failed', () => {
    expect([...staleResults(then, now, false)]).toEqual([['2', 'recalculating']]);
    expect([...staleResults(then, now, true)]).toEqual([['2', 'failed']]);
  });

  it('a result of a vessel no longer priced is out of date; current ones never', () => {
    expect([...staleResults(now, now, true)]).toEqual([]);
    expect([...staleResults(then, new Map([['1', now.get('1')!]]), false)]).toEqual([['2', 'recalculating']]);
  });
});

describe('hashText', () => {
  it('is stable and tells near texts apart', () => {
    expect(hashText('{"a":1}')).toBe(hashText('{"a":1}'));
    expect(hashText('{"a":1}')).not.toBe(hashText('{"a":2}'));
  });
});
