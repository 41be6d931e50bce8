import express from 'express';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerCompression } from '../../server/web-delivery.js';
import { asGraphqlInput } from '../fixtures/estimate-formats.js';
import { benchEstimate } from '../fixtures/estimates.js';
import { loginToken, subscribeOverWs } from '../helpers/api.js';
import { CALCULATION_STREAM_LIGHT } from '../helpers/calculator-ops.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/** Issue #19 item 5: compression by Accept-Encoding, caching of hashed assets and of index.html. */
let server: TestServer;
let token: string;
const dist = mkdtempSync(path.join(tmpdir(), 'web-delivery-'));
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: "row ${i}" }`).join(',')}];\n`;
const savedWebDist = process.env.WEB_DIST;

beforeAll(async () => {
  // A built client of its own (the test does not depend on `npm run build`): Vite's names and layout.
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><script type="module" src="/assets/index-Ab_3-x9Z.js"></script>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-Ab_3-x9Z.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'land-50m-B7heijyN.json'), JSON.stringify({ features: SCRIPT }));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  process.env.WEB_DIST = dist;
  server = await startTestServer();
  token = await loginToken(server.url, 'pricing@demo.example');
}, 180_000);
afterAll(async () => {
  await server?.close();
  if (savedWebDist === undefined) delete process.env.WEB_DIST;
  else process.env.WEB_DIST = savedWebDist;
  rmSync(dist, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent on the wire (still encoded). */
  raw: Buffer;
}

/** One request with exactly the Accept-Encoding given (fetch would add its own and decode). */
function raw(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const decode = (a: RawAnswer) =>
  a.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(a.raw).toString()
    : a.headers['content-encoding'] === 'gzip'
      ? gunzipSync(a.raw).toString()
      : a.raw.toString();

const payload = readFileSync(path.resolve('docs/examples/calculate-payload.json'), 'utf8');
const calculate = (acceptEncoding: string) =>
  raw(`${server.url}/api/v1/calculate/multiple/old`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'accept-encoding': acceptEncoding,
    },
    body: payload,
  });
const graphql = (acceptEncoding: string) =>
  raw(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
    body: JSON.stringify({ query: '{ __schema { types { name description } } }' }),
  });

describe('compression by Accept-Encoding', () => {
  it('answers the REST calculation, GraphQL, scripts and the map GeoJSON with br or gzip as asked, the same bytes decoded', async () => {
    for (const send of [
      calculate,
      graphql,
      (ae: string) => raw(`${server.url}/assets/index-Ab_3-x9Z.js`, { headers: { 'accept-encoding': ae } }),
      (ae: string) => raw(`${server.url}/assets/land-50m-B7heijyN.json`, { headers: { 'accept-encoding': ae } }),
    ]) {
      const plain = await send('identity');
      const br = await send('gzip, deflate, br');
      const gzip = await send('gzip');
      expect([plain.status, br.status, gzip.status]).toEqual([200, 200, 200]);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(br.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.raw.length).toBeLessThan(plain.raw.length / 2);
      expect(decode(br)).toBe(plain.raw.toString());
      expect(decode(gzip)).toBe(plain.raw.toString());
    }
  });

  it('keeps the security headers on a compressed answer', async () => {
    const a = await calculate('br');
    expect(a.headers['content-encoding']).toBe('br');
    expect(a.headers['content-security-policy']).toContain("default-src 'self'");
    expect(a.headers['x-content-type-options']).toBe('nosniff');
    expect(a.headers['x-frame-options']).toBe('DENY');
  });

  it('leaves graphql-ws alone: a calculation streams over the WebSocket as before', async () => {
    const { events } = await subscribeOverWs<{ calculationStream: { kind: string } }>(
      server.url,
      CALCULATION_STREAM_LIGHT,
      { input: asGraphqlInput(benchEstimate(3)) },
      token,
    );
    expect(events.filter((e) => e.data?.calculationStream.kind === 'VESSEL')).toHaveLength(3);
  });

  it('does not buffer an event stream: the first event arrives before the answer ends', async () => {
    const app = express();
    app.use(answerCompression());
    let finish = () => {};
    app.get('/events', (_req, res) => {
      res.setHeader('Content-Type', 'text/event-stream');
      res.write(`data: ${'x'.repeat(2048)}\n\n`);
      finish = () => res.end();
    });
    const http: Server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const { port } = http.address() as AddressInfo;
      const first = await new Promise<{ headers: IncomingHttpHeaders; chunk: string }>((resolve, reject) => {
        request(`http://127.0.0.1:${port}/events`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
          res.once('data', (c: Buffer) => resolve({ headers: res.headers, chunk: c.toString() }));
        })
          .on('error', reject)
          .end();
      });
      expect(first.headers['content-encoding']).toBeUndefined();
      expect(first.chunk).toMatch(/^data: x+/);
    } finally {
      finish();
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    }
  });
});

describe('caching', () => {
  it('caches hashed assets for a year, immutable', async () => {
    for (const asset of ['/assets/index-Ab_3-x9Z.js', '/assets/land-50m-B7heijyN.json']) {
      const a = await raw(`${server.url}${asset}`);
      expect(a.status).toBe(200);
      expect(a.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates index.html (at / and at client routes) and unhashed files on every use', async () => {
    for (const page of ['/', '/calculator', '/index.html', '/favicon.svg']) {
      const a = await raw(`${server.url}${page}`);
      expect(a.status).toBe(200);
      expect(a.headers['cache-control']).toBe('no-cache');
    }
    const index = await raw(`${server.url}/`);
    expect(index.raw.toString()).toContain('/assets/index-Ab_3-x9Z.js');
    const again = await raw(`${server.url}/index.html`, { headers: { 'if-none-match': String(index.headers.etag) } });
    expect(again.status).toBe(304);
  });

  it('answers a missing asset with 404, never with index.html', async () => {
    const a = await raw(`${server.url}/assets/index-Zz_9-y8W.js`);
    expect(a.status).toBe(404);
    expect(a.headers['cache-control']).toBe('no-cache');
    expect(a.raw.toString()).not.toContain('<!doctype');
  });
});
