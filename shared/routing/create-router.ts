import { adjCosts, aStar, altTarget, createSearchState, landmarksByNode } from './a-star.js';
import { arcFlagsBySlot, targetMask } from './arc-flags.js';
import { inForce, prepareAreas, type AreaCollection } from './areas.js';
import { baseCosts, buildCosts, costKey, passageBans, preferenceGates } from './edge-costs.js';
import { edgeAreaCandidates, edgeMiles } from './edge-areas.js';
import { LegMemo } from './leg-memo.js';
import { lineStretchesInside, type LegCut } from './line-areas.js';
import { createPlacements } from './placements.js';
import { lineLength, routeLine } from './route-line.js';
import { geodesicNm, unitVectors } from './geodesy.js';
import { routeGeometry } from './geometry.js';
import { buildGraphIndex } from './graph-index.js';
import { RoutingError } from './routing-error.js';
import { legIsClear } from './sea-raster.js';
import {
  type LineGeometry,
  type NetworkArtifact,
  type Position,
  type RouteLeg,
  type RouteOptions,
  type RoutePoint,
} from './types.js';

export interface Router {
  route(from: RoutePoint, to: RoutePoint, options?: RouteOptions): RouteLeg;
  routeMany(points: RoutePoint[], options?: RouteOptions): RouteLeg[];
  /** Network version hash: part of any cache key. */
  version: string;
}

const DIRECT_MAX_NM = 300;

/** Cost arrays kept (3.3 MB each: adjacency order, two slots per edge). */
const MAX_COST_CACHE = 16;
/** Memo keys for placed ends (then the memos restart): keeps leg keys small integers. */
const END_KEYS = 8192;
const wrapLng = (x: number) => x - Math.floor((x + 180) / 360) * 360;

/** Stretches ([lat, lng], lng unwrapped) as one MultiLineString, each split at the antimeridian like the route. */
function stretchesGeometry(stretches: [number, number][][]): LineGeometry | null {
  const parts: Position[][] = [];
  for (const s of stretches) {
    const g = routeGeometry(s.map(([lat, lng]) => ({ lat, lng: wrapLng(lng) })));
    if (g.type === 'LineString') parts.push(g.coordinates);
    else parts.push(...g.coordinates);
  }
  return parts.length ? { type: 'MultiLineString', coordinates: parts } : null;
}

