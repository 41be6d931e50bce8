import { describe, expect, it } from 'vitest';
import { segmentsNear } from '../../shared/routing/area-index.js';
import { inside, insideArea, prepareAreas } from '../../shared/routing/areas.js';
import { legMayMeet, milesInside } from '../../shared/routing/edge-areas.js';
import { densifyGc } from '../../shared/routing/geodesy.js';
import { loadAreas } from './load-router.js';

const areas = prepareAreas(loadAreas());
let seed = 7;
const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;

describe('area indices give the answers of a full scan', () => {
  it('point in area: indexed bands agree with every ring edge, inside and around each bbox', () => {
    let insideCount = 0;
    for (const a of areas)
      for (let k = 0; k < 4000; k++) {
        const x = a.bbox[0] - 1 + rand() * (a.bbox[2] - a.bbox[0] + 2);
        const y = a.bbox[1] - 1 + rand() * (a.bbox[3] - a.bbox[1] + 2);
        const want = inside(a.rings, x, y);
        if (want) insideCount++;
        expect(insideArea(a, x, y)).toBe(want);
      }
    expect(insideCount).toBeGreaterThan(1000);
  });

  it('segments near a box include every ring segment whose bbox meets it', () => {
    const out: number[] = [];
    for (const a of areas)
      for (let k = 0; k < 500; k++) {
        const x0 = a.bbox[0] - 1 + rand() * (a.bbox[2] - a.bbox[0] + 2),
          y0 = a.bbox[1] - 1 + rand() * (a.bbox[3] - a.bbox[1] + 2);
        const x1 = x0 + rand() * 2,
          y1 = y0 + rand() * 2;
        segmentsNear(a.index, x0, y0, x1, y1, out);
        expect(new Set(out).size).toBe(out.length);
        const s = a.index.segs;
        for (let i = 0; i < s.length / 4; i++) {
          const meets = !(
            Math.max(s[4 * i]!, s[4 * i + 2]!) < x0 ||
            Math.min(s[4 * i]!, s[4 * i + 2]!) > x1 ||
            Math.max(s[4 * i + 1]!, s[4 * i + 3]!) < y0 ||
            Math.min(s[4 * i + 1]!, s[4 * i + 3]!) > y1
          );
          if (meets) expect(out).toContain(i);
        }
      }
  });

  it('a leg skipped by legMayMeet counts no miles in any area', () => {
    let skipped = 0;
    for (let k = 0; k < 3000; k++) {
      const la1 = -70 + rand() * 140,
        lo1 = -180 + rand() * 360,
        la2 = -70 + rand() * 140,
        lo2 = -180 + rand() * 360;
      if (legMayMeet(areas, la1, lo1, la2, lo2)) continue;
      skipped++;
      const miles = milesInside(areas, densifyGc(la1, lo1, la2, lo2, 20));
      expect([...miles].every((m) => m === 0)).toBe(true);
    }
    expect(skipped).toBeGreaterThan(100);
  });
});
