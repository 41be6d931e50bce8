import { hasScrubber, type SeaLeg } from './compute-sea-leg.js';
import { positionOf } from './entry-position.js';
import { optimalSpeedGrid, rowsAtSpeeds } from './optimal-speed-grid.js';
import { resolveOptions, type EngineOptions } from './options.js';
import { orderClock, type OrderClock } from './order-clock.js';
import { planCargo, type CargoPlan } from './plan-cargo.js';
import { seaLegsFor } from './sea-legs-for.js';
import type { Position } from './timeline-types.js';
import type { FleetEntryInput, VoyageInput } from './types.js';
import { validateInput } from './validate-input.js';
import { computeVoyageCore, type VoyageCore } from './voyage-core.js';
import { voyageEmissions } from './voyage-emissions.js';
import type { CiiLetter, SpeedOptimum, SpeedPoint, VesselOptimalSpeed } from './optimal-speed-types.js';

export type * from './optimal-speed-types.js';

const FLOOR: ReadonlySet<CiiLetter> = new Set(['A', 'B', 'C']);

interface Shared {
  input: VoyageInput;
  options: EngineOptions;
  plan: CargoPlan;
  clock: OrderClock;
}

/**
 * The ballast and laden speeds that maximise one vessel's TCE for the order (issue #21 item 2), with and
 * without a CII floor (C or better), the laycan always met. Every ballast leg sails one speed and every
 * laden leg another (normal and ECA alike; the rows' speed reduce and factor still apply). The search is
 * exhaustive over the grid of optimalSpeedGrid (each table's range in 0.1 kn steps): TCE need not be unimodal
 * (laycan waiting, on-hire windows, the lift), so no point is skipped except pairs whose ballast speed
 * already misses the laycan when only ballast legs lead to the load port. Each pair is priced by
 * computeVoyageCore, the fleet table's engine, on the itinerary with those speeds typed in. Ties go to the
 * slower ballast, then laden, speed. USD/day, USD, knots.
 */
export function optimalSpeeds(args: {
  input: VoyageInput;
  options?: Partial<EngineOptions>;
  /** Only these fleet entries (all when absent). */
  fleetIds?: readonly string[];
}): VesselOptimalSpeed[] {
  const { input } = args;
  validateInput(input);
  const shared: Shared = {
    input,
    options: resolveOptions(args.options),
    plan: planCargo({ rows: input.rows, qtyMode: input.order.qtyMode }),
    clock: orderClock(input.order),
  };
  const wanted = args.fleetIds ? new Set(args.fleetIds) : null;
  return input.fleet.filter((e) => !wanted || wanted.has(e.id)).map((e) => vesselOptimum(shared, e));
}

const hasDistance = (leg: SeaLeg) => leg.distNormal + leg.distEca > 0;

