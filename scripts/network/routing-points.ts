/**
 * Curated routing knowledge, written for this project from nautical facts (positions of straits, canal
 * ends, traffic separation schemes, capes and river channels; [lat, lng] in degrees). Nothing here is
 * copied from another network. Generated ocean/coastal nodes fill everything between these.
 */
import type { LaneGate, PassageInfo } from '../../shared/routing/types.js';
import { EAST_ASIA_KEEP_OUT, EAST_ASIA_WAYPOINTS } from './lanes/east-asia.js';
import { NORTH_PACIFIC_KEEP_OUT, NORTH_PACIFIC_LANES, NORTH_PACIFIC_WAYPOINTS } from './lanes/north-pacific.js';
import { APPROACH_CHAINS, APPROACH_LANES } from './lanes/port-approaches.js';
import { RIVER_CHAINS, RIVER_PASSAGES } from './approaches/index.js';

export type LatLng = [number, number];

/** Passage names; `avoid`/limits drive the router options. Index + 1 is stored on edges. */
export const PASSAGES: PassageInfo[] = [
  { name: 'Suez Canal', avoid: 'suez' },
  { name: 'Panama Canal', avoid: 'panama' },
  { name: 'Singapore Strait', avoid: 'singapore' },
  { name: 'Kiel Canal', maxDraftM: 9.5, maxLoaM: 235 },
  { name: 'Malacca Strait' },
  { name: 'Bab el-Mandeb' },
  { name: 'Strait of Gibraltar' },
  { name: 'Dover Strait' },
  { name: 'Bosporus' },
  { name: 'Dardanelles' },
  { name: 'Strait of Hormuz' },
  { name: 'Sunda Strait' },
  { name: 'Lombok Strait' },
  { name: 'Makassar Strait' },
  { name: 'Torres Strait' },
  { name: 'Cape of Good Hope' },
  { name: 'Cape Horn' },
  { name: 'Bering Strait' },
  { name: 'Oresund' },
  { name: 'Great Belt' },
  { name: 'Taiwan Strait' },
  { name: 'Tsugaru Strait' },
  { name: 'Florida Strait' },
  { name: 'Yucatan Channel' },
  { name: 'Windward Passage' },
  { name: 'Mona Passage' },
  { name: 'Strait of Magellan' },
  // Java Sea <-> South China Sea (Bangka, Gaspar, Karimata straits): shoal-limited; the customary deep-sea
  // route between the Indian Ocean and the South China Sea is Malacca/Singapore, so this one is taken only
  // when it saves more than 300 nm (Java Sea ports, Jakarta-Hong Kong), not for Cape/South Africa-China.
  { name: 'Karimata Strait', preferenceNm: 300, gate: [[-2.0, 104.0], [-2.0, 111.0]] },
  ...RIVER_PASSAGES,
];

/**
 * Chains: explicit edges through canals, narrow straits and river channels (land in Natural Earth or too
 * narrow for the offing). Open ends join the network as routing points; `inlandEnd` marks a river head.
 */
/**
 * canal: interior on land (edges only along the chain); strait: interior points are routing points too.
 * inlandStart: the first point is a node of another chain (a branch or continuation), not a sea end.
 */
export interface Chain { name: string; passage?: string; inlandStart?: boolean; inlandEnd?: boolean; strait?: boolean; points: LatLng[] }

