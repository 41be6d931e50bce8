import { CALC_LIMITS, CALC_WARNING_TEXT as T } from '../validation/calc-warnings.js';
import type { CalcWarning, WarningLevel } from './result-types.js';
import type { OperationRow, VesselSpec } from './types.js';

/**
 * The live warnings of spec 1 section 5, in the spec's order: the vessel-wide checks, then each row's
 * checks in itinerary order. Warnings are results, never errors: the figures are still computed.
 */
export function collectWarnings(args: {
  rows: readonly OperationRow[];
  vessel: VesselSpec;
  stowagePercent: number;
  cargoTx: readonly number[];
  carried: number;
  minimum: number;
}): CalcWarning[] {
  const { rows, vessel, stowagePercent, cargoTx, carried, minimum } = args;
  const found: { level: WarningLevel; message: string }[] = [];
  const add = (level: WarningLevel, message: string) => found.push({ level, message });
  const speedSum = (table: VesselSpec['ballast']) => table.reduce((s, r) => s + (r.speed || 0), 0);

  // A hold filled exactly to the 98 % limit must not warn through rounding noise.
  if (stowagePercent > CALC_LIMITS.stowagePercent + 1e-9) add('error', T.stowage);
  if (speedSum(vessel.ballast) === 0) add('error', T.ballastSpeeds);
  if (speedSum(vessel.laden) === 0) add('error', T.ladenSpeeds);
  let belowMinimumReported = false;
  rows.forEach((row, i) => {
    const op = row.operation;
    const cargoRow = op === 'Loading' || op === 'Discharging';
    const density = row.waterDensity;
    if (density > 0 && (density < CALC_LIMITS.waterDensityMin || density > CALC_LIMITS.waterDensityMax)) add('alert', T.waterDensity(op));
    if (cargoRow && !Number.isFinite(cargoTx[i] ?? NaN)) add('alert', T.cargoTx(op));
    if (op === 'Loading' && !belowMinimumReported && carried + 1e-9 < minimum) {
      add('alert', T.cargoBelowMinimum(op));
      belowMinimumReported = true;
    }
    if (row.draftRes !== 0 && row.draftRes < CALC_LIMITS.draftMin) add('alert', T.draftTooLow(op));
    if (cargoRow && !(row.rate > 0)) add('error', T.loadRateZero(op));
  });
  return found.map((w, i) => ({ no: i + 1, ...w }));
}
