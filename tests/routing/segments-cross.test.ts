import { describe, expect, it } from 'vitest';
import { segmentsCross } from '../../shared/routing/edge-costs.js';

/** Gate tests ([lat, lng]) decide lane preferences, passage tags and where string pulling may straighten. */
describe('segmentsCross', () => {
  const kuril: [[number, number], [number, number]] = [
    [43.38, 145.8],
    [50.88, 156.64],
  ];

  it('finds a crossing', () => {
    expect(segmentsCross([45, 150], [49, 148], ...kuril)).toBe(true);
    expect(segmentsCross([42, 150], [41, 152], ...kuril)).toBe(false);
  });

  it('does not wrap a gate round the globe when it straddles the meridian opposite the edge', () => {
    // 30 W is opposite 150 E: unwrapping both gate ends around the edge used to give 145.8 E .. 203.4 W.
    expect(segmentsCross([53.7, -32.5], [46.2, -30.0], ...kuril)).toBe(false);
    expect(segmentsCross([51.2, -30.0], [46.2, -30.0], ...kuril)).toBe(false);
  });

  it('finds a crossing at the antimeridian', () => {
    expect(segmentsCross([50, 179.5], [52, -179.5], [51.5, 179], [50.5, -179])).toBe(true);
    expect(segmentsCross([50, 179.5], [52, -179.5], [49, 178], [48, -178])).toBe(false);
  });
});
