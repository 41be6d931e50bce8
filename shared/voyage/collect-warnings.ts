import { CALC_GRADE_LABEL, CALC_LIMITS, CALC_WARNING_TEXT as T } from '../validation/calc-warnings.js';
import type { BunkersOnBoard } from './bunkers-on-board.js';
import { GRADES } from './grades.js';
import type { CalcWarning, WarningLevel } from './result-types.js';
import type { GradeAmounts, OperationRow, UnroutedLeg, VesselSpec } from './types.js';

/** Bunkers on redelivery as computed (BOR, t) against those expected (t, 0 = not set) ± tolerance (%). */
export interface RedeliveryCheck {
  bor: GradeAmounts;
  expected: GradeAmounts;
  tolerancePct: number;
}

/** The grades whose BOR falls outside expected ± tolerance; a grade expected at 0 is not checked. */
function redeliveryOutside({ bor, expected, tolerancePct }: RedeliveryCheck): string[] {
  const band = Math.max(0, tolerancePct) / 100;
  const out: string[] = [];
  for (const g of GRADES) {
    const want = expected[g];
    if (!(want > 0)) continue;
    // A BOR exactly on the band's edge is inside (rounding noise must not warn).
    if (Math.abs(bor[g] - want) <= want * band + 1e-9) continue;
    out.push(T.redeliveryBunkers(CALC_GRADE_LABEL[g], bor[g], want, tolerancePct));
  }
  return out;
}

/**
 * The live warnings of spec 1 section 5, in the spec's order: the vessel-wide checks, then each row's
 * checks in itinerary order, a missed laycan, a bunkers-on-board shortfall, then the bunkers on redelivery against the fleet entry's expected
 * quantities (alerts, HS(0.5), LS(0.1), MGO). Warnings are results, never errors: the figures are
 * still computed.
 */
export function collectWarnings(args: {
  rows: readonly OperationRow[];
  vessel: VesselSpec;
  stowagePercent: number;
  cargoTx: readonly number[];
  carried: number;
  minimum: number;
  /** Absent: no redelivery check. */
  redelivery?: RedeliveryCheck;
  /** Days the first load port is reached after the laycan end; absent or <= 0: laycan made. */
  laycanDaysLate?: number;
  /** The bunkers-on-board shortfall at departure from the last load port (bunkersOnBoard), if any. */
  bunkersShort?: BunkersOnBoard['shortfall'];
  /** The ballast leg the caller could not route, if any, with the distances used in its place (nm). */
  ballastUnrouted?: UnroutedLeg & { distNormal: number; distEca: number };
  /** Alerts for the legs whose canal transits are not known while the order charges canal dues. */
  canalDuesUnknown?: readonly string[];
}): CalcWarning[] {
  const { rows, vessel, stowagePercent, cargoTx, carried, minimum, redelivery } = args;
  // Each warning numbered as it is found (no closures, no second list: this runs once per vessel).
  const out: CalcWarning[] = [];
  // A hold filled exactly to the 98 % limit must not warn through rounding noise.
  if (stowagePercent > CALC_LIMITS.stowagePercent + 1e-9) out.push(warning(out, 'error', T.stowage));
  if (speedSum(vessel.ballast) === 0) out.push(warning(out, 'error', T.ballastSpeeds));
  if (speedSum(vessel.laden) === 0) out.push(warning(out, 'error', T.ladenSpeeds));
  let belowMinimumReported = false;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as OperationRow;
    const op = row.operation;
    const cargoRow = op === 'Loading' || op === 'Discharging';
    const density = row.waterDensity;
    if (density > 0 && (density < CALC_LIMITS.waterDensityMin || density > CALC_LIMITS.waterDensityMax))
      out.push(warning(out, 'alert', T.waterDensity(op)));
    if (cargoRow && !Number.isFinite(cargoTx[i] ?? NaN)) out.push(warning(out, 'alert', T.cargoTx(op)));
    if (op === 'Loading' && !belowMinimumReported && carried + 1e-9 < minimum) {
      out.push(warning(out, 'alert', T.cargoBelowMinimum(op)));
      belowMinimumReported = true;
    }
    if (row.draftRes !== 0 && row.draftRes < CALC_LIMITS.draftMin) out.push(warning(out, 'alert', T.draftTooLow(op)));
    if (cargoRow && !(row.rate > 0)) out.push(warning(out, 'error', T.loadRateZero(op)));
  }
  const unrouted = args.ballastUnrouted;
  if (unrouted) {
    const nm = unrouted.distNormal + unrouted.distEca;
    out.push(warning(out, nm > 0 ? 'alert' : 'error', T.ballastUnrouted(unrouted, nm)));
  }
  if (args.laycanDaysLate !== undefined && args.laycanDaysLate > 0)
    out.push(warning(out, 'alert', T.laycanMissed(args.laycanDaysLate)));
  const short = args.bunkersShort;
  if (short) {
    const at = rows[short.atRow];
    const to = short.toRow >= 0 ? rows[short.toRow] : undefined;
    const target = to ? `the Bunkering row${to.port ? ` at ${to.port}` : ''}` : 'the end of the voyage';
    out.push(warning(out, 'alert', T.bunkersShort(at?.operation ?? 'Loading', at?.port ?? '', short.tonnes, target)));
  }
  if (redelivery) for (const message of redeliveryOutside(redelivery)) out.push(warning(out, 'alert', message));
  for (const message of args.canalDuesUnknown ?? []) out.push(warning(out, 'alert', message));
  return out;
}

/** The next warning of `out`, numbered from 1. */
const warning = (out: readonly CalcWarning[], level: WarningLevel, message: string): CalcWarning => ({
  no: out.length + 1,
  level,
  message,
});

/** The table's speeds summed from 0 in row order (a missing speed reads 0). */
function speedSum(table: VesselSpec['ballast']): number {
  let s = 0;
  for (let i = 0; i < table.length; i++) s += table[i]!.speed || 0;
  return s;
}
