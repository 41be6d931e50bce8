import { hasScrubber, type SeaLeg } from './compute-sea-leg.js';
import { describeVoyage } from './describe-voyage.js';
import { positionOf } from './entry-position.js';
import { evaluateVoyage } from './evaluate-voyage.js';
import type { Premiums } from './no-premiums.js';
import type { VoyageArgs } from './voyage-args.js';
import { computeVoyageCore } from './voyage-core.js';
import { voyageTcEq } from './voyage-tc-eq.js';
import { resolveOptions, type EngineOptions } from './options.js';
import { planCargo } from './plan-cargo.js';
import type { FleetCalculation, VesselResult } from './result-types.js';
import { orderClock } from './order-clock.js';
import { seaLegAt } from './sea-leg-at.js';
import { seaLegsFor } from './sea-legs-for.js';
import type { Position } from './timeline-types.js';
import type { FleetEntryInput, VoyageInput } from './types.js';
import { validateInput } from './validate-input.js';

/**
 * Every fleet entry's result, streamed as each is computed: the reference vessel first (its tcEq
 * anchors the premiums), then the others in fleet order. Premiums (voyage-model section 10, D9):
 * vessel first:   vesselPremium = tcEq(V @ pos_R) - tcEq(R @ pos_R), positionPremium = tcEq(V) - tcEq(V @ pos_R);
 * position first: positionPremium = tcEq(R @ pos_V) - tcEq(R @ pos_R), vesselPremium = tcEq(V) - tcEq(R @ pos_V).
 * Either way vesselPremium + positionPremium = tcEq(V) - tcEq(R). USD/day.
 */
export function* calculateFleetStream(args: {
  input: VoyageInput;
  options?: Partial<EngineOptions>;
}): Generator<VesselResult, FleetCalculation> {
  const { input } = args;
  const options = resolveOptions(args.options);
  validateInput(input);
  const scrubberOf = (e: FleetEntryInput) => hasScrubber(e.vessel);
  const plan = planCargo({ rows: input.rows, qtyMode: input.order.qtyMode });
  const clock = orderClock(input.order);
  const argsFor = (entry: FleetEntryInput, position: Position, legs: SeaLeg[]): VoyageArgs => ({
    order: input.order,
    rows: input.rows,
    entry,
    position,
    options,
    legs,
    plan,
    clock,
  });
  const legsOf = (e: FleetEntryInput, position: Position) =>
    seaLegsFor({ rows: input.rows, vessel: e.vessel, scrubber: scrubberOf(e), position });
  // The premiums need only tcEq at a swapped position: the core, without the descriptive parts, and
  // only the ballast leg (row 1) changes with the position.
  const tcEqAt = (entry: FleetEntryInput, position: Position, ownLegs: SeaLeg[]) => {
    const ballast =
      input.rows.length > 1
        ? seaLegAt({ rows: input.rows, vessel: entry.vessel, scrubber: scrubberOf(entry), position, index: 1 })
        : undefined;
    const legs = ownLegs.slice();
    if (ballast && legs.length > 1) legs[1] = ballast;
    return voyageTcEq(argsFor(entry, position, legs));
  };
  const reference = input.fleet.find((e) => e.isReferenceVessel) ?? null;
  const results: VesselResult[] = [];
  if (!reference) {
    for (const entry of input.fleet) {
      const position = positionOf(entry);
      const r = evaluateVoyage(argsFor(entry, position, legsOf(entry, position)));
      results.push(r);
      yield r;
    }
    return { results, referenceFleetId: null };
  }
  const refPos = positionOf(reference);
  const refLegs = legsOf(reference, refPos);
  const refArgs = argsFor(reference, refPos, refLegs);
  const refCore = computeVoyageCore(refArgs);
  const refTcEq = refCore.tcEq;
  const explainFor = (own: number, atReference: number) => ({
    referenceFleetId: reference.id,
    tcEqReferenceAtReference: refTcEq,
    tcEqAtReferencePosition: atReference,
    tcEqOwn: own,
  });
  const premiumsFor = (entry: FleetEntryInput, position: Position, own: number, ownLegs: SeaLeg[]): Premiums => {
    if (options.premiumOrder === 'vessel-first') {
      const atRef = tcEqAt(entry, refPos, ownLegs);
      return { vesselPremium: atRef - refTcEq, positionPremium: own - atRef, explain: explainFor(own, atRef) };
    }
    const refAtV = tcEqAt(reference, position, refLegs);
    return { vesselPremium: own - refAtV, positionPremium: refAtV - refTcEq, explain: explainFor(own, refAtV) };
  };
  const refResult = describeVoyage({
    ...refArgs,
    core: refCore,
    premiums: { vesselPremium: 0, positionPremium: 0, explain: explainFor(refTcEq, refTcEq) },
  });
  results.push(refResult);
  yield refResult;
  for (const entry of input.fleet) {
    if (entry === reference) continue;
    const position = positionOf(entry);
    const args = argsFor(entry, position, legsOf(entry, position));
    const core = computeVoyageCore(args);
    const r = describeVoyage({
      ...args,
      core,
      premiums: premiumsFor(entry, position, core.tcEq, args.legs as SeaLeg[]),
    });
    results.push(r);
    yield r;
  }
  // Results in fleet order for the non-streaming answer.
  const byId = new Map(results.map((r) => [r.fleetId, r]));
  return { results: input.fleet.map((e) => byId.get(e.id) as VesselResult), referenceFleetId: reference.id };
}

/** Every fleet entry's result at once, in fleet order. */
export function calculateFleet(args: { input: VoyageInput; options?: Partial<EngineOptions> }): FleetCalculation {
  const stream = calculateFleetStream(args);
  for (;;) {
    const step = stream.next();
    if (step.done) return step.value;
  }
}
