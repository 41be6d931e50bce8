import type { RouteLeg, RouteOptions, RoutePoint, SeaRouter } from './sea-router.js';

/** A small least-recently-used cache: Map keeps insertion order, so the first key is the oldest. */
export class RouteCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly capacity: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A routed leg through the cache, keyed by network version, both positions and the options. */
export function cachedRoute(
  router: SeaRouter,
  cache: RouteCache<RouteLeg>,
  from: RoutePoint,
  to: RoutePoint,
  options: RouteOptions,
): RouteLeg {
  const key = JSON.stringify([router.version, from.lat, from.lng, to.lat, to.lng, options]);
  const hit = cache.get(key);
  if (hit) return hit;
  const leg = router.route(from, to, options);
  cache.set(key, leg);
  return leg;
}
