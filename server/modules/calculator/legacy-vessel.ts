import type { GradeAmounts, SpeedRow, VesselSpec } from '../../../shared/voyage/index.js';
import type { VesselValues } from '../../../shared/contract/calculation/index.js';

const ROWS = [1, 2, 3, 4] as const;

// The field names are built once: a name built per read is a new string for every vessel (issue #19 item 4).
const speedKeys = (kind: 'Bal' | 'Ldn') =>
  ROWS.map((r) => ({
    speed: `vessel${kind}Spd${r}` as const,
    hs: `vessel${kind}ConsmHS${r}` as const,
    ls: `vessel${kind}ConsmLS${r}` as const,
    mgo: `vessel${kind}ConsmMGO${r}` as const,
  }));
const SPEED_KEYS = { Bal: speedKeys('Bal'), Ldn: speedKeys('Ldn') };
const TICK_KEYS = {
  Bal: ROWS.map((r) => `vesselBalComb${r}Selected` as const),
  Lad: ROWS.map((r) => `vesselLadComb${r}Selected` as const),
};
const portKeys = <K extends 'PIdle' | 'PLdg' | 'PDisch' | 'VExtra'>(kind: K) => ({
  hs: `vessel${kind}ConsmHS` as const,
  ls: `vessel${kind}ConsmLS` as const,
  mgo: `vessel${kind}ConsmMGO` as const,
});
const PORT_KEYS = {
  PIdle: portKeys('PIdle'),
  PLdg: portKeys('PLdg'),
  PDisch: portKeys('PDisch'),
  VExtra: portKeys('VExtra'),
};

function speedTable(v: VesselValues, kind: 'Bal' | 'Ldn'): SpeedRow[] {
  return SPEED_KEYS[kind].map((k) => ({ speed: v[k.speed], hs: v[k.hs], ls: v[k.ls], mgo: v[k.mgo] }));
}

/** The ticked row (vessel{Bal|Lad}Comb{n}Selected); none ticked: the first row with a speed; else row 0. */
function selectedRow(v: VesselValues, kind: 'Bal' | 'Lad', table: SpeedRow[]): number {
  const ticked = TICK_KEYS[kind].findIndex((k) => v[k]);
  if (ticked >= 0) return ticked;
  return Math.max(
    0,
    table.findIndex((row) => row.speed > 0),
  );
}

const port = (v: VesselValues, kind: 'PIdle' | 'PLdg' | 'PDisch' | 'VExtra'): GradeAmounts => {
  const k = PORT_KEYS[kind];
  return { hs: v[k.hs], ls: v[k.ls], mgo: v[k.mgo] };
};

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
