import type { FleetEntryInput, UnroutedLeg } from '../../../shared/voyage/index.js';
import { distanceKm } from '../../../shared/ports/distance-km.js';
import { RoutingError } from '../../../shared/routing/index.js';
import { cachedRoute, type RouteCache } from '../routing/route-cache.js';
import type { PortLookup, RouteLeg, RouteOptions, RoutePoint, SeaRouter } from '../routing/sea-router.js';
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

/** How a leg end is named in a warning: its port, else its position. */
function labelOf(end: LegEnd | null, fallback: string): string {
  const port = end?.port.trim();
  if (port) return port;
  return end?.position ? `${end.position.lat.toFixed(4)}, ${end.position.lng.toFixed(4)}` : fallback;
}

const unknownPort = (port: string, end: UnroutedLeg['end']): UnroutedLeg => ({
  port,
  end,
  code: 'UNKNOWN_PORT',
  reason: `${port} is not in the port table`,
});

/**
 * Each fleet entry's ballast leg, from its open port or position to the first port of the itinerary,
 * routed at sea with the order's route flags (avoid Suez, Panama, Singapore, JWC, HRA; minimise ECA)
 * when the entry does not give the leg itself and does not open at the order's Commence port with a
 * typed first leg (voyage-model section 1). A leg that cannot be routed is never replaced silently: the
 * entry keeps the first row's distances and carries which end failed, its port and the reason
 * (`ballastLegUnrouted`), which the engine reports in the result and as a warning (ADR 0012).
 */
export async function withBallastLegs(
  calc: NormalisedCalculation,
  routing: BallastRouting,
  /** Told each leg routed here (fleet index, the routed leg with its passages): the route alternatives read the canals. */
  onRouted?: (fleetIndex: number, leg: RouteLeg) => void,
): Promise<NormalisedCalculation> {
  const { input, ballastLegs } = calc;
  if (input.rows.length < 2 || input.fleet.every((e) => e.ballastDistNormal !== null)) return calc;
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
  const targetLabel = labelOf(ballastLegs.target, 'the first port after Commence');
  const target = await positionOf(ballastLegs.target, ports);
  // The first port after Commence placed once: when it cannot be, every routed leg fails at that end.
  const targetProblem: UnroutedLeg | null = target
    ? placeProblem(router, routing.cache, target, targetLabel, options)
    : unknownPort(targetLabel, 'first');
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
    const fromLabel = labelOf(fromEnd, 'the open port');
    const from = await positionOf(fromEnd, ports);
    const routed =
      targetProblem ??
      (from && target
        ? routeLeg(
            router,
            routing.cache,
            { ...from, name: fromLabel },
            { ...target, name: targetLabel },
            {
              ...options,
              date: entry.dateOpening.slice(0, 10),
            },
          )
        : unknownPort(fromLabel, 'open'));
    if ('distNormal' in routed) onRouted?.(i, routed);
    fleet.push(
      'distNormal' in routed
        ? { ...entry, ballastDistNormal: routed.distNormal, ballastDistEca: routed.distEca, ballastLegSource: 'routed' }
        : { ...entry, ballastLegUnrouted: { ...routed, port: routed.end === 'first' ? targetLabel : fromLabel } },
    );
  }
  return { ...calc, input: { ...input, fleet } };
}

/** Why a point cannot be placed on the sea network (a leg from it to itself), else null. */
function placeProblem(
  router: SeaRouter,
  cache: RouteCache<RouteLeg>,
  at: { lat: number; lng: number },
  port: string,
  options: RouteOptions,
): UnroutedLeg | null {
  const leg = routeLeg(router, cache, { ...at, name: port }, { ...at, name: port }, options);
  return 'distNormal' in leg ? null : { ...leg, end: 'first' };
}

/** The routed leg, or why it could not be routed (an unplaceable point is the open end's: the target is checked first). */
function routeLeg(
  router: SeaRouter,
  cache: RouteCache<RouteLeg>,
  from: RoutePoint,
  to: RoutePoint,
  options: RouteOptions,
): RouteLeg | UnroutedLeg {
  try {
    return cachedRoute(router, cache, from, to, options);
  } catch (err) {
    if (!(err instanceof RoutingError) || err.code === 'BAD_NETWORK') throw err;
    return { port: from.name ?? '', end: 'open', code: err.code, reason: err.message };
  }
}
