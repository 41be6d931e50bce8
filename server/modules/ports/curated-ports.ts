import { normalisePortName, stripAccents } from '../../../shared/ports/normalise-port-name.js';
import type { PortRegionOrUnknown } from '../../../shared/ports/port-regions.js';
import { PORT_GROUPS, type Importance, type PortGroup } from '../../db/seed/ports/index.js';

/** One port of the curated table, unpacked from its compact row. */
export interface CuratedPort {
  /** Stable identity across versions of the table: the UN/LOCODE, else 'CC:normalised name'. */
  key: string;
  name: string;
  unlocode: string | null;
  countryCode: string;
  lat: number;
  lng: number;
  region: PortRegionOrUnknown;
  subRegion: string;
  importance: Importance;
  aliases: string[];
}

/** The aliases of a row, plus the accent-free spelling of the name when it differs ('Tubarão' -> 'Tubarao'). */
function aliasesOf(name: string, raw: string | undefined): string[] {
  const list = (raw ?? '')
    .split('|')
    .map((a) => a.trim())
    .filter((a) => a !== '');
  const plain = stripAccents(name);
  if (plain !== name) list.unshift(plain);
  return [...new Set(list)];
}

export function unpackGroups(groups: readonly PortGroup[]): CuratedPort[] {
  return groups.flatMap((g) =>
    g.rows.map(([name, code, lat, lng, importance, aliases]) => {
      const unlocode = code.length === 5 ? code : null;
      const countryCode = code.slice(0, 2);
      return {
        key: unlocode ?? `${countryCode}:${normalisePortName(name)}`,
        name,
        unlocode,
        countryCode,
        lat,
        lng,
        region: g.region,
        subRegion: g.subRegion,
        importance,
        aliases: aliasesOf(name, aliases),
      };
    }),
  );
}

let cached: CuratedPort[] | undefined;

/** The whole curated table (server/db/seed/ports), unpacked once. */
export function curatedPorts(): CuratedPort[] {
  cached ??= unpackGroups(PORT_GROUPS);
  return cached;
}
