import { MAP_MIN_ZOOM } from './map-style';

/** A box in the map container's pixels. */
export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Padding {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** MapLibre's world is 512 px wide at zoom 0. */
const WORLD_PX = 512;

/**
 * The lowest zoom: the spec's minimum (2), or lower when the container is too narrow for one world at
 * zoom 2, so that a wide route can always be seen whole (down to one world across the container).
 */
export function minZoomFor(width: number): number {
  if (!(width > 0)) return MAP_MIN_ZOOM;
  return Math.min(MAP_MIN_ZOOM, Math.max(0, Math.log2(width / WORLD_PX)));
}

/**
 * The paddings worth trying when the route is fitted: every overlay (legend, controls) is kept clear of
 * either from the side it stands on or from above or below, so each overlay doubles the choices. The map
 * keeps the one that gives the largest zoom.
 */
export function fitPaddings(view: Size, overlays: readonly Rect[], margin: number): Padding[] {
  let choices: Padding[] = [{ top: margin, bottom: margin, left: margin, right: margin }];
  for (const o of overlays) {
    const onLeft = o.left + o.right < view.width;
    const onTop = o.top + o.bottom < view.height;
    choices = choices.flatMap((p) => [
      onLeft
        ? { ...p, left: Math.max(p.left, o.right + margin) }
        : { ...p, right: Math.max(p.right, view.width - o.left + margin) },
      onTop
        ? { ...p, top: Math.max(p.top, o.bottom + margin) }
        : { ...p, bottom: Math.max(p.bottom, view.height - o.top + margin) },
    ]);
  }
  return choices.filter((p) => p.left + p.right < view.width && p.top + p.bottom < view.height);
}

export type LabelSide = 'right' | 'left' | 'top' | 'bottom';
const SIDES: readonly LabelSide[] = ['right', 'left', 'top', 'bottom'];

/** Where a label of `size` goes on `side` of a point, `gap` px away. */
export function labelRect(point: { x: number; y: number }, size: Size, side: LabelSide, gap: number): Rect {
  const { width: w, height: h } = size;
  switch (side) {
    case 'right':
      return { left: point.x + gap, right: point.x + gap + w, top: point.y - h / 2, bottom: point.y + h / 2 };
    case 'left':
      return { left: point.x - gap - w, right: point.x - gap, top: point.y - h / 2, bottom: point.y + h / 2 };
    case 'top':
      return { left: point.x - w / 2, right: point.x + w / 2, top: point.y - gap - h, bottom: point.y - gap };
    case 'bottom':
      return { left: point.x - w / 2, right: point.x + w / 2, top: point.y + gap, bottom: point.y + gap + h };
  }
}

export function overlapArea(a: Rect, b: Rect): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

function outsideArea(r: Rect, view: Size): number {
  const area = (r.right - r.left) * (r.bottom - r.top);
  return area - overlapArea(r, { left: 0, top: 0, right: view.width, bottom: view.height });
}

/** The half-size of the box kept clear around each port's dot. */
const DOT = 8;

/**
 * A side for every port's label, in voyage order (variable anchors, no overlap allowed where it can be
 * helped): the first of right, left, above, below that lies inside the view and clear of the overlays,
 * the port dots and the labels already placed; failing that, the side that hides the least (a part cut off
 * by the view's edge or under an overlay counts four times a part over another label or dot).
 */
export function placeLabels(
  ports: readonly { x: number; y: number; size: Size }[],
  view: Size,
  overlays: readonly Rect[],
  gap: number,
): LabelSide[] {
  const dots = ports.map((p) => ({ left: p.x - DOT, right: p.x + DOT, top: p.y - DOT, bottom: p.y + DOT }));
  const placed: Rect[] = [];
  return ports.map((port, i) => {
    const others = [...placed, ...dots.filter((_, j) => j !== i)];
    let best: { side: LabelSide; rect: Rect; cost: number } | null = null;
    for (const side of SIDES) {
      const rect = labelRect(port, port.size, side, gap);
      const hidden = outsideArea(rect, view) + overlays.reduce((sum, o) => sum + overlapArea(rect, o), 0);
      const cost = 4 * hidden + others.reduce((sum, o) => sum + overlapArea(rect, o), 0);
      if (!best || cost < best.cost) best = { side, rect, cost };
      if (cost === 0) break;
    }
    placed.push(best!.rect);
    return best!.side;
  });
}
