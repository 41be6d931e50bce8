import type { AlternativeLeg, AlternativeLegs } from '../../../../shared/voyage/route-alternatives-types.js';
import { CHOICE_CANAL_FLAGS } from '../../../../shared/voyage/route-alternatives-flags.js';
import type { RouteLeg } from '../../routing/sea-router.js';
import { withBallastLegs, type BallastRouting } from '../ballast-legs.js';
import type { NormalisedCalculation } from '../legacy-payload.js';
import { canalsOf, knownCanals, rowRouter, type Flags } from './leg-canals.js';

/**
 * The legs of every route alternative of a calculation (issue #21 item 3), from the calculation with its
 * EU/EEA flags filled. SHORTEST: the input's own legs (each ballast leg routed as calculate routes it),
 * with the canals the router says they transit (a leg whose distance is not the routed one: not known,
 * leg-canals.ts knownCanals, as calculate reads it). SUEZ / PANAMA / CAPE: the order's flags with the two canal
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
  const routeRow = await rowRouter(calc, routing);
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
    baseRows[i] = { distNormal: row.distNormal, distEca: row.distEca, canals: knownCanals(row, leg) };
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
