/**
 * The margin a row added to an itinerary takes (DWF, speed factor and reduce, bunker allowance): the
 * value every existing row shares (the order's margin, which the Margins panel shows as one input),
 * else the value of the row it follows, else `fallback`. The calculator grid and the server (rows added
 * in the order dialog) both read it here, so an added row never sails at a 0 the order never asked for.
 *
 * @param args.values - the margin of each existing row, in itinerary order.
 * @param args.before - the margin of the row the new one follows, when there is one.
 */
export function orderMargin(args: { values: readonly number[]; before: number | undefined; fallback: number }): number {
  const { values, before, fallback } = args;
  const first = values[0];
  if (first !== undefined && values.every((v) => v === first)) return first;
  return before ?? fallback;
}
