import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { recordTables } from '../../../shared/contract/calculation/index.js';
import { CONTRACT_ENUMS } from './calculator.inputs.js';

describe('GraphQL enums of the calculation contract', () => {
  it("each enum's values are exactly the contract's closed set (the reader sees what REST sends)", () => {
    const seen = new Set<string>();
    for (const [, { fields }] of recordTables()) {
      for (const spec of Object.values(fields)) {
        if ((spec.kind === 'choice' || spec.kind === 'optChoice') && spec.graphqlEnum) {
          seen.add(spec.graphqlEnum);
          expect(Object.values(CONTRACT_ENUMS[spec.graphqlEnum]!).sort(), spec.graphqlEnum).toEqual(
            [...spec.values].sort(),
          );
        }
        if (spec.kind === 'flag' && spec.graphqlEnum) {
          seen.add(spec.graphqlEnum);
          expect(Object.values(CONTRACT_ENUMS[spec.graphqlEnum]!).sort()).toEqual(['No', 'Yes']);
        }
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(CONTRACT_ENUMS).sort());
  });
});
