import { normalisePortName } from '../../../shared/ports/normalise-port-name.js';
import type { Em } from '../../db/orm.js';
import { Port } from './port.entity.js';

/**
 * The IANA time zone of ports named by text, from the port table (issue #21 item 4: times shown in the port's
 * own zone). A name finds its port as the EU/EEA flag does (eu-flags.ts): the name or an alias equal once
 * case, accents and punctuation are ignored, the more important port first among equals. Null when the name
 * finds no port or the port has no zone. One query for all the names.
 */
export async function timeZonesByName(em: Em, names: Iterable<string>): Promise<Map<string, string | null>> {
  const keys = [...new Set([...names].map(normalisePortName).filter((q) => q !== ''))];
  const zones = new Map<string, string | null>();
  if (keys.length === 0) return zones;
  const ports = await em.find(
    Port,
    { $or: [{ searchName: { $in: keys } }, ...keys.map((q) => ({ searchAliases: { $like: `%|${q}|%` } }))] },
    { orderBy: { importance: 'desc', id: 'asc' } },
  );
  for (const q of keys) {
    const port = ports.find((p) => p.searchName === q || p.searchAliases.includes(`|${q}|`));
    zones.set(q, port?.timeZone ?? null);
  }
  return zones;
}

/**
 * Per request: the zones GraphQL field resolvers ask for while one result resolves (every row of every vessel
 * of a calculation) are read with one query, and each name once.
 */
export class TimeZoneLoader {
  private readonly known = new Map<string, Promise<string | null>>();
  private waiting: { key: string; resolve: (v: string | null) => void; reject: (e: unknown) => void }[] = [];

  constructor(private readonly em: Em) {}

  load(name: string): Promise<string | null> {
    const key = normalisePortName(name);
    if (key === '') return Promise.resolve(null);
    let hit = this.known.get(key);
    if (!hit) {
      hit = new Promise<string | null>((resolve, reject) => {
        if (this.waiting.length === 0) queueMicrotask(() => void this.flush());
        this.waiting.push({ key, resolve, reject });
      });
      this.known.set(key, hit);
    }
    return hit;
  }

  private async flush(): Promise<void> {
    const batch = this.waiting;
    this.waiting = [];
    try {
      const zones = await timeZonesByName(
        this.em,
        batch.map((b) => b.key),
      );
      for (const b of batch) b.resolve(zones.get(b.key) ?? null);
    } catch (err) {
      for (const b of batch) {
        this.known.delete(b.key);
        b.reject(err);
      }
    }
  }
}
