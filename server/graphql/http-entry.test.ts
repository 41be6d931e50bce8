import { ApolloServer } from '@apollo/server';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerJson, type NodeHandler } from '../http-answer.js';
import type { GraphQLContext } from './context.js';
import { graphqlHttpEntry, isGraphqlRequest } from './http-entry.js';

/** A real Apollo Server (one field) behind the entry, on loopback; `before` is set per test. */
let before: NodeHandler[] = [];
const unhandled: unknown[] = [];
let apollo: ApolloServer<GraphQLContext>;
let server: Server;
let url: string;

beforeAll(async () => {
  apollo = new ApolloServer<GraphQLContext>({
    typeDefs: 'type Query { answer: Int }',
    resolvers: { Query: { answer: () => 42 } },
  });
  await apollo.start();
  server = createServer((req, res) =>
    graphqlHttpEntry({
      apollo,
      before,
      context: async () => ({}) as GraphQLContext,
      unhandled: (err, r) => {
        unhandled.push(err);
        answerJson(r, 500, { error: 'unhandled' });
      },
    })(req, res),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  server.close();
  await apollo.stop();
});

const post = (body: string) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
const jsonBody: NodeHandler = (req, _res, next) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    req.body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
    next();
  });
};

describe('graphqlHttpEntry', () => {
  it('runs the handlers in order, then answers as Apollo does, with its length', async () => {
    const seen: string[] = [];
    const mark =
      (name: string): NodeHandler =>
      (_req, res, next) => {
        seen.push(name);
        res.setHeader(`x-${name}`, 'yes');
        next();
      };
    before = [mark('first'), jsonBody, mark('second')];
    const res = await post('{"query":"{ answer }"}');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ data: { answer: 42 } });
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect([res.headers.get('x-first'), res.headers.get('x-second')]).toEqual(['yes', 'yes']);
    expect(seen).toEqual(['first', 'second']);
  });

  it('stops at a handler that answers', async () => {
    before = [(_req, res) => answerJson(res, 413, { error: 'too large' }), jsonBody];
    const res = await post('{"query":"{ answer }"}');
    expect([res.status, await res.json()]).toEqual([413, { error: 'too large' }]);
  });

  it('hands an error passed on or thrown to `unhandled`, and Apollo is not asked', async () => {
    unhandled.length = 0;
    const passed = new Error('passed on');
    const thrown = new Error('thrown');
    for (const handler of [
      (_q, _r, next) => next(passed),
      () => {
        throw thrown;
      },
    ] as NodeHandler[]) {
      before = [handler, jsonBody];
      const res = await post('{"query":"{ answer }"}');
      expect([res.status, await res.json()]).toEqual([500, { error: 'unhandled' }]);
    }
    expect(unhandled).toEqual([passed, thrown]);
  });

  it('answers a GET query from the query string (Apollo asks a preflight header of a GET)', async () => {
    before = [];
    const res = await fetch(`${url}?query=${encodeURIComponent('{ answer }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect([res.status, await res.json()]).toEqual([200, { data: { answer: 42 } }]);
  });
});

describe('isGraphqlRequest', () => {
  it('is /graphql and the paths below it, with or without a query string', () => {
    const at = (url: string) => isGraphqlRequest({ url } as IncomingMessage);
    expect(['/graphql', '/graphql?x=1', '/graphql/', '/graphql/x'].map(at)).toEqual([true, true, true, true]);
    expect(['/graphqlx', '/api/v1/graphql', '/', '/graph'].map(at)).toEqual([false, false, false, false]);
  });
});
