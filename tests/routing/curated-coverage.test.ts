import { describe, expect, it } from 'vitest';
import { geodesicNm, type RoutePoint } from '../../shared/routing/index.js';
import { PORT_GROUPS } from '../../server/db/seed/ports/index.js';
import { unpackGroups } from '../../server/modules/ports/curated-ports.js';
import { loadRouter } from './load-router.js';

/**
 * Issue #14, coverage: every port of the curated table (the seed data) is routed from its own coordinates to
 * each hub of the ring. The graph is undirected, so this also shows that every curated port reaches every
 * other. One router serves all routes (no reload per test).
 */
const HUBS = ['Singapore', 'Rotterdam', 'Qingdao', 'Santos', 'Houston', 'Richards Bay', 'Vancouver'];

describe('curated port table: every port routes to the ring of hubs', () => {
  const router = loadRouter();
  const ports = unpackGroups(PORT_GROUPS);
  const point = (p: (typeof ports)[number]): RoutePoint => ({ lat: p.lat, lng: p.lng, name: p.name });
  const hubs = HUBS.map((name) => {
    const hub = ports.find((p) => p.name === name);
    if (!hub) throw new Error(`hub ${name} is not in the curated table`);
    return hub;
  });

  it('routes the hubs to each other in a ring', () => {
    for (let i = 0; i < hubs.length; i++) {
      const a = hubs[i]!,
        b = hubs[(i + 1) % hubs.length]!;
      const leg = router.route(point(a), point(b));
      expect(leg.distance).toBeGreaterThanOrEqual(geodesicNm(a.lat, a.lng, b.lat, b.lng) - 1);
    }
  });

  it(`routes all ${ports.length} ports to ${HUBS.join(', ')}`, () => {
    const failures: string[] = [];
    let routes = 0;
    for (const p of ports) {
      for (const h of hubs) {
        if (h === p) continue;
        try {
          const leg = router.route(point(p), point(h));
          routes++;
          // A sea route is never shorter than the geodesic between its ends.
          if (leg.distance < geodesicNm(p.lat, p.lng, h.lat, h.lng) - 1)
            failures.push(`${p.name} -> ${h.name}: ${leg.distance.toFixed(0)} nm is below the geodesic`);
        } catch (e) {
          failures.push(`${p.name} (${p.countryCode}, ${p.lat}, ${p.lng}) -> ${h.name}: ${(e as Error).message}`);
        }
      }
    }
    if (failures.length > 0) console.log(failures.join('\n'));
    expect(failures).toEqual([]);
    expect(routes).toBeGreaterThan(ports.length * (hubs.length - 1));
  }, 180_000);
});
