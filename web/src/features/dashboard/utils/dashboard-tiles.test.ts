import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../../../shared/auth/routes';
import { dashboardTiles, tileSpan } from './dashboard-tiles';

describe('dashboardTiles', () => {
  it('shows Setup Organization to the admin login only', () => {
    expect(dashboardTiles([ROLE.superAdmin]).map((t) => t.path)).toEqual([
      '/setup_organization',
      '/user_organization',
      '/vessel_information',
    ]);
    expect(dashboardTiles([ROLE.admin]).map((t) => t.path)).toEqual(['/user_organization', '/vessel_information']);
  });

  it('never offers a tile whose route the roles cannot open', () => {
    expect(dashboardTiles([ROLE.sales])).toEqual([]);
  });
});

describe('tileSpan', () => {
  it.each([
    [1, 6],
    [2, 6],
    [3, 4],
  ])('%i tiles are %i of 12 columns wide', (count, span) => {
    expect(tileSpan(count)).toBe(span);
  });
});
