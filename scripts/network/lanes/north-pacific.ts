/**
 * North Pacific customary tracks ([lat, lng] in degrees).
 * - Aleutians: great-circle routes between North America (or Panama) and the Far East cross the chain only
 *   at Unimak Pass (the charted deep-water pass used by through traffic, US Coast Pilot 9) or pass south of
 *   the islands; the passes between the other islands are not through routes (tidal races, fog). The chain
 *   from Akutan to Attu is a keep-out; Unimak Pass is a routing point.
 * - Kuril Islands: the Sea of Okhotsk (ice-bound in winter) is not a through route between the Pacific and
 *   the Sea of Japan; transpacific traffic for Korea and North China enters through Tsugaru Strait or passes
 *   south of Japan. A lane gate along the arc (Nosappu Misaki to Cape Lopatka) makes entering the Okhotsk
 *   from the Pacific cost 500 nm more in the search, so Okhotsk ports stay reachable but are not a shortcut.
 */
import type { LaneGate } from '../../../shared/routing/types.js';
import type { LatLng } from '../routing-points.js';

export const NORTH_PACIFIC_WAYPOINTS: [string, number, number][] = [['Unimak Pass', 54.33, -164.9]];

export const NORTH_PACIFIC_LANES: LaneGate[] = [
  {
    name: 'Kuril Islands: not a through route via the Sea of Okhotsk',
    gate: [
      [43.38, 145.8],
      [50.88, 156.64],
    ],
    preferenceNm: 500,
  },
];

export const NORTH_PACIFIC_KEEP_OUT: { name: string; ring: LatLng[] }[] = [
  {
    name: 'Aleutian Islands, Akutan to the antimeridian (only Unimak Pass is a through route)',
    ring: [
      [54.25, -164.98],
      [54.3, -165.6],
      [54.2, -166.3],
      [53.95, -167.2],
      [53.6, -168.5],
      [53.2, -169.8],
      [52.9, -171.0],
      [52.6, -172.3],
      [52.5, -174.0],
      [52.45, -175.8],
      [52.15, -177.5],
      [52.1, -180.0],
      [51.3, -180.0],
      [51.4, -178.5],
      [51.45, -176.5],
      [51.75, -174.0],
      [52.0, -172.0],
      [52.35, -170.0],
      [52.7, -168.5],
      [53.15, -166.8],
      [53.55, -165.8],
      [53.95, -165.0],
    ],
  },
  {
    name: 'Aleutian Islands, the antimeridian to Attu (Rat and Near Islands)',
    ring: [
      [52.1, 180.0],
      [52.3, 177.0],
      [52.55, 175.5],
      [53.1, 172.3],
      [52.8, 172.1],
      [52.2, 173.3],
      [51.8, 175.0],
      [51.2, 178.5],
      [51.3, 180.0],
    ],
  },
];
