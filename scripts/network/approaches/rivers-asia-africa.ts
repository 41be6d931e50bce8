/** River approaches in Asia, Africa and Australia (fairway sketches from general charts, [lat, lng], +-1-2 nm). */
import type { Chain } from '../routing-points.js';

export const ASIA_AFRICA_CHAINS: Chain[] = [
  { name: 'Yangtze to Wuhan', inlandStart: true, inlandEnd: true, points: [[32.10, 118.75], [31.70, 118.50], [31.35, 118.37], [30.95, 117.80], [30.70, 117.45], [30.50, 117.05], [30.10, 116.60], [29.73, 116.00], [29.85, 115.55], [30.22, 115.10], [30.40, 114.88], [30.58, 114.30]] },
  { name: 'Shatt al-Arab', inlandEnd: true, points: [[29.80, 48.80], [29.93, 48.62], [29.98, 48.48], [30.15, 48.40], [30.34, 48.28], [30.43, 48.19], [30.50, 48.00], [30.52, 47.84]] },
  { name: 'Khor Musa (Bandar Imam Khomeini)', inlandEnd: true, points: [[29.90, 49.25], [30.05, 49.15], [30.25, 49.10], [30.43, 49.08]] },
  { name: 'Pasur River (Mongla)', inlandEnd: true, points: [[21.65, 89.55], [21.90, 89.58], [22.20, 89.60], [22.47, 89.60]] },
  { name: 'Musi River (Palembang)', inlandEnd: true, points: [[-2.30, 105.00], [-2.37, 104.90], [-2.60, 104.85], [-2.85, 104.80], [-2.98, 104.77]] },
  { name: 'Mahakam (Samarinda)', inlandEnd: true, points: [[-0.85, 117.60], [-0.70, 117.45], [-0.60, 117.30], [-0.52, 117.20], [-0.50, 117.15]] },
  { name: 'Barito (Banjarmasin)', inlandEnd: true, points: [[-3.65, 114.45], [-3.50, 114.52], [-3.33, 114.58]] },
  { name: 'Berau River (Tanjung Redeb)', inlandEnd: true, points: [[2.15, 118.00], [2.15, 117.75], [2.15, 117.50]] },
  { name: 'Saigon River (Long Tau)', inlandEnd: true, points: [[10.30, 107.05], [10.40, 106.95], [10.55, 106.85], [10.70, 106.77], [10.76, 106.71]] },
  { name: 'Chao Phraya (Bangkok)', inlandEnd: true, points: [[13.35, 100.55], [13.50, 100.59], [13.60, 100.57], [13.70, 100.57]] },
  { name: 'Bassein (Pathein) River', inlandEnd: true, points: [[15.80, 94.25], [16.00, 94.32], [16.15, 94.40], [16.32, 94.50], [16.48, 94.60], [16.63, 94.68], [16.78, 94.73]] },
  { name: 'Yangon River', inlandEnd: true, points: [[16.30, 96.30], [16.50, 96.28], [16.68, 96.25], [16.77, 96.18]] },
  { name: 'Bonny River (Onne, Port Harcourt)', inlandEnd: true, points: [[4.30, 7.05], [4.43, 7.15], [4.60, 7.12], [4.72, 7.15], [4.77, 7.02]] },
  { name: 'Congo (Boma, Matadi)', inlandEnd: true, points: [[-6.05, 12.20], [-6.00, 12.40], [-5.95, 12.70], [-5.86, 13.05], [-5.80, 13.30], [-5.82, 13.45]] },
  { name: 'Tamar (Launceston)', inlandEnd: true, points: [[-41.00, 146.78], [-41.10, 146.82], [-41.25, 146.90], [-41.40, 147.05], [-41.45, 147.12]] },
];
