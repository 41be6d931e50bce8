import { FUEL_TYPES } from './bunker-rules';

/** One speed point of the vessel: knots and t/day of each grade. */
export interface SpeedPoint {
  speed: number;
  hs: number;
  ls: number;
  mgo: number;
}

/** What Vessel Details shows of a fleet entry's vessel snapshot (the spec's vessel record). */
export interface VesselSummary {
  name: string;
  dwt: number | null;
  draft: number | null;
  built: number | null;
  fuelType: string;
  scrubber: string;
  ballast: SpeedPoint | null;
  laden: SpeedPoint | null;
}

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** The selected speed point of a condition (the first ticked one, else the first with a speed). */
function speedPoint(v: Record<string, unknown>, kind: 'Bal' | 'Ldn'): SpeedPoint | null {
  const flag = kind === 'Bal' ? 'vesselBalComb' : 'vesselLadComb';
  const rows = [1, 2, 3, 4];
  const chosen =
    rows.find((n) => v[`${flag}${n}Selected`] === true && (num(v[`vessel${kind}Spd${n}`]) ?? 0) > 0) ??
    rows.find((n) => (num(v[`vessel${kind}Spd${n}`]) ?? 0) > 0);
  if (chosen === undefined) return null;
  return {
    speed: num(v[`vessel${kind}Spd${chosen}`]) ?? 0,
    hs: num(v[`vessel${kind}ConsmHS${chosen}`]) ?? 0,
    ls: num(v[`vessel${kind}ConsmLS${chosen}`]) ?? 0,
    mgo: num(v[`vessel${kind}ConsmMGO${chosen}`]) ?? 0,
  };
}

function scrubberText(v: unknown): string {
  if (v === true || v === 'Yes' || v === 'YES') return 'Yes';
  if (v === false || v === 'No' || v === 'NO') return 'No';
  return '-';
}

export function vesselSummary(snapshot: unknown, fallbackName: string): VesselSummary {
  let record: unknown = snapshot;
  if (typeof snapshot === 'string') {
    try {
      record = JSON.parse(snapshot);
    } catch {
      record = null;
    }
  }
  const v = (typeof record === 'object' && record !== null ? record : {}) as Record<string, unknown>;
  const fuel = FUEL_TYPES.find((t) => t.value === v.fuelType);
  return {
    name: typeof v.vesselName === 'string' && v.vesselName ? v.vesselName : fallbackName,
    dwt: num(v.vesselDwt),
    draft: num(v.vesselDraftS),
    built: num(v.vesselBuilt),
    fuelType: fuel?.label ?? '-',
    scrubber: scrubberText(v.vesselScrubber),
    ballast: speedPoint(v, 'Bal'),
    laden: speedPoint(v, 'Ldn'),
  };
}

/** '13.5kn 25/0/0.1' (knots, then HS / LS / MGO t/day): short, the panel is narrow. */
export function speedText(p: SpeedPoint | null): string {
  if (!p) return '-';
  const f = (n: number) => String(Number(n.toFixed(2)));
  return `${f(p.speed)}kn ${f(p.hs)}/${f(p.ls)}/${f(p.mgo)}`;
}
