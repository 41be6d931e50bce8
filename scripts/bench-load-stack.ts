/**
 * bench:load's two stack floors (ADR 0036): `{ __typename }` answered by an Apollo Server with a one-field
 * schema and the app's three disabled plugins, once over Node's HTTP server alone (the app's GraphQL entry,
 * which calls Apollo's integration entry, executeHTTPGraphQLRequest, with the body read and parsed by hand
 * and none of the app's handlers) and once over
 * Express 5 with express.json and the Express integration, as the app mounts it. Neither has the app's
 * middlewares, auth or schema: between them and the app's own floor they split the app's fixed cost per
 * GraphQL request into what Apollo needs, what Express adds, and what the app adds.
 */
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GraphQLContext } from '../server/graphql/context.js';
import { graphqlHttpEntry } from '../server/graphql/http-entry.js';
import type { NodeHandler } from '../server/http-answer.js';

const TYPE_DEFS = 'type Query { ok: Boolean }';

async function apollo(): Promise<ApolloServer<GraphQLContext>> {
  const server = new ApolloServer<GraphQLContext>({
    typeDefs: TYPE_DEFS,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
    ],
  });
  await server.start();
  return server;
}

/**
 * Apollo over Node's HTTP server: the app's own GraphQL entry (graphqlHttpEntry), with the body read and
 * parsed by hand as its only handler (no app middlewares, no body-parser).
 */
function overNodeHttp(server: ApolloServer<GraphQLContext>) {
  const readJson: NodeHandler = (req, _res, next) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      req.body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
      next();
    });
  };
  return graphqlHttpEntry({
    apollo: server,
    before: [readJson],
    context: async () => ({}) as GraphQLContext,
    unhandled: (err, res) => res.writeHead(500).end(String(err)),
  });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
}

/** Both floors listening on loopback; `close` stops them. */
export async function startStackFloors(): Promise<{ nodeHttp: string; express: string; close(): Promise<void> }> {
  const bare = await apollo();
  const viaExpress = await apollo();
  const app = express();
  app.use('/graphql', express.json(), expressMiddleware(viaExpress, { context: async () => ({}) as GraphQLContext }));
  const servers = [createServer(overNodeHttp(bare)), createServer(app)];
  const [nodeHttp, expressUrl] = [await listen(servers[0]!), await listen(servers[1]!)];
  return {
    nodeHttp,
    express: expressUrl,
    close: async () => {
      for (const s of servers) s.close();
      await Promise.all([bare.stop(), viaExpress.stop()]);
    },
  };
}
