/** What a row does to the cargo on board, as far as the condition of the legs around it goes. */
export type CargoStep = 'loading' | 'discharging' | 'other';

/** The condition a sea leg is sailed in: it picks the vessel's laden or ballast speed table. */
export type LegCondition = 'laden' | 'ballast';

/**
 * The condition of the sea leg arriving at each itinerary row, when nobody set it by hand: laden when a
 * Loading row comes before the row and a Discharging row is at it or after it, else ballast. The server
 * (rows of a payload without lbmarker) and the calculator grid (added and reordered rows) both read it
 * here, so a row gets the same condition whichever side derives it.
 *
 * @param steps - each row's cargo step, in itinerary order (Commence first).
 * @returns one condition per row, same order.
 */
export function legConditions(args: { steps: readonly CargoStep[] }): LegCondition[] {
  const { steps } = args;
  const firstLoad = steps.indexOf('loading');
  const lastDischarge = steps.lastIndexOf('discharging');
  return steps.map((_, i) => (firstLoad >= 0 && firstLoad < i && i <= lastDischarge ? 'laden' : 'ballast'));
}
