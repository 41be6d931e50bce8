import { cubicLimit } from './cubic-limit.js';
import { holdCapacity } from './hold-capacity.js';
import type { LoadabilityInput, LoadabilityResult } from './loadability-types.js';
import { maxDwtAt } from './max-dwt-at.js';
import type { LoadabilityBound, LoadabilityLimit } from './result-types.js';

/**
 * Loadability of a vessel for one cargo (voyage-model section 9): weight limits at departure from the last
 * load port and at arrival at the first discharge port, and the cubic limit.
 *
 * FWA_mm = (lightship + SDWT) / (4 x TPC); the deadweight allowed at each port follows the zone draft, the
 * dock water and the draft restriction by D4 (maxDwtAt). Weight limit = MaxDWT - bunkersOnBoard - constants
 * - freshWater. Cubic limit = capacity x cubicFill / stowFactor (none when stowFactor <= 0 or capacity <= 0).
 * Loadline F / TF already include the FWA, so pairing them with a density below 1.025 also adds the DWA
 * (section 9 taken literally).
 *
 * @param input - vessel: SDWT t, summer draft m, TPC t/cm, lightship t, LOA m, grain/bale capacity m3;
 *   constants, freshWater, bunkersOnBoard, orderLimit t; stowFactor m3/t; draftRes m; waterDensity t/m3.
 * @returns see {@link LoadabilityResult}.
 */
export function computeLoadability(input: LoadabilityInput): LoadabilityResult {
  const { vessel, constants, freshWater, departure, arrival, stowFactor, orderLimit, options } = input;
  const tpc = vessel.vesselTPC;
  const fwaMm = tpc > 0 ? (vessel.vesselLightShip + vessel.vesselDwt) / (4 * tpc) : 0;
  const method = options.draftMethod;
  const dep = maxDwtAt({ vessel, condition: departure, fwaMm, method });
  // An absent arrival condition imposes no limit: Infinity carries through the subtraction below.
  const maxDwtArrival = arrival === null ? Infinity : maxDwtAt({ vessel, condition: arrival, fwaMm, method }).maxDwt;
  const capacity = holdCapacity({ vessel, options });
  const limits: LoadabilityLimit = {
    weightDeparture: dep.maxDwt - departure.bunkersOnBoard - constants - freshWater,
    weightArrival: maxDwtArrival - (arrival?.bunkersOnBoard ?? 0) - constants - freshWater,
    cubic: cubicLimit({ capacity, stowFactor, cubicFill: options.cubicFill }),
    order: orderLimit,
  };
  // The smallest of the three, the first on a tie (written out: no array and closure per pass).
  let governing: LoadabilityBound = 'weightDeparture';
  if (limits.weightArrival < limits[governing]) governing = 'weightArrival';
  if (limits.cubic < limits[governing]) governing = 'cubic';
  return {
    loadability: Math.max(0, Math.min(limits.weightDeparture, limits.weightArrival, limits.cubic)),
    limits,
    governing,
    maxDwtDeparture: dep.maxDwt,
    maxDwtArrival,
    fwaMm,
    dwaMmDeparture: dep.dwaMm,
    effectiveDraftDeparture: dep.effectiveDraft,
    capacity,
  };
}
