import { portTimeMemo, type PortTimeMemo } from './compute-port-time.js';
import { hasScrubber, type SeaLeg } from './compute-sea-leg.js';
import { itineraryFacts } from './itinerary-facts.js';
import { describeVoyage } from './describe-voyage.js';
import { positionOf } from './entry-position.js';
import type { Premiums } from './no-premiums.js';
import { resolveOptions, type EngineOptions } from './options.js';
import { orderClock } from './order-clock.js';
import { planCargo } from './plan-cargo.js';
import type { VesselResult, VesselResultLight } from './result-types.js';
import { seaLegAt } from './sea-leg-at.js';
import { seaLegsFor } from './sea-legs-for.js';
import { unitStowFactor } from './solve-lift.js';
import type { Position } from './timeline-types.js';
import type { FleetEntryInput, VoyageInput } from './types.js';
import { checkInput } from './validate-input.js';
import type { VoyageArgs } from './voyage-args.js';
import { computeVoyageCore, type VoyageCore } from './voyage-core.js';
import { voyageTcEq } from './voyage-tc-eq.js';

/** A checked fleet whose vessels are computed one at a time, light or full, from the same prepared input. */
export interface PreparedFleet {
  referenceFleetId: string | null;
  /** The fleet entries in the order a stream computes them: the reference vessel first, then fleet order. */
  order: readonly FleetEntryInput[];
  /** One entry's full result: every part, as calculateFleet answers it. */
  full(entry: FleetEntryInput): VesselResult;
  /** One entry's light result: the full one without the row table and the explanation (ADR 0032). */
  light(entry: FleetEntryInput): VesselResultLight;
  /** The full result of the entry with this id, identical to calculateFleet's; null for an unknown id. */
  vessel(fleetId: string): VesselResult | null;
}

/**
 * The input checked and the per-order parts computed once (cargo plan, laycan clock, the reference vessel's
 * core when there is one), then each vessel on request. Premiums (voyage-model section 10, D9):
 * vessel first:   vesselPremium = tcEq(V @ pos_R) - tcEq(R @ pos_R), positionPremium = tcEq(V) - tcEq(V @ pos_R);
 * position first: positionPremium = tcEq(R @ pos_V) - tcEq(R @ pos_R), vesselPremium = tcEq(V) - tcEq(R @ pos_V).
 * Either way vesselPremium + positionPremium = tcEq(V) - tcEq(R). USD/day.
 */
export function prepareFleet(args: { input: VoyageInput; options?: Partial<EngineOptions> }): PreparedFleet {
  const { input } = args;
  const options = resolveOptions(args.options);
  // The opening dates parsed once, by the check; each vessel's position reads its own.
  const openMs = checkInput(input);
  const openOf = new Map<FleetEntryInput, number>();
  for (let i = 0; i < input.fleet.length; i++) openOf.set(input.fleet[i]!, openMs[i]!);
  const positionAt = (e: FleetEntryInput) => positionOf(e, openOf.get(e));
  const scrubberOf = (e: FleetEntryInput) => hasScrubber(e.vessel);
  const plan = planCargo({ rows: input.rows, qtyMode: input.order.qtyMode });
  const clock = orderClock(input.order);
  const facts = itineraryFacts(input.rows);
  const stowAtOneTonne = unitStowFactor(input.rows, plan);
  const argsFor = (entry: FleetEntryInput, position: Position, legs: SeaLeg[], portMemo: PortTimeMemo): VoyageArgs => ({
    order: input.order,
    rows: input.rows,
    entry,
    position,
    options,
    legs,
    plan,
    clock,
    facts,
    portMemo,
    unitStowFactor: stowAtOneTonne,
  });
  const legsOf = (e: FleetEntryInput, position: Position) =>
    seaLegsFor({ rows: input.rows, vessel: e.vessel, scrubber: scrubberOf(e), position });
  // The premiums need only tcEq at a swapped position: the core, without the descriptive parts, and
  // only the ballast leg (row 1) changes with the position.
  // portMemo: the port times of the same vessel's other walks (its own position), shared with this one.
  const tcEqAt = (entry: FleetEntryInput, position: Position, ownLegs: readonly SeaLeg[], portMemo: PortTimeMemo) => {
    const ballast =
      input.rows.length > 1
        ? seaLegAt({ rows: input.rows, vessel: entry.vessel, scrubber: scrubberOf(entry), position, index: 1 })
        : undefined;
    const legs = ownLegs.slice();
    if (ballast && legs.length > 1) legs[1] = ballast;
    return voyageTcEq(argsFor(entry, position, legs, portMemo));
  };
  const reference = input.fleet.find((e) => e.isReferenceVessel) ?? null;
  // The reference vessel's own voyage, computed once, when the first vessel needs it.
  let referenceRun: { args: VoyageArgs; core: VoyageCore } | null = null;
  const referenceOwn = (ref: FleetEntryInput) => {
    if (referenceRun) return referenceRun;
    const position = positionAt(ref);
    const args = argsFor(ref, position, legsOf(ref, position), portTimeMemo());
    referenceRun = { args, core: computeVoyageCore(args) };
    return referenceRun;
  };
  const premiumsFor = (
    ref: FleetEntryInput,
    entry: FleetEntryInput,
    position: Position,
    own: number,
    ownLegs: readonly SeaLeg[],
    ownMemo: PortTimeMemo,
  ): Premiums => {
    const { args: refArgs, core: refCore } = referenceOwn(ref);
    const refTcEq = refCore.tcEq;
    const explain = (atReference: number) => ({
      referenceFleetId: ref.id,
      tcEqReferenceAtReference: refTcEq,
      tcEqAtReferencePosition: atReference,
      tcEqOwn: own,
    });
    if (entry === ref) return { vesselPremium: 0, positionPremium: 0, explain: explain(refTcEq) };
    if (options.premiumOrder === 'vessel-first') {
      const atRef = tcEqAt(entry, refArgs.position, ownLegs, ownMemo);
      return { vesselPremium: atRef - refTcEq, positionPremium: own - atRef, explain: explain(atRef) };
    }
    const refAtV = tcEqAt(ref, position, refArgs.legs as SeaLeg[], refArgs.portMemo as PortTimeMemo);
    return { vesselPremium: own - refAtV, positionPremium: refAtV - refTcEq, explain: explain(refAtV) };
  };
  const describe = (entry: FleetEntryInput, light: boolean) => {
    let args: VoyageArgs;
    let core: VoyageCore;
    if (entry === reference) ({ args, core } = referenceOwn(entry));
    else {
      const position = positionAt(entry);
      args = argsFor(entry, position, legsOf(entry, position), portTimeMemo());
      core = computeVoyageCore(args);
    }
    const premiums = reference
      ? premiumsFor(reference, entry, args.position, core.tcEq, args.legs as SeaLeg[], args.portMemo as PortTimeMemo)
      : undefined;
    // The fields describeVoyage reads, named (no copy of the walk's arguments per vessel).
    const { order, rows, position, facts } = args;
    return light
      ? describeVoyage({ order, rows, entry, position, options, facts, core, premiums, light })
      : describeVoyage({ order, rows, entry, position, options, facts, core, premiums });
  };
  const order = reference ? [reference, ...input.fleet.filter((e) => e !== reference)] : input.fleet;
  return {
    referenceFleetId: reference?.id ?? null,
    order,
    full: (entry) => describe(entry, false) as VesselResult,
    light: (entry) => describe(entry, true) as VesselResultLight,
    vessel: (fleetId) => {
      const entry = input.fleet.find((e) => e.id === fleetId);
      return entry ? (describe(entry, false) as VesselResult) : null;
    },
  };
}
