/** Sea routing: pure code, the network and areas are passed in as data. Distances in nautical miles. */
export { createRouter, type Router } from './create-router.js';
export { parseNetwork, encodeNetwork, type NetworkInput } from './network-format.js';
export { RoutingError, type RoutingErrorCode } from './routing-error.js';
export {
  prepareAreas,
  areaPeriod,
  inForce,
  type AreaCollection,
  type AreaFeature,
  type AreaKind,
  type AreaProperties,
  type PreparedArea,
} from './areas.js';
export { geodesicNm } from './geodesy.js';
export { ECA_EXTRA, RISK_EXTRA } from './edge-costs.js';
export type {
  LineGeometry,
  NetworkArtifact,
  PassageInfo,
  Position,
  RouteLeg,
  RouteOptions,
  RoutePoint,
  SeaRaster,
  VesselDims,
} from './types.js';
