/** Test/bench helpers: the committed artifact, the shipped area files and the published reference pairs. */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createRouter,
  parseNetwork,
  type AreaCollection,
  type RouteLeg,
  type RouteOptions,
  type Router,
} from '../../shared/routing/index.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** SEA_NETWORK names another artifact (a candidate built with NETWORK_OUT) to measure before committing it. */
export const ARTIFACT = process.env['SEA_NETWORK'] || resolve(ROOT, 'server/modules/routing/data/sea-network.bin');
/** Data kept outside the repository (the World Port Index for the benchmark); no unit test reads it. */
export const SHARED_DATA = resolve(ROOT, '../shared/data');
/** Published port-to-port distances (NGA Pub. 151 and others; facts, committed with their sources). */
const REFERENCE_DISTANCES = resolve(ROOT, 'tests/fixtures/reference-distances.json');

/** The area polygons as the server ships them (a copy of ../shared/data/areas). */
export function loadAreas(): AreaCollection {
  const read = (f: string) =>
    JSON.parse(readFileSync(resolve(ROOT, 'server/modules/routing/data/areas', f), 'utf8')) as AreaCollection;
  return {
    type: 'FeatureCollection',
    features: [...read('eca_areas.geojson').features, ...read('security_areas.geojson').features],
  };
}

export function loadRouter(today = '2025-06-01'): Router {
  return createRouter({ network: parseNetwork(readFileSync(ARTIFACT)), areas: loadAreas(), today });
}

export interface RefPort {
  name: string;
  lat: number;
  lng: number;
  unlocode?: string;
}
export interface RefPair {
  from: RefPort;
  to: RefPort;
  nm: number;
  category: string;
  routeFlags: { avoidSuez: boolean; avoidPanama: boolean };
}

export function loadReferencePairs(): RefPair[] {
  return (JSON.parse(readFileSync(REFERENCE_DISTANCES, 'utf8')) as { pairs: RefPair[] }).pairs;
}

export interface AccuracyRow {
  pair: RefPair;
  leg: RouteLeg | null;
  errPct: number;
  error?: string;
}

/** Route every pair as plain coordinates (as the acceptance does), with its published flags. */
export function accuracy(router: Router, pairs: RefPair[]): AccuracyRow[] {
  return pairs.map((pair) => {
    const opts: RouteOptions = { avoidSuez: pair.routeFlags.avoidSuez, avoidPanama: pair.routeFlags.avoidPanama };
    try {
      const leg = router.route(
        { lat: pair.from.lat, lng: pair.from.lng },
        { lat: pair.to.lat, lng: pair.to.lng },
        opts,
      );
      return { pair, leg, errPct: ((leg.distance - pair.nm) / pair.nm) * 100 };
    } catch (e) {
      return { pair, leg: null, errPct: Infinity, error: (e as Error).message };
    }
  });
}

export function summarise(rows: AccuracyRow[]): { median: number; within3: number; mean: number } {
  const abs = rows.map((r) => Math.abs(r.errPct)).sort((a, b) => a - b);
  const mid = Math.floor(abs.length / 2);
  const median = abs.length % 2 ? (abs[mid] as number) : ((abs[mid - 1] as number) + (abs[mid] as number)) / 2;
  const finite = rows.filter((r) => Number.isFinite(r.errPct));
  return {
    median,
    within3: abs.filter((x) => x <= 3).length / abs.length,
    mean: finite.reduce((s, r) => s + r.errPct, 0) / finite.length,
  };
}

export function formatTable(rows: AccuracyRow[]): string {
  const lines = rows.map((r) => {
    const name = `${r.pair.from.name} -> ${r.pair.to.name}${r.pair.routeFlags.avoidSuez ? ' (avoid Suez)' : ''}${r.pair.routeFlags.avoidPanama ? ' (avoid Panama)' : ''}`;
    const got = r.leg ? r.leg.distance.toFixed(0) : (r.error ?? 'error');
    return `${name.padEnd(58)} ${String(r.pair.nm).padStart(6)} ${got.padStart(7)} ${r.errPct.toFixed(2).padStart(7)} %  ${r.leg?.passages.join(', ') ?? ''}`;
  });
  const s = summarise(rows);
  lines.push(
    `median |err| ${s.median.toFixed(2)} %, within 3 %: ${(s.within3 * 100).toFixed(0)} %, mean signed ${s.mean.toFixed(2)} %`,
  );
  return lines.join('\n');
}
