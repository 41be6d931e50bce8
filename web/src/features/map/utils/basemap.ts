import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import landUrl from 'world-atlas/land-50m.json?url';

let landPromise: Promise<FeatureCollection> | null = null;

/**
 * Natural Earth land at 1:50m (world-atlas, TopoJSON) as GeoJSON. Bundled as a static asset and fetched
 * on first use, so it stays out of every JavaScript chunk; later maps reuse the same promise.
 */
export function loadLand(): Promise<FeatureCollection> {
  if (landPromise) return landPromise;
  const loading = fetch(landUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`Basemap: HTTP ${response.status}`);
      return response.json() as Promise<Topology<{ land: GeometryCollection }>>;
    })
    .then((topology): FeatureCollection => feature(topology, topology.objects.land))
    .catch((error: unknown) => {
      // A failed load may be retried by the next map.
      landPromise = null;
      throw error;
    });
  landPromise = loading;
  return loading;
}
