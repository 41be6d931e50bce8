import { readFile } from 'node:fs/promises';
import { createRouter, parseNetwork, type AreaCollection, type Router } from '../../../shared/routing/index.js';
import { logger } from '../../logger.js';

export type { RouteLeg, RouteOptions, RoutePoint } from '../../../shared/routing/index.js';
export type SeaRouter = Router;

/** The network artifact and area polygons, beside this module (copied next to the build by build:server). */
const DATA = new URL('./data/', import.meta.url);

let loading: Promise<SeaRouter> | undefined;

/**
 * The sea router, loaded once per process on first use (about 0.1 s), then shared: it is immutable.
 * The per-edge area miles are warmed in the background so the first ECA or HRA query is not slow.
 */
export function seaRouter(): Promise<SeaRouter> {
  loading ??= (async () => {
    const started = Date.now();
    const [bytes, eca, security] = await Promise.all([
      readFile(new URL('sea-network.bin', DATA)),
      readFile(new URL('areas/eca_areas.geojson', DATA), 'utf8'),
      readFile(new URL('areas/security_areas.geojson', DATA), 'utf8'),
    ]);
    const areas: AreaCollection = {
      type: 'FeatureCollection',
      features: [...(JSON.parse(eca) as AreaCollection).features, ...(JSON.parse(security) as AreaCollection).features],
    };
    const router = createRouter({ network: parseNetwork(bytes), areas });
    logger.info({ version: router.version, ms: Date.now() - started }, 'sea network loaded');
    return router;
  })();
  return loading;
}

/** A point the request named, resolved: a port of the table, or a position. */
export interface ResolvedPoint {
  name: string;
  lat: number;
  lng: number;
  portId: number | null;
  country?: string | null;
  timeZone?: string | null;
}

export interface PortLookup {
  byId(id: number): Promise<ResolvedPoint | null>;
  byName(name: string): Promise<ResolvedPoint | null>;
}
