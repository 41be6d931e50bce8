/**
 * The HTTP half of `npm run bench:routing` (issue #14 item 4): POST /api/v1/getPortDistance for one pair,
 * warm, over a kept-alive connection, beside two ceilings measured in the same run: a bare Node HTTP server
 * answering the same JSON (what HTTP and JSON cost at all) and the route in process. Then where the time
 * goes: each stage of the request timed on its own against the same database.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forgetSessions } from '../server/modules/auth/session-cache.js';
import { actorOfToken } from '../server/modules/auth/sessions.js';
import { checkToken } from '../server/modules/auth/tokens.js';
import { PortDistanceOverride } from '../server/modules/ports/port-distance-override.entity.js';
import { savedDistancesOf } from '../server/modules/ports/saved-distances.js';
import { cachedPortLookup, PortCache } from '../server/modules/routing/port-cache.js';
import { distanceRequestSchema } from '../server/modules/routing/distance-request.js';
import { portLookup } from '../server/modules/routing/port-lookup.js';
import { parseInput } from '../server/errors/parse-input.js';
import { cachedRoute, RouteCache } from '../server/modules/routing/route-cache.js';
import { seaRouter, type RouteLeg } from '../server/modules/routing/sea-router.js';
import type { Em } from '../server/db/orm.js';
import { loginToken } from '../tests/helpers/api.js';
import { startTestServer } from '../tests/helpers/test-server.js';

const WARM = 50;
const RUNS = 100;
/** The calculator's usual question: two ports by name, the organization's saved distances on. */
const BODY = { portList: ['Singapore', 'Rotterdam'], routeOverride: true };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)] as number;

/** Median ms of `fn` over RUNS calls after WARM. */
async function time(fn: () => unknown): Promise<number[]> {
  for (let i = 0; i < WARM; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

async function post(url: string, token: string): Promise<string> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(BODY),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text}`);
  return text;
}

/** A bare server answering every POST with `body` once it has read the request's: the HTTP ceiling. */
async function bareServer(body: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      JSON.parse(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

export interface HttpFigures {
  httpP50: number;
  bareP50: number;
  routeP50: number;
}

export async function benchHttpPath(): Promise<HttpFigures> {
  const app = await startTestServer();
  try {
    const token = await loginToken(app.url, 'pricing@demo.example');
    const url = `${app.url}/api/v1/getPortDistance`;
    const answer = await post(url, token);
    const bare = await bareServer(answer);
    // Interleaved rounds so that a busy moment of the machine weighs on both alike.
    const http: number[] = [];
    const ceiling: number[] = [];
    for (let round = 0; round < 4; round++) {
      http.push(...(await time(() => post(url, token))));
      ceiling.push(...(await time(() => post(bare.url, token))));
    }
    bare.server.close();

    const router = await seaRouter();
    const cache = new RouteCache<RouteLeg>(64);
    const em = () => app.orm.em.fork() as Em;
    const lookup = portLookup(em());
    const [a, b] = await Promise.all([lookup.byName('Singapore'), lookup.byName('Rotterdam')]);
    const date = new Date().toISOString().slice(0, 10);
    const route = await time(() => cachedRoute(router, cache, a!, b!, { date }));
    const secret = app.config.jwtSecret;
    const ports = new PortCache();
    const stages: [string, number[]][] = [
      ['token signature (jsonwebtoken verify), on a miss', await time(() => checkToken(secret, token))],
      [
        'session and user look-up (database), on a miss',
        await time(() => (forgetSessions(), actorOfToken(em, secret, token))),
      ],
      ['session check, cached (the request path)', await time(() => actorOfToken(em, secret, token))],
      [
        'two port look-ups by name (database)',
        await time(() => Promise.all(BODY.portList.map((n) => lookup.byName(n)))),
      ],
      [
        'two port look-ups, cached (the request path)',
        await time(() => Promise.all(BODY.portList.map((n) => cachedPortLookup(lookup, ports).byName(n)))),
      ],
      [
        "organization's saved distances through the ORM (em.find, before ADR 0028)",
        await time(() => em().find(PortDistanceOverride, { organization: 1 })),
      ],
      [
        "organization's saved distances, one plain statement (the request path)",
        await time(() => savedDistancesOf(em(), 1)),
      ],
      ['request reader (zod schema of the body)', await time(() => parseInput(distanceRequestSchema, BODY))],
      ['route, cached (the request path)', route],
      ['answer serialised (JSON.stringify)', await time(() => JSON.stringify(JSON.parse(answer)))],
    ];
    const httpP50 = median(http);
    const bareP50 = median(ceiling);
    const routeP50 = median(route);
    console.log(
      `\nPOST /api/v1/getPortDistance, one pair (${BODY.portList.join(' -> ')}), warm, keep-alive, ${http.length} requests:`,
    );
    console.log(`  server     p50 ${httpP50.toFixed(2)} ms, p90 ${p90(http).toFixed(2)} ms (target p50 <= 3 ms)`);
    console.log(
      `  bare HTTP  p50 ${bareP50.toFixed(2)} ms (ceiling: a Node server answering the same ${answer.length}-byte JSON)`,
    );
    console.log(
      `  ratio      server / bare HTTP ${(httpP50 / bareP50).toFixed(1)}x, server / in-process route ${(httpP50 / routeP50).toFixed(0)}x`,
    );
    console.log('  stages, each timed alone (p50):');
    for (const [name, xs] of stages) console.log(`    ${median(xs).toFixed(3).padStart(7)} ms  ${name}`);
    // What a warm request does besides HTTP itself: the stages on its path (cached look-ups, the one query,
    // the reader, the route, serialisation); the remainder is Express, its middleware and the request context.
    const onPath = stages.filter(([name]) => /request path|reader|serialised/.test(name));
    const pathMs = onPath.reduce((sum, [, xs]) => sum + median(xs), 0);
    console.log(
      `  server - bare HTTP = ${(httpP50 - bareP50).toFixed(2)} ms: ${pathMs.toFixed(2)} ms in the stages on the ` +
        `request path, ${(httpP50 - bareP50 - pathMs).toFixed(2)} ms in Express, middleware and the request context`,
    );
    return { httpP50, bareP50, routeP50 };
  } finally {
    await app.close();
  }
}
