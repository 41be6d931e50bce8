import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { AppMetrics } from './app-metrics.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read /metrics: with METRICS_TOKEN set, a request bearing it (Authorization: Bearer ...), from
 * anywhere (a Prometheus server beside the proxy); without it, only a request from this machine's loopback.
 */
export function mayScrape(req: Request, token: string | undefined): boolean {
  if (token) {
    const header = req.headers.authorization ?? '';
    return header.startsWith('Bearer ') && sameSecret(header.slice('Bearer '.length), token);
  }
  return LOOPBACK.has(req.socket.remoteAddress ?? '');
}

/** GET /metrics: the Prometheus text, or 403 with the reason. */
export function metricsRoute(metrics: AppMetrics, token: string | undefined): RequestHandler {
  return async (req, res, next) => {
    if (!mayScrape(req, token)) {
      res.status(403).json({
        error: token
          ? 'A bearer token equal to METRICS_TOKEN is required'
          : '/metrics answers only on loopback unless METRICS_TOKEN is set',
      });
      return;
    }
    try {
      const { contentType, body } = await metrics.scrape();
      res.setHeader('content-type', contentType);
      res.setHeader('cache-control', 'no-store');
      res.send(body);
    } catch (err) {
      next(err);
    }
  };
}
