import type { LineString, MultiLineString, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { frameRoute, nearestTurn } from './route-frame';
import { legFeatures, portFeatures, routeBounds, type RouteLeg } from './route-geojson';

// Router geometries sampled from real answers (every few points kept, ends exact).
const CONVENT = { name: 'Convent', lat: 30.02, lng: -90.83 };
const QINGDAO = { name: 'Qingdao', lat: 36.08, lng: 120.3 };
const CONVENT_QINGDAO: RouteLeg = {
  key: 'Convent_Qingdao',
  distNormal: 9210,
  distEca: 1100,
  passages: ['Panama Canal'],
  from: CONVENT,
  to: QINGDAO,
  geometry: {
    type: 'MultiLineString',
    coordinates: [
      [
        [-90.83, 30.02],
        [-79.97, 11.23],
        [-79.52, 8.88],
        [-110.22, 22.83],
        [-147.2, 47.2],
        [-175.01, 52.58],
        [-180, 52.43],
      ],
      [
        [180, 52.43],
        [162.09, 50.38],
        [137.99, 43.29],
        [127.93, 34.29],
        [120.3, 36.08],
      ],
    ],
  },
  ecaGeometry: {
    type: 'MultiLineString',
    coordinates: [
      [
        [-90.83, 30.02],
        [-87.4, 26.08],
      ],
      [
        [-119.23, 31.02],
        [-127.22, 37.17],
      ],
    ],
  },
};

const ROTTERDAM_SINGAPORE: RouteLeg = {
  key: 'Rotterdam_Singapore',
  distNormal: 8300,
  distEca: 500,
  passages: ['Suez Canal'],
  from: { name: 'Rotterdam', lat: 51.95, lng: 4.05 },
  to: { name: 'Singapore', lat: 1.27, lng: 103.83 },
  geometry: {
    type: 'LineString',
    coordinates: [
      [4.05, 51.95],
      [-6.86, 47.31],
      [-4.95, 36.05],
      [32.36, 31.36],
      [51.34, 12.36],
      [84.98, 5.92],
      [103.83, 1.27],
    ],
  },
};

const YOKOHAMA_LONG_BEACH: RouteLeg = {
  key: 'Yokohama_Long Beach',
  distNormal: 4356,
  distEca: 400,
  passages: [],
  from: { name: 'Yokohama', lat: 35.45, lng: 139.65 },
  to: { name: 'Long Beach', lat: 33.75, lng: -118.22 },
  geometry: {
    type: 'MultiLineString',
    coordinates: [
      [
        [139.65, 35.45],
        [162.83, 43.5],
        [180, 46.23],
      ],
      [
        [-180, 46.23],
        [-158.0, 45.84],
        [-127.15, 37.3],
        [-118.22, 33.75],
      ],
    ],
  },
  ecaGeometry: {
    type: 'MultiLineString',
    coordinates: [
      [
        [-127.39, 37.41],
        [-118.22, 33.75],
      ],
    ],
  },
};

const lngSpan = (b: ReturnType<typeof routeBounds>) => b![1][0] - b![0][0];

/** Every step between consecutive points of every line, in degrees of longitude. */
function steps(lines: Position[][]): number[] {
  return lines.flat().flatMap((p, i, all) => (i === 0 ? [] : [Math.abs(p[0]! - all[i - 1]![0]!)]));
}

describe('route framing across the antimeridian', () => {
  it('moves a longitude by whole turns next to a reference', () => {
    expect(nearestTurn(120, -180)).toBe(-240);
    expect(nearestTurn(-118, 170)).toBe(242);
    expect(nearestTurn(10, 0)).toBe(10);
  });

  it('frames Convent -> Qingdao via Panama across the Pacific, not the whole world', () => {
    expect(lngSpan(routeBounds([CONVENT_QINGDAO]))).toBe(360); // as the router split it
    const framed = frameRoute([CONVENT_QINGDAO]);
    const bounds = routeBounds(framed)!;
    // From Qingdao (120.3 E, one turn west) to Panama (79.52 W): 160.2 degrees, not 360.
    expect(bounds[0][0]).toBeCloseTo(120.3 - 360, 6);
    expect(bounds[1][0]).toBeCloseTo(-79.52, 6);
    expect(lngSpan(bounds)).toBeLessThan(200);
    expect([bounds[0][1], bounds[1][1]]).toEqual([8.88, 52.58]);
    // One continuous line: the parts meet at 180 W and no step jumps across the world.
    const g = framed[0]!.geometry as MultiLineString;
    expect(g.coordinates[0]!.at(-1)).toEqual([-180, 52.43]);
    expect(g.coordinates[1]![0]).toEqual([-180, 52.43]);
    expect(Math.max(...steps(g.coordinates))).toBeLessThan(180);
    // The ports sit at the ends of the line; the ECA stretches stay beside the US coasts.
    expect(portFeatures(framed).features.map((f) => f.geometry.coordinates)).toEqual([
      [-90.83, 30.02],
      [120.3 - 360, 36.08],
    ]);
    expect((framed[0]!.ecaGeometry as MultiLineString).coordinates).toEqual(
      (CONVENT_QINGDAO.ecaGeometry as MultiLineString).coordinates,
    );
  });

  it('leaves Rotterdam -> Singapore (no crossing) as it is', () => {
    const framed = frameRoute([ROTTERDAM_SINGAPORE]);
    expect(framed[0]!.geometry).toEqual(ROTTERDAM_SINGAPORE.geometry);
    expect(routeBounds(framed)).toEqual([
      [-6.86, 1.27],
      [103.83, 51.95],
    ]);
    expect(framed[0]!.ecaGeometry).toBeNull();
  });

  it('frames Japan -> US West Coast around 180 and keeps the middle within -180..180', () => {
    const framed = frameRoute([YOKOHAMA_LONG_BEACH]);
    const bounds = routeBounds(framed)!;
    // 139.65 E to 118.22 W the short way: 102.13 degrees; the middle (189 E) is moved to 171 W.
    expect(bounds[0][0]).toBeCloseTo(139.65 - 360, 6);
    expect(bounds[1][0]).toBeCloseTo(-118.22, 6);
    expect(lngSpan(bounds)).toBeCloseTo(102.13, 6);
    const middle = (bounds[0][0] + bounds[1][0]) / 2;
    expect(middle).toBeGreaterThanOrEqual(-180);
    expect(middle).toBeLessThanOrEqual(180);
    expect(Math.max(...steps((framed[0]!.geometry as MultiLineString).coordinates))).toBeLessThan(180);
    expect((framed[0]!.ecaGeometry as MultiLineString).coordinates[0]![0]).toEqual([-127.39, 37.41]);
  });

  it('continues the frame from leg to leg, with ECA stretches moved next to their leg', () => {
    const yokohama = YOKOHAMA_LONG_BEACH.from;
    const onward: RouteLeg = {
      key: 'Qingdao_Yokohama',
      distNormal: 1100,
      distEca: 50,
      passages: [],
      from: QINGDAO,
      to: yokohama,
      geometry: null,
      ecaGeometry: {
        type: 'LineString',
        coordinates: [
          [135, 34],
          [139.65, 35.45],
        ],
      },
    };
    const framed = frameRoute([CONVENT_QINGDAO, onward]);
    // Drawn straight, continuing from Qingdao at 239.7 W: Yokohama and its stretch land one turn west too.
    expect(framed[1]!.geometry).toEqual({
      type: 'LineString',
      coordinates: [
        [120.3 - 360, 36.08],
        [139.65 - 360, 35.45],
      ],
    });
    expect(framed[1]!.ecaGeometry).toEqual({
      type: 'LineString',
      coordinates: [
        [135 - 360, 34],
        [139.65 - 360, 35.45],
      ],
    });
    expect(legFeatures(framed).features).toHaveLength(2);
    expect(lngSpan(routeBounds(framed))).toBeCloseTo(160.18, 6);
    // Round the world (on from Qingdao by Singapore and Suez, then back across the Atlantic): the bounds say
    // it is wider than a world view, and the map then fits at its lowest zoom.
    const singapore = ROTTERDAM_SINGAPORE.to;
    const rotterdam = ROTTERDAM_SINGAPORE.from;
    const around = frameRoute([
      CONVENT_QINGDAO,
      { ...onward, key: 'Qingdao_Singapore', to: singapore, ecaGeometry: null, distEca: 0 },
      {
        ...ROTTERDAM_SINGAPORE,
        key: 'Singapore_Rotterdam',
        from: singapore,
        to: rotterdam,
        geometry: {
          type: 'LineString',
          coordinates: [...(ROTTERDAM_SINGAPORE.geometry as LineString).coordinates].reverse(),
        },
      },
      { ...onward, key: 'Rotterdam_Convent', from: rotterdam, to: CONVENT, ecaGeometry: null, distEca: 0 },
    ]);
    expect(lngSpan(routeBounds(around))).toBeGreaterThan(360);
  });

  it('bounds a single point as a point', () => {
    const here = { name: 'Singapore', lat: 1.27, lng: 103.83 };
    const framed = frameRoute([{ key: 'a', distNormal: 0, distEca: 0, passages: [], from: here, to: here }]);
    expect(routeBounds(framed)).toEqual([
      [103.83, 1.27],
      [103.83, 1.27],
    ]);
    expect(frameRoute([])).toEqual([]);
  });
});
