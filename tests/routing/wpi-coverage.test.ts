import { describe, expect, it } from 'vitest';
import { RoutingError, type RoutePoint } from '../../shared/routing/index.js';
import { loadRouter } from './load-router.js';
import { WPI_CSV, inCoverageScope, loadWpiPorts, sizedPort } from './wpi-ports.js';

/**
 * Issue #14, coverage over the World Port Index (read at test time from ../shared/data/wpi; skipped with a
 * message when absent). Population: harbour size Small, Medium or Large, on water connected to the world ocean:
 * WPI's World Water Body names an ocean, or the Great Lakes (reached through the St Lawrence Seaway). Closed
 * water (the Caspian) and ports beyond the network's ice limits (north of 72 N, south of 60 S, the Canadian
 * Arctic north of 66.5 N) are outside it by design and listed separately. Each port must be placed on the
 * network and routed to the nearest hub, for a vessel that fits the Kiel Canal and the Seaway; at least 99 %
 * must pass, and the rest is printed with the reason.
 */
const HUBS: RoutePoint[] = [
  { name: 'Singapore', lat: 1.2667, lng: 103.8333 },
  { name: 'Rotterdam', lat: 51.95, lng: 4.05 },
  { name: 'Qingdao', lat: 36.0833, lng: 120.3 },
  { name: 'Santos', lat: -23.97, lng: -46.3 },
  { name: 'Houston', lat: 29.73, lng: -95.27 },
  { name: 'Richards Bay', lat: -28.8, lng: 32.07 },
  { name: 'Vancouver', lat: 49.3, lng: -123.1 },
];
const VESSEL = { draftM: 8, loaM: 180, beamM: 23 };

const wpi = loadWpiPorts();

describe.skipIf(wpi === null)('World Port Index coverage (small harbours and larger, on tidal water)', () => {
  it('places and routes at least 99 % of them; prints the rest with the reason', () => {
    const router = loadRouter();
    const sized = (wpi ?? []).filter(sizedPort);
    const outside = sized.filter((p) => !inCoverageScope(p));
    const population = sized.filter(inCoverageScope);
    const failed: string[] = [];
    for (const p of population) {
      const hub = HUBS.reduce((best, h) =>
        Math.hypot(h.lat - p.lat, h.lng - p.lng) < Math.hypot(best.lat - p.lat, best.lng - p.lng) ? h : best,
      );
      try {
        router.route({ lat: p.lat, lng: p.lng, name: p.name }, hub, { vessel: VESSEL });
      } catch (e) {
        const code = e instanceof RoutingError ? e.code : 'ERROR';
        failed.push(`${p.name} (${p.country}; ${p.harborType}; ${p.lat}, ${p.lng}): ${code} ${(e as Error).message}`);
      }
    }
    const share = 1 - failed.length / population.length;
    console.log(
      `WPI: ${population.length} ports in the population, ${population.length - failed.length} routed ` +
        `(${(share * 100).toFixed(1)} %); ${outside.length} outside it by design ` +
        `(${outside.map((p) => `${p.name} ${p.lat}, ${p.lng}`).join('; ')})\n` +
        `not placed or not routed:\n${failed.join('\n')}`,
    );
    expect(share).toBeGreaterThanOrEqual(0.99);
  }, 300_000);
});

if (wpi === null) console.warn(`WPI coverage test skipped: ${WPI_CSV} is absent`);
