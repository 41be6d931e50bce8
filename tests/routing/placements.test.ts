import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildGraphIndex } from '../../shared/routing/graph-index.js';
import { LegMemo } from '../../shared/routing/leg-memo.js';
import { parseNetwork } from '../../shared/routing/network-format.js';
import { createPlacements } from '../../shared/routing/placements.js';
import { ARTIFACT } from './load-router.js';

const net = parseNetwork(readFileSync(ARTIFACT));
const idx = buildGraphIndex(net);
const ports = [
  { lat: 51.9, lng: 4.4833, name: 'Rotterdam' },
  { lat: 1.2833, lng: 103.85, name: 'Singapore' },
  { lat: 36.0667, lng: 120.3167, name: 'Qingdao' },
];

describe('placed ends and leg memos', () => {
  it('a point keeps its placement and key; keys start at the node count and restart with the memos', () => {
    let resets = 0;
    const place = createPlacements(net, idx, idx.n + 2, () => resets++);
    const a = place(ports[0]!, 'from');
    expect(a.key).toBe(idx.n);
    expect(place({ ...ports[0]! }, 'to')).toBe(a);
    expect(place(ports[1]!, 'to').key).toBe(idx.n + 1);
    expect(resets).toBe(0);
    // The third new point finds the keys used up: memos are cleared and every placement starts again.
    const c = place(ports[2]!, 'to');
    expect(resets).toBe(1);
    expect(c.key).toBe(idx.n);
    expect(place(ports[0]!, 'from').key).toBe(idx.n + 1);
  });

  it('a refusal names the end and is not kept', () => {
    const place = createPlacements(net, idx, idx.n + 10, () => {});
    const inland = { lat: 47.5, lng: 10.5, name: 'Alps' };
    expect(() => place(inland, 'to')).toThrow(expect.objectContaining({ code: 'OFF_NETWORK', endpoint: 'to' }));
    expect(() => place(inland, 'from')).toThrow(expect.objectContaining({ endpoint: 'from' }));
  });

  it('a leg memo is directed and clears itself when full', () => {
    const memo = new LegMemo<number>(100, 2);
    memo.set(1, 2, 12);
    memo.set(2, 1, 21);
    expect([memo.get(1, 2), memo.get(2, 1), memo.get(1, 3)]).toEqual([12, 21, undefined]);
    memo.set(3, 4, 34);
    expect([memo.get(1, 2), memo.get(3, 4)]).toEqual([undefined, 34]);
  });
});
