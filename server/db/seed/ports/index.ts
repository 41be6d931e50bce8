import { AUSTRALIA_NZ } from './australia-nz.js';
import { SOUTH_AFRICA, WEST_AFRICA } from './africa.js';
import { NOPAC_USWC, WCSA } from './americas-pacific.js';
import { CONTINENT_BALTIC } from './continent-baltic.js';
import { ECSA } from './ecsa.js';
import { FAR_EAST } from './far-east.js';
import { INDIAN_OCEAN_ME_GULF } from './indian-ocean-me-gulf.js';
import { MED_BLACK_SEA } from './med-black-sea.js';
import type { PortGroup } from './port-row.js';
import { SE_ASIA } from './se-asia.js';
import { US_GULF_CARIBS } from './us-gulf-caribs.js';
import { USEC_CANADA } from './usec-canada.js';

export type { Importance, PortGroup, PortRow } from './port-row.js';

/**
 * Version of the curated table. Bump it whenever a row changes: at the next start every curated row
 * that no user has edited is rewritten from the table (see server/modules/ports/port-seed.ts).
 */
export const PORT_DATA_VERSION = 2;

/** The curated dry-bulk port table, by broker region. */
export const PORT_GROUPS: readonly PortGroup[] = [
  ...FAR_EAST,
  ...SE_ASIA,
  ...AUSTRALIA_NZ,
  ...INDIAN_OCEAN_ME_GULF,
  ...SOUTH_AFRICA,
  ...WEST_AFRICA,
  ...MED_BLACK_SEA,
  ...CONTINENT_BALTIC,
  ...US_GULF_CARIBS,
  ...USEC_CANADA,
  ...ECSA,
  ...WCSA,
  ...NOPAC_USWC,
];
