/**
 * Land raster from Natural Earth (world-atlas TopoJSON): scanline fill of unwrapped rings, polar ice
 * blocks, curated keep-out polygons, then a chamfer distance-to-land field (nm) for the coastal offing.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { Topology, GeometryObject } from 'topojson-specification';
import type { MultiPolygon, Polygon } from 'geojson';

export const CELL_DEG = 0.05;
export const WIDTH = Math.round(360 / CELL_DEG);
export const HEIGHT = Math.round(180 / CELL_DEG);

type Ring = [number, number][];

function unwrapRing(ring: number[][]): Ring {
  const out: Ring = [];
  let prev: number | undefined;
  for (const p of ring) {
    let x = p[0] as number;
    if (prev !== undefined) {
      while (x - prev > 180) x -= 360;
      while (x - prev < -180) x += 360;
    }
    out.push([x, p[1] as number]);
    prev = x;
  }
  return out;
}

/** XOR-fill one ring (lng/lat, unwrapped) by cell centres into `grid` (1 = inside). */
export function fillRing(grid: Uint8Array, ring: Ring): void {
  let minY = 90,
    maxY = -90;
  for (const [, y] of ring) {
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  const r0 = Math.max(0, Math.floor((90 - maxY) / CELL_DEG));
  const r1 = Math.min(HEIGHT - 1, Math.ceil((90 - minY) / CELL_DEG));
  for (let row = r0; row <= r1; row++) {
    const y = 90 - (row + 0.5) * CELL_DEG;
    const xs: number[] = [];
    for (let i = 0; i < ring.length - 1; i++) {
      const [x1, y1] = ring[i] as [number, number];
      const [x2, y2] = ring[i + 1] as [number, number];
      if (y1 <= y !== y2 <= y) xs.push(x1 + ((y - y1) / (y2 - y1)) * (x2 - x1));
    }
    xs.sort((a, b) => a - b);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const c0 = Math.ceil(((xs[k] as number) + 180) / CELL_DEG - 0.5);
      const c1 = Math.ceil(((xs[k + 1] as number) + 180) / CELL_DEG - 0.5);
      for (let c = c0; c < c1; c++) {
        const cc = ((c % WIDTH) + WIDTH) % WIDTH;
        grid[row * WIDTH + cc] = (grid[row * WIDTH + cc] as number) ^ 1;
      }
    }
  }
}

/** Land from world-atlas land-10m; rings spanning the globe (Antarctica) are left to the polar block. */
export function rasteriseLand(): Uint8Array {
  const require = createRequire(import.meta.url);
  const topo = JSON.parse(readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8')) as Topology;
  const land = feature(topo, topo.objects['land'] as GeometryObject) as unknown as
    { features: { geometry: Polygon | MultiPolygon }[] } | { geometry: Polygon | MultiPolygon };
  const geoms = 'features' in land ? land.features.map((f) => f.geometry) : [land.geometry];
  const grid = new Uint8Array(WIDTH * HEIGHT);
  for (const g of geoms) {
    const polys = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
    for (const poly of polys) {
      for (const raw of poly) {
        const ring = unwrapRing(raw);
        const first = ring[0],
          last = ring[ring.length - 1];
        if (!first || !last || Math.abs(last[0] - first[0]) > 1) continue; // wraps the globe
        fillRing(grid, ring);
      }
    }
  }
  return grid;
}

/** Mark cells inside simple lng/lat polygons (no antimeridian crossing) as blocked. */
export function paintPolygons(grid: Uint8Array, polys: [number, number][][]): void {
  for (const poly of polys) {
    const ring: Ring = poly.map(([lat, lng]) => [lng, lat]);
    ring.push(ring[0] as [number, number]);
    const mask = new Uint8Array(WIDTH * HEIGHT);
    fillRing(mask, ring);
    for (let i = 0; i < mask.length; i++) if (mask[i]) grid[i] = 1;
  }
}

/** Two-pass chamfer distance (nm) from blocked cells; longitudes wrap. */
export function distanceField(blocked: Uint8Array): Float32Array {
  const d = new Float32Array(WIDTH * HEIGHT);
  for (let i = 0; i < d.length; i++) d[i] = blocked[i] ? 0 : 1e9;
  const dy = CELL_DEG * 60;
  const dxs = new Float32Array(HEIGHT),
    dds = new Float32Array(HEIGHT);
  for (let r = 0; r < HEIGHT; r++) {
    const lat = 90 - (r + 0.5) * CELL_DEG;
    dxs[r] = Math.max(0.05, dy * Math.cos((lat * Math.PI) / 180));
    dds[r] = Math.hypot(dxs[r] as number, dy);
  }
  const W = WIDTH;
  for (let iter = 0; iter < 2; iter++) {
    for (let r = 0; r < HEIGHT; r++) {
      const dx = dxs[r] as number,
        dd = dds[r] as number;
      for (let c = 0; c < W; c++) {
        const i = r * W + c;
        let v = d[i] as number;
        if (v === 0) continue;
        const cl = c === 0 ? W - 1 : c - 1,
          cr = c === W - 1 ? 0 : c + 1;
        v = Math.min(v, (d[r * W + cl] as number) + dx);
        if (r > 0) {
          const u = (r - 1) * W;
          v = Math.min(v, (d[u + c] as number) + dy, (d[u + cl] as number) + dd, (d[u + cr] as number) + dd);
        }
        d[i] = v;
      }
    }
    for (let r = HEIGHT - 1; r >= 0; r--) {
      const dx = dxs[r] as number,
        dd = dds[r] as number;
      for (let c = W - 1; c >= 0; c--) {
        const i = r * W + c;
        let v = d[i] as number;
        if (v === 0) continue;
        const cl = c === 0 ? W - 1 : c - 1,
          cr = c === W - 1 ? 0 : c + 1;
        v = Math.min(v, (d[r * W + cr] as number) + dx);
        if (r < HEIGHT - 1) {
          const u = (r + 1) * W;
          v = Math.min(v, (d[u + c] as number) + dy, (d[u + cl] as number) + dd, (d[u + cr] as number) + dd);
        }
        d[i] = v;
      }
    }
  }
  return d;
}
