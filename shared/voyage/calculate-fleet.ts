import type { EngineOptions } from './options.js';
import { prepareFleet } from './prepare-fleet.js';
import type { FleetCalculation, VesselResult, VesselResultLight } from './result-types.js';
import type { VoyageInput } from './types.js';

interface FleetArgs {
  input: VoyageInput;
  options?: Partial<EngineOptions>;
  /**
   * 'full' (default): every result part. 'light': no row table and no explanation (ADR 0032), for answers
   * that do not show them; prepareFleet(...).vessel(id) builds one vessel's full result on demand.
   */
  describe?: 'full' | 'light';
}

/** FleetCalculation with light results. */
export interface LightFleetCalculation {
  results: VesselResultLight[];
  referenceFleetId: string | null;
}

/** Every fleet entry's result at once, in fleet order. */
export function calculateFleet(args: FleetArgs & { describe?: 'full' }): FleetCalculation;
export function calculateFleet(args: FleetArgs & { describe: 'light' }): LightFleetCalculation;
export function calculateFleet(args: FleetArgs): FleetCalculation | LightFleetCalculation {
  // The reference vessel first (its tcEq anchors the premiums, prepare-fleet.ts), then the others in fleet order.
  const fleet = prepareFleet(args);
  const describe = args.describe === 'light' ? fleet.light : fleet.full;
  const reference = fleet.order[0] !== args.input.fleet[0] ? fleet.order[0] : undefined;
  const first = reference ? describe(reference) : undefined;
  const fleetList = args.input.fleet;
  const results: (VesselResult | VesselResultLight)[] = new Array(fleetList.length);
  for (let i = 0; i < fleetList.length; i++) {
    const entry = fleetList[i]!;
    results[i] = entry === reference ? first! : describe(entry);
  }
  return { results, referenceFleetId: fleet.referenceFleetId } as FleetCalculation | LightFleetCalculation;
}
