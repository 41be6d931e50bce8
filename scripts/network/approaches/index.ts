/** Curated port approaches: river and seaway chains, lake water, and the passages they carry. */
import type { PassageInfo } from '../../../shared/routing/types.js';
import type { Chain, LatLng } from '../routing-points.js';
import { GREAT_LAKES, GREAT_LAKES_CHAINS, SEAWAY_PASSAGE } from './great-lakes.js';
import { AMERICAS_CHAINS } from './rivers-americas.js';
import { ASIA_AFRICA_CHAINS } from './rivers-asia-africa.js';
import { EUROPE_CHAINS } from './rivers-europe.js';

export const RIVER_PASSAGES: PassageInfo[] = [SEAWAY_PASSAGE];
export const RIVER_CHAINS: Chain[] = [
  ...GREAT_LAKES_CHAINS,
  ...EUROPE_CHAINS,
  ...AMERICAS_CHAINS,
  ...ASIA_AFRICA_CHAINS,
];
/** Water that Natural Earth land covers (lakes), carved out of the land raster before the offing. */
export const WATER_AREAS: { name: string; ring: LatLng[] }[] = [...GREAT_LAKES];
