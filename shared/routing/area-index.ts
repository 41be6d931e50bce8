/**
 * Spatial indices over one area's boundary, built once per router: a grid of the ring segments (a short
 * piece of a route tests only the segments whose bbox meets its own) and latitude bands of the ring edges
 * (a point-in-polygon test looks only at the edges spanning its latitude). Both give the same answers as a
 * scan of every edge: they only leave out edges that cannot take part.
 */
const CELL_DEG = 1;
const BAND_DEG = 0.5;

export interface AreaIndex {
  /** Ring segments r[i] -> r[i + 1] as (x1, y1, x2, y2), lng/lat. */
  segs: Float64Array;
  gx0: number;
  gy0: number;
  cols: number;
  rows: number;
  /** Segments of grid cell c: cellSeg[cellStart[c] .. cellStart[c + 1]). */
  cellStart: Int32Array;
  cellSeg: Int32Array;
  /** Point-in-polygon edges (xi, yi, xj, yj) with j the previous vertex, as the ray test reads them. */
  pip: Float64Array;
  by0: number;
  bands: number;
  bandStart: Int32Array;
  bandEdge: Int32Array;
  /** Marks of the segments already gathered for the current piece (no segment is tested twice). */
  stamp: Int32Array;
  run: number;
}

/** Compressed buckets: item k goes into every bucket from lo(k) to hi(k). */
function buckets(count: number, items: number, lo: (k: number) => number, hi: (k: number) => number) {
  const start = new Int32Array(count + 1);
  for (let k = 0; k < items; k++) for (let b = lo(k); b <= hi(k); b++) (start[b + 1] as number)++;
  for (let b = 0; b < count; b++) start[b + 1] = (start[b + 1] as number) + (start[b] as number);
  const fill = start.slice(0, count);
  const out = new Int32Array(start[count] as number);
  for (let k = 0; k < items; k++) for (let b = lo(k); b <= hi(k); b++) out[(fill[b] as number)++] = k;
  return { start, out };
}

export function buildAreaIndex(rings: number[][][], bbox: [number, number, number, number]): AreaIndex {
  const segList: number[] = [];
  const pipList: number[] = [];
  for (const r of rings) {
    for (let i = 0; i + 1 < r.length; i++) {
      const [cx, cy] = r[i] as [number, number],
        [ex, ey] = r[i + 1] as [number, number];
      segList.push(cx, cy, ex, ey);
    }
    for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
      const [xi, yi] = r[i] as [number, number],
        [xj, yj] = r[j] as [number, number];
      if (yi !== yj) pipList.push(xi, yi, xj, yj);
    }
  }
  const segs = Float64Array.from(segList);
  const pip = Float64Array.from(pipList);
  const gx0 = bbox[0],
    gy0 = bbox[1];
  const cols = Math.max(1, Math.floor((bbox[2] - gx0) / CELL_DEG) + 1),
    rows = Math.max(1, Math.floor((bbox[3] - gy0) / CELL_DEG) + 1);
  const cx = (x: number) => Math.min(cols - 1, Math.max(0, Math.floor((x - gx0) / CELL_DEG)));
  const cy = (y: number) => Math.min(rows - 1, Math.max(0, Math.floor((y - gy0) / CELL_DEG)));
  const nSeg = segs.length / 4;
  // Cells are numbered row by row; a segment goes into every cell of its bbox (rows looped inside lo/hi).
  const cellsOf: number[][] = [];
  for (let k = 0; k < nSeg; k++) {
    const x1 = segs[4 * k] as number,
      y1 = segs[4 * k + 1] as number,
      x2 = segs[4 * k + 2] as number,
      y2 = segs[4 * k + 3] as number;
    const list: number[] = [];
    for (let y = cy(Math.min(y1, y2)); y <= cy(Math.max(y1, y2)); y++)
      for (let x = cx(Math.min(x1, x2)); x <= cx(Math.max(x1, x2)); x++) list.push(y * cols + x);
    cellsOf.push(list);
  }
  const flat: [number, number][] = cellsOf.flatMap((l, k) => l.map((c) => [c, k] as [number, number]));
  const grid = buckets(
    cols * rows,
    flat.length,
    (i) => flat[i]![0],
    (i) => flat[i]![0],
  );
  const cellSeg = grid.out.map((i) => flat[i]![1]);
  const nPip = pip.length / 4;
  const by0 = bbox[1];
  const band = (y: number) => Math.floor((y - by0) / BAND_DEG);
  const bands = band(bbox[3]) + 1;
  const lo = (k: number) => band(Math.min(pip[4 * k + 1] as number, pip[4 * k + 3] as number));
  const hi = (k: number) => band(Math.max(pip[4 * k + 1] as number, pip[4 * k + 3] as number));
  const b = buckets(bands, nPip, lo, hi);
  return {
    segs,
    gx0,
    gy0,
    cols,
    rows,
    cellStart: grid.start,
    cellSeg,
    pip,
    by0,
    bands,
    bandStart: b.start,
    bandEdge: b.out,
    stamp: new Int32Array(nSeg),
    run: 0,
  };
}

/** Even-odd ray test over the edges spanning latitude y: the same answer as testing every ring edge. */
export function insideIndexed(ix: AreaIndex, x: number, y: number): boolean {
  const b = Math.floor((y - ix.by0) / BAND_DEG);
  if (!(b >= 0 && b < ix.bands)) return false;
  let c = false;
  const e = ix.pip;
  for (let k = ix.bandStart[b] as number; k < (ix.bandStart[b + 1] as number); k++) {
    const q = 4 * (ix.bandEdge[k] as number);
    const xi = e[q] as number,
      yi = e[q + 1] as number,
      xj = e[q + 2] as number,
      yj = e[q + 3] as number;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}

/**
 * Segments (indices into segs) whose grid cells meet the box [x0, x1] x [y0, y1], each once, into `out`
 * (cleared first). A superset of the segments whose bbox meets the box.
 */
export function segmentsNear(ix: AreaIndex, x0: number, y0: number, x1: number, y1: number, out: number[]): void {
  out.length = 0;
  if (x1 < ix.gx0 - CELL_DEG || y1 < ix.gy0 - CELL_DEG) return;
  const c0 = Math.max(0, Math.floor((x0 - ix.gx0) / CELL_DEG)),
    c1 = Math.min(ix.cols - 1, Math.floor((x1 - ix.gx0) / CELL_DEG));
  const r0 = Math.max(0, Math.floor((y0 - ix.gy0) / CELL_DEG)),
    r1 = Math.min(ix.rows - 1, Math.floor((y1 - ix.gy0) / CELL_DEG));
  if (ix.run >= 0x3fffffff) {
    ix.stamp.fill(0);
    ix.run = 0;
  }
  const run = ++ix.run;
  for (let r = r0; r <= r1; r++)
    for (let c = c0; c <= c1; c++) {
      const cell = r * ix.cols + c;
      for (let k = ix.cellStart[cell] as number; k < (ix.cellStart[cell + 1] as number); k++) {
        const s = ix.cellSeg[k] as number;
        if (ix.stamp[s] === run) continue;
        ix.stamp[s] = run;
        out.push(s);
      }
    }
}
