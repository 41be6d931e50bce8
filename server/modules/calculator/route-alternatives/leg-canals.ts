import { RoutingError } from '../../../../shared/routing/index.js';
import { CANAL_PASSAGE, CANALS, type Canal } from '../../../../shared/voyage/route-alternatives-dues.js';
import { cachedRoute } from '../../routing/route-cache.js';
import type { RouteLeg, RouteOptions } from '../../routing/sea-router.js';
import type { BallastRouting } from '../ballast-legs.js';
import type { LegEnd, RouteFlag } from '../ballast-leg-request.js';
import type { NormalisedCalculation } from '../legacy-payload.js';

export type Flags = Record<RouteFlag, boolean>;

/** The canals a routed leg transits, in route order (the router's named passages). */
export const canalsOf = (leg: RouteLeg): Canal[] =>
  leg.passages.flatMap((p) => CANALS.filter((c) => CANAL_PASSAGE[c] === p));

/**
 * How far (nm, each of the normal and ECA miles) a row's distance may lie from the routed leg's and still
 * be that leg: the web writes the measured figures as the router answered them, so only a distance typed
 * by hand (or an organization's saved one, or a stale one) lies further.
 */
const SAME_LEG_NM = 0.5;

/** The router's options for a set of flags, keys in the order portDistances uses (one cache entry for both). */
export const optionsOf = (f: Flags): RouteOptions => ({
  avoidSuez: f.suez,
  avoidPanama: f.panama,
  avoidSingapore: f.singapore,
  avoidJwc: f.jwc,
  avoidHra: f.hra,
  minimiseEca: f.eca,
  date: new Date().toISOString().slice(0, 10),
});

/** Row i's end as the payload gave it: its position when both coordinates were sent, else its port. */
function rowEnd(calc: NormalisedCalculation, i: number): LegEnd | null {
  const row = calc.input.rows[i];
  if (!row || calc.rowSource[i] === null || calc.rowSource[i] === undefined) return null;
  const at = calc.rowSource.slice(0, i).filter((s) => s !== null).length;
  const raw = calc.snapshot.cargoList[at] ?? {};
  const lat = raw.lat === null || raw.lat === '' ? NaN : Number(raw.lat);
  const lng = raw.lng === null || raw.lng === '' ? NaN : Number(raw.lng);
  return { port: row.port, position: Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null };
}

/**
 * A router of the legs after the ballast leg: `route(i, flags)` is the leg arriving at row i (2..) between
 * the payload's places (a position sent with the row, else its port), or null when an end cannot be placed
 * or no sea route joins them. Cached as portDistances caches (the web measured the same legs).
 */
export async function rowRouter(calc: NormalisedCalculation, routing: BallastRouting) {
  const router = await routing.router();
  const places = await Promise.all(
    calc.input.rows.map(async (_, i) => {
      const e = rowEnd(calc, i);
      return e?.position ?? (e && e.port.trim() ? await routing.ports.byName(e.port) : null) ?? null;
    }),
  );
  return (i: number, flags: Flags): RouteLeg | null => {
    const from = places[i - 1];
    const to = places[i];
    if (!from || !to) return null;
    try {
      return cachedRoute(
        router,
        routing.cache,
        { lat: from.lat, lng: from.lng },
        { lat: to.lat, lng: to.lng },
        optionsOf(flags),
      );
    } catch (err) {
      if (err instanceof RoutingError && err.code !== 'BAD_NETWORK') return null;
      throw err;
    }
  };
}

/**
 * The canals of a row's leg: the routed leg's when the row's distance is that leg's (within SAME_LEG_NM),
 * else null: a distance typed by hand or saved may follow another route, so its transits are not known.
 */
export function knownCanals(row: { distNormal: number; distEca: number }, leg: RouteLeg | null): Canal[] | null {
  if (!leg) return null;
  const same =
    Math.abs(row.distNormal - leg.distNormal) <= SAME_LEG_NM && Math.abs(row.distEca - leg.distEca) <= SAME_LEG_NM;
  return same ? canalsOf(leg) : null;
}

/**
 * The calculation with the transits its legs make, for the canal dues the order charges (issue #21 item 3):
 * every leg after the ballast leg routed with the payload's flags (its canals when the row's distance is
 * the routed one, else not known), and each entry's ballast leg's canals from `ballast` (fleet index ->
 * the canals of the leg routed for it; an entry not in it has a leg given, typed or unrouted: not known).
 */
export async function withLegCanals(
  calc: NormalisedCalculation,
  routing: BallastRouting,
  ballast: ReadonlyMap<number, Canal[]>,
): Promise<NormalisedCalculation> {
  const route = await rowRouter(calc, routing);
  const flags = calc.ballastLegs.flags;
  const rows = calc.input.rows.map((row, i) => (i < 2 ? row : { ...row, canals: knownCanals(row, route(i, flags)) }));
  const fleet = calc.input.fleet.map((e, i) => ({ ...e, ballastCanals: ballast.get(i) ?? null }));
  return { ...calc, input: { ...calc.input, rows, fleet } };
}
