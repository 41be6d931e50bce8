import { describe, expect, it } from 'vitest';
import {
  ecaFeatures,
  legFeatures,
  legGeometry,
  portFeatures,
  routeBounds,
  routeTotals,
  type RouteLeg,
} from './route-geojson';

const A = { name: 'Kamsar', lat: 10.65, lng: -14.62 };
const B = { name: 'Rotterdam', lat: 51.95, lng: 4.05 };
const C = { name: 'Houston', lat: 29.73, lng: -95.27 };

const LEGS: RouteLeg[] = [
  {
    key: 'Kamsar_Rotterdam',
    distNormal: 2595,
    distEca: 0,
    passages: [],
    from: A,
    to: B,
    geometry: {
      type: 'LineString',
      coordinates: [
        [-14.62, 10.65],
        [-20, 30],
        [4.05, 51.95],
      ],
    },
  },
  {
    key: 'Rotterdam_Houston',
    distNormal: 3355,
    distEca: 1744,
    passages: ['Dover Strait'],
    from: B,
    to: C,
    geometry: null,
  },
];

describe('route GeoJSON', () => {
  it('keeps the router geometry and falls back to a straight segment', () => {
    expect(legGeometry(LEGS[0]!).coordinates).toHaveLength(3);
    expect(legGeometry(LEGS[1]!)).toEqual({
      type: 'LineString',
      coordinates: [
        [4.05, 51.95],
        [-95.27, 29.73],
      ],
    });
    expect(
      legGeometry({
        ...LEGS[1]!,
        geometry: {
          type: 'MultiLineString',
          coordinates: [
            [
              [170, 0],
              [180, 1],
            ],
            [
              [-180, 1],
              [-170, 2],
            ],
          ],
        },
      }).type,
    ).toBe('MultiLineString');
  });

  it('draws only the ECA stretches the router cut, with the leg for the tooltip', () => {
    expect(legFeatures(LEGS).features.map((f) => f.properties.label)).toEqual([
      'Kamsar → Rotterdam',
      'Rotterdam → Houston',
    ]);
    // No ECA geometry answered: nothing is guessed.
    expect(ecaFeatures(LEGS).features).toEqual([]);
    const stretches = {
      type: 'MultiLineString',
      coordinates: [
        [
          [4.05, 51.95],
          [2, 51],
        ],
        [
          [-80, 27],
          [-95.27, 29.73],
        ],
      ],
    };
    const withEca = [LEGS[0]!, { ...LEGS[1]!, ecaGeometry: stretches }];
    const eca = ecaFeatures(withEca).features;
    expect(eca).toHaveLength(1);
    expect(eca[0]!.geometry).toEqual(stretches);
    expect(eca[0]!.properties).toMatchObject({ label: 'Rotterdam → Houston', distEca: 1744 });
    // A leg without ECA miles draws no stretch, whatever comes back.
    expect(ecaFeatures([{ ...LEGS[0]!, ecaGeometry: stretches }]).features).toEqual([]);
  });

  it('numbers the stops and bounds the whole route', () => {
    expect(portFeatures(LEGS).features.map((f) => `${f.properties.stop} ${f.properties.name}`)).toEqual([
      '1 Kamsar',
      '2 Rotterdam',
      '3 Houston',
    ]);
    expect(routeBounds(LEGS)).toEqual([
      [-95.27, 10.65],
      [4.05, 51.95],
    ]);
    expect(routeBounds([])).toBeNull();
    expect(routeTotals(LEGS)).toEqual({ distNormal: 5950, distEca: 1744 });
  });
});
