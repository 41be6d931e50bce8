import { normalisePortName } from '../../../shared/ports/normalise-port-name.js';
import type { Em } from '../../db/orm.js';
import { Port } from './port.entity.js';

/**
 * The EU/EEA flag of ports named by text, from the port table (voyage-model section 12: "The EU/EEA flag
 * of a port comes from the port table (never typed)"). A name finds its port as the distance look-up
 * does (server/modules/routing/port-lookup.ts): the name or an alias equal once case, accents and
 * punctuation are ignored, the more important port first among equals. A name that finds no port is not
 * EU/EEA. One query for all the names.
 */
export async function euFlagsByName(em: Em, names: Iterable<string>): Promise<Map<string, boolean>> {
  const keys = [...new Set([...names].map(normalisePortName).filter((q) => q !== ''))];
  const flags = new Map<string, boolean>();
  if (keys.length === 0) return flags;
  const ports = await em.find(
    Port,
    { $or: [{ searchName: { $in: keys } }, ...keys.map((q) => ({ searchAliases: { $like: `%|${q}|%` } }))] },
    { orderBy: { importance: 'desc', id: 'asc' } },
  );
  for (const q of keys) {
    const port = ports.find((p) => p.searchName === q || p.searchAliases.includes(`|${q}|`));
    flags.set(q, port?.isEuEea ?? false);
  }
  return flags;
}

/** A name's flag in the answer of euFlagsByName (false when the name finds no port). */
export function euFlagOf(flags: ReadonlyMap<string, boolean>, name: string): boolean {
  return flags.get(normalisePortName(name)) ?? false;
}

/**
 * Per request: the flags GraphQL field resolvers ask for while one result is resolved (every row of an
 * order, every entry of a fleet) are read with one query, and each name once.
 */
export class EuFlagLoader {
  private readonly known = new Map<string, Promise<boolean>>();
  private waiting: { key: string; resolve: (v: boolean) => void; reject: (e: unknown) => void }[] = [];

  constructor(private readonly em: Em) {}

  load(name: string): Promise<boolean> {
    const key = normalisePortName(name);
    if (key === '') return Promise.resolve(false);
    let hit = this.known.get(key);
    if (!hit) {
      hit = new Promise<boolean>((resolve, reject) => {
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
      const flags = await euFlagsByName(
        this.em,
        batch.map((b) => b.key),
      );
      for (const b of batch) b.resolve(flags.get(b.key) ?? false);
    } catch (err) {
      for (const b of batch) {
        this.known.delete(b.key);
        b.reject(err);
      }
    }
  }
}
