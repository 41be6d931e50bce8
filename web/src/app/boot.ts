import { createApolloClient } from './apollo-client';
import { preloadRoute } from './route-preload';

/**
 * The app's first script (index.html runs it before main.tsx): the app's client, and the requests of
 * the screen the app opens on, sent before the UI library's and React's code is evaluated and the
 * theme is built (about 150 ms of main thread on the machines measured, ADR 0014). This module's chunk
 * imports neither: main.tsx's do, and run after it.
 */
export const appClient = createApolloClient();
preloadRoute(appClient, window.location.pathname);
