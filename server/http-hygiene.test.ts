import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CSP_DIRECTIVES, securityHeaders } from './http-hygiene.js';

/** The headers of one answer of an app that runs `headers` first (x-powered-by left on, as Express's default). */
async function headersOf(headers: RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.use(headers);
  app.get('/', (_req, res) => res.json({ ok: true }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const out: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      if (name !== 'date') out[name] = value;
    });
    return out;
  } finally {
    server.close();
  }
}

describe('securityHeaders', () => {
  it("sets exactly the headers helmet's own middlewares set, and removes x-powered-by", async () => {
    const fromHelmet = await headersOf(
      helmet({
        contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
        referrerPolicy: { policy: 'no-referrer' },
        frameguard: { action: 'deny' },
        strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
      }),
    );
    const precomputed = await headersOf(securityHeaders());
    expect(precomputed).toEqual(fromHelmet);
    expect(precomputed['x-powered-by']).toBeUndefined();
    expect(precomputed['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(Object.keys(precomputed).length).toBeGreaterThan(12);
  });
});
