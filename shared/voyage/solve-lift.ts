import { cargoStowFactor } from './cargo-stow-factor.js';
import { cubicLimit } from './cubic-limit.js';
import { holdCapacity } from './hold-capacity.js';
import { liftPass, type LiftContext, type LiftPass } from './lift-pass.js';
import { cargoPerRow } from './plan-cargo.js';

/** Lift convergence, t: far below the 1e-3 t the results are checked to. */
const LIFT_TOLERANCE = 1e-7;

/**
 * The cargo the vessel lifts, t, and the pass at it (voyage-model section 9, README step 6). The lift
 * allowed depends (weakly, through port time and so bunkers on board) on the lift itself: find the fixed
 * point. The cubic limit does not depend on bunkers, so start at min(order, cubic), often the answer at
 * once; otherwise step once, then use the secant, which lands on the fixed point of this nearly linear
 * map in one more pass (at most six secant steps, to 1e-7 t).
 */
export function solveLift(args: LiftContext): LiftPass {
  const { rows, plan, vessel, options } = args;
  const passAt = (lift: number) => liftPass(args, lift);
  const volumeCap = cubicLimit({
    capacity: holdCapacity({ vessel, options }),
    stowFactor: args.unitStowFactor ?? unitStowFactor(rows, plan),
    cubicFill: options.cubicFill,
  });
  let pass = passAt(Math.min(plan.orderLimit, volumeCap));
  if (pass.allowed < pass.lift - LIFT_TOLERANCE) {
    let prev = pass;
    pass = passAt(prev.allowed);
    for (let i = 0; i < 6 && Math.abs(pass.allowed - pass.lift) > LIFT_TOLERANCE; i++) {
      const slope = (pass.allowed - prev.allowed) / (pass.lift - prev.lift);
      const guess =
        Number.isFinite(slope) && slope < 1 ? pass.lift + (pass.allowed - pass.lift) / (1 - slope) : pass.allowed;
      prev = pass;
      pass = passAt(Math.max(0, Math.min(plan.orderLimit, guess)));
    }
  }
  return pass;
}

/** The cargo's stowage factor at a lift of 1 t (the cubic limit's), m3/t: the same for every vessel of an order. */
export const unitStowFactor = (rows: LiftContext['rows'], plan: LiftContext['plan']): number =>
  cargoStowFactor({ rows, cargoTx: cargoPerRow({ rows, plan, carried: 1 }) });
