import { describe, expect, it } from 'vitest';
import { fitPaddings, labelRect, minZoomFor, overlapArea, placeLabels } from './map-view';

const VIEW = { width: 1000, height: 500 };
const LEGEND = { left: 8, top: 8, right: 268, bottom: 208 };
const ZOOM = { left: 961, top: 10, right: 990, bottom: 69 };
const LABEL = { width: 100, height: 20 };

describe('map view', () => {
  it('lets the map zoom out to one world across the container, never above the spec minimum of 2', () => {
    expect(minZoomFor(2048)).toBe(2);
    expect(minZoomFor(4000)).toBe(2);
    expect(minZoomFor(1024)).toBe(1);
    expect(minZoomFor(1300)).toBeCloseTo(1.344, 3);
    expect(minZoomFor(300)).toBe(0);
    expect(minZoomFor(0)).toBe(2);
  });

  it('offers paddings that keep the route clear of each overlay from its side or from above or below', () => {
    const choices = fitPaddings(VIEW, [LEGEND, ZOOM], 30);
    expect(choices).toEqual([
      { top: 30, bottom: 30, left: 298, right: 69 },
      { top: 99, bottom: 30, left: 298, right: 30 },
      { top: 238, bottom: 30, left: 30, right: 69 },
      { top: 238, bottom: 30, left: 30, right: 30 },
    ]);
    // A padding that leaves no room is not offered.
    expect(fitPaddings({ width: 300, height: 200 }, [LEGEND], 30)).toEqual([]);
    expect(fitPaddings(VIEW, [], 20)).toEqual([{ top: 20, bottom: 20, left: 20, right: 20 }]);
  });

  it('puts a label right of its port unless that is cut off or covered', () => {
    expect(placeLabels([{ x: 500, y: 250, size: LABEL }], VIEW, [ZOOM], 10)).toEqual(['right']);
    // At the right edge: to the left.
    expect(placeLabels([{ x: 950, y: 300, size: LABEL }], VIEW, [ZOOM], 10)).toEqual(['left']);
    // Right of it is the zoom control: to the left, clear of the control.
    const nearControl = { x: 900, y: 40, size: LABEL };
    const [side] = placeLabels([nearControl], VIEW, [ZOOM], 10);
    expect(side).toBe('left');
    expect(overlapArea(labelRect(nearControl, LABEL, side!, 10), ZOOM)).toBe(0);
    // Squeezed into the top-right corner, where no side is clear: the side that hides the least.
    expect(placeLabels([{ x: 995, y: 5, size: LABEL }], VIEW, [ZOOM], 10)).toEqual(['left']);
  });

  it('keeps labels off each other and off other ports', () => {
    const ports = [
      { x: 400, y: 250, size: LABEL },
      { x: 420, y: 252, size: LABEL },
    ];
    const sides = placeLabels(ports, VIEW, [], 10);
    expect(sides[0]).not.toBe('right'); // the second port's dot is right of the first
    const rects = ports.map((p, i) => labelRect(p, p.size, sides[i]!, 10));
    expect(overlapArea(rects[0]!, rects[1]!)).toBe(0);
  });
});
