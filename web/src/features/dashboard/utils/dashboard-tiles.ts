import { canOpen, isSuperAdmin } from '../../../../../shared/auth/routes';
import { GUARDED_TITLES } from '../../../app/route-titles';

export interface DashboardTile {
  path: '/setup_organization' | '/user_organization' | '/vessel_information';
  title: string;
  description: string;
}

const TILES: readonly DashboardTile[] = [
  {
    path: '/setup_organization',
    title: GUARDED_TITLES['/setup_organization'],
    description: 'Create, edit and delete organizations.',
  },
  {
    path: '/user_organization',
    title: GUARDED_TITLES['/user_organization'],
    description: "Create, edit and delete your organization's users and assign their roles.",
  },
  {
    path: '/vessel_information',
    title: GUARDED_TITLES['/vessel_information'],
    description: 'List, create and edit vessels; edit or discard fleet entries.',
  },
];

/** Tiles of spec 2 section 2: Setup Organization only for the admin login, and only routes the roles open. */
export function dashboardTiles(roles: readonly string[]): DashboardTile[] {
  return TILES.filter(
    (tile) => canOpen(roles, tile.path) && (tile.path !== '/setup_organization' || isSuperAdmin(roles)),
  );
}

/** Columns of a 12-column grid per tile: half width for two tiles or fewer, else a third. */
export function tileSpan(tileCount: number): 4 | 6 {
  return tileCount <= 2 ? 6 : 4;
}
