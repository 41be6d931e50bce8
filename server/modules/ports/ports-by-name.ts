import { normalisePortName } from '../../../shared/ports/normalise-port-name.js';
import type { Em } from '../../db/orm.js';
import { portFactCache, portTableStamp, type PortFactCache } from './port-fact-cache.js';
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
 * vessel of a calculation, every entry of a fleet) are read with one query, and each name once. With
 * `cached`, the facts are also kept per process while the port table is unchanged (port-fact-cache.ts): each
 * batch then reads the table's stamp, and asks the table only for the names not known under it.
 */
export class PortFactLoader<T> {
  private readonly known = new Map<string, Promise<T>>();
  private waiting: { key: string; resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];

  constructor(
    private readonly em: Em,
    private readonly fact: PortFact<T>,
    private readonly cache: PortFactCache<T> | null = null,
  ) {}

  /** A loader whose facts are kept per process while the port table is unchanged. */
  static cached<T>(em: Em, fact: PortFact<T>): PortFactLoader<T> {
    return new PortFactLoader(em, fact, portFactCache<T>(em, fact));
  }

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
      const stamp = this.cache ? await portTableStamp(this.em) : '';
      const known = this.cache?.known(stamp);
      const asked = known ? batch.filter((b) => !known.has(b.key)) : batch;
      const ports =
        asked.length === 0
          ? new Map<string, Port | null>()
          : await portsByName(
              this.em,
              asked.map((b) => b.key),
            );
      for (const b of batch) {
        if (known?.has(b.key)) {
          b.resolve(known.get(b.key) as T);
          continue;
        }
        const value = this.fact(ports.get(b.key) ?? null);
        this.cache?.store(stamp, b.key, value);
        b.resolve(value);
      }
    } catch (err) {
      for (const b of batch) {
        this.known.delete(b.key);
        b.reject(err);
      }
    }
  }
}
