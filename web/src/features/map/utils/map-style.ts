import type { FeatureCollection } from 'geojson';
import type { LngLatLike, StyleSpecification } from 'maplibre-gl';

/**
 * Spec 2 section 9: minimum zoom 2, start zoom 3, start centre 20 N 0 E. A container narrower than one world
 * at zoom 2 may zoom out further, down to one world across it (`minZoomFor` in map-view.ts, issue #13).
 */
export const MAP_MIN_ZOOM = 2;
export const MAP_START_ZOOM = 3;
export const MAP_START_CENTER: LngLatLike = [0, 20];

/** Colours shared by the layers and the legend. */
export const MAP_COLORS = {
  water: '#cfe2f3',
  land: '#f2efe6',
  route: '#d9480f',
  routeCasing: '#ffffff',
  eca: '#0b7285',
  port: '#1f2937',
} as const;

export const SOURCE = { land: 'land', route: 'route', eca: 'route-eca', ports: 'ports' } as const;
export const LAYER = { route: 'route-line', eca: 'route-eca' } as const;

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

/**
 * The whole style, offline: a water background, Natural Earth land (filled in once its GeoJSON has
 * loaded), the route and the ports. No symbol layers, so no glyph server is needed: the port labels are
 * DOM markers.
 */
export const MAP_STYLE: StyleSpecification = {
  version: 8,
  sources: {
    [SOURCE.land]: { type: 'geojson', data: EMPTY, attribution: 'Natural Earth' },
    [SOURCE.route]: { type: 'geojson', data: EMPTY },
    [SOURCE.eca]: { type: 'geojson', data: EMPTY },
    [SOURCE.ports]: { type: 'geojson', data: EMPTY },
  },
  layers: [
    { id: 'water', type: 'background', paint: { 'background-color': MAP_COLORS.water } },
    // No coastline line layer: on a tiled GeoJSON polygon it would also stroke the tile clip edges.
    { id: 'land', type: 'fill', source: SOURCE.land, paint: { 'fill-color': MAP_COLORS.land } },
    {
      id: 'route-casing',
      type: 'line',
      source: SOURCE.route,
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': MAP_COLORS.routeCasing, 'line-width': 7, 'line-opacity': 0.8 },
    },
    {
      id: LAYER.route,
      type: 'line',
      source: SOURCE.route,
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': MAP_COLORS.route, 'line-width': 3.5 },
    },
    {
      // The exact ECA stretches the router cut (its ecaGeometry), drawn over the route line.
      id: LAYER.eca,
      type: 'line',
      source: SOURCE.eca,
      paint: { 'line-color': MAP_COLORS.eca, 'line-width': 4.5, 'line-dasharray': [1.5, 1] },
    },
    {
      id: 'ports',
      type: 'circle',
      source: SOURCE.ports,
      paint: {
        'circle-radius': 6,
        'circle-color': MAP_COLORS.port,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    },
  ],
};
