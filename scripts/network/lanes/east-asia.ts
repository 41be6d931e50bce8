/**
 * East Asian coastal customary tracks ([lat, lng] in degrees; outlines from general charts).
 * - Zhoushan outer islands: the north-south coastal trunk route between the Taiwan Strait and the Yangtze
 *   entrance and the Yellow Sea passes east of the outer Zhoushan islands (Shengsi with Shengshan and
 *   Huaniao Shan, Zhongjieshan, Dongji, Langgang); the channels between them are local routes. Keep-out,
 *   so generated legs keep the offing outside the group (ports inside still join the network).
 */
import type { LatLng } from '../routing-points.js';

export const EAST_ASIA_KEEP_OUT: { name: string; ring: LatLng[] }[] = [
  {
    name: 'Zhoushan outer islands (Shengsi, Zhongjieshan, Dongji, Langgang)',
    ring: [
      [30.92, 122.45],
      [30.92, 122.93],
      [30.6, 122.97],
      [30.15, 122.92],
      [29.78, 122.8],
      [29.78, 122.5],
      [30.2, 122.42],
      [30.6, 122.4],
    ],
  },
];
