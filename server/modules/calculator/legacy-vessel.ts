import type { GradeAmounts, SpeedRow, VesselSpec } from '../../../shared/voyage/index.js';
import type { VesselValues } from '../../../shared/contract/calculation/index.js';

const ROWS = [1, 2, 3, 4] as const;

function speedTable(v: VesselValues, kind: 'Bal' | 'Ldn'): SpeedRow[] {
  return ROWS.map((r) => ({
    speed: v[`vessel${kind}Spd${r}`],
    hs: v[`vessel${kind}ConsmHS${r}`],
    ls: v[`vessel${kind}ConsmLS${r}`],
    mgo: v[`vessel${kind}ConsmMGO${r}`],
  }));
}

/** The ticked row (vessel{Bal|Lad}Comb{n}Selected); none ticked: the first row with a speed; else row 0. */
function selectedRow(v: VesselValues, kind: 'Bal' | 'Lad', table: SpeedRow[]): number {
  const ticked = ROWS.findIndex((r) => v[`vessel${kind}Comb${r}Selected`]);
  if (ticked >= 0) return ticked;
  return Math.max(
    0,
    table.findIndex((row) => row.speed > 0),
  );
}

const port = (v: VesselValues, kind: 'PIdle' | 'PLdg' | 'PDisch' | 'VExtra'): GradeAmounts => ({
  hs: v[`vessel${kind}ConsmHS`],
  ls: v[`vessel${kind}ConsmLS`],
  mgo: v[`vessel${kind}ConsmMGO`],
});

/**
 * The engine's vessel from the vessel record as the contract reads it (VESSEL_FIELDS: `Constants`, alias
 * `constants`). Fresh water carried: the fresh-water tank capacity `fwCapacity` (m3 = t at 1.000 t/m3),
 * i.e. the vessel sails with full fresh-water tanks. Scrubber: `vesselScrubber` Yes/No (default Yes).
 */
export function toVesselSpec(v: VesselValues, fallbackName: string): VesselSpec {
  const ballast = speedTable(v, 'Bal');
  const laden = speedTable(v, 'Ldn');
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
    ballastSelected: selectedRow(v, 'Bal', ballast),
    ladenSelected: selectedRow(v, 'Lad', laden),
    idle: port(v, 'PIdle'),
    loading: port(v, 'PLdg'),
    discharging: port(v, 'PDisch'),
    extra: port(v, 'VExtra'),
  };
}
