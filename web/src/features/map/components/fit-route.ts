import type { JumpToOptions, LngLatBoundsLike, Map as MapLibreMap } from 'maplibre-gl';
import { fitPaddings } from '../utils/map-view';
import { rectsWithin } from './port-labels';

/** Space kept between the route's outermost port and the map's edge or an overlay (room for its label). */
const FIT_MARGIN = 36;
/** A single port, or a short route, is not zoomed in further than this. */
const FIT_MAX_ZOOM = 6;

/**
 * Jumps to the route's bounds, kept clear of the overlays (legend, controls): of the paddings that do so,
 * the one giving the largest zoom. A route wider than the map can show is fitted at the lowest zoom
 * (MapLibre clamps the zoom to minZoom) around its middle.
 */
export function fitRoute(map: MapLibreMap, bounds: LngLatBoundsLike, overlays: readonly Element[]): void {
  const container = map.getContainer();
  const rects = rectsWithin(container, overlays);
  const view = { width: container.clientWidth, height: container.clientHeight };
  let best: JumpToOptions | undefined;
  for (const padding of fitPaddings(view, rects, FIT_MARGIN)) {
    const camera = map.cameraForBounds(bounds, { padding, maxZoom: FIT_MAX_ZOOM });
    if (camera && (best === undefined || (camera.zoom ?? 0) > (best.zoom ?? 0))) best = camera;
  }
  // A map too small for any padding: the route fitted edge to edge.
  best ??= map.cameraForBounds(bounds, { padding: 0, maxZoom: FIT_MAX_ZOOM });
  if (best) map.jumpTo(best);
}