export const CHAINS: Chain[] = [
  { name: 'Suez Canal', passage: 'Suez Canal', points: [[31.36, 32.36], [31.25, 32.31], [30.85, 32.32], [30.72, 32.33], [30.57, 32.29], [30.42, 32.35], [30.33, 32.40], [30.24, 32.47], [30.15, 32.53], [30.05, 32.57], [29.93, 32.56], [29.85, 32.55]] },
  { name: 'Panama Canal', passage: 'Panama Canal', points: [[9.40, -79.92], [9.35, -79.915], [9.27, -79.92], [9.20, -79.87], [9.15, -79.80], [9.12, -79.70], [9.05, -79.66], [9.02, -79.615], [9.00, -79.59], [8.95, -79.57], [8.88, -79.52]] },
  { name: 'Kiel Canal', passage: 'Kiel Canal', points: [[53.885, 9.14], [54.03, 9.28], [54.20, 9.55], [54.30, 9.69], [54.33, 9.95], [54.37, 10.14]] },
  { name: 'Kiel Fjord', inlandEnd: true, points: [[54.56, 10.32], [54.48, 10.25], [54.37, 10.14]] },
  { name: 'Bosporus', passage: 'Bosporus', points: [[40.88, 28.80], [40.95, 28.98], [41.02, 29.00], [41.08, 29.06], [41.15, 29.08], [41.23, 29.13], [41.30, 29.16]] },
  { name: 'Dardanelles', passage: 'Dardanelles', points: [[39.98, 26.05], [40.05, 26.20], [40.15, 26.40], [40.25, 26.55], [40.40, 26.68], [40.52, 26.90], [40.63, 27.15], [40.78, 27.55], [40.85, 27.95]] },
  { name: 'Gulf of Suez', strait: true, points: [[29.85, 32.55], [29.60, 32.65], [29.20, 32.80], [28.70, 33.05], [28.20, 33.35], [27.75, 33.75], [27.45, 34.00]] },
  { name: 'Strait of Gibraltar', strait: true, passage: 'Strait of Gibraltar', points: [[35.93, -6.25], [35.95, -5.75], [35.96, -5.45], [36.00, -5.20], [36.05, -4.95]] },
  { name: 'Bab el-Mandeb', strait: true, passage: 'Bab el-Mandeb', points: [[13.20, 42.90], [12.75, 43.22], [12.58, 43.38], [12.45, 43.60], [12.30, 44.10]] },
  { name: 'Singapore Strait', strait: true, points: [[2.80, 101.05], [2.20, 101.80], [1.55, 102.75], [1.20, 103.40], [1.15, 103.75], [1.22, 103.86], [1.20, 104.05], [1.30, 104.40], [1.55, 104.65], [2.20, 105.20]] },
  { name: 'Sunda Strait', strait: true, passage: 'Sunda Strait', points: [[-5.70, 106.10], [-5.90, 105.90], [-6.15, 105.65], [-6.50, 105.25]] },
  { name: 'Lombok Strait', strait: true, passage: 'Lombok Strait', points: [[-8.30, 115.85], [-8.60, 115.80], [-8.90, 115.75], [-9.20, 115.70]] },
  { name: 'Torres Strait', strait: true, passage: 'Torres Strait', points: [[-10.55, 141.40], [-10.57, 141.90], [-10.50, 142.30], [-10.30, 142.80], [-10.05, 143.30], [-9.75, 143.90], [-9.60, 144.40]] },
  { name: 'Oresund', strait: true, passage: 'Oresund', points: [[56.20, 12.50], [56.05, 12.63], [55.90, 12.70], [55.70, 12.72], [55.55, 12.80], [55.35, 12.92], [55.20, 13.05]] },
  { name: 'Great Belt', strait: true, passage: 'Great Belt', points: [[56.25, 11.30], [55.90, 10.95], [55.55, 11.00], [55.30, 10.95], [55.05, 10.95], [54.75, 11.05], [54.60, 11.30]] },
  { name: 'Strait of Magellan', strait: true, passage: 'Strait of Magellan', points: [[-52.40, -68.20], [-52.55, -69.30], [-52.90, -70.40], [-53.40, -70.85], [-53.90, -71.20], [-53.50, -72.40], [-53.00, -73.40], [-52.65, -74.40], [-52.50, -75.10]] },
  // Port approach channels (river and estuary ports get their channel distance).
  { name: 'Mississippi (SW Pass)', inlandEnd: true, points: [[28.88, -89.43], [28.99, -89.33], [29.15, -89.25], [29.28, -89.36], [29.45, -89.60], [29.57, -89.80], [29.75, -89.95], [29.93, -89.96], [29.95, -90.06], [29.95, -90.35], [30.05, -90.55], [30.10, -90.95], [30.30, -91.15], [30.44, -91.19]] },
  { name: 'Houston Ship Channel', inlandEnd: true, points: [[29.30, -94.65], [29.34, -94.74], [29.50, -94.88], [29.68, -94.98], [29.73, -95.10], [29.75, -95.28]] },
  { name: 'Delaware River', inlandEnd: true, points: [[38.78, -75.00], [39.05, -75.18], [39.35, -75.45], [39.58, -75.57], [39.80, -75.40], [39.92, -75.14]] },
  { name: 'Chesapeake Bay', inlandEnd: true, points: [[36.93, -75.90], [37.40, -76.08], [38.00, -76.20], [38.60, -76.40], [39.10, -76.40], [39.25, -76.58]] },
  { name: 'Hampton Roads', inlandEnd: true, points: [[36.93, -75.90], [36.97, -76.15], [36.93, -76.33]] },
  { name: 'New York (Ambrose)', inlandEnd: true, points: [[40.45, -73.70], [40.48, -73.90], [40.52, -74.00], [40.60, -74.04], [40.70, -74.02]] },
  { name: 'St Lawrence', inlandEnd: true, points: [[49.30, -66.50], [48.65, -68.50], [48.10, -69.70], [47.40, -70.40], [46.95, -70.95], [46.81, -71.20], [46.65, -71.70], [46.34, -72.53], [46.05, -73.10], [45.52, -73.53]] },
  { name: 'Columbia River', inlandEnd: true, points: [[46.25, -124.15], [46.20, -123.85], [46.20, -123.40], [46.13, -122.95], [45.85, -122.80], [45.60, -122.75]] },
  { name: 'Rio de la Plata', inlandEnd: true, points: [[-35.20, -55.50], [-35.05, -56.20], [-34.97, -56.80], [-34.80, -57.50], [-34.65, -58.00], [-34.57, -58.37], [-34.35, -58.50], [-34.05, -58.85], [-33.70, -59.50], [-33.30, -60.20], [-32.95, -60.63], [-32.82, -60.68], [-32.70, -60.73], [-32.55, -60.80]] },
  { name: 'Sao Marcos Bay', inlandEnd: true, points: [[-1.90, -44.10], [-2.30, -44.35], [-2.57, -44.37]] },
  { name: 'Elbe', inlandEnd: true, points: [[54.00, 8.15], [53.92, 8.50], [53.88, 8.72], [53.87, 8.95], [53.885, 9.14], [53.78, 9.40], [53.68, 9.52], [53.60, 9.70], [53.54, 9.93]] },
  { name: 'Weser', inlandEnd: true, points: [[53.85, 8.05], [53.70, 8.35], [53.55, 8.55], [53.30, 8.50], [53.10, 8.77]] },
  { name: 'Scheldt', inlandEnd: true, points: [[51.40, 3.00], [51.43, 3.45], [51.43, 3.58], [51.38, 3.80], [51.40, 4.05], [51.37, 4.22], [51.27, 4.37]] },
  { name: 'Nieuwe Waterweg', inlandEnd: true, points: [[52.00, 3.80], [51.98, 4.11], [51.92, 4.25], [51.90, 4.35], [51.90, 4.48]] },
  { name: 'Noordzeekanaal', inlandEnd: true, points: [[52.47, 4.50], [52.46, 4.60], [52.42, 4.80], [52.40, 4.90]] },
  { name: 'Humber', inlandEnd: true, points: [[53.55, 0.35], [53.56, 0.12], [53.63, -0.18], [53.74, -0.33]] },
  { name: 'Thames', inlandEnd: true, points: [[51.50, 1.40], [51.48, 0.90], [51.48, 0.60], [51.45, 0.35]] },
  { name: 'Seine', inlandEnd: true, points: [[49.50, 0.00], [49.45, 0.30], [49.43, 0.55], [49.37, 0.75], [49.40, 0.95], [49.44, 1.08]] },
  { name: 'Gironde', inlandEnd: true, points: [[45.65, -1.35], [45.55, -1.05], [45.20, -0.73], [44.87, -0.55]] },
  { name: 'Yangtze', inlandEnd: true, points: [[30.95, 122.70], [31.10, 122.30], [31.30, 121.85], [31.40, 121.52], [31.63, 121.20], [31.80, 121.00], [31.98, 120.88], [31.95, 120.55], [31.93, 120.28], [32.20, 119.75], [32.22, 119.45], [32.10, 118.75]] },
  { name: 'Huangpu', inlandEnd: true, points: [[31.40, 121.52], [31.30, 121.55], [31.23, 121.50]] },
  { name: 'Pearl River', inlandEnd: true, points: [[22.15, 113.85], [22.40, 113.75], [22.70, 113.65], [23.08, 113.48], [23.11, 113.26]] },
  // Seto Inland Sea (its straits close under the offing): Kii Suido - Kitan (Yura Seto) - Osaka Bay - Akashi -
  // Harima Nada - Bisan Seto - Hiuchi Nada - Kurushima - Kudako - Iyo Nada - Suo Nada - Kanmon - Hibiki Nada,
  // a spur into Osaka and the Bungo Suido (Hayasui Seto) from Iyo Nada to the Pacific.
  { name: 'Seto Inland Sea', strait: true, points: [[33.75, 135.00], [34.12, 135.04], [34.285, 134.99], [34.50, 135.17], [34.62, 135.01], [34.52, 134.80], [34.40, 134.45], [34.36, 134.15], [34.40, 133.90], [34.39, 133.70], [34.30, 133.50], [34.17, 133.20], [34.125, 132.99], [34.03, 132.75], [33.95, 132.55], [33.85, 132.20], [33.85, 131.70], [33.93, 131.20], [33.96, 131.02], [33.955, 130.95], [33.93, 130.88], [33.95, 130.80], [34.02, 130.65]] },
  { name: 'Osaka harbour', inlandEnd: true, points: [[34.50, 135.17], [34.60, 135.33], [34.64, 135.41]] },
  { name: 'Bungo Suido', strait: true, points: [[33.85, 132.20], [33.55, 132.08], [33.30, 131.98], [33.00, 132.10], [32.70, 132.30]] },
  { name: 'Ise Bay (Irago Suido)', strait: true, points: [[34.45, 137.05], [34.57, 136.99], [34.75, 136.85], [34.92, 136.80], [35.03, 136.84]] },
  { name: 'San Francisco Bay (Golden Gate)', inlandEnd: true, points: [[37.77, -122.65], [37.81, -122.48], [37.82, -122.38], [37.80, -122.33]] },
  { name: 'Thermaic Gulf', inlandEnd: true, points: [[40.05, 23.00], [40.35, 22.85], [40.52, 22.85], [40.62, 22.92]] },
  { name: 'Sabine-Neches Waterway', inlandEnd: true, points: [[29.55, -93.85], [29.68, -93.85], [29.75, -93.89], [29.87, -93.93], [30.00, -94.00], [30.08, -94.08]] },
  { name: 'St Johns River', inlandEnd: true, points: [[30.40, -81.30], [30.40, -81.40], [30.38, -81.55], [30.32, -81.65]] },
  { name: 'Tokyo Bay inner harbour', inlandEnd: true, points: [[35.40, 139.78], [35.50, 139.83], [35.58, 139.81]] },
  { name: 'Tampa Bay', inlandEnd: true, points: [[27.60, -82.95], [27.60, -82.76], [27.68, -82.62], [27.80, -82.55], [27.88, -82.47], [27.93, -82.44]] },
  { name: 'Izmir Korfezi', inlandEnd: true, points: [[38.75, 26.55], [38.62, 26.72], [38.50, 26.85], [38.46, 26.98], [38.44, 27.12]] },
  { name: 'Cebu (Bohol Strait)', inlandEnd: true, points: [[9.30, 123.60], [9.60, 123.65], [9.95, 123.75], [10.15, 123.83], [10.25, 123.88], [10.30, 123.91]] },
  { name: 'Para River', inlandEnd: true, points: [[-0.20, -47.95], [-0.60, -48.20], [-0.95, -48.40], [-1.20, -48.55], [-1.40, -48.60], [-1.55, -48.72]] },
  { name: 'Amazon (North Channel)', inlandEnd: true, points: [[0.70, -49.60], [0.30, -50.10], [0.02, -50.55], [-0.10, -51.05], [-0.70, -51.45], [-1.40, -51.64], [-1.52, -52.58], [-1.80, -53.48], [-2.00, -54.07], [-2.35, -54.70], [-1.92, -55.52], [-2.15, -56.09], [-2.62, -56.73], [-3.14, -58.43]] },
  { name: 'Orinoco (Rio Grande)', inlandEnd: true, points: [[8.75, -60.30], [8.55, -60.80], [8.40, -61.30], [8.55, -61.80], [8.62, -62.20], [8.45, -62.55], [8.32, -62.72]] },
  { name: 'Hooghly', inlandEnd: true, points: [[21.00, 88.20], [21.60, 88.05], [22.03, 88.08], [22.30, 88.15], [22.55, 88.30]] },
  ...APPROACH_CHAINS,
  ...RIVER_CHAINS,
];

