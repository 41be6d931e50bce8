/** Every row is this tall (px; fixed in the stylesheet) so that a long fleet can be windowed. */
export const ROW_HEIGHT = 29;
/** Fleets up to this size render every row; longer ones only the rows in view plus a margin. */
const WINDOW_FROM = 60;
const OVERSCAN = 15;

/** The slice of rows to render: all of a short fleet, the visible window of a long one. */
export function visibleRows(count: number, top: number, height: number) {
  if (count <= WINDOW_FROM) return { first: 0, last: count, before: 0, after: 0 };
  const first = Math.max(0, Math.floor(top / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(count, Math.ceil((top + height) / ROW_HEIGHT) + OVERSCAN);
  return { first, last, before: first, after: count - last };
}
