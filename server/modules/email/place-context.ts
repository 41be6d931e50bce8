import { readFile } from 'node:fs/promises';
import { buildPlaceResolver, type GazetteerJson, type ParseContext } from '../../../shared/email/index.js';
import { normalisePortName } from '../../../shared/ports/normalise-port-name.js';
import { PORT_AREAS } from '../../../shared/ports/port-areas.js';
import type { Em } from '../../db/orm.js';

/** The broker gazetteer (a copy of ../shared/data/port_region_gazetteer.json): areas and port aliases. */
const GAZETTEER = new URL('data/port-region-gazetteer.json', import.meta.url);

/** How long a built resolver serves before the port table is read again (user edits, WPI imports). */
const TTL_MS = 5 * 60_000;

export interface PlaceContext {
  parse: ParseContext;
  /** Coordinates of a resolved open port (table ports only; areas have none). */
  coordinates(name: string | null): { lat: number; lng: number } | null;
}

let cached: { at: number; value: Promise<PlaceContext> } | null = null;
let gazetteer: Promise<GazetteerJson> | null = null;

/**
 * The parser's place resolver over the product's port table (names, aliases, broker regions), the shared
 * areas (CJK, USG, ECSA...) and the gazetteer, built once and reused for TTL_MS.
 */
export function placeContext(em: Em, now = Date.now()): Promise<PlaceContext> {
  if (!cached || now - cached.at > TTL_MS) {
    const value = build(em);
    cached = { at: now, value };
    value.catch(() => {
      if (cached?.value === value) cached = null;
    });
  }
  return cached.value;
}

async function build(em: Em): Promise<PlaceContext> {
  gazetteer ??= readFile(GAZETTEER, 'utf8').then((t) => JSON.parse(t) as GazetteerJson);
  const rows = await em
    .fork()
    .getConnection()
    .execute<{ name: string; region: string | null; aliases: string[] | string | null; lat: number; lng: number }[]>(
      'select name, region, aliases, lat, lng from port order by importance desc nulls last, id',
    );
  const ports = rows.map((r) => ({
    name: r.name,
    region: r.region || 'Unknown',
    aliases: Array.isArray(r.aliases) ? r.aliases : typeof r.aliases === 'string' ? safeList(r.aliases) : [],
  }));
  const areas: GazetteerJson = {
    entries: Object.fromEntries(
      PORT_AREAS.map((a) => [a.name, { region: a.region, kind: 'area', aliases: a.aliases }]),
    ),
  };
  const gaz = await gazetteer;
  const merged: GazetteerJson = { regions: gaz.regions, entries: { ...areas.entries, ...gaz.entries } };
  const coords = new Map<string, { lat: number; lng: number }>();
  for (const r of rows) {
    const key = normalisePortName(r.name.replace(/\s*\([^)]*\)\s*$/, ''));
    if (!coords.has(key)) coords.set(key, { lat: Number(r.lat), lng: Number(r.lng) });
  }
  return {
    parse: buildPlaceResolver({ gazetteer: merged, ports }),
    coordinates: (name) => (name ? (coords.get(normalisePortName(name)) ?? null) : null),
  };
}

function safeList(text: string): string[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
