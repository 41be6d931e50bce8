import { normalisePortName } from '../ports/normalise-port-name.js';
import type { ParseContext, PlaceMatch } from './types.js';

/** The shape of ../shared/data/port_region_gazetteer.json. */
export interface GazetteerJson {
  regions?: readonly string[];
  entries: Record<string, { region: string; subRegion?: string; kind: string; aliases?: readonly string[] }>;
}

/** A port of the product's table (name, broker region, aliases), as the server holds it. */
export interface PortInput {
  name: string;
  region: string;
  aliases?: readonly string[];
}

function keys(text: string): string[] {
  const spaced = normalisePortName(text);
  if (spaced === '') return [];
  const bare = normalisePortName(text.replace(/\s*\([^)]*\)\s*$/, ''));
  return [...new Set([spaced, spaced.replace(/ /g, ''), bare, bare.replace(/ /g, '')])].filter((k) => k !== '');
}

/**
 * A place resolver over the product's port table and the broker gazetteer (areas such as CJK, USG, ECSA
 * and the ports the table lacks). Ports of the table come first; a name several places share
 * (NEWCASTLE) goes to the one in the hinted regions, else to the first listed.
 */
export function buildPlaceResolver(input: {
  gazetteer?: GazetteerJson | null;
  ports?: readonly PortInput[];
}): ParseContext {
  const index = new Map<string, PlaceMatch[]>();
  const add = (text: string, match: PlaceMatch) => {
    for (const key of keys(text)) {
      const list = index.get(key) ?? [];
      if (!list.some((m) => m.name === match.name && m.region === match.region)) list.push(match);
      index.set(key, list);
    }
  };
  for (const port of input.ports ?? []) {
    const match: PlaceMatch = { name: port.name, kind: 'port', region: port.region };
    add(port.name, match);
    for (const alias of port.aliases ?? []) add(alias, match);
  }
  for (const [name, entry] of Object.entries(input.gazetteer?.entries ?? {})) {
    const match: PlaceMatch = { name, kind: entry.kind === 'area' ? 'area' : 'port', region: entry.region };
    add(name, match);
    for (const alias of entry.aliases ?? []) add(alias, match);
  }
  const cache = new Map<string, PlaceMatch | null>();
  const lookup = (text: string, regionHints?: readonly string[]): PlaceMatch | null => {
    const list = index.get(normalisePortName(text)) ?? index.get(normalisePortName(text).replace(/ /g, ''));
    if (!list || list.length === 0) return null;
    if (regionHints && regionHints.length > 0) {
      const hinted = list.find((m) => regionHints.includes(m.region));
      if (hinted) return hinted;
    }
    return list[0] ?? null;
  };
  return {
    resolvePlace(text, regionHints) {
      const key = regionHints && regionHints.length > 0 ? `${text}\u0001${regionHints.join('\u0001')}` : text;
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      if (cache.size > 50_000) cache.clear();
      const found = lookup(text, regionHints);
      cache.set(key, found);
      return found;
    },
  };
}