/** Routing points: traffic separation schemes, capes' offings and standard turning points. */
export const WAYPOINTS: [string, number, number][] = [
  ['Dover Strait TSS SW', 50.85, 1.20], ['Dover Strait TSS', 51.05, 1.55], ['Dover Strait TSS NE', 51.28, 1.85], ['West Hinder', 51.40, 2.40],
  ['Off St Catherines', 50.30, -1.00], ['Casquets TSS', 49.90, -2.50], ['Off Start Point', 49.90, -3.80], ['Ushant TSS', 48.70, -5.80],
  ['Bishop Rock', 49.75, -6.60], ['Fastnet offing', 51.20, -9.90], ['Finisterre TSS', 43.10, -9.75], ['Cape Roca', 38.75, -9.75],
  ['Cape St Vincent TSS', 36.90, -9.25], ['Cape de Gata', 36.60, -2.00], ['Alboran', 36.00, -3.20], ['Cape Bon', 37.30, 11.20],
  ['Malta channel', 36.40, 13.50], ['South of Crete', 34.60, 25.00], ['Port Said approach', 31.50, 32.35], ['Kithera', 36.00, 23.00],
  ['Maas approach', 52.00, 3.40], ['Texel TSS', 53.20, 4.00], ['Terschelling-German Bight TSS', 53.70, 5.50], ['German Bight', 54.05, 7.50],
  ['Skaw', 57.85, 10.75], ['Skagerrak', 57.90, 9.00], ['Kattegat', 57.20, 11.60], ['Lindesnes', 57.85, 7.00],
  ['Kadet Channel', 54.45, 12.00], ['Bornholmsgat', 55.30, 14.70], ['Strait of Gubal', 27.50, 34.00],
  ['Red Sea north', 24.50, 36.00], ['Red Sea central', 20.00, 38.70], ['Red Sea south', 15.00, 41.80], ['Gulf of Aden west', 12.20, 44.60],
  ['Guardafui-Socotra', 12.20, 51.60], ['North of Socotra', 13.10, 53.50], ['Ras al Hadd', 22.70, 60.10], ['Hormuz TSS', 26.55, 56.40],
  ['Hormuz approach', 26.10, 56.75], ['Gulf central', 26.80, 52.50], ['Dondra Head TSS', 5.75, 80.60], ['Great Channel', 6.10, 94.20],
  ['Malacca north', 5.95, 97.00], ['Malacca', 4.60, 98.70], ['Malacca south', 3.30, 100.50], ['South China Sea 1', 4.00, 106.00],
  ['South China Sea 2', 7.00, 108.00], ['South China Sea 3', 10.00, 110.00], ['South China Sea 4', 13.00, 111.00], ['Hong Kong approach', 22.10, 114.30],
  ['Taiwan Strait south', 23.60, 118.90], ['Taiwan Strait north', 25.30, 120.30], ['East China Sea', 28.00, 122.50], ['Qingdao approach', 35.95, 120.55],
  ['Korea Strait', 34.60, 129.00], ['Tsugaru Strait', 41.55, 140.40], ['Tsugaru east', 41.45, 141.60], ['Uraga Channel', 35.20, 139.75], ['Uraga Suido south', 35.08, 139.72], ['Off Sunosaki', 34.93, 139.68], ['Tokyo Bay', 35.40, 139.78],
  ['Nojima Saki', 34.78, 139.86], ['Izu Oshima west channel', 34.78, 139.22], ['Off Irozaki', 34.52, 138.85],
  ['Shionomisaki offing', 33.30, 135.76], ['Daiozaki offing', 34.18, 136.95], ['Omaezaki offing', 34.47, 138.25], ['Makassar Strait south', -3.00, 117.90], ['Makassar Strait', 0.00, 118.70], ['Celebes Sea', 2.00, 119.20],
  ['Sibutu Passage', 4.85, 119.45], ['Balintang Channel', 19.95, 122.00], ['Bashi Channel', 21.10, 121.20], ['Cape Leeuwin', -35.10, 114.90],
  ['Hydrographers Passage', -20.00, 150.40], ['Horns Rev offing', 55.52, 7.20], ['Los Angeles-Long Beach approach', 33.66, -118.22], ['Capricorn Channel', -22.80, 152.60], ['Bass Strait', -39.30, 146.50], ['Agulhas offing', -35.30, 20.00],
  ['Good Hope offing', -34.55, 18.20], ['Cape Horn offing', -56.30, -67.30], ['Ambrose approach', 40.40, -73.55], ['Nantucket TSS', 40.45, -69.30],
  ['Cape Hatteras', 35.05, -75.10], ['Frying Pan Shoals', 33.45, -77.55], ['Cape Canaveral', 28.45, -80.25], ['Florida Strait north', 25.80, -79.95],
  ['Florida Strait', 24.40, -81.00], ['Dry Tortugas', 24.45, -83.00], ['Yucatan Channel', 21.70, -85.80], ['Windward Passage', 20.00, -73.90],
  ['Mona Passage', 18.40, -67.90], ['Cabot Strait', 47.45, -59.95], ['Colon anchorage', 9.45, -79.95], ['Balboa anchorage', 8.80, -79.50],
  ['Punta Mala', 7.20, -79.90], ['Bering Strait', 65.80, -169.00], ['Cabo Sao Roque', -5.20, -34.90], ['Cabo Frio', -23.10, -41.90],
  ...NORTH_PACIFIC_WAYPOINTS,
  ...EAST_ASIA_WAYPOINTS,
];

