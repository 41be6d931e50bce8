/**
 * Cubic limit, t: capacity x fill / stowage factor (D2); Infinity when SF or capacity is unknown (<= 0).
 *
 * @param args - capacity m3; stowFactor m3/t; cubicFill, the share of the capacity filled (0.98 by default).
 */
export function cubicLimit(args: { capacity: number; stowFactor: number; cubicFill: number }): number {
  return args.stowFactor > 0 && args.capacity > 0 ? (args.capacity * args.cubicFill) / args.stowFactor : Infinity;
}
