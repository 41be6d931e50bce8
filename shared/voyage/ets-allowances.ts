import { etsPhaseIn } from './ets-phase-in.js';

/**
 * One emission segment of the voyage for EU ETS: a sea leg between two ports of call, or a stay at a port.
 * For 'port', `fromEu` says whether the port is in the EU/EEA and `toEu` is ignored.
 */
export interface EtsSegment {
  kind: 'sea' | 'port';
  /** t CO2 emitted in the segment. */
  co2: number;
  fromEu: boolean;
  toEu: boolean;
  /** Calendar year (UTC) in which the segment starts; selects the phase-in. */
  startYear: number;
  /** False for segments outside the ETS scope (e.g. off-hire under D11): they count 0. */
  counted: boolean;
}

/**
 * EU allowances (EUAs) to surrender for a voyage (voyage-model section 12):
 * EUAs = sum co2 x share x phaseIn(startYear), where a sea leg's share is 1 between two EU/EEA ports of call,
 * 0.5 with one EU/EEA end and 0 with none, an EU/EEA port stay's share is 1, and an uncounted segment's 0.
 *
 * @param segments - t CO2 per segment.
 * @returns allowances in t CO2 (one EUA per tonne), total and per segment in the given order.
 */
export function etsAllowances({ segments }: { segments: readonly EtsSegment[] }): {
  allowances: number;
  bySegment: number[];
} {
  const bySegment = segments.map((s) => etsTerm(s.kind, s.co2, s.fromEu, s.toEu, s.startYear, s.counted));
  return { allowances: bySegment.reduce((a, b) => a + b, 0), bySegment };
}

/** One segment's allowances, t: its CO2 x its share (above) x the phase-in of the year it starts. */
export function etsTerm(
  kind: EtsSegment['kind'],
  co2: number,
  fromEu: boolean,
  toEu: boolean,
  startYear: number,
  counted: boolean,
): number {
  const share = !counted ? 0 : kind === 'port' ? (fromEu ? 1 : 0) : (fromEu ? 0.5 : 0) + (toEu ? 0.5 : 0);
  return co2 * share * etsPhaseIn({ year: startYear });
}
