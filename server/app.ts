import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { AppConfig } from './config.js';
import { driverName, type Orm } from './db/orm.js';
import { buildContext, type GraphQLContext } from './graphql/context.js';
import { formatError } from './graphql/format-error.js';
import { buildAppSchema, SUBSCRIBE_TIME_ARG_FIELDS } from './graphql/schema.js';
import { subscribeWithArgsOnce } from './graphql/subscribe.js';
import { LoginRateLimiter } from './modules/auth/login-rate-limiter.js';
import { RouteCache } from './modules/routing/route-cache.js';
import { restRouter } from './rest/router.js';
import type { AppDeps } from './services.js';

export interface RunningApp {
  url: string;
  httpServer: Server;
  close(): Promise<void>;
}

const VERSION = process.env.npm_package_version ?? '0.1.0';

/** Wires GraphQL (HTTP + graphql-ws on /graphql), the /api/v1 shim and the built web app onto one port. */
export async function startApp(config: AppConfig, orm: Orm): Promise<RunningApp> {
  const deps: AppDeps = {
    config,
    rateLimiter: new LoginRateLimiter(config.loginRateLimit.maxFailures, config.loginRateLimit.windowSeconds),
    routeCache: new RouteCache(5_000),
  };
  const schema = await buildAppSchema();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  const httpServer = createServer(app);

  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const wsCleanup = useServer<Record<string, unknown>, { clientAddress?: string }>(
    {
      schema,
      subscribe: subscribeWithArgsOnce(SUBSCRIBE_TIME_ARG_FIELDS),
      // A fresh context (and EntityManager fork) for every subscription operation.
      context: (ctx) => {
        const header = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        return buildContext(
          orm,
          deps,
          typeof header === 'string' ? header : undefined,
          ctx.extra.request.socket.remoteAddress ?? 'unknown',
        );
      },
      // The same error shaping as over HTTP: typed codes pass, anything unexpected is logged and masked.
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map((e) => formatError(e.toJSON(), e)) } : undefined,
      onError: (_ctx, _id, _payload, errors) => errors.map((e) => formatError(e.toJSON(), e)),
    },
    wsServer,
  );

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    formatError,
    includeStacktraceInErrorResponses: false,
    // main.ts owns shutdown (HTTP, WebSocket, then the database); Apollo's own signal handlers would race it.
    stopOnTerminationSignals: false,
    introspection: true,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      {
        serverWillStart: async () => ({
          drainServer: async () => {
            await wsCleanup.dispose();
          },
        }),
      },
    ],
  });
  await apollo.start();

  let ready = false;
  app.use(
    '/api/v1',
    restRouter(orm, deps, { driver: driverName(config.databaseUrl), ready: () => ready, version: VERSION }),
  );
  app.use(
    '/graphql',
    express.json({ limit: '5mb' }),
    expressMiddleware(apollo, {
      context: async ({ req }) =>
        buildContext(orm, deps, req.headers.authorization, req.socket.remoteAddress ?? 'unknown'),
    }),
  );
  if (config.webDist) serveWeb(app, config.webDist);

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => resolve());
  });
  ready = true;
  const { port } = httpServer.address() as AddressInfo;
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  return {
    url: `http://${host}:${port}`,
    httpServer,
    close: async () => {
      ready = false;
      await apollo.stop();
      wsServer.close();
    },
  };
}

/** The single-page app: static assets, and index.html for every client route. */
function serveWeb(app: express.Express, dir: string): void {
  app.use(express.static(dir, { index: false, maxAge: '1h' }));
  app.get(/^(?!\/(api|graphql)(\/|$)).*/, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(dir, 'index.html'));
  });
}
