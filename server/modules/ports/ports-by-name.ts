import { normalisePortName } from '../../../shared/ports/normalise-port-name.js';
import type { Em } from '../../db/orm.js';
import { Port } from './port.entity.js';

/**
 * The ports of the port table that texts name, with one query: a name finds its port as the distance
 * look-up does (server/modules/routing/port-lookup.ts): the name or an alias equal once case, accents and
 * punctuation are ignored, the more important port first among equals. Keyed by the normalised name
 * (normalisePortName); null when a name finds no port. Empty names are left out.
 */
export async function portsByName(em: Em, names: Iterable<string>): Promise<Map<string, Port | null>> {
  const keys = [...new Set([...names].map(normalisePortName).filter((q) => q !== ''))];
  const found = new Map<string, Port | null>();
  if (keys.length === 0) return found;
  const ports = await em.find(
    Port,
    { $or: [{ searchName: { $in: keys } }, ...keys.map((q) => ({ searchAliases: { $like: `%|${q}|%` } }))] },
    { orderBy: { importance: 'desc', id: 'asc' } },
  );
  for (const q of keys) {
    found.set(q, ports.find((p) => p.searchName === q || p.searchAliases.includes(`|${q}|`)) ?? null);
  }
  return found;
}

/** One fact of the port a text names (its EU/EEA flag, its time zone), `null` standing for no port. */
export type PortFact<T> = (port: Port | null) => T;

/**
 * Per request: the facts GraphQL field resolvers ask for while one result resolves (every row of every
 * vessel of a calculation, every entry of a fleet) are read with one query, and each name once.
 */
export class PortFactLoader<T> {
  private readonly known = new Map<string, Promise<T>>();
  private waiting: { key: string; resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];

  constructor(
    private readonly em: Em,
    private readonly fact: PortFact<T>,
  ) {}

  load(name: string): Promise<T> {
    const key = normalisePortName(name);
    if (key === '') return Promise.resolve(this.fact(null));
    let hit = this.known.get(key);
    if (!hit) {
      hit = new Promise<T>((resolve, reject) => {
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
      const ports = await portsByName(
        this.em,
        batch.map((b) => b.key),
      );
      for (const b of batch) b.resolve(this.fact(ports.get(b.key) ?? null));
    } catch (err) {
      for (const b of batch) {
        this.known.delete(b.key);
        b.reject(err);
      }
    }
  }
}
