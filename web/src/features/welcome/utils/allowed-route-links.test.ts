import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../../../shared/auth/routes';
import { allowedRouteLinks } from './allowed-route-links';

describe('allowedRouteLinks', () => {
  it('lists the Sales routes that need no id, with menu labels where the menu has them', () => {
    expect(allowedRouteLinks([ROLE.sales])).toEqual([
      { path: '/orders', label: 'Freight Order' },
      { path: '/saved', label: 'Saved Results' },
      { path: '/welcome', label: 'Welcome' },
    ]);
  });

  it('includes the admin screens for an ADMIN', () => {
    const paths = allowedRouteLinks([ROLE.admin]).map((l) => l.path);
    expect(paths).toContain('/user_organization');
    expect(paths).not.toContain('/vessel/:id');
    expect(paths).not.toContain('/setup_organization');
  });
});
