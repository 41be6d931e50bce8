import type { Explanation } from './result-types.js';
import type { BunkerSettlement } from './settle-bunkers.js';
import type { FuelGrade, GradeAmounts } from './types.js';

/**
 * Per grade: consumed, settlement price, on delivery, on redelivery, shortfall (t; price USD/t).
 *
 * @param args - byGrade, the settlement's grades; settlement, the settlement price per grade, USD/t.
 */
export function fuelExplanation(args: {
  byGrade: BunkerSettlement['byGrade'];
  settlement: GradeAmounts;
}): Explanation['fuel'] {
  const { byGrade, settlement } = args;
  const one = (g: FuelGrade) => ({
    consumed: byGrade[g].consumed,
    priceSettlement: settlement[g],
    bod: byGrade[g].bod,
    bor: byGrade[g].bor,
    shortfall: byGrade[g].shortfall,
  });
  return { hs: one('hs'), ls: one('ls'), mgo: one('mgo') };
}
