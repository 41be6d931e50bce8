import compression from 'compression';
import express, { type RequestHandler } from 'express';
import path from 'node:path';

/** Content types never compressed: a stream must reach the client as written, not when a buffer fills. */
const STREAMED = /^(text\/event-stream|multipart\/mixed)\b/i;

/**
 * gzip or brotli for every compressible answer (API JSON, GraphQL, HTML, scripts, styles, the map's
 * GeoJSON), as the request's Accept-Encoding prefers (brotli first when equal). Streams (SSE, multipart
 * incremental delivery) are left alone; graphql-ws never passes here (the WebSocket upgrade is not an
 * Express request). Brotli quality 4 (the package's default) compresses a 1 MB chunk in a few ms.
 */
export function answerCompression(): RequestHandler {
  return compression({
    filter: (req, res) => {
      const type = String(res.getHeader('Content-Type') ?? '');
      if (STREAMED.test(type)) return false;
      return compression.filter(req, res);
    },
  });
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
