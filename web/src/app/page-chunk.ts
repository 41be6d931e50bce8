/**
 * A screen's chunk that can be asked for before React renders (opening the app straight on it): loaded
 * at most once at a time, asked for again after a failure. No React and no UI library here: the boot
 * script (`boot.ts`) asks for the calculator's chunk before those are evaluated.
 */
export interface PageChunk<T> {
  /** Asks for the chunk (or joins the request on its way) and gives its export. */
  preload(): Promise<T>;
  /** The export once the chunk is in, else null. */
  loaded(): T | null;
}

export function pageChunk<T>(load: () => Promise<T>): PageChunk<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    preload: () =>
      (loading ??= load().then(
        (value) => (loaded = value),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    loaded: () => loaded,
  };
}

// The calculator's code is asked for before the first render when the app opens on it (route-preload.ts).
export const calculatorPageChunk = pageChunk(() => import('../pages/CalculatorPage').then((m) => m.CalculatorPage));
