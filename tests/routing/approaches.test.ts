import { describe, expect, it } from 'vitest';
import { RoutingError, geodesicNm } from '../../shared/routing/index.js';
import { loadRouter } from './load-router.js';

/** River, seaway and narrow-water approaches of the shipped network (issue #14, coverage). */
describe('port approaches', () => {
  const router = loadRouter();
  const duluth = { lat: 46.77, lng: -92.1, name: 'Duluth' };
  const rotterdam = { lat: 51.95, lng: 4.05, name: 'Rotterdam' };

  it('reaches the Great Lakes through the St Lawrence Seaway, within its size limits', () => {
    const open = router.route(duluth, rotterdam);
    expect(open.passages).toContain('St Lawrence Seaway');
    const seawayMax = router.route(duluth, rotterdam, { vessel: { loaM: 225, beamM: 23.7, draftM: 8 } });
    expect(seawayMax.distance).toBeCloseTo(open.distance, 0);
    for (const vessel of [{ loaM: 229 }, { beamM: 32.2 }, { draftM: 10 }]) {
      expect(() => router.route(duluth, rotterdam, { vessel })).toThrow(RoutingError);
    }
  });

  it('follows rivers to their ports: Galati on the Danube, Wuhan on the Yangtze, Basrah on the Shatt al-Arab', () => {
    const galati = router.route({ lat: 45.43, lng: 28.05 }, { lat: 41.0, lng: 29.0 });
    // Sulina to Galati is about 80 nm of river; the straight line to the Bosporus would be about 270 nm.
    expect(galati.distance).toBeGreaterThan(330);
    // Wuhan to Shanghai follows the Yangtze: far longer than the straight line over land (about 370 nm).
    const wuhan = router.route({ lat: 30.58, lng: 114.3 }, { lat: 31.23, lng: 121.5 });
    expect(wuhan.distance).toBeGreaterThan(1.25 * geodesicNm(30.58, 114.3, 31.23, 121.5));
    expect(router.route({ lat: 30.52, lng: 47.84 }, { lat: 26.6, lng: 56.4 }).passages).not.toContain('Suez Canal');
  });

  it('reaches Iquitos up the Amazon (Solimoes) and Vasteras through the Sodertalje canal and Lake Malaren', () => {
    const manaus = { lat: -3.13, lng: -60.02 },
      iquitos = { lat: -3.75, lng: -73.23 };
    // Up the river from Manaus: longer than the straight line over the forest (about 790 nm).
    const amazon = router.route(iquitos, manaus);
    expect(amazon.distance).toBeGreaterThan(1.05 * geodesicNm(iquitos.lat, iquitos.lng, manaus.lat, manaus.lng));
    const vasteras = { lat: 59.62, lng: 16.55 },
      landsort = { lat: 58.6, lng: 18.0 };
    // Through the lake and the canal at Sodertalje (its lock at 59.20 N 17.63 E), not over land.
    const malaren = router.route(vasteras, landsort);
    if (malaren.geometry.type !== 'LineString') throw new Error('expected one line');
    const nearLock = Math.min(...malaren.geometry.coordinates.map(([lng, lat]) => geodesicNm(lat, lng, 59.2, 17.63)));
    expect(nearLock).toBeLessThan(3);
    expect(malaren.distance).toBeGreaterThan(geodesicNm(vasteras.lat, vasteras.lng, landsort.lat, landsort.lng));
    expect(malaren.distance).toBeLessThan(100);
  });

  it('leaves a fjord through its water, not across the mountains (Narvik, Mo i Rana, Vancouver)', () => {
    for (const [lat, lng] of [
      [68.43, 17.42],
      [66.32, 14.13],
      [49.3, -123.1],
    ] as const) {
      const leg = router.route({ lat, lng }, rotterdam);
      if (leg.geometry.type !== 'LineString') throw new Error('expected one line');
      // The first turn lies inside the fjord or inlet: the approach is not one straight leg to open water.
      const [lng1, lat1] = leg.geometry.coordinates[1]!;
      expect(geodesicNm(lat, lng, lat1, lng1)).toBeLessThan(40);
    }
  });

  it('names the end that cannot be placed and its distance to the sea', () => {
    const madrid = { lat: 40.42, lng: -3.7, name: 'Madrid' };
    try {
      router.route(madrid, rotterdam);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(RoutingError);
      expect((e as RoutingError).endpoint).toBe('from');
      expect((e as RoutingError).message).toMatch(/Madrid is on land \d+ nm from the nearest sea/);
    }
    expect(() => router.route(rotterdam, madrid)).toThrow(expect.objectContaining({ endpoint: 'to' }));
  });
});
