import type { SpeedRow, VesselSpec } from '../../../shared/voyage/index.js';
import type { VesselValues } from '../../../shared/contract/calculation/index.js';

// Every field is named as written (issue #19 item 4): a load by a name held in a variable is a keyed
// look-up on the record's ~90 properties, and was most of this function's time for a 1,000-vessel fleet.
const ballastTable = (v: VesselValues): SpeedRow[] => [
  { speed: v.vesselBalSpd1, hs: v.vesselBalConsmHS1, ls: v.vesselBalConsmLS1, mgo: v.vesselBalConsmMGO1 },
  { speed: v.vesselBalSpd2, hs: v.vesselBalConsmHS2, ls: v.vesselBalConsmLS2, mgo: v.vesselBalConsmMGO2 },
  { speed: v.vesselBalSpd3, hs: v.vesselBalConsmHS3, ls: v.vesselBalConsmLS3, mgo: v.vesselBalConsmMGO3 },
  { speed: v.vesselBalSpd4, hs: v.vesselBalConsmHS4, ls: v.vesselBalConsmLS4, mgo: v.vesselBalConsmMGO4 },
];
const ladenTable = (v: VesselValues): SpeedRow[] => [
  { speed: v.vesselLdnSpd1, hs: v.vesselLdnConsmHS1, ls: v.vesselLdnConsmLS1, mgo: v.vesselLdnConsmMGO1 },
  { speed: v.vesselLdnSpd2, hs: v.vesselLdnConsmHS2, ls: v.vesselLdnConsmLS2, mgo: v.vesselLdnConsmMGO2 },
  { speed: v.vesselLdnSpd3, hs: v.vesselLdnConsmHS3, ls: v.vesselLdnConsmLS3, mgo: v.vesselLdnConsmMGO3 },
  { speed: v.vesselLdnSpd4, hs: v.vesselLdnConsmHS4, ls: v.vesselLdnConsmLS4, mgo: v.vesselLdnConsmMGO4 },
];

/** The ticked row (vessel{Bal|Lad}Comb{n}Selected); none ticked: the first row with a speed; else row 0. */
function selectedRow(table: SpeedRow[], tick1: boolean, tick2: boolean, tick3: boolean, tick4: boolean): number {
  if (tick1) return 0;
  if (tick2) return 1;
  if (tick3) return 2;
  if (tick4) return 3;
  for (let i = 0; i < table.length; i++) if ((table[i] as SpeedRow).speed > 0) return i;
  return 0;
}

/**
 * The engine's vessel from the vessel record as the contract reads it (VESSEL_FIELDS: `Constants`, alias
 * `constants`). Fresh water carried: the fresh-water tank capacity `fwCapacity` (m3 = t at 1.000 t/m3),
 * i.e. the vessel sails with full fresh-water tanks. Scrubber: `vesselScrubber` Yes/No (default Yes).
 */
export function toVesselSpec(v: VesselValues, fallbackName: string): VesselSpec {
  const ballast = ballastTable(v);
  const laden = ladenTable(v);
  return {
    vesselName: v.vesselName || fallbackName,
    vesselDwt: v.vesselDwt,
    vesselDraftS: v.vesselDraftS,
    vesselTPC: v.vesselTPC,
    vesselLightShip: v.vesselLightShip,
    vesselLOA: v.vesselLOA,
    vesselGrainCap: v.vesselGrainCap,
    vesselBaleCap: v.vesselBaleCap,
    constants: v.Constants,
    freshWater: v.fwCapacity,
    scrubber: v.vesselScrubber,
    fuelType: v.fuelType,
    ballast,
    laden,
    ballastSelected: selectedRow(
      ballast,
      v.vesselBalComb1Selected,
      v.vesselBalComb2Selected,
      v.vesselBalComb3Selected,
      v.vesselBalComb4Selected,
    ),
    ladenSelected: selectedRow(
      laden,
      v.vesselLadComb1Selected,
      v.vesselLadComb2Selected,
      v.vesselLadComb3Selected,
      v.vesselLadComb4Selected,
    ),
    idle: { hs: v.vesselPIdleConsmHS, ls: v.vesselPIdleConsmLS, mgo: v.vesselPIdleConsmMGO },
    loading: { hs: v.vesselPLdgConsmHS, ls: v.vesselPLdgConsmLS, mgo: v.vesselPLdgConsmMGO },
    discharging: { hs: v.vesselPDischConsmHS, ls: v.vesselPDischConsmLS, mgo: v.vesselPDischConsmMGO },
    extra: { hs: v.vesselVExtraConsmHS, ls: v.vesselVExtraConsmLS, mgo: v.vesselVExtraConsmMGO },
  };
}
