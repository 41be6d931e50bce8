import { describe, expect, it } from 'vitest';
import type { RoutePoint } from '../../shared/routing/index.js';
import { loadReferencePairs, loadRouter } from './load-router.js';

/**
 * The router remembers, per pair of graph nodes, whether the straight leg between them is clear (string
 * pulling asks the same legs for many routes). A route must not depend on what was asked before it.
 */
describe('string-pull memo', () => {
  it('gives every route the answer of a fresh router, whatever was routed before', () => {
    const ports: RoutePoint[] = loadReferencePairs()
      .flatMap((p) => [p.from, p.to])
      .map((p) => ({ lat: p.lat, lng: p.lng }));
    const pairs: [RoutePoint, RoutePoint][] = [];
    for (let i = 0; i < ports.length; i++)
      for (let j = 0; j < ports.length; j += 7) if (i !== j) pairs.push([ports[i]!, ports[j]!]);
    const forward = loadRouter(),
      backward = loadRouter();
    const a = pairs.map(([x, y]) => JSON.stringify(forward.route(x, y)));
    const b = [...pairs].reverse().map(([x, y]) => JSON.stringify(backward.route(x, y)));
    expect(b.reverse()).toEqual(a);
    // Each route against a router that has seen nothing else (a sample: loading costs about 0.2 s).
    for (const k of [0, Math.floor(pairs.length / 2), pairs.length - 1])
      expect(JSON.stringify(loadRouter().route(pairs[k]![0], pairs[k]![1]))).toBe(a[k]);
  }, 120_000);
});
