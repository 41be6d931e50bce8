import { RoutingError } from '../../../../shared/routing/index.js';
import { CANAL_PASSAGE, CANALS, type Canal } from '../../../../shared/voyage/route-alternatives-dues.js';
import type { AlternativeLeg, AlternativeLegs } from '../../../../shared/voyage/route-alternatives-types.js';
import { CHOICE_CANAL_FLAGS } from '../../../../shared/voyage/route-alternatives-flags.js';
import { cachedRoute } from '../../routing/route-cache.js';
import type { RouteLeg, RouteOptions } from '../../routing/sea-router.js';
import { withBallastLegs, type BallastRouting } from '../ballast-legs.js';
import type { LegEnd, RouteFlag } from '../ballast-leg-request.js';
import type { NormalisedCalculation } from '../legacy-payload.js';

type Flags = Record<RouteFlag, boolean>;

const canalsOf = (leg: RouteLeg): Canal[] => leg.passages.flatMap((p) => CANALS.filter((c) => CANAL_PASSAGE[c] === p));

/** The router's options for a set of flags, keys in the order portDistances uses (one cache entry for both). */
const optionsOf = (f: Flags): RouteOptions => ({
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
 * The legs of every route alternative of a calculation (issue #21 item 3), from the calculation with its
 * EU/EEA flags filled. SHORTEST: the input's own legs (each ballast leg routed as calculate routes it),
 * with the canals the router says they transit. SUEZ / PANAMA / CAPE: the order's flags with the two canal
 * flags of CHOICE_CANAL_FLAGS; a leg after the ballast leg is routed again only when its shortest route transits
 * a canal the alternative avoids, or the alternative allows a canal the order avoids: every other leg keeps
 * the input's distance (typed, saved or measured). A leg the router cannot route keeps it too. Answers the
 * calculation as calculate prices it (ballast legs routed) and the alternatives' legs.
 */
export async function alternativeLegs(
  calc: NormalisedCalculation,
  routing: BallastRouting,
): Promise<{ base: NormalisedCalculation; alternatives: AlternativeLegs[] }> {
  const orderFlags = calc.ballastLegs.flags;
  const router = await routing.router();
  const ends = calc.input.rows.map((_, i) => rowEnd(calc, i));
  const places = await Promise.all(
    ends.map(async (e) => e?.position ?? (e && e.port.trim() ? await routing.ports.byName(e.port) : null) ?? null),
  );
  const routeRow = (i: number, flags: Flags): RouteLeg | null => {
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
  const ballastWith = async (flags: Flags) => {
    const legs: Record<string, AlternativeLeg> = {};
    const routed = await withBallastLegs(
      calc.ballastLegs.flags === flags ? calc : { ...calc, ballastLegs: { ...calc.ballastLegs, flags } },
      routing,
      (i, leg) => {
        const id = calc.input.fleet[i]!.id;
        legs[id] = { distNormal: leg.distNormal, distEca: leg.distEca, canals: canalsOf(leg) };
      },
    );
    return { routed, legs };
  };

  const shortest = await ballastWith(orderFlags);
  const baseRows: Record<number, AlternativeLeg> = {};
  const baseLegs = new Map<number, RouteLeg>();
  for (let i = 2; i < calc.input.rows.length; i++) {
    const leg = routeRow(i, orderFlags);
    if (!leg) continue;
    baseLegs.set(i, leg);
    const row = calc.input.rows[i]!;
    baseRows[i] = { distNormal: row.distNormal, distEca: row.distEca, canals: canalsOf(leg) };
  }
  const alternatives: AlternativeLegs[] = [{ route: 'SHORTEST', ballast: shortest.legs, rows: baseRows }];
  for (const route of ['SUEZ', 'PANAMA', 'CAPE'] as const) {
    const flags = { ...orderFlags, ...CHOICE_CANAL_FLAGS[route] };
    const unAvoids = (['suez', 'panama'] as const).some((f) => orderFlags[f] && !flags[f]);
    const rows: Record<number, AlternativeLeg> = {};
    for (const [i, base] of baseLegs) {
      const avoided = canalsOf(base).some((c) => flags[c === 'SUEZ' ? 'suez' : 'panama']);
      const leg = avoided || unAvoids ? routeRow(i, flags) : null;
      rows[i] = leg ? { distNormal: leg.distNormal, distEca: leg.distEca, canals: canalsOf(leg) } : baseRows[i]!;
    }
    alternatives.push({ route, ballast: (await ballastWith(flags)).legs, rows });
  }
  return { base: shortest.routed, alternatives };
}
