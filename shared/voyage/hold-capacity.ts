import type { EngineOptions } from './options.js';
import type { VesselSpec } from './types.js';

/** The hold volume the cubic limit uses: grain, or bale with the option (D2), m3. */
export function holdCapacity(args: {
  vessel: Pick<VesselSpec, 'vesselGrainCap' | 'vesselBaleCap'>;
  options: Pick<EngineOptions, 'useBaleCapacity'>;
}): number {
  return args.options.useBaleCapacity ? args.vessel.vesselBaleCap : args.vessel.vesselGrainCap;
}
