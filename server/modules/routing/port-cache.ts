import { normalisePortName } from '../../../shared/ports/normalise-port-name.js';
import type { PortLookup, ResolvedPoint } from './sea-router.js';

/**
 * How long a resolved port is reused (ms). The port table is reference data: written at start (seed) and
 * by the offline import (`npm run ports:import`), never by a request; a running process sees an import
 * within this time.
 */
export const PORT_CACHE_TTL_MS = 60_000;
const CAPACITY = 5_000;

type Answer = Promise<ResolvedPoint | null>;

/** Ports resolved by id and by normalised name, shared by the requests of one server (AppDeps). */
export class PortCache {
  private readonly entries = new Map<string, { answer: Answer; until: number }>();
  /** Name as sent -> its key (`normalisePortName` costs more than the look-up it keys); bounded like entries. */
  private readonly nameKeys = new Map<string, string>();

  /** The key of a port named `name`, as `normalisePortName` reads it. */
  nameKey(name: string): string {
    let key = this.nameKeys.get(name);
    if (key === undefined) {
      key = `name:${normalisePortName(name)}`;
      if (this.nameKeys.size >= CAPACITY) this.nameKeys.clear();
      this.nameKeys.set(name, key);
    }
    return key;
  }

  /** The cached answer for `key`, else `load()`'s (a refused or failed look-up is not kept). */
  resolve(key: string, load: () => Answer, now = Date.now()): Answer {
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.answer;
    const answer = load();
    this.entries.delete(key);
    this.entries.set(key, { answer, until: now + PORT_CACHE_TTL_MS });
    if (this.entries.size > CAPACITY) this.entries.delete(this.entries.keys().next().value as string);
    answer.then(
      (port) => port === null && this.entries.delete(key),
      () => this.entries.delete(key),
    );
    return answer;
  }
}

/** A port look-up that asks the database once per port and TTL (by id, or by name as `normalisePortName` reads it). */
export function cachedPortLookup(inner: PortLookup, cache: PortCache): PortLookup {
  return {
    byId: (id) => cache.resolve(`id:${id}`, () => inner.byId(id)),
    byName: (name) => cache.resolve(cache.nameKey(name), () => inner.byName(name)),
  };
}
