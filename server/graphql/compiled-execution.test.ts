import {
  execute,
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { compiledAnswer, runsCompiled } from './compiled-execution.js';

const op = (source: string) => parse(source).definitions[0] as OperationDefinitionNode;

describe('runsCompiled', () => {
  it('takes queries of the lists alone', () => {
    expect(runsCompiled(op('query { allOrders { totalElements } }'))).toBe(true);
    expect(runsCompiled(op('{ a: myOrders { totalElements } b: allOrders { number } }'))).toBe(true);
    expect(runsCompiled(op('query V($p: PageInput) { voyages(page: $p) { number } }'))).toBe(true);
  });
  it('leaves everything else to graphql-js', () => {
    expect(runsCompiled(op('query { allOrders { number } pinnedOrderIds }'))).toBe(false);
    expect(runsCompiled(op('query { allOrders { number } __typename }'))).toBe(false);
    expect(runsCompiled(op('query { ...F } fragment F on Query { allOrders { number } }'))).toBe(false);
    expect(runsCompiled(op('query { ... on Query { allOrders { number } } }'))).toBe(false);
    expect(runsCompiled(op('mutation { allOrders { number } }'))).toBe(false);
    expect(runsCompiled(op('subscription { allOrders { number } }'))).toBe(false);
    expect(runsCompiled(op('query { order(id: 1) { name } }'))).toBe(false);
  });
});

describe('compiled execution of the built-in scalars', () => {
  const Row = new GraphQLObjectType({
    name: 'Row',
    fields: {
      s: { type: GraphQLString },
      i: { type: GraphQLInt },
      f: { type: GraphQLFloat },
      b: { type: GraphQLBoolean },
      id: { type: GraphQLID },
    },
  });
  const at = (value: unknown) => ({ s: value, i: value, f: value, b: value, id: value });
  // Values each scalar takes as they are, and values it converts (graphql-js's serialize): the compiled
  // answer must be graphql-js's for every one (a value a scalar refuses makes an error: graphql-js answers).
  const values: unknown[] = [
    'text',
    '',
    '12',
    '1.5',
    'true',
    0,
    -0,
    1,
    -7,
    1.5,
    2 ** 31 - 1,
    -(2 ** 31),
    2 ** 31,
    1e300,
    true,
    false,
    null,
    new Number(5),
    new String('boxed'),
    new Boolean(true),
    { valueOf: () => 3 },
    { toJSON: () => 'j' },
  ];
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        allOrders: {
          type: new GraphQLList(Row),
          args: { n: { type: GraphQLInt } },
          resolve: (_r, { n }) => [at(values[n as number])],
        },
      },
    }),
  });
  const document = parse('query Q($n: Int) { allOrders(n: $n) { s i f b id } }');
  const operation = document.definitions[0] as OperationDefinitionNode;

  it('answers each value as graphql-js answers it, field by field', async () => {
    const answer = compiledAnswer(schema);
    let compiledAnswers = 0;
    for (let n = 0; n < values.length; n++) {
      const plain = await execute({ schema, document, variableValues: { n } });
      const request = { document, operation, variables: { n }, context: {} };
      // null: graphql-js is to answer (an error in the compiled answer); Apollo then executes it so.
      const compiled = await answer(request);
      if (compiled) compiledAnswers++;
      const sent = compiled ?? plain;
      expect(JSON.stringify(sent), String(values[n])).toBe(JSON.stringify(plain));
      expect(sent, String(values[n])).toEqual(plain);
    }
    // The values every scalar takes as they are were answered by the compiled query itself.
    expect(compiledAnswers).toBeGreaterThanOrEqual(3);
  });

  it('leaves other operations and refused variables to graphql-js', async () => {
    const answer = compiledAnswer(schema);
    const other = parse('query { allOrders(n: 0) { s } __typename }');
    const request = { document: other, operation: other.definitions[0] as OperationDefinitionNode, context: {} };
    expect(await answer(request)).toBeNull();
    const strings = parse('query S($n: Int) { allOrders(n: $n) { s } }');
    const ok = { document: strings, operation: strings.definitions[0] as OperationDefinitionNode, context: {} };
    expect(await answer({ ...ok, variables: { n: 'x' } })).toBeNull();
    expect(await answer({ ...ok, variables: { n: 0 } })).toEqual({ data: { allOrders: [{ s: 'text' }] } });
  });
});
