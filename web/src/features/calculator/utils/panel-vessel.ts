import { inputText } from '../../../lib/format';
import type { RowResult, VesselResult } from '../state/types';
import { FUEL_TYPES } from './bunker-rules';
import { getFragmentData } from '../../../__generated__';
import { calcTableSpeedFields } from '../graphql/result-fields';

/** What Vessel Details shows of a fleet entry's vessel snapshot (the spec's vessel record). */
export interface VesselSummary {
  name: string;
  dwt: number | null;
  draft: number | null;
  built: number | null;
  fuelType: string;
  scrubber: string;
}

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

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
  };
}

/** Knots and t/day as the panel writes them: at most 2 places, no separators. */
const knots = (n: number) => inputText(n, 2);
const rates = (c: { hs: number; ls: number; mgo: number }) => `${knots(c.hs)}/${knots(c.ls)}/${knots(c.mgo)}`;

/** What Vessel Details says before the engine has priced the vessel: it does not guess a speed. */
export const NOT_CALCULATED = 'Not calculated';

/**
 * The speed the engine prices a leg of this condition at when the leg gives none (the result's selected
 * speed): '13.5kn 25/0/0.1 (row 2)', knots, then HS / LS / MGO t/day, then the table row; short, the
 * panel is narrow. '-' when the table has no speed (or a saved result predates the field).
 */
export function speedText(result: Pick<VesselResult, 'selectedSpeeds'> | null, condition: 'ballast' | 'laden'): string {
  if (!result) return NOT_CALCULATED;
  const p = getFragmentData(calcTableSpeedFields, result.selectedSpeeds?.[condition]);
  if (!p) return '-';
  return `${knots(p.knots)}kn ${rates(p.consumption)} (row ${p.row})`;
}

/**
 * The grid's hover text for a leg's speed: what the engine priced it at, e.g. 'Priced at 12kn, ballast
 * row 2, 25/0/0.1 t/day' (or 'own speed' when the row gave it); undefined without a result.
 */
export function legSpeedText(leg: RowResult['legSpeed'] | undefined, part: 'normal' | 'eca'): string | undefined {
  if (!leg) return undefined;
  const at = part === 'normal' ? leg.knots : leg.knotsEca;
  if (!(at > 0)) return 'No usable speed: the leg counts 0 days';
  const rate = part === 'normal' ? leg.consumption : leg.consumptionEca;
  const condition = leg.condition;
  const from =
    part === 'normal' && leg.tableRow !== null ? `${condition} row ${leg.tableRow}` : `${condition}, own speed`;
  const source = part === 'eca' && leg.knotsEca === leg.knots ? `${condition}, as outside the ECA` : from;
  return `Priced at ${knots(at)}kn, ${source}, ${rates(rate)} t/day`;
}
