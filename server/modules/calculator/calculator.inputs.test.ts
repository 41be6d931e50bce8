import 'reflect-metadata';
import fc from 'fast-check';
import {
  getVariableValues,
  GraphQLNonNull,
  parse,
  type GraphQLInputObjectType,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { recordTables } from '../../../shared/contract/calculation/index.js';
import { asGraphqlInput } from '../../../tests/fixtures/estimate-formats.js';
import { benchEstimate, supramaxIndonesiaIndia } from '../../../tests/fixtures/estimates.js';
import { graphqlValue } from '../../../tests/helpers/fuzz-values.js';
import { buildAppSchema } from '../../graphql/schema.js';
import { asCalculateInput, CalculateInput, CONTRACT_ENUMS } from './calculator.inputs.js';

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

/** type-graphql's own conversion of an @Arg (not among the package's exports: read from its build). */
async function typeGraphqlConversion(): Promise<(meta: object, args: object) => unknown> {
  const url = new URL('../../../node_modules/type-graphql/build/esm/resolvers/convert-args.js', import.meta.url);
  const mod = (await import(url.href)) as { convertArgToInstance: (meta: object, args: object) => unknown };
  return mod.convertArgToInstance;
}

/** Equal values, each object of the same class, with the same keys in the same order. */
function expectSameShape(got: unknown, want: unknown, at = 'input'): void {
  if (typeof want !== 'object' || want === null) {
    expect(got, at).toBe(want);
    return;
  }
  expect(Object.getPrototypeOf(got), `${at}: class`).toBe(Object.getPrototypeOf(want));
  expect(Object.keys(got as object), `${at}: keys`).toEqual(Object.keys(want));
  for (const key of Object.keys(want))
    expectSameShape((got as Record<string, unknown>)[key], (want as Record<string, unknown>)[key], `${at}.${key}`);
}

describe('asCalculateInput (ADR 0021, addendum 4)', () => {
  const document = parse('query Q($input: CalculateInput!) { __typename }');
  const definitions = (document.definitions[0] as OperationDefinitionNode).variableDefinitions!;
  const meta = { name: 'input', getType: () => CalculateInput };

  it("hands over what type-graphql's @Arg hands over: the same classes, keys in the same order, values", async () => {
    const schema = await buildAppSchema();
    const convert = await typeGraphqlConversion();
    const inputType = schema.getType('CalculateInput') as GraphQLInputObjectType;
    const generated = fc.sample(graphqlValue(new GraphQLNonNull(inputType), [1, 2]), { numRuns: 60, seed: 19_3 });
    const fixtures = [asGraphqlInput(supramaxIndonesiaIndia()), asGraphqlInput(benchEstimate(3)), ...generated];
    let compared = 0;
    for (const input of fixtures) {
      const coerced = getVariableValues(schema, definitions, { input });
      if (coerced.errors) continue; // refused by graphql-js: no resolver runs
      expectSameShape(asCalculateInput(coerced.coerced.input), convert(meta, coerced.coerced));
      compared++;
    }
    expect(compared).toBeGreaterThan(20);
  });
});
