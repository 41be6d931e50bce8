/**
 * Whether the calculator's upper panels are collapsed to one line (issue #13). On a short screen (a
 * 1366 x 768 laptop) the expanded panels and the grid fill the page and the fleet table starts below the
 * fold, so there they start collapsed; taller screens start expanded. The user's own choice, once made,
 * is kept in localStorage per user beside the rest of the calculator's view state (`draft-storage.ts`).
 */
const PREFIX = 'voyage-estimator.calculator';
const key = (userId: number) => `${PREFIX}.${userId}.panels-collapsed`;

/** Viewport heights (CSS px) below this start with the panels collapsed. */
export const COLLAPSE_PANELS_BELOW_HEIGHT = 800;

/** The panels' first state: the user's stored choice, else collapsed on a short viewport. */
export function initialPanelsCollapsed(stored: boolean | null, viewportHeight: number): boolean {
  return stored ?? viewportHeight < COLLAPSE_PANELS_BELOW_HEIGHT;
}

export function loadPanelsCollapsed(userId: number): boolean | null {
  try {
    const raw = localStorage.getItem(key(userId));
    return raw === 'true' ? true : raw === 'false' ? false : null;
  } catch {
    return null;
  }
}

export function savePanelsCollapsed(userId: number, collapsed: boolean): void {
  try {
    localStorage.setItem(key(userId), String(collapsed));
  } catch {
    // Storage full or blocked: the choice holds for this visit only.
  }
}
