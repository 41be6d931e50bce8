import { describe, expect, it } from 'vitest';
import { ALL_ROLES, allowedRoutes, canOpen, matchRoute, menuFor } from './routes.js';

describe('route table of spec 1 section 6', () => {
  it.each([
    [
      ['ADMIN'],
      [
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
      ],
    ],
    [
      ['Pricing'],
      [
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
      ],
    ],
    [
      ['Super Admin'],
      ['/', '/user_organization', '/vessel_information', '/setup_organization', '/map/:id', '/saved/:id', '/saved'],
    ],
    [['Sales'], ['/orders', '/map/:id', '/saved/:id', '/saved']],
    [[], ['/orders', '/map/:id', '/saved/:id', '/saved']],
    // The cascade: ADMIN wins over everything, Pricing over Super Admin.
    [
      ['Sales', 'ADMIN'],
      [
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
      ],
    ],
    [
      ['Super Admin', 'Pricing'],
      [
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
      ],
    ],
  ])('%j may open exactly its routes plus /welcome', (roles, routes) => {
    expect(allowedRoutes(roles)).toEqual([...routes, '/welcome']);
  });

  it('matches concrete paths to patterns', () => {
    expect(matchRoute('/vessel/42')).toBe('/vessel/:id');
    expect(matchRoute('/saved/')).toBe('/saved');
    expect(matchRoute('/saved/7')).toBe('/saved/:id');
    expect(matchRoute('/nope')).toBeUndefined();
    expect(canOpen(['Sales'], '/calculator')).toBe(false);
    expect(canOpen(['Sales'], '/map/3')).toBe(true);
    expect(canOpen(['Super Admin'], '/setup_organization')).toBe(true);
    expect(canOpen(['ADMIN'], '/setup_organization')).toBe(false);
    expect(canOpen(['ADMIN'], '/api_tokens')).toBe(true);
    for (const role of ['Pricing', 'Sales', 'Super Admin']) expect(canOpen([role], '/api_tokens')).toBe(false);
  });

  it('filters the menu by role', () => {
    const labels = (roles: string[]) => menuFor(roles).map((m) => m.label);
    expect(labels(['ADMIN'])).toEqual([
      'Dashboard',
      'Freight Order',
      'My Matrix',
      'E-mail Reader',
      'My Voyages',
      'Saved Results',
      'Welcome',
      'API Tokens',
    ]);
    expect(labels(['Pricing'])).toEqual([
      'Freight Order',
      'My Matrix',
      'E-mail Reader',
      'My Voyages',
      'Saved Results',
      'Welcome',
    ]);
    expect(labels(['Super Admin'])).toEqual(['Dashboard', 'Saved Results', 'Welcome']);
    expect(labels(['Sales'])).toEqual(['Freight Order', 'Saved Results', 'Welcome']);
  });

  /** Every role alone and every pair of roles, as sessions may carry several. */
  const ROLE_SETS: string[][] = [
    [],
    ...ALL_ROLES.map((r) => [r]),
    ...ALL_ROLES.flatMap((a, i) => ALL_ROLES.slice(i + 1).map((b) => [a, b])),
  ];

  it.each(ROLE_SETS.map((roles) => [roles.join(' + ') || 'no role', roles] as const))(
    '%s: every menu entry opens (canOpen)',
    (_name, roles) => {
      for (const entry of menuFor(roles)) {
        expect(canOpen(roles, entry.path), entry.label).toBe(true);
      }
    },
  );

  // The organization, user and vessel screens are reached from the Dashboard's tiles (spec 2 section 2);
  // every other screen without an id that a role may open has a menu entry of its own.
  const TILE_SCREENS = new Set<string>(['/user_organization', '/vessel_information', '/setup_organization']);

  it.each(ROLE_SETS.map((roles) => [roles.join(' + ') || 'no role', roles] as const))(
    '%s: every screen without an id that the roles may open is in the menu',
    (_name, roles) => {
      const menu = menuFor(roles).map((m) => m.path as string);
      const screens = allowedRoutes(roles).filter((r) => !r.includes(':') && !TILE_SCREENS.has(r));
      expect(screens.filter((r) => !menu.includes(r))).toEqual([]);
    },
  );
});
