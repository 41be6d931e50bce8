import { Box, Text } from '@chakra-ui/react';
import { AttributionControl, Map as MapLibreMap, NavigationControl, Popup, type GeoJSONSource } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef, useState } from 'react';
import { formatUpTo } from '../../../lib/format';
import { loadLand, type LandScale } from '../utils/basemap';
import { LAYER, MAP_START_CENTER, MAP_START_ZOOM, MAP_STYLE, SOURCE } from '../utils/map-style';
import { minZoomFor } from '../utils/map-view';
import { supportsWebGL2 } from '../utils/maplibre-worker';
import { frameRoute } from '../utils/route-frame';
import { ecaFeatures, legFeatures, portFeatures, routeBounds, type RouteLeg } from '../utils/route-geojson';
import { fitRoute } from './fit-route';
import { MapLegend } from './MapLegend';
import { portLabels } from './port-labels';

/**
 * Asks for the land at both scales (ahead of the map, or as it is built); a failure is not reported here but
 * where the map awaits the promise.
 */
export function preloadLand(): Record<LandScale, ReturnType<typeof loadLand>> {
  const land = { coarse: loadLand('coarse'), detailed: loadLand('detailed') };
  for (const scale of Object.values(land)) scale.catch(() => undefined);
  return land;
}

function legTooltip(props: Record<string, unknown>): HTMLElement {
  const el = document.createElement('div');
  el.style.font = '12px/1.4 Inter, system-ui, sans-serif';
  const title = document.createElement('strong');
  title.textContent = String(props.label ?? '');
  const body = document.createElement('div');
  body.textContent = `Normal ${formatUpTo(Number(props.distNormal), 0)} nm, ECA ${formatUpTo(Number(props.distEca), 0)} nm`;
  el.append(title, body);
  return el;
}

/**
 * The route on an offline basemap: water background, Natural Earth land, each leg as the router drew it
 * (the ECA stretches dashed on top, as the router cut them), the stops as points with DOM labels, a legend.
 * The legs are first put in one continuous frame (`frameRoute`), so a route across 180° is one line and is
 * framed the short way. It opens at the spec's camera (20 N 0 E, zoom 3), then fits the route clear of the
 * legend and the controls; labels keep inside the map.
 */
export function RouteMap({ legs, height = '70vh' }: { legs: readonly RouteLeg[]; height?: string }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [webgl] = useState(supportsWebGL2);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !webgl) return;
    container.dataset.ready = 'false';
    // The land is asked for before the map is built, so its fetch and conversion overlap the map's own
    // start (style, worker, first frame) instead of following its load event: the coarse land first (the
    // map is painted with it), then the detailed one, swapped in once the map has painted.
    const { coarse, detailed } = preloadLand();
    const map = new MapLibreMap({
      container,
      style: MAP_STYLE,
      center: MAP_START_CENTER,
      zoom: MAP_START_ZOOM,
      minZoom: minZoomFor(container.clientWidth),
      attributionControl: false,
      renderWorldCopies: true,
    });
    // Bottom right, with the attribution: the top corners are where northern ports (and the legend) are.
    map.addControl(new NavigationControl({ showCompass: false }), 'bottom-right');
    map.addControl(new AttributionControl({ compact: true }), 'bottom-right');

    const framed = frameRoute(legs);
    const ports = portFeatures(framed);
    // What may cover the route: the legend and the map's controls.
    const overlays = () => [
      ...container.querySelectorAll('.maplibregl-ctrl'),
      ...(frameRef.current?.querySelectorAll('[data-testid="map-legend"]') ?? []),
    ];
    const labels = portLabels(map, ports, overlays);
    const popup = new Popup({ closeButton: false, closeOnClick: false });
    let cancelled = false;

    map.on('move', labels.place);
    map.on('resize', () => {
      map.setMinZoom(minZoomFor(container.clientWidth));
      labels.place();
    });
    map.on('load', () => {
      void (map.getSource(SOURCE.route) as GeoJSONSource).setData(legFeatures(framed));
      void (map.getSource(SOURCE.eca) as GeoJSONSource).setData(ecaFeatures(framed));
      void (map.getSource(SOURCE.ports) as GeoJSONSource).setData(ports);
      const bounds = routeBounds(framed);
      if (bounds) {
        fitRoute(map, bounds, overlays());
        container.dataset.routeBounds = JSON.stringify(bounds);
      }
      labels.place();
      const setLand = (geojson: Parameters<GeoJSONSource['setData']>[0]) =>
        void (map.getSource(SOURCE.land) as GeoJSONSource).setData(geojson);
      coarse
        .then((geojson) => {
          if (cancelled) return;
          setLand(geojson);
          map.once('idle', () => {
            container.dataset.land = 'coarse';
            container.dataset.ready = 'true';
            detailed
              .then((finer) => {
                if (cancelled) return;
                setLand(finer);
                map.once('idle', () => {
                  container.dataset.land = 'detailed';
                });
              })
              .catch(() => {
                if (!cancelled)
                  setFailure('The detailed coastlines could not be loaded: the map shows the coarse ones.');
              });
          });
        })
        .catch(() => {
          if (!cancelled) setFailure('The basemap could not be loaded.');
        });
    });
    for (const layer of [LAYER.route, LAYER.eca]) {
      map.on('mousemove', layer, (e) => {
        const props = e.features?.[0]?.properties;
        if (!props) return;
        map.getCanvas().style.cursor = 'pointer';
        popup.setLngLat(e.lngLat).setDOMContent(legTooltip(props)).addTo(map);
      });
      map.on('mouseleave', layer, () => {
        map.getCanvas().style.cursor = '';
        popup.remove();
      });
    }
    map.on('error', (e) => {
      if (!cancelled) setFailure(e.error?.message || 'The map could not be drawn.');
    });

    return () => {
      cancelled = true;
      labels.remove();
      popup.remove();
      map.remove();
    };
  }, [legs, webgl]);

  if (!webgl) {
    return (
      <Text color="red.700" role="alert" data-testid="map-error">
        This browser cannot draw the map (WebGL2 is not available).
      </Text>
    );
  }
  return (
    <Box
      ref={frameRef}
      position="relative"
      h={height}
      minH="320px"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      overflow="hidden"
    >
      <Box ref={containerRef} w="full" h="full" data-testid="route-map" aria-label="Route map" role="region" />
      <MapLegend legs={legs} />
      {failure && (
        <Text
          position="absolute"
          bottom="2"
          left="2"
          bg="white"
          px="2"
          py="1"
          rounded="sm"
          color="red.700"
          role="alert"
          data-testid="map-error"
        >
          {failure}
        </Text>
      )}
    </Box>
  );
}
