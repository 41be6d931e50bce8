import type { Em } from '../../db/orm.js';
import { AppError, badInput, notFound } from '../../errors/app-error.js';
import { parseInput } from '../../errors/parse-input.js';
import { assertRoute, type Actor } from '../auth/actor.js';
import { Organization } from '../organizations/organization.entity.js';
import { PortDistanceOverride } from '../ports/port-distance-override.entity.js';
import { savedDistancesOf, savedPairKey as pairKey, type SavedDistance } from '../ports/saved-distances.js';
import { User } from '../users/user.entity.js';
import { resetDistanceSchema, saveDistanceSchema } from './distance-override.schema.js';
import {
  distanceRequestSchema,
  labelOf,
  pairsOf,
  type DistanceRequest,
  type PointInput,
  type PointPair,
} from './distance-request.js';
import { cachedRoute, type RouteCache } from './route-cache.js';
import type { PortLookup, ResolvedPoint, RouteLeg, SeaRouter } from './sea-router.js';
import { RoutingError } from '../../../shared/routing/index.js';
import { timeZoneAt } from '../ports/port-facts.js';

/** How far (degrees of latitude and of longitude) a named position may lie from the port of that name. */
const NEAR_DEGREES = 1;

/** One measured pair of the getPortDistance answer, keyed 'portA_portB'. */
export interface PairDistance {
  from: ResolvedPoint;
  to: ResolvedPoint;
  distNormal: number;
  distEca: number;
  distance: number;
  passages: string[];
  geometry: RouteLeg['geometry'] | null;
  /** The parts of `geometry` inside ECAs in force (MultiLineString), null when none or no geometry asked. */
  ecaGeometry: NonNullable<RouteLeg['ecaGeometry']> | null;
  /** True when the organization's saved distance replaced the routed one. */
  overridden: boolean;
  notes: string | null;
}

export interface RoutingDeps {
  router: () => Promise<SeaRouter>;
  ports: PortLookup;
  cache: RouteCache<RouteLeg>;
}

/** Sea distances between ports or positions, with the organization's saved distances on top. */
export class RoutingService {
  constructor(
    private readonly em: Em,
    private readonly deps: RoutingDeps,
  ) {}

  async portDistances(actor: Actor, raw: unknown): Promise<Record<string, PairDistance>> {
    assertRoute(actor, '/calculator', '/orders', '/map/:id');
    const req = parseInput(distanceRequestSchema, raw);
    const router = await this.deps.router();
    const answer: Record<string, PairDistance> = {};
    const saved = req.routeOverride
      ? await savedDistancesOf(this.em, actor.organizationId)
      : new Map<string, SavedDistance>();
    for (const pair of pairsOf(req)) {
      const from = await this.resolve(pair.from, pair.fromField);
      const to = await this.resolve(pair.to, pair.toField);
      const fromLabel = labelOf(pair.from) ?? from.name;
      const toLabel = labelOf(pair.to) ?? to.name;
      const key = `${fromLabel}_${toLabel}`;
      const pairSaved = saved.get(pairKey(fromLabel, toLabel));
      // A pair saved with notes only keeps its routed distance.
      const savedNormal = pairSaved?.distNormal ?? null;
      const own = savedNormal === null ? null : { distNormal: savedNormal, distEca: pairSaved?.distEca ?? 0 };
      const leg = this.route(router, from, to, req, pair);
      answer[key] = {
        from,
        to,
        distNormal: own ? own.distNormal : leg.distNormal,
        distEca: own ? own.distEca : leg.distEca,
        distance: own ? own.distNormal + own.distEca : leg.distance,
        passages: leg.passages,
        geometry: req.getGeometry ? leg.geometry : null,
        ecaGeometry: req.getGeometry ? (leg.ecaGeometry ?? null) : null,
        overridden: own !== null,
        notes: pairSaved?.notes ?? null,
      };
    }
    return answer;
  }

  /**
   * Saves (creates or replaces) the organization's distance for a port pair, or its notes alone (no
   * distance given: a saved distance stays, and a pair without one keeps its routed distance); `raw` as
   * either API sent it.
   */
  async saveOverride(actor: Actor, raw: unknown): Promise<PortDistanceOverride> {
    assertRoute(actor, '/calculator');
    const input = parseInput(saveDistanceSchema, raw);
    return this.em.transactional(async (tx) => {
      const { openingPort, endingPort } = input;
      const wanted = pairKey(openingPort, endingPort);
      const existing = (await tx.find(PortDistanceOverride, { organization: actor.organizationId })).find(
        (r) => pairKey(r.fromPort, r.toPort) === wanted,
      );
      const row =
        existing ??
        tx.create(PortDistanceOverride, {
          organization: tx.getReference(Organization, actor.organizationId),
          fromPort: openingPort,
          toPort: endingPort,
        });
      row.fromPort = openingPort;
      row.toPort = endingPort;
      // The one rule of both APIs: a save without distances is a save of the notes alone.
      if (input.distNormal !== undefined) {
        row.distNormal = input.distNormal;
        row.distEca = input.distEca ?? 0;
      }
      if (input.notes !== undefined) row.notes = input.notes;
      row.createdBy = tx.getReference(User, actor.id);
      await tx.flush();
      return row;
    });
  }