/** Passage gates: an edge crossing the gate line belongs to the passage (naming and avoid flags). */
export const GATES: { passage: string; a: LatLng; b: LatLng }[] = [
  { passage: 'Singapore Strait', a: [1.55, 104.10], b: [0.50, 104.10] },
  { passage: 'Malacca Strait', a: [3.20, 101.60], b: [1.60, 100.30] },
  { passage: 'Cape of Good Hope', a: [-34.83, 20.00], b: [-45.00, 20.00] },
  { passage: 'Cape Horn', a: [-55.98, -67.27], b: [-62.00, -64.00] },
  { passage: 'Dover Strait', a: [51.25, 1.10], b: [50.85, 2.10] },
  { passage: 'Strait of Hormuz', a: [27.00, 56.30], b: [26.20, 56.40] },
  { passage: 'Makassar Strait', a: [-2.00, 116.00], b: [-2.00, 119.60] },
  { passage: 'Taiwan Strait', a: [24.20, 118.00], b: [24.20, 120.80] },
  { passage: 'Florida Strait', a: [25.30, -80.50], b: [25.30, -79.25] },
  { passage: 'Yucatan Channel', a: [21.50, -87.00], b: [21.90, -84.90] },
  { passage: 'Windward Passage', a: [20.30, -74.20], b: [19.75, -73.30] },
  { passage: 'Mona Passage', a: [18.60, -68.40], b: [18.20, -67.10] },
  { passage: 'Bering Strait', a: [66.20, -170.00], b: [65.50, -167.90] },
  { passage: 'Tsugaru Strait', a: [41.90, 140.75], b: [41.10, 140.35] },
  { passage: 'Karimata Strait', a: [-2.0, 104.0], b: [-2.0, 111.0] },
];

