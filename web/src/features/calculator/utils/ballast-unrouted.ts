import { formatNumber } from '../../../lib/format';
import type { VesselResult } from '../state/types';

/** A vessel's ballast leg that the server could not route (which end, its port, why, what was used instead). */
export type UnroutedBallast = NonNullable<VesselResult['ballastLegUnrouted']>;

/** The fleet row's mark: names the port that could not be routed. */
export const unroutedShort = (u: UnroutedBallast) => `${u.port} not routed`;

/** What the figures used in the leg's place: the order's first-row distance, or none at all. */
export function unroutedFallback(u: UnroutedBallast): string {
  const nm = u.distNormal + u.distEca;
  return nm > 0
    ? `the order's first-row distance of ${formatNumber(nm, 0)} nm is used`
    : 'no distance is given, so the figures leave the ballast leg out (0 nm)';
}

/** The whole story in one line (the fleet mark's title, the Port Distance dialog): end, port, code, reason, fallback. */
export function unroutedText(u: UnroutedBallast): string {
  const leg = `Ballast leg ${u.end === 'first' ? 'to' : 'from'} ${u.port} could not be routed`;
  return `${leg} (${u.code}: ${u.reason}): ${unroutedFallback(u)}.`;
}
