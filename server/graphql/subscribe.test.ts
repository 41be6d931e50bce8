import {
  GraphQLBoolean,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  type ExecutionResult,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { subscribeWithArgsOnce } from './subscribe.js';

const Input = new GraphQLInputObjectType({
  name: 'In',
  fields: {
    rows: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(GraphQLInt))) },
    name: { type: new GraphQLNonNull(GraphQLString) },
    note: { type: GraphQLString },
    flag: { type: new GraphQLNonNull(GraphQLBoolean), defaultValue: true },
  },
});

/** What the per-event resolve saw as its argument, per event. */
const seen: unknown[] = [];

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLBoolean } } }),
  subscription: new GraphQLObjectType({
    name: 'Subscription',
    fields: {
      stream: {
        type: new GraphQLObjectType({
          name: 'Ev',
          fields: {
            n: { type: GraphQLInt },
            echo: { type: GraphQLString, args: { s: { type: GraphQLString } }, resolve: (_p, a) => a.s },
          },
        }),
        args: { input: { type: new GraphQLNonNull(Input) }, tag: { type: GraphQLString } },
        subscribe: async function* (_root, args: { input: { rows: number[] } }) {
          for (const n of args.input.rows) yield { n };
        },
        resolve: (payload: unknown, args: unknown) => {
          seen.push(args);
          return payload;
        },
      },
    },
  }),
});

async function run(query: string, variableValues: Record<string, unknown>, fields = new Set(['stream'])) {
  seen.length = 0;
  const result = await subscribeWithArgsOnce(fields)({ schema, document: parse(query), variableValues });
  const out: ExecutionResult[] = [];
  if (Symbol.asyncIterator in result) for await (const r of result) out.push(r);
  else out.push(result);
  return out;
}

describe('subscribeWithArgsOnce', () => {
  const input = { rows: [1, 2, 3], name: 'big' };

  it('subscribes with the real arguments and runs each event with a placeholder', async () => {
    const out = await run('subscription ($i: In!) { stream(input: $i) { n } }', { i: input });
    expect(out.map((r) => r.data)).toEqual([{ stream: { n: 1 } }, { stream: { n: 2 } }, { stream: { n: 3 } }]);
    expect(seen).toEqual([1, 2, 3].map(() => ({ input: { rows: [], name: '', flag: true } })));
  });

  it('keeps a variable that is also used inside the selection, and fields not listed', async () => {
    await run('subscription ($i: In!, $t: String) { stream(input: $i, tag: $t) { n echo(s: $t) } }', {
      i: input,
      t: 'x',
    });
    expect(seen[0]).toMatchObject({ tag: 'x', input: { rows: [] } });
    await run('subscription ($i: In!) { stream(input: $i) { n } }', { i: input }, new Set());
    expect(seen[0]).toMatchObject({ input: { rows: [1, 2, 3], name: 'big' } });
  });

  it('returns the error result when subscribing fails', async () => {
    const [r] = await run('subscription ($i: In!) { stream(input: $i) { n } }', { i: { rows: 'x' } });
    expect(r?.errors?.[0]?.message).toMatch(/\$i/);
  });
});
