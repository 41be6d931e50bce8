import compression from 'compression';
import express, { type Request, type Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import vary from 'vary';
import type { NodeHandler } from './http-answer.js';

/** Content types never compressed: a stream must reach the client as written, not when a buffer fills. */
const STREAMED = /^(text\/event-stream|multipart\/mixed)\b/i;

/** The answers `compression` considers: not a stream, and a compressible type (its own filter). */
const considered = (req: IncomingMessage, res: ServerResponse): boolean => {
  const type = String(res.getHeader('Content-Type') ?? '');
  if (STREAMED.test(type)) return false;
  // The package's filter reads the request's headers and the answer's Content-Type (no Express member).
  return compression.filter(req as Request, res as Response);
};

/** `compression`'s no-transform test (Cache-Control: no-transform forbids any change of the body). */
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/;

/**
 * gzip or brotli for every compressible answer (API JSON, GraphQL, HTML, scripts, styles, the map's
 * GeoJSON), as the request's Accept-Encoding prefers (brotli first when equal). Streams (SSE, multipart
 * incremental delivery) are left alone; graphql-ws never passes here (the WebSocket upgrade is not an
 * Express request). Brotli quality 4 (the package's default) compresses a 1 MB chunk in a few ms.
 *
 * A request without Accept-Encoding is never compressed (identity), so it skips the package's wrapping of
 * every write (issue #19 item 2: a load client, a health probe): only the `Vary: Accept-Encoding` the
 * package would add to a considered answer is added, when its headers are written.
 */
export function answerCompression(): NodeHandler {
  // A connect-style middleware on Node's request and response (typed for Express by its @types).
  const compress = compression({ filter: considered }) as unknown as NodeHandler;
  return (req, res, next) => {
    if (req.headers['accept-encoding'] !== undefined) return compress(req, res, next);
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      // As the package's on-headers does: headers handed to writeHead count as set before the test.
      const last = args[args.length - 1];
      if (args.length > 1 && last && typeof last === 'object' && !Array.isArray(last)) {
        args.pop();
        for (const [name, value] of Object.entries(last as Record<string, string | number | string[]>))
          this.setHeader(name, value);
      }
      if (considered(req, this) && !NO_TRANSFORM.test(String(this.getHeader('Cache-Control') ?? '')))
        vary(this, 'Accept-Encoding');
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse['writeHead'];
    next();
  };
}

/** Vite's hashed file names: `name-<8 url-safe base64 chars>.ext`, only under assets/. */
const HASHED_ASSET = /^assets\/[^/]+-[\w-]{8}\.[a-z0-9]+$/i;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The single-page app: hashed assets cached for a year and never revalidated (a new build has new
 * names), everything else (index.html, unhashed files) revalidated on every use (no-cache, with ETag).
 * A missing asset is a 404, not index.html (a script must never be answered with the page). Every
 * other path that is not the API is a client route: index.html.
 */
export function serveWeb(app: express.Express, dir: string): void {
  app.use(
    express.static(dir, {
      index: false,
      setHeaders: (res, filePath) => {
        const relative = path.relative(dir, filePath).split(path.sep).join('/');
        res.setHeader('Cache-Control', HASHED_ASSET.test(relative) ? IMMUTABLE : 'no-cache');
      },
    }),
  );
  app.use('/assets', (_req, res) => {
    res.status(404).setHeader('Cache-Control', 'no-cache');
    res.json({ error: 'Not found', code: 'NOT_FOUND' });
  });
  app.get(/^(?!\/(api|graphql)(\/|$)).*/, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(dir, 'index.html'));
  });
}
