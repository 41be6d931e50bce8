import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import { placeLabels, type LabelSide, type Rect } from '../utils/map-view';
import type { PortFeatures } from '../utils/route-geojson';

/** Pixels between a port's dot and its label. */
export const LABEL_GAP = 10;

/** Where the label box sits, relative to the port's (zero-size) marker, for each side. */
const SIDE_STYLE: Record<LabelSide, Partial<CSSStyleDeclaration>> = {
  right: { left: `${LABEL_GAP}px`, right: '', top: '0', bottom: '', transform: 'translateY(-50%)' },
  left: { left: '', right: `${LABEL_GAP}px`, top: '0', bottom: '', transform: 'translateY(-50%)' },
  top: { left: '0', right: '', top: '', bottom: `${LABEL_GAP}px`, transform: 'translateX(-50%)' },
  bottom: { left: '0', right: '', top: `${LABEL_GAP}px`, bottom: '', transform: 'translateX(-50%)' },
};

function portElement(stop: number, name: string): { marker: HTMLElement; label: HTMLElement } {
  // The marker is a zero-size box on the port itself; the label hangs off it on the side chosen.
  const marker = document.createElement('div');
  marker.className = 'route-map-port';
  Object.assign(marker.style, { width: '0', height: '0', pointerEvents: 'none' });
  const label = document.createElement('div');
  label.className = 'route-map-label';
  label.textContent = `${stop}. ${name}`;
  Object.assign(label.style, {
    position: 'absolute',
    font: '600 12px/1.2 Inter, system-ui, sans-serif',
    color: '#111827',
    background: 'rgba(255,255,255,0.9)',
    border: '1px solid #d1d5db',
    borderRadius: '4px',
    padding: '2px 6px',
    whiteSpace: 'nowrap',
  });
  marker.append(label);
  return { marker, label };
}

/** The elements' boxes in the container's pixels. */
export function rectsWithin(container: HTMLElement, elements: readonly Element[]): Rect[] {
  const origin = container.getBoundingClientRect();
  return elements.map((el) => {
    const r = el.getBoundingClientRect();
    return {
      left: r.left - origin.left,
      top: r.top - origin.top,
      right: r.right - origin.left,
      bottom: r.bottom - origin.top,
    };
  });
}

/**
 * The ports as DOM markers with their labels. `place()` puts every label on a side of its port that keeps
 * it inside the map and clear of the overlays (`overlays()` gives the elements: legend, controls), of the
 * other ports and of the labels placed before it; the map calls it after each move.
 */
export function portLabels(map: MapLibreMap, ports: PortFeatures, overlays: () => Element[]) {
  const items = ports.features.map((f) => {
    const { marker, label } = portElement(f.properties.stop, f.properties.name);
    // Right of the port until the first placement, once the map has a size.
    label.dataset.side = 'right';
    Object.assign(label.style, SIDE_STYLE.right);
    return {
      label,
      marker: new Marker({ element: marker, anchor: 'center' })
        .setLngLat(f.geometry.coordinates as [number, number])
        .addTo(map),
    };
  });
  const place = () => {
    const container = map.getContainer();
    const sides = placeLabels(
      items.map(({ marker, label }) => ({
        ...map.project(marker.getLngLat()),
        size: { width: label.offsetWidth, height: label.offsetHeight },
      })),
      { width: container.clientWidth, height: container.clientHeight },
      rectsWithin(container, overlays()),
      LABEL_GAP,
    );
    items.forEach(({ label }, i) => {
      const side = sides[i]!;
      if (label.dataset.side === side) return;
      label.dataset.side = side;
      Object.assign(label.style, SIDE_STYLE[side]);
    });
  };
  return { place, remove: () => items.forEach(({ marker }) => marker.remove()) };
}
