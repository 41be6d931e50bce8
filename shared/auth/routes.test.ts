import { describe, expect, it } from 'vitest';
import { allowedRoutes, canOpen, matchRoute, menuFor } from './routes.js';

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
  });

  it('filters the menu by role', () => {
    const labels = (roles: string[]) => menuFor(roles).map((m) => m.label);
    expect(labels(['ADMIN'])).toEqual([
      'Dashboard',
      'Freight Order',
      'My Matrix',
      'E-mail Reader',
      'My Voyages',
      'Welcome',
    ]);
    expect(labels(['Pricing'])).toEqual(['Freight Order', 'My Matrix', 'E-mail Reader', 'My Voyages', 'Welcome']);
    expect(labels(['Super Admin'])).toEqual(['Dashboard', 'Welcome']);
    expect(labels(['Sales'])).toEqual(['Freight Order', 'Welcome']);
  });
});
