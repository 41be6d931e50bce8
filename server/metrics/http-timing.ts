import type { IncomingMessage } from 'node:http';
import { isGraphqlPath, requestPath, type NodeHandler } from '../http-answer.js';
import { recordOf } from '../request-log.js';
import type { AppMetrics } from './app-metrics.js';

/**
 * The route label of an answer: the matched path pattern ('/api/v1/orders/:id', never the id itself),
 * '/graphql', 'unmatched' for an /api/v1 path no route has, and 'static' for the web app's files.
 */
export function routeLabel(req: IncomingMessage & { route?: { path?: unknown }; baseUrl?: string }): string {
  // Express's matched route, when an Express router answered.
  const route = req.route;
  if (route && typeof route.path === 'string') return `${req.baseUrl ?? ''}${route.path}`;
  const path = requestPath(req);
  if (isGraphqlPath(path)) return '/graphql';
  if (path === '/api/v1' || path.startsWith('/api/v1/')) return 'unmatched';
  return 'static';
}

/** Times every answer into the request histogram. Runs after requestLogging(), which names the operation. */
export function httpTiming(metrics: AppMetrics): NodeHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.once('close', () => {
      metrics.observeRequest(
        {
          method: req.method ?? '',
          route: routeLabel(req),
          operation: recordOf(res).operation,
          status: res.statusCode,
        },
        (performance.now() - started) / 1000,
      );
    });
    next();
  };
}