/**
 * Customary tracks as lane gates: crossing the gate line costs `preferenceNm` more in the search, so a route
 * keeps to the lane unless the shortcut saves more. Gate ends sit inside keep-outs or just off a routing point.
 */
export const LANE_GATES: LaneGate[] = [
  // Gulf Stream (Florida Current): traffic leaving the Straits of Florida northbound rides the current along the
  // Florida coast to off Cape Canaveral (US Coast Pilot 4; Pub. 151 Gulf-US East Coast/Europe distances follow
  // it). Gate 1 closes the exit north-east round Little Bahama Bank (bank edge to 4 nm east of the Canaveral
  // offing point), gate 2 the North-West Providence Channel between the two Bahama banks.
  { name: 'Gulf Stream: Florida coast to Cape Canaveral', gate: [[27.15, -78.90], [28.45, -80.17]], preferenceNm: 120 },
  { name: 'Gulf Stream: not via the North-West Providence Channel', gate: [[26.55, -78.85], [25.70, -78.85]], preferenceNm: 120 },
  // North of Canaveral the current follows the shelf edge just outside Frying Pan Shoals to Cape Hatteras:
  // coastwise traffic passes off the shoals (gate from the shoal tip south-east into open water).
  { name: 'Gulf Stream: off Frying Pan Shoals', gate: [[33.40, -77.50], [31.90, -75.60]], preferenceNm: 60 },
  ...NORTH_PACIFIC_LANES,
  ...APPROACH_LANES,
];

