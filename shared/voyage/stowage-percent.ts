/**
 * Stowage percent: share of the hold volume the cargo fills, `cargo x SF / capacity x 100`.
 *
 * @param args - cargo t; stowFactor m3/t; capacity m3.
 * @returns percent; 0 when capacity <= 0 (unknown).
 */
export function stowagePercent(args: { cargo: number; stowFactor: number; capacity: number }): number {
  return args.capacity > 0 ? ((args.cargo * args.stowFactor) / args.capacity) * 100 : 0;
}
