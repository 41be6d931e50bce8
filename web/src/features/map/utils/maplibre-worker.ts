import { setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

// MapLibre 6 cannot find its worker inside a Vite bundle: point it at the emitted file once.
setWorkerUrl(workerUrl);

let webgl2: boolean | undefined;

/** WebGL2 is required by MapLibre 6; without it the map shows a notice instead of throwing. Probed once. */
export function supportsWebGL2(): boolean {
  if (webgl2 === undefined) {
    try {
      webgl2 = document.createElement('canvas').getContext('webgl2') !== null;
    } catch {
      webgl2 = false;
    }
  }
  return webgl2;
}
