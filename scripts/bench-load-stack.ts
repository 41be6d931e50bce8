/**
 * bench:load's two stack floors (ADR 0036): `{ __typename }` answered by an Apollo Server with a one-field
 * schema and the app's three disabled plugins, once over Node's HTTP server alone (Apollo's documented
 * integration entry, executeHTTPGraphQLRequest, with the body read and parsed by hand) and once over
 * Express 5 with express.json and the Express integration, as the app mounts it. Neither has the app's
 * middlewares, auth or schema: between them and the app's own floor they split the app's fixed cost per
 * GraphQL request into what Apollo needs, what Express adds, and what the app adds.
 */
import { ApolloServer, HeaderMap } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const TYPE_DEFS = 'type Query { ok: Boolean }';

async function apollo(): Promise<ApolloServer> {
  const server = new ApolloServer({
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

/** A POST's JSON body through Apollo's integration entry, its answer written as Apollo gives it. */
function overNodeHttp(server: ApolloServer) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const headers = new HeaderMap();
        for (const [name, value] of Object.entries(req.headers))
          if (typeof value === 'string') headers.set(name, value);
        const answer = await server.executeHTTPGraphQLRequest({
          httpGraphQLRequest: {
            method: req.method ?? 'POST',
            headers,
            search: '',
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
          },
          context: async () => ({}),
        });
        for (const [name, value] of answer.headers) res.setHeader(name, value);
        res.statusCode = answer.status ?? 200;
        if (answer.body.kind === 'complete') res.end(answer.body.string);
        else {
          for await (const chunk of answer.body.asyncIterator) res.write(chunk);
          res.end();
        }
      })().catch((e: unknown) => res.writeHead(500).end(String(e)));
    });
  };
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
  app.use('/graphql', express.json(), expressMiddleware(viaExpress, { context: async () => ({}) }));
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
