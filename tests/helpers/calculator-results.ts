import { getFragmentData, type FragmentType } from '../../web/src/__generated__/index.js';
import {
  calcVesselHeavyFields,
  calcVesselResultFields,
} from '../../web/src/features/calculator/graphql/result-fields.js';
import type { FullVesselResult } from '../../web/src/features/calculator/state/types.js';

/** A `calculate` result as the web's mutation selects it: its light and heavy fragments read together. */
export function fullResult(
  ref: FragmentType<typeof calcVesselResultFields> & FragmentType<typeof calcVesselHeavyFields>,
): FullVesselResult {
  return { ...getFragmentData(calcVesselResultFields, ref), ...getFragmentData(calcVesselHeavyFields, ref) };
}
