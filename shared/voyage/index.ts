/** The voyage engine: pure, no I/O. See README.md in this folder for the formulas and decisions. */
export { calculateFleet, type LightFleetCalculation } from './calculate-fleet.js';
export { prepareFleet, type PreparedFleet } from './prepare-fleet.js';
export { blankRow } from './blank-row.js';
export { EngineInputError } from './engine-input-error.js';
export { DEFAULT_OPTIONS, resolveOptions, type EngineOptions } from './options.js';
export { termsFactor, TERMS_TABLE } from './terms-factor.js';
export type * from './result-types.js';
export type * from './types.js';
