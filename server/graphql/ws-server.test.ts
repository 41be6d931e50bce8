import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { GraphQLInt, GraphQLNonNull, GraphQLObjectType, GraphQLSchema } from 'graphql';
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { GraphQLContext } from './context.js';
import { serveGraphQLOverWebSocket, type GraphQLWsServer } from './ws-server.js';

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
    done();
  },
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLInt } } }),
  subscription: new GraphQLObjectType({
    name: 'Subscription',
    fields: {
      count: {
        type: GraphQLInt,
        args: { to: { type: new GraphQLNonNull(GraphQLInt) } },
        subscribe: async function* (_root, args: { to: number }) {
          for (let n = 1; n <= args.to; n++) yield n;
        },
        resolve: (n: number) => n,
      },
      broken: {
        type: GraphQLInt,
        subscribe: () => {
          throw new TypeError('a bug of ours');
        },
      },
    },
  }),
});

let server: GraphQLWsServer;
let client: Client;
let close = () => {};

beforeAll(async () => {
  const httpServer = createServer();
  server = serveGraphQLOverWebSocket({
    httpServer,
    schema,
    log: pino({ level: 'info' }, sink),
    // Only the request record matters to the server itself; the services are the resolvers' business.
    buildContext: async (source) => ({ request: source.request }) as unknown as GraphQLContext,
    argsOnceFields: new Set(),
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  client = createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
  close = () => httpServer.close();
});

afterAll(async () => {
  await client.dispose();
  await server.close();
  close();
});

async function run(query: string, variables?: Record<string, unknown>) {
  const next: FormattedExecutionResult<Record<string, unknown>, unknown>[] = [];
  const error = await new Promise<unknown>((resolve) => {
    client.subscribe(
      { query, variables },
      { next: (r) => next.push(r), error: resolve, complete: () => resolve(null) },
    );
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { next, error };
}

describe('serveGraphQLOverWebSocket', () => {
  it('streams, then logs one line for the operation with its own request id and name', async () => {
    const { next, error } = await run('subscription Three { count(to: 3) }');
    expect(error).toBeNull();
    expect(next.map((r) => r.data)).toEqual([{ count: 1 }, { count: 2 }, { count: 3 }]);
    const line = lines.find((l) => l.operation === 'Three');
    expect(line).toMatchObject({ level: 30, method: 'WS', path: '/graphql', msg: 'subscription completed' });
    expect(line?.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("gives graphql-js's own errors client codes instead of masking them", async () => {
    const invalid = await run('subscription { nope }');
    expect(invalid.error).toEqual([expect.objectContaining({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })]);
    const badVariables = await run('subscription Count($to: Int!) { count(to: $to) }', { to: 'x' });
    expect(badVariables.next[0]?.errors?.[0]).toMatchObject({
      message: expect.stringContaining('$to'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(lines.filter((l) => l.level === 50)).toEqual([]);
  });

  it('masks an error of ours and logs it with the request id of the operation', async () => {
    const { next } = await run('subscription Broken { broken }');
    expect(next[0]?.errors?.[0]).toMatchObject({
      message: 'Something went wrong.',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    const logged = lines.find((l) => l.msg === 'unexpected GraphQL error');
    expect(logged).toMatchObject({ level: 50, err: { message: 'a bug of ours' } });
    const done = lines.find((l) => l.operation === 'Broken');
    expect(logged?.reqId).toBe(done?.reqId);
  });
});
