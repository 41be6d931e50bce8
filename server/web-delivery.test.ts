import compression from 'compression';
import express, { type RequestHandler } from 'express';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { answerCompression } from './web-delivery.js';

/** The answers the fast path must head as the package does: types, a stream, no-transform, writeHead's own headers. */
function appWith(compress: RequestHandler): express.Express {
  const app = express();
  app.use(compress);
  app.get('/json', (_req, res) => res.json({ rows: 'x'.repeat(2000) }));
  app.get('/small', (_req, res) => res.json({ ok: true }));
  app.get('/png', (_req, res) => res.type('png').send(Buffer.alloc(2000)));
  app.get('/events', (_req, res) => res.type('text/event-stream').send('data: 1\n\n'));
  app.get('/no-transform', (_req, res) => res.set('Cache-Control', 'no-transform').json({ rows: 'x'.repeat(2000) }));
  app.get('/head-args', (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(2000)));
  app.get('/vary-set', (_req, res) => res.vary('Origin').json({ ok: true }));
  return app;
}

/** Status, headers (no date) and body of one GET sent with no Accept-Encoding header at all. */
async function answersOf(compress: RequestHandler, paths: string[]): Promise<unknown[]> {
  const server = appWith(compress).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await Promise.all(
      paths.map(
        (path) =>
          new Promise((resolve, reject) => {
            request({ host: '127.0.0.1', port, path }, (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () => {
                const { date: _date, ...headers } = res.headers;
                resolve({ path, status: res.statusCode, headers, body: Buffer.concat(chunks).toString('base64') });
              });
            })
              .on('error', reject)
              .end();
          }),
      ),
    );
  } finally {
    server.close();
  }
}

describe('answerCompression without Accept-Encoding', () => {
  it('answers as the compression package does: same status, headers (Vary included) and bytes', async () => {
    const paths = ['/json', '/small', '/png', '/events', '/no-transform', '/head-args', '/vary-set', '/missing'];
    const STREAMED = /^(text\/event-stream|multipart\/mixed)\b/i;
    const pkg = compression({
      filter: (req, res) => !STREAMED.test(String(res.getHeader('Content-Type') ?? '')) && compression.filter(req, res),
    });
    const expected = await answersOf(pkg, paths);
    expect(await answersOf(answerCompression(), paths)).toEqual(expected);
    const vary = (expected as { path: string; headers: { vary?: string } }[]).map((a) => [a.path, a.headers.vary]);
    expect(vary).toEqual([
      ['/json', 'Accept-Encoding'],
      ['/small', 'Accept-Encoding'],
      ['/png', undefined],
      ['/events', undefined],
      ['/no-transform', undefined],
      ['/head-args', 'Accept-Encoding'],
      ['/vary-set', 'Origin, Accept-Encoding'],
      ['/missing', 'Accept-Encoding'],
    ]);
  });
});
