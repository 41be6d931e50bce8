import type { Request, RequestHandler, Response } from 'express';
import { recordOf } from '../request-log.js';
import type { AppMetrics } from './app-metrics.js';

/**
 * The route label of an answer: the matched path pattern ('/api/v1/orders/:id', never the id itself),
 * '/graphql', 'unmatched' for an /api/v1 path no route has, and 'static' for the web app's files.
 */
export function routeLabel(req: Request): string {
  const route = (req as Request & { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') return `${req.baseUrl}${route.path}`;
  const path = req.originalUrl.split('?')[0] ?? '/';
  if (path === '/graphql' || path.startsWith('/graphql/')) return '/graphql';
  if (path === '/api/v1' || path.startsWith('/api/v1/')) return 'unmatched';
  return 'static';
}

/** Times every answer into the request histogram. Runs after requestLogging(), which names the operation. */
export function httpTiming(metrics: AppMetrics): RequestHandler {
  return (req: Request, res: Response, next) => {
    const started = performance.now();
    res.once('close', () => {
      metrics.observeRequest(
        { method: req.method, route: routeLabel(req), operation: recordOf(res).operation, status: res.statusCode },
        (performance.now() - started) / 1000,
      );
    });
    next();
  };
}
