import type { FleetEntryInput } from '../../../shared/voyage/index.js';
import { distanceKm } from '../../../shared/ports/distance-km.js';
import { RoutingError } from '../../../shared/routing/index.js';
import { cachedRoute, type RouteCache } from '../routing/route-cache.js';
import type { PortLookup, RouteLeg, RouteOptions, SeaRouter } from '../routing/sea-router.js';
import type { LegEnd } from './ballast-leg-request.js';
import type { NormalisedCalculation } from './legacy-payload.js';

export interface BallastRouting {
  router: () => Promise<SeaRouter>;
  ports: PortLookup;
  cache: RouteCache<RouteLeg>;
}

/** A leg end's position: its coordinates when given, else its port through the port table. */
async function positionOf(end: LegEnd | null, ports: PortLookup): Promise<{ lat: number; lng: number } | null> {
  if (!end) return null;
  if (end.position) return end.position;
  const name = end.port.trim();
  return name ? ports.byName(name) : null;
}

/**
 * How near (km, 10 nm) a fleet entry's coordinates must be to its port's for the entry to be at that port
 * rather than at sea: an entry added from the port table carries the port's coordinates, which another
 * catalogue may round differently (the demo fleet's Singapore is 0.4 nm from the port table's).
 */
const AT_PORT_KM = 18.52;

/**
 * Whether an entry opens at the order's Commence port: its port is that port and it gives no position, or a
 * position at that port (not at sea). Without the port's own position a given position cannot be placed
 * there, so the entry is routed from it.
 */
function opensAt(end: LegEnd | null, port: string, portPosition: { lat: number; lng: number } | null): boolean {
  if (!end || port === '' || end.port.trim().toLowerCase() !== port) return false;
  if (!end.position) return true;
  return portPosition !== null && distanceKm(end.position, portPosition) <= AT_PORT_KM;
}

/**
 * Each fleet entry's ballast leg, from its open port or position to the first port of the itinerary,
 * routed at sea with the order's route flags (avoid Suez, Panama, Singapore, JWC, HRA; minimise ECA)
 * when the entry does not give the leg itself and does not open at the order's Commence port with a
 * typed first leg (voyage-model section 1). An entry whose positions cannot be placed, or that the router
 * cannot reach, keeps the first row's distances and carries the port it could not route from, which the
 * engine reports as a warning.
 */
export async function withBallastLegs(
  calc: NormalisedCalculation,
  routing: BallastRouting,
): Promise<NormalisedCalculation> {
  const { input, ballastLegs } = calc;
  if (input.rows.length < 2 || input.fleet.every((e) => e.ballastDistNormal !== null)) return calc;
  const target = await positionOf(ballastLegs.target, routing.ports);
  if (!target) return calc;
  const { flags } = ballastLegs;
  const options: RouteOptions = {
    avoidSuez: flags.suez,
    avoidPanama: flags.panama,
    avoidSingapore: flags.singapore,
    avoidJwc: flags.jwc,
    avoidHra: flags.hra,
    minimiseEca: flags.eca,
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
  const { commence } = ballastLegs;
  const commencePort = commence.port.trim().toLowerCase();
  const commencePosition = commence.typedLeg && commencePort !== '' ? await ports.byName(commence.port) : null;
  for (const [i, entry] of input.fleet.entries()) {
    const fromEnd = ballastLegs.from[i] ?? null;
    // Voyage-model section 1: the entry's own leg first; then the order's typed row-1 leg when the vessel
    // opens at the order's Commence port (a typed distance is never replaced); then the router.
    const atCommence = commence.typedLeg && opensAt(fromEnd, commencePort, commencePosition);
    if (entry.ballastDistNormal !== null || atCommence) {
      fleet.push(entry);
      continue;
    }
    const from = await positionOf(fromEnd, ports);
    const leg = from
      ? routeCached(router, routing.cache, from, target, { ...options, date: entry.dateOpening.slice(0, 10) })
      : null;
    const unrouted = fromEnd?.port.trim() || (fromEnd?.position ? 'the open position' : 'the open port');
    fleet.push(
      leg
        ? { ...entry, ballastDistNormal: leg.distNormal, ballastDistEca: leg.distEca, ballastLegSource: 'routed' }
        : { ...entry, ballastLegUnrouted: unrouted },
    );
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
