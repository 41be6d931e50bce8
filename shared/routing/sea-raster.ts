import { geodesicNm, greatCircle } from './geodesy.js';
import { CELL_LAND, CELL_OFFING, type SeaRaster } from './types.js';

/** Raster cell value at a point (0 = open water). */
export function cellAt(r: SeaRaster, lat: number, lng: number): number {
  let row = Math.floor((90 - lat) / r.cellDeg);
  if (row < 0) row = 0;
  else if (row >= r.height) row = r.height - 1;
  let col = Math.floor((lng + 180) / r.cellDeg) % r.width;
  if (col < 0) col += r.width;
  return r.cells[row * r.width + col] as number;
}

/**
 * Where a leg may pass: land blocks except within `landStart`/`landEnd` nm of its ends (a port on a
 * land cell); the offing zone blocks except within `offStart`/`offEnd` nm (a curated point near the coast).
 */
export interface LegAllowance {
  landStart: number;
  landEnd: number;
  offStart: number;
  offEnd: number;
}

const PIECE_NM = 30;
/** Cells per side of a raster block (SeaRaster.blocks). */
export const BLOCK_SHIFT = 3;
const EPS_DEG = 1e-9;

/**
 * True when every cell that a point between (lat1, lng1) and (lat2, lng2), linearly interpolated, can fall in
 * lies in a block without land or offing: the samples of that stretch would all read 0.
 */
function stretchIsOpen(r: SeaRaster, blocks: Uint8Array, lat1: number, lng1: number, lat2: number, lng2: number) {
  const bw = r.width >> BLOCK_SHIFT,
    bh = r.height >> BLOCK_SHIFT;
  const clampRow = (row: number) => (row < 0 ? 0 : row >= r.height ? r.height - 1 : row);
  const rowLo = clampRow(Math.floor((90 - (Math.max(lat1, lat2) + EPS_DEG)) / r.cellDeg)) >> BLOCK_SHIFT,
    rowHi = clampRow(Math.floor((90 - (Math.min(lat1, lat2) - EPS_DEG)) / r.cellDeg)) >> BLOCK_SHIFT;
  const colLo = Math.floor((Math.min(lng1, lng2) - EPS_DEG + 180) / r.cellDeg) >> BLOCK_SHIFT,
    colHi = Math.floor((Math.max(lng1, lng2) + EPS_DEG + 180) / r.cellDeg) >> BLOCK_SHIFT;
  if (colHi - colLo > 16 || rowHi >= bh) return false;
  for (let by = rowLo; by <= rowHi; by++)
    for (let bx = colLo; bx <= colHi; bx++) if (blocks[by * bw + (((bx % bw) + bw) % bw)] !== 0) return false;
  return true;
}

/** True when the great circle a->b respects the allowance, sampled every half cell. */
export function legIsClear(
  r: SeaRaster,
  lat1: number,
  lng1: number,
  lat2: number,
  lng2: number,
  al: LegAllowance,
): boolean {
  const len = geodesicNm(lat1, lng1, lat2, lng2);
  const step = r.cellDeg * 30;
  const pieces = Math.max(1, Math.ceil(len / PIECE_NM));
  const at = pieces > 1 ? greatCircle(lat1, lng1, lat2, lng2) : null;
  const blocks = r.blocks && r.width % (1 << BLOCK_SHIFT) === 0 ? r.blocks : undefined;
  let pLat = lat1,
    pLng = lng1;
  for (let p = 1; p <= pieces; p++) {
    const [qLat, qLngRaw] = p === pieces ? [lat2, lng2] : at!(p / pieces);
    let qLng = qLngRaw;
    if (qLng - pLng > 180) qLng -= 360;
    else if (qLng - pLng < -180) qLng += 360;
    if (blocks && stretchIsOpen(r, blocks, pLat, pLng, qLat, qLng)) {
      pLat = qLat;
      pLng = qLng;
      continue;
    }
    const d0 = ((p - 1) / pieces) * len;
    const pieceLen = len / pieces;
    const n = Math.max(1, Math.ceil(pieceLen / step));
    for (let i = p === 1 ? 0 : 1; i <= n; i++) {
      const t = i / n;
      const v = cellAt(r, pLat + (qLat - pLat) * t, pLng + (qLng - pLng) * t);
      if (v === 0) continue;
      const d = d0 + pieceLen * t;
      const rem = len - d;
      if (v & CELL_LAND && d > al.landStart && rem > al.landEnd) return false;
      if (v & CELL_OFFING && d > al.offStart && rem > al.offEnd) return false;
    }
    pLat = qLat;
    pLng = qLng;
  }
  return true;
}

/** Run-length encode one bit plane as LEB128 varints, rows concatenated, each row starting with a 0-run. */
export function encodePlane(r: SeaRaster, bit: number): Uint8Array {
  const out: number[] = [];
  const push = (v: number) => {
    let x = v;
    while (x >= 0x80) {
      out.push((x & 0x7f) | 0x80);
      x = Math.floor(x / 128);
    }
    out.push(x);
  };
  for (let row = 0; row < r.height; row++) {
    let cur = 0,
      run = 0;
    const base = row * r.width;
    for (let c = 0; c < r.width; c++) {
      const v = (r.cells[base + c] as number) & bit ? 1 : 0;
      if (v === cur) run++;
      else {
        push(run);
        cur = v;
        run = 1;
      }
    }
    push(run);
  }
  return Uint8Array.from(out);
}

/** Decode a plane written by encodePlane into `cells` (OR-ing `bit`), marking the blocks its set runs touch. */
export function decodePlane(
  bytes: Uint8Array,
  width: number,
  height: number,
  bit: number,
  cells: Uint8Array,
  blocks?: Uint8Array,
): void {
  const bw = width >> BLOCK_SHIFT;
  let pos = 0;
  for (let row = 0; row < height; row++) {
    let c = 0,
      cur = 0;
    const base = row * width;
    while (c < width) {
      let v = 0,
        mul = 1,
        b: number;
      do {
        b = bytes[pos++] as number;
        v += (b & 0x7f) * mul;
        mul *= 128;
      } while (b & 0x80);
      if (cur === 1 && v > 0) {
        for (let i = base + c, e = base + c + v; i < e; i++) cells[i] = (cells[i] as number) | bit;
        if (blocks) {
          const bRow = (row >> BLOCK_SHIFT) * bw;
          blocks.fill(1, bRow + (c >> BLOCK_SHIFT), bRow + ((c + v - 1) >> BLOCK_SHIFT) + 1);
        }
      }
      c += v;
      cur ^= 1;
    }
  }
}

export { CELL_LAND, CELL_OFFING };
