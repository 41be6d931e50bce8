import type { SeaLeg } from './compute-sea-leg.js';
import { consumptionAtSpeed } from './consumption-at-speed.js';
import type { LegSpeed } from './result-types.js';
import type { VesselSpec } from './types.js';

/**
 * The speed a sea leg ran at, as the screen shows it: its condition, the 1-based table row the speed
 * came from (null when the itinerary row gave its own), the nominal speeds in knots and the table's
 * consumption at each, t/day per grade, read as computeSeaLeg reads it (before the bunker factor).
 *
 * @param leg - the leg as computeSeaLeg built it.
 * @param vessel - its speed tables (knots, t/day).
 */
export function legSpeed(args: { leg: SeaLeg; vessel: Pick<VesselSpec, 'ballast' | 'laden'> }): LegSpeed {
  const { leg, vessel } = args;
  const table = leg.condition === 'laden' ? vessel.laden : vessel.ballast;
  const consumption = consumptionAtSpeed({ rows: table, speed: leg.nominalNormal });
  return {
    condition: leg.condition,
    tableRow: leg.tableRow === null ? null : leg.tableRow + 1,
    knots: leg.nominalNormal,
    consumption,
    knotsEca: leg.nominalEca,
    consumptionEca:
      leg.nominalEca === leg.nominalNormal ? consumption : consumptionAtSpeed({ rows: table, speed: leg.nominalEca }),
  };
}
