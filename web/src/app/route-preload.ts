import type { ApolloClient } from '@apollo/client';
import { canOpen } from '../../../shared/auth/routes';
import { readStoredSession, roleNames } from '../features/auth/utils/session-storage';
import { preloadCalculatorData } from '../features/calculator/state/calculator-preload';
import { calculatorPageChunk } from './page-chunk';

const CALCULATOR_PATH = /^\/calculator\/?$/;

let started = false;

/**
 * When the app opens straight on the calculator (the address bar, a reload), asks for its chunk and its
 * data at once, in parallel, before the first render: otherwise the chunk is asked for only when the
 * route renders, and the data only when the chunk has loaded and the calculator has rendered (ADR 0014).
 * Only for a signed-in user the route admits (else the guard redirects and nothing is wasted); once
 * per page load. On any other screen, pointing at or focusing a link to the calculator asks for its
 * chunk (not its data), so the click finds it loaded or on its way.
 */
export function preloadRoute(client: ApolloClient, pathname: string): void {
  if (started) return;
  started = true;
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link || !CALCULATOR_PATH.test(new URL((link as HTMLAnchorElement).href).pathname)) return;
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
    void calculatorPageChunk.preload().catch(() => undefined);
  };
  document.addEventListener('pointerover', onIntent);
  document.addEventListener('focusin', onIntent);
  if (!CALCULATOR_PATH.test(pathname)) return;
  const session = readStoredSession();
  if (!session || !canOpen(roleNames(session), pathname)) return;
  // The data first: its answers are what the opening waits for (the chunk, from the HTTP cache, comes in
  // long before them), and asking for the chunk inserts its dozens of module preloads, about 15 ms.
  preloadCalculatorData(client, session.realMe);
  void calculatorPageChunk.preload().catch(() => undefined);
}
