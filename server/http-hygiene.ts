import type { ErrorRequestHandler, Request, Response } from 'express';
import type { ServerResponse } from 'node:http';
import helmet from 'helmet';
import { INTERNAL_ERROR_CODE } from '../shared/errors/error-codes.js';
import { MSG } from '../shared/validation/messages.js';
import { answerJson, type NodeHandler } from './http-answer.js';
import type { Logger } from './logger.js';
import { recordIfAny } from './request-log.js';

/**
 * The Content-Security-Policy the web app runs under (tests/e2e/csp.test.ts opens the calculator and its
 * map and fails on any violation). Everything is served from this origin: scripts, the MapLibre worker
 * (a same-origin file; `blob:` for the worker MapLibre builds from it), the map's land GeoJSON (the style
 * is offline: no tiles, no glyphs), the API and graphql-ws (`connect-src 'self'` covers ws: to this host).
 * Styles need 'unsafe-inline': Chakra's emotion inserts <style> elements at run time (a nonce would need
 * a per-request index.html); scripts do not. No page may frame the app (frame-ancestors 'none').
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  childSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // helmet's default would send every sub-request of a plain-http install (the README's quick start) to https.
  upgradeInsecureRequests: null,
};

/** helmet's options: the CSP above, nosniff, no referrer, no framing, HSTS for https installs. */
const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  referrerPolicy: { policy: 'no-referrer' as const },
  frameguard: { action: 'deny' as const },
  // Browsers heed it over https only; not extended to sibling hosts of the deployment's domain.
  strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
};

/**
 * What helmet does to an answer, recorded once: the headers it sets (with their values) and the ones it
 * removes. helmet's headers depend on its options alone, never on the request, so they are computed when
 * the app starts rather than by helmet's 12 chained middlewares on every request (issue #19 item 2).
 */
export function recordHelmetHeaders(): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let done = false;
  helmet(HELMET_OPTIONS)({} as Request, recorder as unknown as Response, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    done = true;
  });
  // helmet's middlewares are synchronous; anything else would make the recording incomplete.
  if (!done) throw new Error('helmet did not finish synchronously: its headers cannot be precomputed');
  return { set, removed };
}

/** Security headers on every answer: helmet's, as recordHelmetHeaders() found them, set in one step. */
export function securityHeaders(): NodeHandler {
  const { set, removed } = recordHelmetHeaders();
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

/** What a refused request body is told (body-parser's errors carry `type` and `status`). */
export interface BodyRefusal {
  status: number;
  error: string;
  code: string;
}

/** A body-parser refusal in plain words (413 names the limit), or undefined when `err` is not one. */
export function bodyRefusal(err: unknown): BodyRefusal | undefined {
  const { type, status, limit } = (err ?? {}) as { type?: unknown; status?: unknown; limit?: unknown };
  if (typeof type !== 'string' || typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  if (status === 413) {
    const mb = typeof limit === 'number' ? ` (${Math.round((limit / (1024 * 1024)) * 10) / 10} MB)` : '';
    return { status, error: `Request body too large: over the limit${mb}`, code: 'PAYLOAD_TOO_LARGE' };
  }
  if (type === 'entity.parse.failed') {
    return { status: 400, error: 'Malformed JSON in the request body', code: 'BAD_USER_INPUT' };
  }
  if (status === 415) return { status, error: 'Unsupported request body encoding', code: 'BAD_USER_INPUT' };
  return { status, error: 'Malformed request body', code: 'BAD_USER_INPUT' };
}

/**
 * The answer to an error no handler answered: body refusals keep their status, other client errors
 * (a path that does not decode, a static file refused) get no detail, anything else is a 500 that the
 * client sees as "Something went wrong." and the log keeps, with the request's id.
 */
export function answerUnhandled(base: Logger, err: unknown, res: ServerResponse): void {
  const refusal = bodyRefusal(err);
  if (refusal) return answerJson(res, refusal.status, { error: refusal.error, code: refusal.code });
  const status = (err as { status?: unknown })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return answerJson(res, status, { error: 'Bad request', code: status === 404 ? 'NOT_FOUND' : 'BAD_USER_INPUT' });
  (recordIfAny(res)?.log ?? base).error({ err }, 'unexpected HTTP error');
  answerJson(res, 500, { error: MSG.somethingWrong, code: INTERNAL_ERROR_CODE });
}

/**
 * The last error handler of the app (answerUnhandled): without it Express answers its own HTML page, with
 * the stack trace and absolute paths outside production.
 */
export function finalErrorHandler(base: Logger): ErrorRequestHandler {
  return (err, _req, res, next) => {
    if (res.headersSent) return next(err);
    answerUnhandled(base, err, res);
  };
}