/** Create a router over a decoded network and area data (pure; `today` defaults to the system date). */
export function createRouter(args: { network: NetworkArtifact; areas: AreaCollection; today?: string }): Router {
  const net = args.network;
  const idx = buildGraphIndex(net);
  const areas = prepareAreas(args.areas);
  // Per-edge area miles feed only the penalty options: computed when the search first touches an edge
  // near a penalised area (memoised for the router's life), never for the whole graph.
  const areaMiles = new Map<number, [number, number][]>();
  const milesOf = (e: number): [number, number][] => {
    let list = areaMiles.get(e);
    if (!list) {
      const a = net.edgeA[e] as number,
        b = net.edgeB[e] as number;
      list = edgeMiles(areas, net.lat, net.lng, a, b, edgeAreaCandidates(areas, net.lat, net.lng, a, b));
      areaMiles.set(e, list);
    }
    return list;
  };
  const state = createSearchState(idx.n);
  const xyz = unitVectors(net.lat, net.lng);
  const landmarkCount = net.landmarkCount ?? 0;
  const landmarks = landmarksByNode(net.landmarks ?? new Float32Array(0), landmarkCount, idx.n);
  // Per option set: edge costs in adjacency order (the search's reads) and the area penalty factors.
  const costs = new Map<string, { cost: Float64Array; extra: number[]; flagged: boolean }>();
  const base = baseCosts(net);
  // Arc flags hold for the default options' costs only: the same bans, no area penalty (arc-flags.ts).
  const arc = arcFlagsBySlot(net, idx);
  const defaultBans = passageBans(net, {}).join();
  const gates = preferenceGates(net).map((g) => g.gate);
  // Whether a straight leg is clear, and its area cut, depend on its two ends alone: remembered per leg.
  const space = idx.n + END_KEYS;
  const pullMemo = new LegMemo<boolean>(space, 1 << 18);
  const cutMemo = new LegMemo<LegCut>(space, 1 << 16);
  const snapAt = createPlacements(net, idx, space, () => {
    pullMemo.clear();
    cutMemo.clear();
  });

  function route(from: RoutePoint, to: RoutePoint, options: RouteOptions = {}): RouteLeg {
    const date = options.date ?? args.today ?? new Date().toISOString().slice(0, 10);
    const active = areas.map((a) => inForce(a, date));
    const key = costKey(options, active, net);
    let entry = costs.get(key);
    if (!entry) {
      if (costs.size >= MAX_COST_CACHE) costs.delete(costs.keys().next().value as string);
      const built = buildCosts(net, base, areas, options, date);
      const flagged =
        arc !== undefined && built.extra.every((x) => x === 0) && passageBans(net, options).join() === defaultBans;
      entry = { cost: adjCosts(idx, built.cost), extra: built.extra, flagged };
      costs.set(key, entry);
    }
    const { cost, extra, flagged } = entry;
    const resolve = (e: number): number => {
      let c = base[e] as number;
      for (const [k, nm] of milesOf(e)) c += (extra[k] as number) * nm;
      cost[idx.edgeSlot[2 * e] as number] = c;
      cost[idx.edgeSlot[2 * e + 1] as number] = c;
      return c;
    };
    const a = snapAt(from, 'from'),
      b = snapAt(to, 'to');
    const directNm = geodesicNm(a.lat, a.lng, b.lat, b.lng);
    const direct =
      directNm <= DIRECT_MAX_NM &&
      legIsClear(net.raster, a.lat, a.lng, b.lat, b.lng, {
        landStart: a.landNm,
        landEnd: b.landNm,
        offStart: Infinity,
        offEnd: Infinity,
      })
        ? directNm
        : Infinity;
    const alt = altTarget(landmarks, landmarkCount, b.links);
    const path = aStar(idx, state, {
      lat: net.lat,
      lng: net.lng,
      cost,
      xyz,
      source: a.links,
      target: b.links,
      targetLat: b.lat,
      targetLng: b.lng,
      direct,
      alt,
      resolve,
      flags: flagged ? arc!.bySlot : undefined,
      mask: flagged ? targetMask(arc!, b.links) : 0,
    });
    if (!path)
      throw new RoutingError(
        'UNREACHABLE',
        `No sea route from ${from.name ?? 'origin'} to ${to.name ?? 'destination'} with the chosen options`,
      );

    const { line, passages } = routeLine(net, idx, path, a, b, gates, pullMemo);
    const distance = lineLength(line);
    // One cut of the line against the areas gives both the miles and the ECA stretches drawn on the map.
    const isEca = (k: number) => areas[k]!.kind === 'ECA' && active[k] === true;
    const { miles: inside, stretches } = lineStretchesInside(areas, line, isEca, cutMemo);
    const sumKind = (kind: string) =>
      areas.reduce((s, ar, k) => (ar.kind === kind && active[k] ? s + (inside[k] as number) : s), 0);
    const distEca = Math.min(distance, sumKind('ECA'));
    return {
      distance,
      distNormal: distance - distEca,
      distEca,
      distHra: sumKind('HRA'),
      distJwc: sumKind('JWC'),
      passages,
      geometry: routeGeometry(line),
      ecaGeometry: distEca > 0 ? stretchesGeometry([...stretches.values()].flat()) : null,
    };
  }

  return {
    route,
    routeMany: (points, options) => points.slice(1).map((p, i) => route(points[i] as RoutePoint, p, options)),
    version: net.version,
  };
}
