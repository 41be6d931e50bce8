/**
 * npm run bench:routing
 * (a) Cold load: read the artifact, parse it, build the router's indices (median of 5).
 * (b) Warm per-pair latency: 1,000 random pairs of ports (reference ports + the World Port Index ports of
 *     issue #14's coverage population that an ocean-going bulk carrier can reach, read at run time when the CSV
 *     is present; nothing from it is written; the ports left out are printed with the reason),
 *     p50/p99 after a warm-up: first with each pair's ends placed as they come (a port seen for the first time
 *     is snapped inside the timing), then the same pairs again (ends placed). Every pair that does not route
 *     is listed with its reason.
 * (c) Accuracy table against the development reference set, sent as coordinates.
 * (d) POST /api/v1/getPortDistance over HTTP, warm, one pair, beside a bare Node HTTP server answering the
 *     same JSON and the in-process route (ceilings measured in the same run), with the request's stages
 *     timed one by one (bench-routing-http.ts). BENCH_HTTP=0 skips it.
 * Stops by itself.
 */
import { readFileSync } from 'node:fs';
import { RoutingError, createRouter, parseNetwork, type RoutePoint } from '../shared/routing/index.js';
import { benchHttpPath } from './bench-routing-http.js';
import { WPI_CSV, inCoverageScope, loadWpiPorts, notForBulkCarriers } from '../tests/routing/wpi-ports.js';
import { ARTIFACT, accuracy, formatTable, loadAreas, loadReferencePairs } from '../tests/routing/load-router.js';

const PAIRS = 1_000;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] as number;

/**
 * The WPI ports of issue #14's coverage population (harbour size Small or larger, on tidal water inside the ice
 * limits: the set tests/routing/wpi-coverage.test.ts measures) that an ocean-going bulk carrier can reach: the
 * barge-only Mississippi above Baton Rouge, the Ottawa River's small-craft locks, the Yenisei / Laptev ports
 * behind the ice limit and a WPI position that is not the port's (Wakkanai) are left out and listed with the
 * reason (NOT_FOR_BULK_CARRIERS). Very small harbours, lakes and upper rivers off the sea (the
 * Caspian, ...) are outside the issue's scope.
 */
function wpiPorts(): { inScope: RoutePoint[]; all: number; excluded: string[]; missing: boolean } {
  const loaded = loadWpiPorts();
  const ports = loaded ?? [];
  const population = ports.filter(inCoverageScope);
  const excluded = population.flatMap((p) => {
    const x = notForBulkCarriers(p);
    return x ? [`${p.name} (${p.country}): ${x.reason}`] : [];
  });
  const inScope = population
    .filter((p) => !notForBulkCarriers(p))
    .map((p) => ({ lat: p.lat, lng: p.lng, name: `${p.name} (${p.country})` }));
  return { inScope, all: ports.length, excluded, missing: loaded === null };
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
  .map((p) => ({ lat: p.lat, lng: p.lng, name: p.name }));
const wpi = wpiPorts();
const pool = [...ref, ...wpi.inScope];
console.log(
  `port pool: ${ref.length} reference + ${wpi.inScope.length} WPI ports of issue #14's population that a bulk ` +
    `carrier can reach (of ${wpi.all}; read at run time); left out (${wpi.excluded.length}):`,
);
for (const x of wpi.excluded) console.log(`  ${x}`);
// Without the WPI CSV (a checkout whose parent has no shared/data, such as a copy in /tmp for an A/B run) the pairs
// come from the reference ports alone: few ends placed for the first time, so the warm p50 reads some 0.1 ms low.
const poolNote = wpi.missing
  ? ` [NO WPI PORTS: ${ref.length} reference ports only, not comparable with the issue's figure]`
  : '';
if (wpi.missing) console.log(`WARNING: ${WPI_CSV} is missing.${poolNote}`);
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
const placed: number[] = [];
/** Why pairs failed, by message (it names the point or the pair): count of pairs. */
const failures = new Map<string, number>();
for (const [a, b] of pairs) {
  const t = performance.now();
  try {
    r.route(a, b);
    times.push(performance.now() - t);
  } catch (e) {
    const why = e instanceof RoutingError ? `${e.code} ${e.message}` : `ERROR ${(e as Error).message}`;
    failures.set(why, (failures.get(why) ?? 0) + 1);
  }
}
for (const [a, b] of pairs) {
  const t = performance.now();
  try {
    r.route(a, b);
    placed.push(performance.now() - t);
  } catch {
    /* counted above */
  }
}
console.log(
  `warm per pair over ${times.length} routed pairs: p50 ${pct(times, 0.5).toFixed(2)} ms, p95 ${pct(times, 0.95).toFixed(2)} ms, p99 ${pct(times, 0.99).toFixed(2)} ms (target p50 <= 0.5 ms)${poolNote}`,
);
console.log(
  `  the same pairs again, ends already placed: p50 ${pct(placed, 0.5).toFixed(2)} ms, p95 ${pct(placed, 0.95).toFixed(2)} ms, p99 ${pct(placed, 0.99).toFixed(2)} ms`,
);
const failed = [...failures.values()].reduce((s, n) => s + n, 0);
console.log(`not routed: ${failed} of ${PAIRS} pairs${failed ? ':' : ''}`);
for (const [why, n] of [...failures].sort((x, y) => y[1] - x[1])) console.log(`  ${n} x ${why}`);
console.log('\naccuracy (development set, as coordinates):');
console.log(formatTable(accuracy(r, loadReferencePairs())));
if (process.env['BENCH_HTTP'] !== '0') {
  const http = await benchHttpPath();
  console.log(
    `  in-process warm p50 over the random pairs ${pct(times, 0.5).toFixed(2)} ms; HTTP p50 ${http.httpP50.toFixed(2)} ms is ${(http.httpP50 / http.bareP50).toFixed(1)}x the bare HTTP ceiling`,
  );
}
process.exit(0);
