import { allowedRoutes } from '../../../../../shared/auth/routes';

/**
 * Where a signed-in user lands when the requested path is not theirs: the first route of
 * their table that can be opened without an id. /welcome is open to everyone, so there is
 * always one.
 */
export function firstAllowedPath(roles: readonly string[]): string {
  return allowedRoutes(roles).find((route) => !route.includes(':')) ?? '/welcome';
}
