import type { Position } from 'geojson';
import { legGeometry, parseLine, type RouteLeg } from './route-geojson';

/**
 * The router splits a line at 180° (GeoJSON convention), so a trans-Pacific route arrives as parts ending
 * at +180 and restarting at -180. Drawn and bounded as they come, such a route spans the whole world and
 * is framed over the Atlantic. Here every coordinate of a route is moved into one continuous frame instead:
 * longitudes are unwrapped so that consecutive points differ by less than 180°, which may take them past
 * ±180 (MapLibre draws those on the neighbouring world copy, so the line stays one piece).
 */

/** How many whole turns to add to `lng` for it to lie within 180° of `reference`. */
export function turnsTowards(lng: number, reference: number): number {
  return -Math.round((lng - reference) / 360);
}

/** `lng` moved by whole turns to lie within 180° of `reference`. */
export function nearestTurn(lng: number, reference: number): number {
  return moved(lng, turnsTowards(lng, reference));
}

/** Adds whole turns; none leaves the value exactly as it was. */
const moved = (lng: number, turns: number) => (turns === 0 ? lng : lng + 360 * turns);

/** A point as the router gave it, with the whole turns that put it in the frame (applied once, at the end). */
type FramePoint = [lng: number, lat: number, turns: number];
const frameLng = ([lng, , turns]: FramePoint) => moved(lng, turns);

/** Unwraps one line, starting from `previous` (the frame's last longitude) when given. */
function unwrapLine(line: readonly Position[], previous: number | undefined): FramePoint[] {
  let last = previous;
  return line.map(([lng, lat]): FramePoint => {
    const turns = last === undefined ? 0 : turnsTowards(lng!, last);
    last = moved(lng!, turns);
    return [lng!, lat!, turns];
  });
}

function linesOf(g: ReturnType<typeof legGeometry>): Position[][] {
  return g.type === 'LineString' ? [g.coordinates] : g.coordinates;
}

/** The frame longitude of the point of `line` nearest to `[lng, lat]` (longitudes compared the short way). */
function nearestFrameLng(lng: number, lat: number, line: readonly FramePoint[]): number | undefined {
  let best: number | undefined;
  let bestDistance = Infinity;
  for (const point of line) {
    const x = frameLng(point);
    const d = (nearestTurn(lng, x) - x) ** 2 + (lat - point[1]) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = x;
    }
  }
  return best;
}

/** The turns that put a port beside its end of the leg's line. */
function portTurns(port: { lat: number; lng: number }, end: readonly FramePoint[]): number {
  const reference = nearestFrameLng(port.lng, port.lat, end);
  return reference === undefined ? 0 : turnsTowards(port.lng, reference);
}

function toPositions(lines: FramePoint[][], turns: number): Position[][] {
  return lines.map((line) => line.map(([lng, lat, t]) => [moved(lng, t + turns), lat]));
}

function asGeometry(lines: Position[][], multi: boolean) {
  return multi
    ? { type: 'MultiLineString' as const, coordinates: lines }
    : { type: 'LineString' as const, coordinates: lines[0]! };
}

/**
 * The legs in one continuous frame: each leg's line continues from where the previous one ended, its ports
 * sit at the ends of its line, and its ECA stretches lie beside the part of the line they were cut from.
 * The frame is then moved by whole turns so that its middle lies within -180..180.
 */
export function frameRoute(legs: readonly RouteLeg[]): RouteLeg[] {
  let previous: number | undefined;
  const framed = legs.map((leg) => {
    const g = legGeometry(leg);
    const lines = linesOf(g).map((line) => {
      const unwrapped = unwrapLine(line, previous);
      if (unwrapped.length > 0) previous = frameLng(unwrapped[unwrapped.length - 1]!);
      return unwrapped;
    });
    const path = lines.flat();
    const eca = leg.distEca > 0 ? parseLine(leg.ecaGeometry) : null;
    const ecaLines = eca
      ? linesOf(eca).map((part) =>
          unwrapLine(part, part.length === 0 ? undefined : nearestFrameLng(part[0]![0]!, part[0]![1]!, path)),
        )
      : null;
    return {
      leg,
      lines,
      multi: g.type === 'MultiLineString',
      ecaLines,
      ecaMulti: eca?.type === 'MultiLineString',
      fromTurns: portTurns(leg.from, path.slice(0, 1)),
      toTurns: portTurns(leg.to, path.slice(-1)),
    };
  });
  let west = Infinity;
  let east = -Infinity;
  for (const f of framed) {
    for (const point of f.lines.flat()) {
      west = Math.min(west, frameLng(point));
      east = Math.max(east, frameLng(point));
    }
  }
  const middle = Number.isFinite(west) ? (west + east) / 2 : 0;
  const turns = -Math.round(middle / 360);
  return framed.map(({ leg, lines, multi, ecaLines, ecaMulti, fromTurns, toTurns }) => ({
    ...leg,
    geometry: asGeometry(toPositions(lines, turns), multi),
    ecaGeometry: ecaLines ? asGeometry(toPositions(ecaLines, turns), ecaMulti) : null,
    from: { ...leg.from, lng: moved(leg.from.lng, fromTurns + turns) },
    to: { ...leg.to, lng: moved(leg.to.lng, toTurns + turns) },
  }));
}
