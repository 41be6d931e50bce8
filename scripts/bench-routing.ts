/**
 * npm run bench:routing
 * (a) Cold load: read the artifact, parse it, build the router's indices (median of 5).
 * (b) Warm per-pair latency: 1,000 random pairs of ports (reference ports + WPI ports read at run time
 *     when the CSV is present; nothing from it is written), p50/p99, after a warm-up.
 * (c) Accuracy table against the development reference set, sent as coordinates.
 * (d) POST /api/v1/getPortDistance over HTTP, warm, one pair, beside a bare Node HTTP server answering the
 *     same JSON and the in-process route (ceilings measured in the same run), with the request's stages
 *     timed one by one (bench-routing-http.ts). BENCH_HTTP=0 skips it.
 * Stops by itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { RoutingError, createRouter, parseNetwork, type RoutePoint } from '../shared/routing/index.js';
import { benchHttpPath } from './bench-routing-http.js';
import {
  ARTIFACT,
  SHARED_DATA,
  accuracy,
  formatTable,
  loadAreas,
  loadReferencePairs,
} from '../tests/routing/load-router.js';

const PAIRS = 1_000;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] as number;

function wpiPorts(): RoutePoint[] {
  const file = resolve(SHARED_DATA, 'wpi/UpdatedPub150.csv');
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, 'utf8').split('\n').slice(1);
  const out: RoutePoint[] = [];
  for (const l of lines) {
    const m = /,(-?\d+\.\d+),(-?\d+\.\d+)\s*$/.exec(l);
    if (m) out.push({ lat: Number(m[1]), lng: Number(m[2]) });
  }
  return out;
}

let seed = 42;
const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;

const areas = loadAreas();
const loads: number[] = [];
let router = null as ReturnType<typeof createRouter> | null;
for (let i = 0; i < 5; i++) {
  const t = performance.now();
  router = createRouter({ network: parseNetwork(readFileSync(ARTIFACT)), areas, today: '2025-06-01' });
  loads.push(performance.now() - t);
}
const r = router!;
console.log(`network ${r.version}, ${(readFileSync(ARTIFACT).length / 1e6).toFixed(2)} MB`);
console.log(
  `cold load (read + parse + indices): median ${pct(loads, 0.5).toFixed(0)} ms, first ${loads[0]!.toFixed(0)} ms (target <= 300 ms)`,
);

const ref = loadReferencePairs()
  .flatMap((p) => [p.from, p.to])
  .map((p) => ({ lat: p.lat, lng: p.lng }));
const wpi = wpiPorts();
const pool = [...ref, ...wpi];
console.log(`port pool: ${ref.length} reference + ${wpi.length} WPI (read at run time)`);
const pairs: [RoutePoint, RoutePoint][] = [];
while (pairs.length < PAIRS)
  pairs.push([pool[Math.floor(rand() * pool.length)]!, pool[Math.floor(rand() * pool.length)]!]);
for (const [a, b] of pairs.slice(0, 50))
  try {
    r.route(a, b);
  } catch {
    /* warm-up */
  }
const times: number[] = [];
const failures = new Map<string, number>();
for (const [a, b] of pairs) {
  const t = performance.now();
  try {
    r.route(a, b);
    times.push(performance.now() - t);
  } catch (e) {
    const code = e instanceof RoutingError ? e.code : 'OTHER';
    failures.set(code, (failures.get(code) ?? 0) + 1);
  }
}
console.log(
  `warm per pair over ${times.length} routed pairs: p50 ${pct(times, 0.5).toFixed(2)} ms, p99 ${pct(times, 0.99).toFixed(2)} ms (target p50 <= 0.5 ms)`,
);
console.log(`not routed: ${[...failures].map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`);
console.log('\naccuracy (development set, as coordinates):');
console.log(formatTable(accuracy(r, loadReferencePairs())));
if (process.env['BENCH_HTTP'] !== '0') {
  const http = await benchHttpPath();
  console.log(
    `  in-process warm p50 over the random pairs ${pct(times, 0.5).toFixed(2)} ms; HTTP p50 ${http.httpP50.toFixed(2)} ms is ${(http.httpP50 / http.bareP50).toFixed(1)}x the bare HTTP ceiling`,
  );
}
process.exit(0);
