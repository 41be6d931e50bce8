import express from 'express';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordOf, requestLogging } from './request-log.js';

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
    done();
  },
});

const app = express();
app.use(requestLogging(pino({ level: 'info' }, sink)));
app.get('/ok', (_req, res) => {
  recordOf(res).log.info('inside the handler');
  res.json({ ok: true });
});
app.get('/fail', (_req, res) => {
  res.status(500).end();
});

let base = '';
let close = () => {};
beforeAll(async () => {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

/** The log lines of one request id, once the response's close event has written them. */
async function linesOf(id: string | null): Promise<Record<string, unknown>[]> {
  await new Promise((resolve) => setTimeout(resolve, 20));
  return lines.filter((l) => l.reqId === id);
}

describe('requestLogging', () => {
  it("echoes a caller's sane id and writes it into every line of the request", async () => {
    const res = await fetch(`${base}/ok?secret=1`, { headers: { 'x-request-id': 'trace-42' } });
    expect(res.headers.get('x-request-id')).toBe('trace-42');
    const own = await linesOf('trace-42');
    expect(own.map((l) => l.msg)).toEqual(['inside the handler', 'request completed']);
    expect(own[1]).toMatchObject({ level: 30, method: 'GET', path: '/ok', status: 200 });
    expect(typeof own[1]?.ms).toBe('number');
  });

  it('replaces an unusable id with a generated one, and logs a server error at error level', async () => {
    const res = await fetch(`${base}/fail`, { headers: { 'x-request-id': 'not one token' } });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [line] = await linesOf(id);
    expect(line).toMatchObject({ level: 50, msg: 'request failed', path: '/fail', status: 500 });
  });
});