  /** One of the organization's saved distances (node(id) of a PortDistanceOverride). */
  async override(actor: Actor, id: number): Promise<PortDistanceOverride> {
    assertRoute(actor, '/calculator');
    const row = await this.em.findOne(PortDistanceOverride, { id, organization: actor.organizationId });
    if (!row) throw notFound('Saved distance', id);
    return row;
  }

  /** Removes saved distances: one by id, or the pair's; returns how many were removed. `raw` as either API sent it. */
  async resetOverride(actor: Actor, raw: unknown): Promise<number> {
    assertRoute(actor, '/calculator');
    const input = parseInput(resetDistanceSchema, raw);
    if (input.id != null) {
      const row = await this.em.findOne(PortDistanceOverride, { id: input.id, organization: actor.organizationId });
      if (!row) throw notFound('Saved distance', input.id);
      await this.em.remove(row).flush();
      return 1;
    }
    if (!input.openingPort || !input.endingPort)
      throw badInput('Give the id, or openingPort and endingPort', 'openingPort');
    const wanted = pairKey(input.openingPort, input.endingPort);
    const rows = (await this.em.find(PortDistanceOverride, { organization: actor.organizationId })).filter(
      (r) => pairKey(r.fromPort, r.toPort) === wanted,
    );
    if (rows.length > 0) await this.em.remove(rows).flush();
    return rows.length;
  }

  private async resolve(point: PointInput, field: string): Promise<ResolvedPoint> {
    if (typeof point === 'number') {
      const port = await this.deps.ports.byId(point);
      if (!port) throw badInput(`Unknown port id ${point}`, field);
      return port;
    }
    if (typeof point === 'string') {
      const port = await this.deps.ports.byName(point);
      if (!port) throw badInput(`Unknown port '${point}'`, field);
      return port;
    }
    if (point.lat != null && point.lng != null) {
      const named = point.name || point.port || undefined;
      const name = named || `${point.lat.toFixed(4)},${point.lng.toFixed(4)}`;
      return {
        name,
        lat: point.lat,
        lng: point.lng,
        portId: null,
        ...(await this.placeFacts(point.lat, point.lng, named)),
      };
    }
    const port =
      point.id != null
        ? await this.deps.ports.byId(point.id)
        : await this.deps.ports.byName(point.name || point.port || '');
    if (!port) throw badInput(`Unknown port '${point.name || point.port || point.id}'`, field);
    return port;
  }

  /**
   * Country and time zone of a position: those of the port it names when that port lies close by (a
   * name alone could be another Newcastle), else the time zone at the position.
   */
  private async placeFacts(
    lat: number,
    lng: number,
    name: string | undefined,
  ): Promise<{ country: string | null; timeZone: string | null }> {
    const port = name ? await this.deps.ports.byName(name) : null;
    if (port && Math.abs(port.lat - lat) <= NEAR_DEGREES && Math.abs(port.lng - lng) <= NEAR_DEGREES) {
      return { country: port.country ?? null, timeZone: port.timeZone ?? timeZoneAt(lat, lng) };
    }
    return { country: null, timeZone: timeZoneAt(lat, lng) };
  }

  private route(
    router: SeaRouter,
    from: ResolvedPoint,
    to: ResolvedPoint,
    req: DistanceRequest,
    pair: PointPair,
  ): RouteLeg {
    const options = {
      avoidSuez: req.suez,
      avoidPanama: req.panama,
      avoidSingapore: req.singapore,
      avoidJwc: req.jwc,
      avoidHra: req.hra,
      minimiseEca: req.eca,
      ...(req.vessel
        ? {
            vessel: {
              ...(req.vessel.draftM ? { draftM: req.vessel.draftM } : {}),
              ...(req.vessel.loaM ? { loaM: req.vessel.loaM } : {}),
              ...(req.vessel.beamM ? { beamM: req.vessel.beamM } : {}),
            },
          }
        : {}),
      date: (req.date ?? new Date().toISOString()).slice(0, 10),
    };
    try {
      return cachedRoute(
        router,
        this.deps.cache,
        { lat: from.lat, lng: from.lng },
        { lat: to.lat, lng: to.lng },
        options,
      );
    } catch (err) {
      if (err instanceof RoutingError) {
        // A point that cannot be placed is named by its own item; a pair with no route by its destination.
        const field = err.endpoint === 'from' ? pair.fromField : pair.toField;
        throw new AppError('BAD_USER_INPUT', `No sea route from ${from.name} to ${to.name}: ${err.message}`, { field });
      }
      throw err;
    }
  }
}
