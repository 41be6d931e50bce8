/**
 * East Asian coastal customary tracks ([lat, lng] in degrees; outlines from general charts).
 * - Zhoushan outer islands: the north-south coastal trunk route between the Taiwan Strait and the Yangtze
 *   entrance and the Yellow Sea passes east of the outer Zhoushan islands (Shengsi with Shengshan and
 *   Huaniao Shan, Zhongjieshan, Dongji, Langgang); the channels between them are local routes. Keep-out,
 *   so generated legs keep the offing outside the group (ports inside still join the network).
 * - Bohai Strait: through traffic between the Yellow Sea and the Bohai (Tianjin, Caofeidian, Jingtang,
 *   Huanghua) uses the Laotieshan Channel, the deep channel between Laotieshan and Beihuangcheng Dao; the
 *   Miaodao (Changshan) Islands south of it are a keep-out (the Dengzhou Channel off Penglai is a local
 *   route, too narrow for the offing anyway).
 */
import type { LatLng } from '../routing-points.js';

export const EAST_ASIA_WAYPOINTS: [string, number, number][] = [['Laotieshan Channel', 38.57, 121.02]];

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
  {
    name: 'Miaodao (Changshan) Islands, Bohai Strait south of the Laotieshan Channel',
    ring: [
      [38.43, 120.8],
      [38.43, 120.98],
      [38.15, 120.98],
      [37.88, 120.85],
      [37.85, 120.62],
      [38.1, 120.62],
    ],
  },
];
