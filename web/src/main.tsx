// First the app's client and the requests of the screen it opens on (app/boot.ts), then the rest in a
// chunk of its own: React, the UI library and the theme (about 150 ms of main thread, measured) are
// evaluated after those requests have left, not before (a chunk's static imports all run before it).
import './app/boot';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

void import('./app/render-app').then(({ renderApp }) => renderApp(container));
