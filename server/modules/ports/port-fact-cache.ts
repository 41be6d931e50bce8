import type { Em } from '../../db/orm.js';

const CAPACITY = 5_000;

/**
 * The port table's state as one text: its row count and the sum of its rows' `xmin` (the transaction that
 * last wrote each row). Any insert, update or delete of a port, by this process or any other (the seed of
 * another server starting, `npm run ports:import`), changes it; reading it scans the table's row headers
 * only, a fraction of the name look-up's cost (ADR 0021, addendum 3).
 */
export async function portTableStamp(em: Em): Promise<string> {
  const rows = await em
    .getConnection()
    .execute<{ stamp: string }[]>(
      `select count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text as stamp from port`,
    );
  return rows[0]?.stamp ?? '';
}

/**
 * Facts of ports by normalised name, kept while the port table's stamp stays the same: a fact is stored
 * under the stamp read before its port was read, and answered only to a request that read the same stamp,
 * so a port written since is never answered from here.
 */
export class PortFactCache<T> {
  private stamp: string | null = null;
  private readonly facts = new Map<string, T>();

  /** The facts known for `stamp` (none when the table has changed since they were read). */
  known(stamp: string): ReadonlyMap<string, T> {
    return stamp === this.stamp ? this.facts : new Map<string, T>();
  }

  /** Keeps `value` for `key`, read after `stamp` was read; a different stamp than the kept one replaces them all. */
  store(stamp: string, key: string, value: T): void {
    if (stamp !== this.stamp) {
      this.facts.clear();
      this.stamp = stamp;
    }
    if (this.facts.size >= CAPACITY) this.facts.clear();
    this.facts.set(key, value);
  }
}

/** One cache per database (the driver an EntityManager's forks share) and fact; a process holds them all. */
const caches = new WeakMap<object, Map<unknown, PortFactCache<unknown>>>();

export function portFactCache<T>(em: Em, fact: unknown): PortFactCache<T> {
  const driver = em.getDriver();
  let byFact = caches.get(driver);
  if (!byFact) caches.set(driver, (byFact = new Map()));
  let cache = byFact.get(fact);
  if (!cache) byFact.set(fact, (cache = new PortFactCache<unknown>()));
  return cache as PortFactCache<T>;
}
