/**
 * Role names and the route table of spec 1 section 6. The same table drives the
 * web guards, the drawer menu and the server's authorisation checks, so a role
 * can never reach through the API what its screens do not offer.
 */
export const ROLE = {
  admin: 'ADMIN',
  pricing: 'Pricing',
  sales: 'Sales',
  superAdmin: 'Super Admin',
} as const;

export type RoleName = (typeof ROLE)[keyof typeof ROLE];

export const ALL_ROLES: readonly RoleName[] = [ROLE.admin, ROLE.pricing, ROLE.sales, ROLE.superAdmin];

/** Roles an organization administrator may assign; Super Admin is never assignable (spec 2 section 6). */
export const ASSIGNABLE_ROLES: readonly RoleName[] = [ROLE.admin, ROLE.pricing, ROLE.sales];

/** Guarded route patterns, in the order the spec lists them. */
export const GUARDED_ROUTES = [
  '/',
  '/orders',
  '/user_organization',
  '/vessel_information',
  '/vessel/:id',
  '/voyages',
  '/calculator',
  '/email_parser',
  '/map/:id',
  '/saved/:id',
  '/saved',
  '/setup_organization',
  '/welcome',
  // Not in spec 1: the organization's API tokens (issue #20), for ADMIN only.
  '/api_tokens',
] as const;

export type GuardedRoute = (typeof GUARDED_ROUTES)[number];

/** Routes that only make sense signed out; a signed-in user is sent to '/'. */
export const UNGUARDED_ROUTES = [
  '/login',
  '/forgot_password',
  '/request_signup',
  '/reset_password',
  '/google',
  '/oauth2/redirect',
  '/profile',
] as const;

const ADMIN_ROUTES: readonly GuardedRoute[] = [
  '/',
  '/orders',
  '/user_organization',
  '/vessel_information',
  '/vessel/:id',
  '/voyages',
  '/calculator',
  '/email_parser',
  '/map/:id',
  '/saved/:id',
  '/saved',
  '/api_tokens',
];
const PRICING_ROUTES = ADMIN_ROUTES.filter((r) => r !== '/' && r !== '/api_tokens');
const SUPER_ADMIN_ROUTES: readonly GuardedRoute[] = [
  '/',
  '/user_organization',
  '/vessel_information',
  '/setup_organization',
  '/map/:id',
  '/saved/:id',
  '/saved',
];
const OTHER_ROUTES: readonly GuardedRoute[] = ['/orders', '/map/:id', '/saved/:id', '/saved'];

/**
 * The routes a set of roles may open. The spec's table is a cascade: ADMIN wins,
 * then Pricing, then Super Admin, then everyone else (Sales included). /welcome,
 * where login lands, is open to every signed-in user.
 */
export function allowedRoutes(roles: readonly string[]): GuardedRoute[] {
  const has = (r: RoleName) => roles.includes(r);
  let base: readonly GuardedRoute[];
  if (has(ROLE.admin)) base = ADMIN_ROUTES;
  else if (has(ROLE.pricing)) base = PRICING_ROUTES;
  else if (has(ROLE.superAdmin)) base = SUPER_ADMIN_ROUTES;
  else base = OTHER_ROUTES;
  return [...base, '/welcome'];
}

/** True when the session's roles include Super Admin: the "admin login" that may pick an organization. */
export function isSuperAdmin(roles: readonly string[]): boolean {
  return roles.includes(ROLE.superAdmin);
}

/** Matches a concrete path such as /vessel/12 against the route patterns. */
export function matchRoute(path: string): GuardedRoute | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return GUARDED_ROUTES.find((pattern) => {
    const re = new RegExp('^' + pattern.replace(/:[a-zA-Z]+/g, '[^/]+') + '$');
    return re.test(clean);
  });
}

export function canOpen(roles: readonly string[], path: string): boolean {
  const route = matchRoute(path);
  return route !== undefined && allowedRoutes(roles).includes(route);
}

/** Drawer entries of spec 1 section 2 plus Saved Results, in menu order, each with the route that must be allowed. */
export const MENU = [
  {
    label: 'Dashboard',
    path: '/',
    route: '/',
    alsoActiveOn: ['/setup_organization', '/user_organization', '/vessel_information', '/vessel/'],
  },
  { label: 'Freight Order', path: '/orders', route: '/orders', alsoActiveOn: [] },
  { label: 'My Matrix', path: '/calculator', route: '/calculator', alsoActiveOn: [] },
  { label: 'E-mail Reader', path: '/email_parser', route: '/email_parser', alsoActiveOn: [] },
  { label: 'My Voyages', path: '/voyages', route: '/voyages', alsoActiveOn: [] },
  // Not in spec 1's list: the saved results list (spec 2) has a route for every role, so it has an entry.
  { label: 'Saved Results', path: '/saved', route: '/saved', alsoActiveOn: ['/saved/'] },
  { label: 'Welcome', path: '/welcome', route: '/welcome', alsoActiveOn: [] },
  // Issue #20: the organization's API tokens for integrators (ADMIN only).
  { label: 'API Tokens', path: '/api_tokens', route: '/api_tokens', alsoActiveOn: [] },
] as const satisfies readonly { label: string; path: string; route: GuardedRoute; alsoActiveOn: readonly string[] }[];

export function menuFor(roles: readonly string[]) {
  const allowed = allowedRoutes(roles);
  return MENU.filter((m) => allowed.includes(m.route));
}
