import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import express from 'express';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from './config.js';
import { Admission, admissionGate } from './db/admission.js';
import { driverName, type Orm } from './db/orm.js';
import { compiledLists } from './graphql/compiled-execution.js';
import { graphqlHttpEntry, isGraphqlRequest } from './graphql/http-entry.js';
import { buildContext, type ContextSource, type GraphQLContext } from './graphql/context.js';
import { formatError } from './graphql/format-error.js';
import { apolloLimits, GRAPHQL_LIMITS, PARSE_OPTIONS, tokenLimitGate } from './graphql/limits.js';
import { requestLogPlugin } from './graphql/request-plugin.js';
import { buildAppSchema, SUBSCRIBE_TIME_ARG_FIELDS } from './graphql/schema.js';
import { serveGraphQLOverWebSocket } from './graphql/ws-server.js';
import { answerJson, requestPath, type NodeHandler } from './http-answer.js';
import { answerUnhandled, finalErrorHandler, securityHeaders } from './http-hygiene.js';
import { logger } from './logger.js';
import { AppMetrics } from './metrics/app-metrics.js';
import { httpTiming } from './metrics/http-timing.js';
import { metricsRoute } from './metrics/metrics-route.js';
import { poolReader } from './metrics/pool-reading.js';
import { openRunBus } from './modules/calculation-runs/open-run-bus.js';
import { openRunResults } from './modules/calculator/run-results.redis.js';
import { SessionBroadcast } from './modules/auth/session-broadcast.js';
import { BackgroundTasks } from './modules/auth/background.js';
import { ResetMailer } from './modules/auth/reset-mailer.js';
import { SignInThrottle } from './modules/auth/sign-in-throttle.js';
import { PortCache } from './modules/routing/port-cache.js';
import { RouteCache } from './modules/routing/route-cache.js';
import { recordOf, requestLogging } from './request-log.js';
import { refuseDeepBodies } from './rest/body-depth.js';
import { restErrorHandler } from './rest/rest-errors.js';
import { restRouter } from './rest/router.js';
import type { AppDeps } from './services.js';
import { answerCompression, serveWeb } from './web-delivery.js';

export interface RunningApp {
  url: string;
  httpServer: Server;
  close(): Promise<void>;
}

