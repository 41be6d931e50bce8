import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { GraphQLInt, GraphQLNonNull, GraphQLObjectType, GraphQLSchema } from 'graphql';
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { GraphQLContext } from './context.js';
import { GRAPHQL_LIMITS, WS_LIMITS } from './limits.js';
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
      /** Yields once, then runs until the client completes it. */
      forever: {
        type: GraphQLInt,
        subscribe: async function* () {
          yield 1;
          await new Promise(() => undefined);
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
let url = '';

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
  url = `ws://127.0.0.1:${port}/graphql`;
  client = createClient({ url, webSocketImpl: WebSocket, retryAttempts: 0 });
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

/** A raw socket speaking graphql-transport-ws; resolves with the close code. */
function rawSocket(onOpen: (socket: WebSocket) => void): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, 'graphql-transport-ws');
    socket.on('open', () => onOpen(socket));
    socket.on('error', () => undefined);
    socket.on('close', (code) => resolve(code));
  });
}

describe('serveGraphQLOverWebSocket limits (issue #18)', () => {
  it('answers a document over the limits with QUERY_TOO_COMPLEX, and a syntax error as an error, not a close', async () => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: ok`).join(' ');
    const refused = await run(`query Many { ${aliases} }`);
    expect(refused.error).toEqual([
      expect.objectContaining({ extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'aliases' } }),
    ]);
    const tokens = await run(`query T { ${'ok '.repeat(GRAPHQL_LIMITS.maxTokens)} }`);
    expect(tokens.error).toEqual([
      expect.objectContaining({ extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'tokens' } }),
    ]);
    const syntax = await run('query {');
    expect(syntax.error).toEqual([expect.objectContaining({ extensions: { code: 'GRAPHQL_PARSE_FAILED' } })]);
    expect((await run('{ ok }')).error).toBeNull();
  });

  it(`refuses operation ${WS_LIMITS.maxOperations + 1} running at once on one connection`, async () => {
    const running: (() => void)[] = [];
    for (let i = 0; i < WS_LIMITS.maxOperations; i++) {
      await new Promise<void>((resolve, reject) => {
        running.push(
          client.subscribe(
            { query: 'subscription { forever }' },
            { next: () => resolve(), error: reject, complete: () => undefined },
          ),
        );
      });
    }
    const over = await run('subscription { forever }');
    expect(over.error).toEqual([expect.objectContaining({ extensions: { code: 'TOO_MANY_OPERATIONS' } })]);
    running.forEach((stop) => stop());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const after = await run('{ ok }');
    expect(after.error).toBeNull();
  });

  it('drops a frame over the payload cap at once (1009), before it is read, and logs one line', async () => {
    const code = await rawSocket((socket) => socket.send('x'.repeat(GRAPHQL_LIMITS.maxBodyBytes + 1)));
    expect(code).toBe(1009);
    expect(lines.find((l) => l.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH')).toMatchObject({ level: 40 });
  });

  it('closes a socket that sends no connection_init in time (4408)', async () => {
    const started = performance.now();
    expect(await rawSocket(() => undefined)).toBe(4408);
    expect(performance.now() - started).toBeGreaterThanOrEqual(WS_LIMITS.connectionInitMs - 50);
  }, 15_000);
});
