import { hasScrubber, type SeaLeg } from './compute-sea-leg.js';
import { evaluateVoyage } from './evaluate-voyage.js';
import { computeVoyageCore } from './voyage-core.js';
import { resolveOptions, type EngineOptions } from './options.js';
import type { FleetCalculation, VesselResult } from './result-types.js';
import { seaLegAt, seaLegsFor, type Position } from './simulate-voyage.js';
import type { FleetEntryInput, VoyageInput } from './types.js';
import { validateInput } from './validate-input.js';

const positionOf = (e: FleetEntryInput): Position => ({
  dateOpening: e.dateOpening,
  port: e.port,
  isEuOpenPort: e.isEuOpenPort,
  ballastDistNormal: e.ballastDistNormal,
  ballastDistEca: e.ballastDistEca,
});

/**
 * Every fleet entry's result, streamed as each is computed: the reference vessel first (its tcEq
 * anchors the premiums), then the others in fleet order. Premiums (voyage-model section 10, D9):
 * vessel first:   vesselPremium = tcEq(V @ pos_R) - tcEq(R @ pos_R), positionPremium = tcEq(V) - tcEq(V @ pos_R);
 * position first: positionPremium = tcEq(R @ pos_V) - tcEq(R @ pos_R), vesselPremium = tcEq(V) - tcEq(R @ pos_V).
 * Either way vesselPremium + positionPremium = tcEq(V) - tcEq(R). USD/day.
 */
export function* calculateFleetStream(args: { input: VoyageInput; options?: Partial<EngineOptions> }): Generator<VesselResult, FleetCalculation> {
  const { input } = args;
  const options = resolveOptions(args.options);
  validateInput(input);
  const scrubberOf = (e: FleetEntryInput) => hasScrubber(e.vessel);
  const legsOf = (e: FleetEntryInput, position: Position) => seaLegsFor({ rows: input.rows, vessel: e.vessel, scrubber: scrubberOf(e), position });
  const evaluate = (entry: FleetEntryInput, position: Position, legs?: SeaLeg[]) =>
    evaluateVoyage({ order: input.order, rows: input.rows, entry, position, options, ...(legs ? { legs } : {}) });
  // The premiums need only tcEq at a swapped position: the core, without the descriptive parts, and
  // only the ballast leg (row 1) changes with the position.
  const tcEqAt = (entry: FleetEntryInput, position: Position, ownLegs: SeaLeg[]) => {
    const ballast = input.rows.length > 1 ? seaLegAt({ rows: input.rows, vessel: entry.vessel, scrubber: scrubberOf(entry), position, index: 1 }) : undefined;
    const legs = ownLegs.map((leg, i) => (i === 1 && ballast ? ballast : leg));
    return computeVoyageCore({ order: input.order, rows: input.rows, entry, position, options, legs }).tcEq;
  };
  const reference = input.fleet.find((e) => e.isReferenceVessel) ?? null;
  const results: VesselResult[] = [];
  if (!reference) {
    for (const entry of input.fleet) {
      const r: VesselResult = { ...evaluate(entry, positionOf(entry)), vesselPremium: null, positionPremium: null };
      results.push(r);
      yield r;
    }
    return { results, referenceFleetId: null };
  }
  const refPos = positionOf(reference);
  const refLegs = legsOf(reference, refPos);
  const refOwn = evaluate(reference, refPos, refLegs);
  const premiumsFor = (entry: FleetEntryInput, own: number, ownLegs: SeaLeg[]) => {
    if (entry === reference) return { vesselPremium: 0, positionPremium: 0, atReference: refOwn.tcEq };
    if (options.premiumOrder === 'vessel-first') {
      const atRef = tcEqAt(entry, refPos, ownLegs);
      return { vesselPremium: atRef - refOwn.tcEq, positionPremium: own - atRef, atReference: atRef };
    }
    const refAtV = tcEqAt(reference, positionOf(entry), refLegs);
    return { vesselPremium: own - refAtV, positionPremium: refAtV - refOwn.tcEq, atReference: refAtV };
  };
  const order = [reference, ...input.fleet.filter((e) => e !== reference)];
  for (const entry of order) {
    const ownLegs = entry === reference ? refLegs : legsOf(entry, positionOf(entry));
    const own = entry === reference ? refOwn : evaluate(entry, positionOf(entry), ownLegs);
    const p = premiumsFor(entry, own.tcEq, ownLegs);
    const r: VesselResult = {
      ...own,
      vesselPremium: p.vesselPremium,
      positionPremium: p.positionPremium,
      explain: {
        ...own.explain,
        premiums: { referenceFleetId: reference.id, tcEqReferenceAtReference: refOwn.tcEq, tcEqAtReferencePosition: p.atReference, tcEqOwn: own.tcEq },
      },
    };
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
