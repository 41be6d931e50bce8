/**
 * The 13 broker regions of the shared gazetteer (port_region_gazetteer.json), in its order: the wide
 * regions of the e-mail position filter. A port outside all of them is 'Unknown'.
 */
export const PORT_REGIONS = [
  'Far East',
  'SE Asia',
  'Australia / NZ',
  'Indian Ocean / ME Gulf',
  'South Africa',
  'West Africa',
  'Med / Black Sea',
  'Continent / Baltic',
  'US Gulf / Caribs',
  'USEC / Canada',
  'ECSA',
  'WCSA',
  'NOPAC / USWC',
] as const;

export type PortRegion = (typeof PORT_REGIONS)[number];

export const UNKNOWN_REGION = 'Unknown';

/** A port's region as stored: one of the 13, or 'Unknown'. */
export type PortRegionOrUnknown = PortRegion | typeof UNKNOWN_REGION;

/**
 * The list behind the Region filter (GET /allPortRegions): 'Unknown' first, as the filter shows it,
 * then the 13 regions in gazetteer order.
 */
export const REGION_FILTER_LIST: readonly PortRegionOrUnknown[] = [UNKNOWN_REGION, ...PORT_REGIONS];

export function isPortRegion(value: string): value is PortRegion {
  return (PORT_REGIONS as readonly string[]).includes(value);
}