/** Wires GraphQL (HTTP + graphql-ws on /graphql), the /api/v1 shim and the built web app onto one port. */
export async function startApp(
  config: AppConfig,
  orm: Orm,
  extras: Pick<AppDeps, 'imapReaders'> = {},
): Promise<RunningApp> {
  const deps: AppDeps = {
    ...extras,
    config,
    signInThrottle: new SignInThrottle(config.loginRateLimit.windowSeconds),
    resetThrottle: new SignInThrottle(3600),
    resetMailer: new ResetMailer(config, logger),
    background: new BackgroundTasks(logger),
    routeCache: new RouteCache(5_000),
    portCache: new PortCache(),
    metrics: new AppMetrics(await poolReader(orm, driverName(config.databaseUrl))),
    runBus: openRunBus(config.redisUrl),
    runResults: openRunResults(config.redisUrl),
  };
  // Several processes (REDIS_URL): a session revoked through one is refused by all at once.
  const sessionBroadcast = config.redisUrl ? await SessionBroadcast.start(config.redisUrl, logger) : undefined;
  const schema = await buildAppSchema();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  // Its requests are handed out once both entries are built (below).
  const httpServer = createServer();

  const contextFor = (source: ContextSource) => buildContext(orm, deps, source);
  const ws = serveGraphQLOverWebSocket({
    httpServer,
    schema,
    log: logger,
    buildContext: contextFor,
    argsOnceFields: SUBSCRIBE_TIME_ARG_FIELDS,
    production: config.production,
  });

  const limits = apolloLimits(config.production);
  const apollo = new ApolloServer<GraphQLContext>({
    // The lists' queries run compiled (the compiledLists plugin below), everything else on graphql-js (ADR 0036).
    schema,
    formatError,
    includeStacktraceInErrorResponses: false,
    // main.ts owns shutdown (HTTP, WebSocket, then the database); Apollo's own signal handlers would race it.
    stopOnTerminationSignals: false,
    // Production answers no schema questions: the web app's operations are compiled in (codegen).
    introspection: !config.production,
    allowBatchedHttpRequests: false,
    parseOptions: PARSE_OPTIONS,
    validationRules: limits.validationRules,
    plugins: [
      // Apollo's sandbox page loads its scripts from a CDN, which the Content-Security-Policy refuses anyway.
      ApolloServerPluginLandingPageDisabled(),
      // No HTTP caching of GraphQL answers is offered (no @cacheControl hints), and the cache-control plugin
      // costs a hook on every resolved field: 4 % of a 200-vessel calculation's server time (bench:graphql).
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      { serverWillStart: async () => ({ drainServer: () => ws.close() }) },
      // Inline tracing answers a federation gateway only; this schema is no subgraph, so it never traces,
      // but its hook was still called on every request.
      ApolloServerPluginInlineTraceDisabled(),
      // graphql-armor's plugins (suggestion masking) act on errors only: run from this one's error hook.
      requestLogPlugin(limits.plugins),
      compiledLists(schema),
    ],
  });
  await apollo.start();

  let ready = false;
  // On both entries, first: the security headers, then the request's id and log line (so even a refused body
  // is logged with its id: one access line per request, static files included), and its timing.
  const first: NodeHandler[] = [securityHeaders(), requestLogging(logger), httpTiming(deps.metrics)];
  // Then, in front of both APIs: gzip/brotli for every API answer and text asset (streams excepted; graphql-ws
  // is not an HTTP answer), and on PGlite (one connection in this process) a bounded queue (ADR 0018).
  const beforeApis: NodeHandler[] = [answerCompression()];
  if (driverName(config.databaseUrl) === 'pglite')
    beforeApis.push(admissionGate(new Admission(config.dbAdmission), restErrorHandler));
  app.use(...first);
  // Prometheus text: loopback only, or anywhere with METRICS_TOKEN as a bearer token.
  app.get('/metrics', metricsRoute(deps.metrics, config.metricsToken));
  app.use(...beforeApis);
  app.use(
    '/api/v1',
    restRouter(orm, deps, { driver: driverName(config.databaseUrl), ready: () => ready, version: config.version }),
  );
  const graphqlOverHttp = graphqlHttpEntry({
    apollo,
    before: [
      ...first,
      ...beforeApis,
      express.json({ limit: GRAPHQL_LIMITS.maxBodyBytes }),
      tokenLimitGate(),
      // The body depth limit of both APIs (a JSON variable nested 20,000 deep is refused before any reader).
      refuseDeepBodies('graphql'),
    ],
    context: async (req, res) => {
      const request = recordOf(res);
      try {
        return await contextFor({
          authorization: req.headers.authorization,
          clientAddress: req.socket.remoteAddress ?? 'unknown',
          request,
        });
      } catch (err) {
        // Apollo answers 500 on its own here; the cause is only in this line.
        request.log.error({ err }, 'GraphQL context failed');
        throw err;
      }
    },
    unhandled: (err, res) => answerUnhandled(logger, err, res),
  });
  if (config.webDist) serveWeb(app, config.webDist);
  // What no route answered (a POST to a page's path, /GraphQL, any path without the web app): JSON with a
  // code, as the API's own 404s, not Express's HTML page.
  app.use((req, res) =>
    answerJson(res, 404, { error: `No such path: ${req.method} ${requestPath(req)}`, code: 'NOT_FOUND' }),
  );
  app.use(finalErrorHandler(logger));
  // GraphQL over HTTP has its own entry, without Express (ADR 0036); everything else is Express's.
  httpServer.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (isGraphqlRequest(req)) graphqlOverHttp(req, res);
    else void app(req, res);
  });

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => resolve());
  });
  ready = true;
  const { port } = httpServer.address() as AddressInfo;
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  deps.resetMailer.setServerUrl(`http://${host}:${port}`);
  return {
    url: `http://${host}:${port}`,
    httpServer,
    close: async () => {
      ready = false;
      await apollo.stop();
      // Reset e-mails already asked for are sent before the database closes.
      await deps.background.drain();
      await deps.runBus.close();
      await deps.runResults.close();
      await sessionBroadcast?.close();
      deps.resetMailer.close();
    },
  };
}
