import { MENU, allowedRoutes } from '../../../../../shared/auth/routes';
import { GUARDED_TITLES } from '../../../app/route-titles';

export interface RouteLink {
  path: string;
  label: string;
}

/**
 * The welcome page's navigation list: every allowed route that can be opened without an id,
 * labelled as in the menu where the menu has it, else with the screen title.
 */
export function allowedRouteLinks(roles: readonly string[]): RouteLink[] {
  return allowedRoutes(roles)
    .filter((route) => !route.includes(':'))
    .map((route) => ({
      path: route,
      label: MENU.find((m) => m.route === route)?.label ?? GUARDED_TITLES[route],
    }));
}
