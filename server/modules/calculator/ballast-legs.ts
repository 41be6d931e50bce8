import type { FleetEntryInput } from '../../../shared/voyage/index.js';
import { RoutingError } from '../../../shared/routing/index.js';
import { cachedRoute, type RouteCache } from '../routing/route-cache.js';
import type { PortLookup, RouteLeg, RouteOptions, SeaRouter } from '../routing/sea-router.js';
import type { NormalisedCalculation } from './legacy-payload.js';

export interface BallastRouting {
  router: () => Promise<SeaRouter>;
  ports: PortLookup;
  cache: RouteCache<RouteLeg>;
}

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const flag = (v: unknown) => v === true || v === 'true';

/** A position from a raw record's lat/lng, else from its port name through the port table. */
async function positionOf(
  record: Record<string, unknown> | undefined,
  ports: PortLookup,
): Promise<{ lat: number; lng: number } | null> {
  if (!record) return null;
  const lat = num(record.lat);
  const lng = num(record.lng);
  if (lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) return { lat, lng };
  const name = typeof record.port === 'string' ? record.port.trim() : '';
  return name ? ports.byName(name) : null;
}

/**
 * Each fleet entry's ballast leg, from its open port or position to the first port of the itinerary,
 * routed at sea with the order's route flags (avoid Suez, Panama, Singapore, JWC, HRA; minimise ECA)
 * when the entry does not give the leg itself. An entry whose positions cannot be placed, or that
 * the router cannot reach, keeps the first row's distances (the engine's fallback).
 */
export async function withBallastLegs(
  calc: NormalisedCalculation,
  routing: BallastRouting,
): Promise<NormalisedCalculation> {
  const { input, snapshot, rowSource } = calc;
  if (input.rows.length < 2 || input.fleet.every((e) => e.ballastDistNormal !== null)) return calc;
  // snapshot.cargoList holds the client's rows in calculation order, without a virtual Commence.
  const snapshotIndex = rowSource.slice(0, 2).filter((s) => s !== null).length - 1;
  const target = rowSource[1] == null ? null : await positionOf(snapshot.cargoList[snapshotIndex], routing.ports);
  if (!target) return calc;
  const q = snapshot.clientQuery;
  const options: RouteOptions = {
    avoidSuez: flag(q.suez),
    avoidPanama: flag(q.panama),
    avoidSingapore: flag(q.singapore),
    avoidJwc: flag(q.jwc),
    avoidHra: flag(q.hra),
    minimiseEca: flag(q.eca),
  };
  const router = await routing.router();
  // Fleets repeat open ports: look each name up once per calculation, not once per vessel.
  const byName = new Map<string, ReturnType<PortLookup['byName']>>();
  const ports: PortLookup = {
    byId: routing.ports.byId,
    byName: (name) => {
      const key = name.trim().toLowerCase();
      let hit = byName.get(key);
      if (!hit) byName.set(key, (hit = routing.ports.byName(name)));
      return hit;
    },
  };
  const fleet: FleetEntryInput[] = [];
  for (const [i, entry] of input.fleet.entries()) {
    if (entry.ballastDistNormal !== null) {
      fleet.push(entry);
      continue;
    }
    const from = await positionOf(snapshot.fleet[i], ports);
    const leg = from
      ? routeCached(router, routing.cache, from, target, { ...options, date: entry.dateOpening.slice(0, 10) })
      : null;
    fleet.push(leg ? { ...entry, ballastDistNormal: leg.distNormal, ballastDistEca: leg.distEca } : entry);
  }
  return { ...calc, input: { ...input, fleet } };
}

function routeCached(
  router: SeaRouter,
  cache: RouteCache<RouteLeg>,
  from: { lat: number; lng: number },
  to: { lat: number; lng: number },
  options: RouteOptions,
): RouteLeg | null {
  try {
    return cachedRoute(router, cache, from, to, options);
  } catch (err) {
    if (err instanceof RoutingError) return null;
    throw err;
  }
}
