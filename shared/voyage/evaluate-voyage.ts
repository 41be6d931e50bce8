import { describeVoyage } from './describe-voyage.js';
import type { Premiums } from './no-premiums.js';
import type { VesselResult } from './result-types.js';
import type { VoyageArgs } from './voyage-args.js';
import { computeVoyageCore } from './voyage-core.js';

/**
 * One vessel's voyage from one position: the core economics (computeVoyageCore) plus the full
 * description (describeVoyage), with the premiums when the fleet has a reference vessel. Units as
 * VesselResult.
 */
export function evaluateVoyage(args: VoyageArgs & { premiums?: Premiums }): VesselResult {
  return describeVoyage({ ...args, core: computeVoyageCore(args) });
}
