import type { Feature, FeatureCollection, LineString, MultiLineString, Point } from 'geojson';

/** One measured leg as the portDistances query answers it. */
export interface RouteLeg {
  key: string;
  distNormal: number;
  distEca: number;
  passages: readonly string[];
  geometry?: unknown;
  /** The leg's stretches inside ECAs in force (MultiLineString); null or absent when none. */
  ecaGeometry?: unknown;
  from: { name: string; lat: number; lng: number };
  to: { name: string; lat: number; lng: number };
}

export interface LegProperties {
  key: string;
  label: string;
  distNormal: number;
  distEca: number;
}

export interface PortProperties {
  name: string;
  /** 1-based stop number, shown in the label. */
  stop: number;
}

type Line = LineString | MultiLineString;

function isPosition(value: unknown): value is [number, number] {
  return Array.isArray(value) && value.length >= 2 && value.every((v) => typeof v === 'number' && Number.isFinite(v));
}

/** A GeoJSON LineString or MultiLineString as the router answers it; null for anything else. */
export function parseLine(value: unknown): Line | null {
  const g = value as { type?: unknown; coordinates?: unknown } | null | undefined;
  if (g?.type === 'LineString' && Array.isArray(g.coordinates) && g.coordinates.every(isPosition)) {
    return { type: 'LineString', coordinates: g.coordinates };
  }
  if (
    g?.type === 'MultiLineString' &&
    Array.isArray(g.coordinates) &&
    g.coordinates.every((part) => Array.isArray(part) && part.every(isPosition))
  ) {
    return { type: 'MultiLineString', coordinates: g.coordinates as [number, number][][] };
  }
  return null;
}

/** The router's GeoJSON (LineString or MultiLineString split at 180°); a straight segment when absent. */
export function legGeometry(leg: RouteLeg): Line {
  const line = parseLine(leg.geometry);
  if (line) return line;
  return {
    type: 'LineString',
    coordinates: [
      [leg.from.lng, leg.from.lat],
      [leg.to.lng, leg.to.lat],
    ],
  };
}

const legProperties = (leg: RouteLeg): LegProperties => ({
  key: leg.key,
  label: `${leg.from.name} → ${leg.to.name}`,
  distNormal: leg.distNormal,
  distEca: leg.distEca,
});

export function legFeatures(legs: readonly RouteLeg[]): FeatureCollection<Line, LegProperties> {
  return {
    type: 'FeatureCollection',
    features: legs.map((leg): Feature<Line, LegProperties> => ({
      type: 'Feature',
      geometry: legGeometry(leg),
      properties: legProperties(leg),
    })),
  };
}

/**
 * The ECA stretches as the router cut them (one feature per leg that has them, with the leg's properties for
 * the tooltip). A leg without ECA geometry draws none: nothing is guessed.
 */
export function ecaFeatures(legs: readonly RouteLeg[]): FeatureCollection<Line, LegProperties> {
  const features: Feature<Line, LegProperties>[] = [];
  for (const leg of legs) {
    const geometry = leg.distEca > 0 ? parseLine(leg.ecaGeometry) : null;
    if (geometry) features.push({ type: 'Feature', geometry, properties: legProperties(leg) });
  }
  return { type: 'FeatureCollection', features };
}

export type PortFeatures = FeatureCollection<Point, PortProperties>;

/** The stops, numbered in voyage order: each leg's start, then the last leg's end. */
export function portFeatures(legs: readonly RouteLeg[]): PortFeatures {
  const stops = legs.length === 0 ? [] : [...legs.map((l) => l.from), legs[legs.length - 1]!.to];
  return {
    type: 'FeatureCollection',
    features: stops.map((s, i) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [s.lng, s.lat] },
      properties: { name: s.name, stop: i + 1 },
    })),
  };
}

/**
 * [[west, south], [east, north]] around every coordinate of the route; null for an empty route. Of legs in
 * one frame (`frameRoute`), a route across 180° is bounded the short way, and west may be below -180 or
 * east above 180; of the router's legs as they come, such a route spans the whole world.
 */
export function routeBounds(legs: readonly RouteLeg[]): [[number, number], [number, number]] | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const leg of legs) {
    const g = legGeometry(leg);
    const lines = g.type === 'LineString' ? [g.coordinates] : g.coordinates;
    for (const line of lines) {
      for (const [lng, lat] of line) {
        west = Math.min(west, lng!);
        east = Math.max(east, lng!);
        south = Math.min(south, lat!);
        north = Math.max(north, lat!);
      }
    }
  }
  return Number.isFinite(west)
    ? [
        [west, south],
        [east, north],
      ]
    : null;
}

export interface RouteTotals {
  distNormal: number;
  distEca: number;
}

export function routeTotals(legs: readonly RouteLeg[]): RouteTotals {
  return legs.reduce((t, l) => ({ distNormal: t.distNormal + l.distNormal, distEca: t.distEca + l.distEca }), {
    distNormal: 0,
    distEca: 0,
  });
}
