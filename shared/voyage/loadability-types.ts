import type { EngineOptions } from './options.js';
import type { LoadabilityBound, LoadabilityLimit } from './result-types.js';
import type { LoadlineCode, VesselSpec } from './types.js';

/** The draft situation at one port: the row's loadline zone, draft restriction and water, and bunkers then. */
export interface DraftCondition {
  loadline: LoadlineCode;
  /** Draft restriction at the berth, metres; <= 0 means none. */
  draftRes: number;
  /** Dock water density, t/m3; 0 (or not positive) means sea water 1.025. */
  waterDensity: number;
  /** All grades on board at that moment, t. */
  bunkersOnBoard: number;
}

/** The vessel particulars loadability reads: SDWT t, summer draft m, TPC t/cm, lightship t, LOA m, capacities m3. */
export type LoadabilityVessel = Pick<
  VesselSpec,
  'vesselDwt' | 'vesselDraftS' | 'vesselTPC' | 'vesselLightShip' | 'vesselLOA' | 'vesselGrainCap' | 'vesselBaleCap'
>;

/** Quantities in t, stowFactor in m3/t (<= 0: unknown, no cubic limit); arrival null imposes no arrival limit. */
export interface LoadabilityInput {
  vessel: LoadabilityVessel;
  constants: number;
  freshWater: number;
  departure: DraftCondition;
  arrival: DraftCondition | null;
  stowFactor: number;
  orderLimit: number;
  options: Pick<EngineOptions, 'cubicFill' | 'useBaleCapacity' | 'draftMethod'>;
}

/**
 * Limits and loadability in t (Infinity where no limit applies; maxDwtArrival Infinity without an arrival
 * condition); fwaMm and dwaMmDeparture (permitted dock draft minus zone draft) in mm; effectiveDraftDeparture
 * = min(permitted dock draft, draftRes) in metres; capacity (grain or bale) in m3. `loadability` is
 * min(weight limits, cubic), floored at 0 and not capped by the order; `governing` is the limit that gives it,
 * the smallest of weightDeparture, weightArrival and cubic (ties to the first). The order's limit caps the cargo
 * carried, not the loadability, so it never governs: an explanation naming it beside a larger loadability
 * contradicted the figure (issue #12).
 */
export interface LoadabilityResult {
  loadability: number;
  limits: LoadabilityLimit;
  governing: LoadabilityBound;
  maxDwtDeparture: number;
  maxDwtArrival: number;
  fwaMm: number;
  dwaMmDeparture: number;
  effectiveDraftDeparture: number;
  capacity: number;
}
