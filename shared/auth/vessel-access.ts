import { allowedRoutes, type GuardedRoute } from './routes.js';

/**
 * The screens that read and edit the vessel catalogue: vessel information, the vessel editor and the
 * calculator (whose Vessel Details and Add Fleet create vessels). Whoever may open one of them may create
 * a catalogue vessel; the vessels service enforces it for REST and GraphQL, and the web offers creation
 * (Add Fleet's Auto tab for a position whose ship is not in the catalogue) only to the same roles.
 */
export const VESSEL_ROUTES: readonly GuardedRoute[] = ['/vessel_information', '/vessel/:id', '/calculator'];

/** True when these roles may create (and update) catalogue vessels. */
export function mayEditVesselCatalogue(roles: readonly string[]): boolean {
  const allowed = allowedRoutes(roles);
  return VESSEL_ROUTES.some((r) => allowed.includes(r));
}