function vesselOptimum(shared: Shared, entry: FleetEntryInput): VesselOptimalSpeed {
  const { input } = shared;
  const position = positionOf(entry);
  const scrubber = hasScrubber(entry.vessel);
  const legsAt = (speeds: { ballast: number | null; laden: number | null }) =>
    seaLegsFor({ rows: rowsAtSpeeds(input.rows, speeds), vessel: entry.vessel, scrubber, position });
  const own = legsAt({ ballast: null, laden: null });
  const firstLeg = (c: 'ballast' | 'laden') => own.find((l, i) => i > 0 && l.condition === c && hasDistance(l));
  const currentKnots = {
    ballast: firstLeg('ballast')?.nominalNormal ?? null,
    laden: firstLeg('laden')?.nominalNormal ?? null,
  };
  const core = (vb: number | null, vl: number | null, legs: readonly SeaLeg[]) =>
    computeVoyageCore({
      order: input.order,
      options: shared.options,
      plan: shared.plan,
      clock: shared.clock,
      rows: rowsAtSpeeds(input.rows, { ballast: vb, laden: vl }),
      entry,
      position,
      legs,
    });
  const pointOf = (c: VoyageCore, vb: number | null, vl: number | null): SpeedPoint => ({
    ballastKnots: vb,
    ladenKnots: vl,
    tcEq: c.tcEq,
    profitNet: c.profitNet,
    canMakeLaycan: laycanMet(c),
    cii: ciiOf(shared, c, position),
  });
  const current = pointOf(core(null, null, own), currentKnots.ballast, currentKnots.laden);
  const ballastSpeeds = currentKnots.ballast === null ? [] : optimalSpeedGrid({ rows: entry.vessel.ballast });
  const ladenSpeeds = currentKnots.laden === null ? [] : optimalSpeedGrid({ rows: entry.vessel.laden });
  const base = { fleetId: entry.id, current, ballastSpeeds, ladenSpeeds };
  const missingTable = (['ballast', 'laden'] as const).find(
    (c) => currentKnots[c] !== null && (c === 'ballast' ? ballastSpeeds : ladenSpeeds).length === 0,
  );
  if (missingTable) {
    const none = { point: null, gainPerDay: null, reason: `The vessel's ${missingTable} speed table has no speed` };
    return { ...base, evaluated: 0, unconstrained: none, ciiFloor: none };
  }
  const bs = ballastSpeeds.length > 0 ? ballastSpeeds : [null];
  const ls = ladenSpeeds.length > 0 ? ladenSpeeds : [null];
  const ladenLegs = ls.map((vl) => legsAt({ ballast: null, laden: vl }));
  // Only ballast legs lead to the first load port: its arrival, so the laycan, does not move with the laden speed.
  const firstLoad = input.rows.findIndex((r) => r.operation === 'Loading');
  const laycanByBallast = input.rows.slice(1, firstLoad + 1).every((r) => r.lbmarker !== 'laden');
  let best: SpeedPoint | null = null;
  let floor: SpeedPoint | null = null;
  let bestRating: CiiLetter | null = null;
  let evaluated = 0;
  for (const vb of bs) {
    const ballastLegs = legsAt({ ballast: vb, laden: null });
    for (const [j, vl] of ls.entries()) {
      const legs = ballastLegs.map((leg, i) => (leg.condition === 'laden' ? ladenLegs[j]![i]! : leg));
      const c = core(vb, vl, legs);
      evaluated++;
      if (!laycanMet(c)) {
        if (laycanByBallast) break;
        continue;
      }
      // Strictly better only: on equal TCE the slower ballast, then laden, speed stays.
      const point = pointOf(c, vb, vl);
      if (!best || point.tcEq > best.tcEq) best = point;
      if (point.cii !== null && FLOOR.has(point.cii) && (!floor || point.tcEq > floor.tcEq)) floor = point;
      if (point.cii !== null && (bestRating === null || point.cii < bestRating)) bestRating = point.cii;
    }
  }
  const optimum = (p: SpeedPoint | null, reason: string): SpeedOptimum =>
    p ? { point: p, gainPerDay: p.tcEq - current.tcEq, reason: null } : { point: null, gainPerDay: null, reason };
  if (!best) {
    const top = bs[bs.length - 1] ?? null;
    const none = optimum(
      null,
      `No ballast speed up to ${top ?? currentKnots.ballast ?? 0} kn reaches the load port by the laycan end`,
    );
    return { ...base, evaluated, unconstrained: none, ciiFloor: none };
  }
  const unconstrained = optimum(best, '');
  const ciiFloor = optimum(
    floor,
    bestRating === null
      ? 'No CII rating: the voyage sails no distance'
      : `No speeds in the table range that meet the laycan rate C or better (best reached: ${bestRating})`,
  );
  return { ...base, evaluated, unconstrained, ciiFloor };
}

function laycanMet(c: VoyageCore): boolean {
  return c.timeline.etaLoad === null || !(c.timeline.etaLoad > c.clock.laycanEnd);
}

function ciiOf(shared: Shared, c: VoyageCore, position: Position): CiiLetter | null {
  const emissions =
    c.emissions ??
    voyageEmissions({
      timeline: c.timeline,
      vessel: c.vessel,
      position,
      order: shared.input.order,
      options: shared.options,
    });
  return emissions.cii?.rating ?? null;
}
