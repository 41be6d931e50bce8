import { calculateFleet } from './calculate-fleet.js';
import type { EngineOptions } from './options.js';
import type { FleetEntryInput, VoyageInput } from './types.js';
import type { Canal, CanalDues } from './route-alternatives-dues.js';
import type {
  AlternativeLeg,
  AlternativeLegs,
  RouteAlternative,
  VesselRouteAlternatives,
} from './route-alternatives-types.js';

export type * from './route-alternatives-types.js';

/**
 * Each fleet vessel's voyage on each route alternative (issue #21 item 3), priced by calculateFleet (the
 * fleet table's engine) on the input with the alternative's leg distances and transits typed in and the
 * dues given as the order's canal dues: the engine charges each transit at the vessel's deadweight class
 * on top of the order's Canal Expenses, as it does in the fleet table (voyageCanalDues). Legs the
 * alternative does not name keep the input's distances and transits. Per vessel the list keeps
 * SHORTEST (the input as it is) always; SUEZ and PANAMA only when the voyage transits that canal; and any
 * alternative only when its legs differ from those already kept. The cheapest is the highest TCE, ties to
 * fewer voyage days, then to the earlier alternative. USD/day, USD, nm, days.
 */
export function routeAlternatives(args: {
  input: VoyageInput;
  options?: Partial<EngineOptions>;
  /** SHORTEST first (the input's own legs, with their canals), then the others. */
  alternatives: readonly AlternativeLegs[];
  dues: CanalDues;
  /** Only these fleet entries (all when absent). */
  fleetIds?: readonly string[];
}): VesselRouteAlternatives[] {
  const wanted = args.fleetIds ? new Set(args.fleetIds) : null;
  return args.input.fleet
    .filter((e) => !wanted || wanted.has(e.id))
    .map((entry) => ({ fleetId: entry.id, alternatives: vesselAlternatives(args, entry) }));
}

function vesselAlternatives(args: Parameters<typeof routeAlternatives>[0], entry: FleetEntryInput): RouteAlternative[] {
  const kept: { legs: string; alt: RouteAlternative }[] = [];
  for (const alt of args.alternatives) {
    const legs = legsOf(args.input, entry, alt);
    const canals = legs.flatMap((l) => l.canals ?? []);
    if (alt.route === 'SUEZ' && !canals.includes('SUEZ')) continue;
    if (alt.route === 'PANAMA' && !canals.includes('PANAMA')) continue;
    const signature = JSON.stringify(legs.map((l) => [l.distNormal, l.distEca]));
    if (alt.route !== 'SHORTEST' && kept.some((k) => k.legs === signature)) continue;
    kept.push({ legs: signature, alt: priced(args, entry, alt, legs, canals) });
  }
  const best = kept.reduce<RouteAlternative | null>((b, { alt }) => (b && !better(alt, b) ? b : alt), null);
  return kept.map(({ alt }) => ({ ...alt, cheapest: alt === best }));
}

const better = (a: RouteAlternative, b: RouteAlternative) =>
  a.tcEq > b.tcEq || (a.tcEq === b.tcEq && a.voyageDays < b.voyageDays);

/** The voyage's sea legs on one alternative: the ballast leg (row 1) then every leg after it. */
function legsOf(input: VoyageInput, entry: FleetEntryInput, alt: AlternativeLegs): AlternativeLeg[] {
  const first = input.rows[1];
  const ownBallast: AlternativeLeg =
    entry.ballastDistNormal !== null
      ? { distNormal: entry.ballastDistNormal, distEca: entry.ballastDistEca ?? 0, canals: entry.ballastCanals ?? null }
      : { distNormal: first?.distNormal ?? 0, distEca: first?.distEca ?? 0, canals: entry.ballastCanals ?? null };
  const legs: AlternativeLeg[] = input.rows.length > 1 ? [alt.ballast[entry.id] ?? ownBallast] : [];
  for (let i = 2; i < input.rows.length; i++) {
    const row = input.rows[i]!;
    legs.push(alt.rows[i] ?? { distNormal: row.distNormal, distEca: row.distEca, canals: row.canals ?? null });
  }
  return legs;
}

function priced(
  args: Parameters<typeof routeAlternatives>[0],
  entry: FleetEntryInput,
  alt: AlternativeLegs,
  legs: readonly AlternativeLeg[],
  canals: readonly Canal[],
): RouteAlternative {
  const { input } = args;
  const ballast = alt.ballast[entry.id];
  const one: FleetEntryInput = {
    ...entry,
    isReferenceVessel: false,
    ...(ballast
      ? { ballastDistNormal: ballast.distNormal, ballastDistEca: ballast.distEca, ballastCanals: ballast.canals }
      : {}),
  };
  const rows = input.rows.map((r, i) => {
    const leg = i >= 2 ? alt.rows[i] : undefined;
    return leg ? { ...r, distNormal: leg.distNormal, distEca: leg.distEca, canals: leg.canals } : r;
  });
  const [result] = calculateFleet({
    input: { order: { ...input.order, canalDues: args.dues }, rows, fleet: [one] },
    options: args.options,
  }).results;
  const canalDues = result!.explain.canalDues?.total ?? 0;
  return {
    route: alt.route,
    canals: [...canals],
    distance: legs.reduce((s, l) => s + l.distNormal + l.distEca, 0),
    voyageDays: result!.voyageDays,
    canalDues,
    canalExpenses: input.order.canalExpenses + canalDues,
    tcEq: result!.tcEq,
    profitNet: result!.profitNet,
    canMakeLaycan: result!.canMakeLaycan,
    cheapest: false,
  };
}