/**
 * Keep-out areas for generated legs (painted into the offing plane, so curated points and port snaps may
 * still cross them): ice limits, shoals and reefs that Natural Earth land does not show.
 */
export const KEEP_OUT: { name: string; ring: LatLng[] }[] = [
  // Ice region: transatlantic lane routes turn south-east of the Tail of the Bank at 42 N 47 W.
  { name: 'Grand Banks and Flemish Cap (ice, fog, fishing)', ring: [[46.8, -53.0], [47.5, -50.5], [48.3, -46.0], [47.5, -44.0], [46.0, -44.6], [42.13, -46.95], [42.3, -49.8], [42.8, -51.0], [44.0, -52.5], [45.8, -55.0], [46.6, -54.0]] },
  { name: 'Florida Keys reef tract, Florida Bay, Marquesas and Tortugas banks', ring: [[25.52, -80.16], [25.20, -80.23], [24.85, -80.61], [24.60, -81.10], [24.52, -81.45], [24.45, -81.86], [24.52, -82.20], [24.55, -82.60], [24.52, -82.95], [24.62, -83.12], [24.85, -83.00], [24.80, -82.00], [25.10, -81.30], [25.40, -80.90]] },
  { name: 'Southern Ocean limit (Atlantic and Indian Ocean legs keep north of 38 S)', ring: [[-38, -50], [-38, 120], [-60, 120], [-60, -50]] },
  { name: 'Nantucket Shoals', ring: [[41.4, -70.0], [41.3, -69.4], [40.6, -69.3], [40.55, -69.9], [41.0, -70.2]] },
  { name: 'Diamond Shoals', ring: [[35.25, -75.55], [35.05, -75.2], [34.95, -75.4], [35.15, -75.65]] },
  { name: 'Frying Pan Shoals', ring: [[33.85, -77.95], [33.5, -77.5], [33.4, -77.65], [33.75, -78.05]] },
  { name: 'Little Bahama Bank', ring: [[27.3, -79.0], [27.3, -77.6], [26.5, -77.0], [26.2, -77.3], [26.5, -78.9]] },
  { name: 'Great Bahama Bank', ring: [[25.75, -79.3], [25.75, -78.0], [24.5, -77.3], [23.5, -75.8], [22.5, -75.6], [22.2, -76.2], [22.9, -77.9], [23.6, -79.0], [24.0, -79.4], [25.0, -79.4]] },
  { name: 'Great Barrier Reef', ring: [[-11.0, 144.0], [-12.5, 144.1], [-14.0, 144.9], [-15.5, 145.9], [-16.8, 146.3], [-18.0, 147.3], [-19.0, 148.5], [-20.0, 150.5], [-21.0, 152.0], [-22.0, 152.7], [-23.3, 152.8], [-24.0, 152.5], [-24.0, 151.8], [-22.5, 150.9], [-21.0, 149.3], [-20.0, 148.6], [-19.0, 146.8], [-17.0, 145.9], [-15.0, 145.3], [-13.5, 143.6], [-12.0, 143.2], [-11.0, 142.8]] },
  { name: 'Torres Strait reefs', ring: [[-9.2, 141.0], [-9.2, 144.0], [-11.0, 144.0], [-11.0, 141.0]] },
  { name: 'Spratly Islands (Dangerous Ground)', ring: [[11.5, 111.5], [11.5, 115.5], [10.0, 117.0], [7.5, 116.0], [7.5, 113.0], [9.0, 111.5]] },
  // Traffic separation schemes: through traffic keeps outside the inshore traffic zones.
  { name: 'Ushant inshore traffic zone', ring: [[48.25, -5.0], [48.40, -5.45], [48.90, -5.30], [49.05, -4.95], [48.75, -4.60]] },
  { name: 'Finisterre inshore traffic zone', ring: [[42.70, -9.15], [42.70, -9.55], [43.35, -9.55], [43.35, -9.0]] },
  { name: 'Horns Rev (reef off Blaavandshuk)', ring: [[55.50, 8.10], [55.45, 7.60], [55.62, 7.55], [55.66, 8.10]] },
  { name: 'Yangtze bank and Jiangsu (Subei) radial sand ridges', ring: [[31.70, 121.60], [31.60, 122.10], [32.00, 122.35], [32.70, 122.30], [33.40, 121.90], [34.20, 120.90], [34.40, 120.30], [33.00, 120.80], [32.20, 121.20]] },
  { name: 'Paracel Islands', ring: [[17.2, 111.0], [17.2, 113.0], [15.7, 113.0], [15.7, 111.0]] },
  ...NORTH_PACIFIC_KEEP_OUT,
  ...EAST_ASIA_KEEP_OUT,
];
