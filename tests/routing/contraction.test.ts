import { describe, expect, it } from 'vitest';
import { chSearch, costHash, createChState, prepareHierarchy } from '../../shared/routing/contraction.js';
import { buildGraphIndex, type GraphIndex } from '../../shared/routing/graph-index.js';
import { buildContraction } from '../../scripts/network/contraction.js';

type Link = { node: number; dist: number };

/** Plain Dijkstra from virtual source links to virtual target links (the reference distance). */
function dijkstra(idx: GraphIndex, cost: Float64Array, source: Link[], target: Link[], direct: number): number {
  const d = new Float64Array(idx.n).fill(Infinity);
  const done = new Uint8Array(idx.n);
  const heap: [number, number][] = [];
  const push = (v: number, k: number) => {
    heap.push([k, v]);
    for (let i = heap.length - 1; i > 0;) {
      const p = (i - 1) >> 1;
      if (heap[p]![0] <= heap[i]![0]) break;
      [heap[p], heap[i]] = [heap[i]!, heap[p]!];
      i = p;
    }
  };
  const pop = (): [number, number] => {
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length) {
      heap[0] = last;
      for (let i = 0; ;) {
        let c = 2 * i + 1;
        if (c >= heap.length) break;
        if (c + 1 < heap.length && heap[c + 1]![0] < heap[c]![0]) c++;
        if (heap[i]![0] <= heap[c]![0]) break;
        [heap[c], heap[i]] = [heap[i]!, heap[c]!];
        i = c;
      }
    }
    return top;
  };
  for (const l of source)
    if (l.dist < d[l.node]!) {
      d[l.node] = l.dist;
      push(l.node, l.dist);
    }
  while (heap.length) {
    const [k, u] = pop();
    if (done[u]) continue;
    done[u] = 1;
    for (let j = idx.adjStart[u]!; j < idx.adjStart[u + 1]!; j++) {
      const v = idx.adjNode[j]!,
        c = cost[idx.adjEdge[j]!]!;
      if (k + c < d[v]!) {
        d[v] = k + c;
        push(v, k + c);
      }
    }
  }
  return target.reduce((best, l) => Math.min(best, d[l.node]! + l.dist), direct);
}

/** Cost of a node path between the virtual ends (the cheapest edge between consecutive nodes). */
function pathCost(idx: GraphIndex, cost: Float64Array, path: number[], source: Link[], target: Link[]): number {
  const end = (ls: Link[], node: number | undefined) =>
    Math.min(...ls.filter((l) => l.node === node).map((l) => l.dist));
  let total = end(source, path[0]) + end(target, path.at(-1));
  for (let i = 0; i + 1 < path.length; i++) {
    let best = Infinity;
    for (let j = idx.adjStart[path[i]!]!; j < idx.adjStart[path[i]! + 1]!; j++)
      if (idx.adjNode[j] === path[i + 1]) best = Math.min(best, cost[idx.adjEdge[j]!]!);
    expect(best, `edge ${path[i]}-${path[i + 1]} of the unpacked path`).toBeLessThan(Infinity);
    total += best;
  }
  return total;
}

let seed = 7;
const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
const links = (n: number, k: number): Link[] =>
  Array.from({ length: k }, () => ({ node: Math.floor(rand() * n), dist: rand() * 20 }));

describe('contraction hierarchy (ADR 0025)', () => {
  it('finds the plain Dijkstra distance on a random graph with parallel, banned and preferred edges', () => {
    const n = 300;
    const lat = Array.from({ length: n }, () => rand() * 40),
      lng = Array.from({ length: n }, () => rand() * 40);
    const edgeA: number[] = [],
      edgeB: number[] = [],
      cost: number[] = [];
    for (let a = 0; a < n; a++)
      for (let b = a + 1; b < n; b++) {
        const len = Math.hypot(lat[a]! - lat[b]!, lng[a]! - lng[b]!) * 60;
        if (len > 250 || rand() < 0.3) continue;
        edgeA.push(a);
        edgeB.push(b);
        cost.push(rand() < 0.02 ? Infinity : rand() < 0.05 ? len + 100 : len);
        if (rand() < 0.01) {
          // A parallel, longer edge.
          edgeA.push(a);
          edgeB.push(b);
          cost.push(len * 1.5);
        }
      }
    const costs = Float64Array.from(cost);
    const built = buildContraction({ n, edgeA, edgeB, cost: costs });
    const net = { lat, edgeA, edgeB };
    const h = prepareHierarchy(net, costs, { costHash: costHash(costs), ...built });
    const idx = buildGraphIndex({
      lat: Float64Array.from(lat),
      lng: Float64Array.from(lng),
      edgeA: Uint32Array.from(edgeA),
      edgeB: Uint32Array.from(edgeB),
    } as never);
    const st = createChState(n);
    for (let q = 0; q < 300; q++) {
      const source = links(n, 1 + Math.floor(rand() * 4)),
        target = links(n, 1 + Math.floor(rand() * 4));
      const direct = rand() < 0.1 ? rand() * 300 : Infinity;
      const want = dijkstra(idx, costs, source, target, direct);
      const path = chSearch(h, st, source, target, direct);
      if (want === Infinity) {
        expect(path).toBeNull();
        continue;
      }
      const got = path!.length === 0 ? direct : pathCost(idx, costs, path!, source, target);
      expect(Math.abs(got - want)).toBeLessThan(1e-9 * Math.max(1, want));
    }
  }, 60_000);
});
