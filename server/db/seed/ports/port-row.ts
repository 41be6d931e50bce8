import type { PortRegionOrUnknown } from '../../../../shared/ports/port-regions.js';

/** 3: a major dry-bulk hub; 2: a regular bulk port; 1: a minor or occasional one. Ranks search results. */
export type Importance = 1 | 2 | 3;

/**
 * One curated port, compactly: [name, code, lat, lng, importance, aliases].
 * - `code`: the UN/LOCODE (five letters), or only the ISO country code (two letters) when the place
 *   has no UN/LOCODE of its own (anchorages, pilot stations, terminals inside a larger port).
 * - lat/lng: decimal degrees (WGS84) of the harbour or anchorage, on or next to the water.
 * - aliases: '|'-separated other names brokers use; the accent-free form of the name is added
 *   automatically.
 */
export type PortRow = readonly [
  name: string,
  code: string,
  lat: number,
  lng: number,
  importance: Importance,
  aliases?: string,
];

/** Ports sharing a broker region and sub-region. */
export interface PortGroup {
  region: PortRegionOrUnknown;
  subRegion: string;
  rows: readonly PortRow[];
}
