import type { GraphIndex } from './graph-index.js';

/**
 * Connected components of the graph (label per node) and the largest one: the main sea area. Closed water
 * (a lagoon behind a reef, the Caspian) forms smaller components; a port is joined to the main area when
 * any of its legs reaches it. Computed once per index on first use.
 */
export interface Components {
  label: Int32Array;
  main: number;
}

const cache = new WeakMap<GraphIndex, Components>();

export function components(idx: GraphIndex): Components {
  const hit = cache.get(idx);
  if (hit) return hit;
  const label = new Int32Array(idx.n).fill(-1);
  const stack = new Int32Array(idx.n);
  let count = 0,
    main = 0,
    mainSize = 0;
  for (let s = 0; s < idx.n; s++) {
    if (label[s] !== -1) continue;
    let top = 0,
      size = 0;
    stack[top++] = s;
    label[s] = count;
    while (top > 0) {
      const v = stack[--top] as number;
      size++;
      for (let k = idx.adjStart[v] as number; k < (idx.adjStart[v + 1] as number); k++) {
        const w = idx.adjNode[k] as number;
        if (label[w] === -1) {
          label[w] = count;
          stack[top++] = w;
        }
      }
    }
    if (size > mainSize) {
      mainSize = size;
      main = count;
    }
    count++;
  }
  const out = { label, main };
  cache.set(idx, out);
  return out;
}
