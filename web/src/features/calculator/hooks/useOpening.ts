import { useEffect, useState } from 'react';

/**
 * Longest the opening placeholder is shown once the order's draft is in: then the screen shows anyway
 * (legs still being measured are marked so, and the first run still waits up to LEGS_WAIT_MAX_MS).
 */
export const OPENING_WAIT_MAX_MS = 2_500;

export interface OpeningState {
  selectedOrderId: number | null;
  /** The order of the draft shown (null while it loads). */
  draftOrderId: number | null;
  /** Its legs are being measured (its first run waits for them). */
  legsPending: boolean;
  /** The draft and the fleet make an input that can run (no fleet: nothing will run). */
  canRun: boolean;
  /** A run of this order has begun (subscribed). */
  runBegun: boolean;
  /** That run is under way and has priced no vessel yet. */
  awaitingResult: boolean;
}

/**
 * Whether the selected order is still being opened (ADR 0014): its draft is not in, its legs are being
 * measured, or its first run has not begun or has priced no vessel yet. Until then the calculator shows
 * a light placeholder instead of the panels, the grid and the fleet table: the legs are asked for and
 * the run is subscribed without waiting for their render, the server prices while the browser idles,
 * and the screen then renders once, with the first results in it. A run that fails or cannot start
 * reveals at once, and the wait is bounded (OPENING_WAIT_MAX_MS). Once revealed, an order stays shown
 * through later leg lookups and runs.
 */
export function useOpening(s: OpeningState): boolean {
  const { selectedOrderId, draftOrderId } = s;
  const [revealed, setRevealed] = useState<number | null>(null);
  const ready = draftOrderId !== null && !s.legsPending && (!s.canRun || (s.runBegun && !s.awaitingResult));
  // Adjusted while rendering (not in an effect): the screen renders in the same pass.
  if (ready && revealed !== draftOrderId) setRevealed(draftOrderId);
  useEffect(() => {
    if (draftOrderId === null || revealed === draftOrderId) return;
    const t = setTimeout(() => setRevealed(draftOrderId), OPENING_WAIT_MAX_MS);
    return () => clearTimeout(t);
  }, [draftOrderId, revealed]);
  return selectedOrderId !== null && revealed !== selectedOrderId;
}
