import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import coarseLandUrl from 'world-atlas/land-110m.json?url';
import detailedLandUrl from 'world-atlas/land-50m.json?url';

/**
 * Natural Earth land (world-atlas, TopoJSON) at two scales: 1:110m ('coarse', 55 KB, tiled by the map's
 * worker in a few milliseconds: the map is painted with it first) and 1:50m ('detailed', swapped in once
 * the first paint is done).
 */
export type LandScale = 'coarse' | 'detailed';

const URLS: Record<LandScale, string> = { coarse: coarseLandUrl, detailed: detailedLandUrl };
const loading = new Map<LandScale, Promise<FeatureCollection>>();

/**
 * The land at one scale as GeoJSON. Bundled as static assets and fetched on first use, so they stay out of
 * every JavaScript chunk; later maps reuse the same promise, and a failed load may be retried by the next map.
 */
export function loadLand(scale: LandScale): Promise<FeatureCollection> {
  const held = loading.get(scale);
  if (held) return held;
  const load = fetch(URLS[scale])
    .then((response) => {
      if (!response.ok) throw new Error(`Basemap: HTTP ${response.status}`);
      return response.json() as Promise<Topology<{ land: GeometryCollection }>>;
    })
    .then((topology): FeatureCollection => feature(topology, topology.objects.land))
    .catch((error: unknown) => {
      loading.delete(scale);
      throw error;
    });
  loading.set(scale, load);
  return load;
}
