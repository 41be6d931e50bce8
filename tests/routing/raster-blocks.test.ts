import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseNetwork } from '../../shared/routing/network-format.js';
import { BLOCK_SHIFT, legIsClear } from '../../shared/routing/sea-raster.js';
import { ARTIFACT } from './load-router.js';

const net = parseNetwork(readFileSync(ARTIFACT));
const r = net.raster;
const plain = { width: r.width, height: r.height, cellDeg: r.cellDeg, cells: r.cells };
let seed = 11;
const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;

describe('open-water blocks of the sea raster (legIsClear skips them)', () => {
  it('mark exactly the blocks that hold a land or offing cell', () => {
    const blocks = r.blocks!;
    const size = 1 << BLOCK_SHIFT,
      bw = r.width / size;
    expect(blocks.length).toBe(bw * (r.height / size));
    const want = new Uint8Array(blocks.length);
    for (let row = 0; row < r.height; row++)
      for (let col = 0; col < r.width; col++)
        if (r.cells[row * r.width + col] !== 0) want[(row >> BLOCK_SHIFT) * bw + (col >> BLOCK_SHIFT)] = 1;
    expect(Buffer.from(blocks).equals(Buffer.from(want))).toBe(true);
    expect(want.includes(0) && want.includes(1)).toBe(true);
  });

  it('give the same answer as sampling every cell, for legs near coasts, across the antimeridian and far north', () => {
    let clear = 0,
      blocked = 0;
    for (let k = 0; k < 6000; k++) {
      // Legs from the network's own nodes (near coasts and passages) and from random points.
      const i = Math.floor(rand() * net.lat.length),
        j = Math.floor(rand() * net.lat.length);
      const lat1 = k % 3 === 0 ? -70 + rand() * 150 : (net.lat[i] as number),
        lng1 = k % 3 === 0 ? -180 + rand() * 360 : (net.lng[i] as number);
      const near = k % 2 === 0;
      const lat2 = near ? Math.max(-89, Math.min(89, lat1 + (rand() - 0.5) * 12)) : (net.lat[j] as number),
        lng2 = near ? ((lng1 + (rand() - 0.5) * 24 + 540) % 360) - 180 : (net.lng[j] as number);
      const al =
        k % 4 === 0
          ? { landStart: 5, landEnd: 3, offStart: 20, offEnd: 0 }
          : { landStart: 0, landEnd: 0, offStart: 0, offEnd: 0 };
      const want = legIsClear(plain, lat1, lng1, lat2, lng2, al);
      expect(legIsClear(r, lat1, lng1, lat2, lng2, al)).toBe(want);
      if (want) clear++;
      else blocked++;
    }
    expect(clear).toBeGreaterThan(300);
    expect(blocked).toBeGreaterThan(300);
  });
});
