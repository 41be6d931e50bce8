import {
  ROUTE_FLAGS,
  type CalculationPayload,
  type CargoRowValues,
} from '../../../shared/contract/calculation/index.js';

/** Where a ballast leg starts or ends: a position at sea when both coordinates were given, else a port name. */
export interface LegEnd {
  port: string;
  position: { lat: number; lng: number } | null;
}

export type RouteFlag = (typeof ROUTE_FLAGS)[number];

/** What the server needs to route the ballast legs at sea (ballast-legs.ts). */
export interface BallastLegRequest {
  /** The order's route flags: avoid Suez, Panama, Singapore, JWC areas, the HRA; minimise ECA miles. */
  flags: Record<RouteFlag, boolean>;
  /** The first row after Commence; null when the itinerary has no second row. */
  target: LegEnd | null;
  /** Each fleet entry's open position or port, in fleet order. */
  from: LegEnd[];
  /**
   * The order's Commence port ('' when the order has no Commence row) and whether the first row after it
   * has distances the user typed (normal or ECA above 0): a vessel opening there sails the typed leg.
   */
  commence: { port: string; typedLeg: boolean };
}

const legEnd = (record: { port: string; lat: number | null; lng: number | null }): LegEnd => ({
  port: record.port,
  position: record.lat !== null && record.lng !== null ? { lat: record.lat, lng: record.lng } : null,
});

/** The ends and flags of the ballast legs, read from the payload (rows by their engine order). */
export function ballastLegRequest(p: CalculationPayload, sources: (number | null)[]): BallastLegRequest {
  const first = sources[1];
  const target = first === null || first === undefined ? null : (p.cargoList[first] as CargoRowValues);
  const start = sources[0];
  const commence = start === null || start === undefined ? null : (p.cargoList[start] as CargoRowValues);
  return {
    flags: Object.fromEntries(ROUTE_FLAGS.map((f) => [f, p.clientQuery[f]])) as Record<RouteFlag, boolean>,
    target: target ? legEnd(target) : null,
    from: p.fleetList.map(legEnd),
    commence: {
      port: commence?.port ?? '',
      typedLeg: target !== null && ((target.distNormal ?? 0) > 0 || (target.distEca ?? 0) > 0),
    },
  };
}
