/**
 * Port approaches as published distances measure them: from the pilot boarding point along the fairway,
 * not in a straight line from the berth across islands ([lat, lng] in degrees; positions from general
 * charts, +-0.5 nm).
 */
import type { LaneGate } from '../../../shared/routing/types.js';
import type { Chain } from '../routing-points.js';

export const APPROACH_CHAINS: Chain[] = [
  // Goteborg: pilots board off Vinga; the fairway runs past Botto and through the Rivo fjord to Nya Alvsborg
  // and the Gota alv (a straight line to the Skaw crosses the northern archipelago: Hono, Ockero).
  {
    name: 'Goteborg fairway (Vinga)',
    inlandEnd: true,
    points: [
      [57.62, 11.58],
      [57.655, 11.7],
      [57.685, 11.8],
      [57.695, 11.88],
      [57.7, 11.93],
    ],
  },
];

export const APPROACH_LANES: LaneGate[] = [
  // Singapore: traffic between the Strait's west end and Keppel / the eastern anchorages keeps to the TSS
  // through Phillip Channel, south of the Southern Islands (Bukom, Semakau, Sudong), not across them.
  {
    name: 'Singapore Southern Islands: via Phillip Channel',
    gate: [
      [1.255, 103.76],
      [1.175, 103.76],
    ],
    preferenceNm: 30,
  },
  // Rotterdam: traffic from the Dover Strait joins the Maas approach from the west (Noord Hinder, Maas West
  // TSS) instead of cutting over the Schouwenbank shoals along the Zeeland coast.
  {
    name: 'Maas approach from the west, not over the Schouwenbank',
    gate: [
      [51.72, 3.68],
      [51.96, 3.43],
    ],
    preferenceNm: 15,
  },
];
