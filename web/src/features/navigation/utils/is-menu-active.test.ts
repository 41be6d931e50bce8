import { describe, expect, it } from 'vitest';
import { MENU } from '../../../../../shared/auth/routes';
import { isMenuActive } from './is-menu-active';

const entry = (label: string) => {
  const found = MENU.find((m) => m.label === label);
  if (!found) throw new Error(label);
  return found;
};

describe('isMenuActive', () => {
  it.each(['/', '/setup_organization', '/user_organization', '/vessel_information', '/vessel/12', '/vessel/12/'])(
    'Dashboard is active on %s',
    (path) => expect(isMenuActive(entry('Dashboard'), path)).toBe(true),
  );

  it.each(['/orders', '/welcome', '/vessels', '/saved'])('Dashboard is not active on %s', (path) => {
    expect(isMenuActive(entry('Dashboard'), path)).toBe(false);
  });

  it('matches the other entries on their own path only', () => {
    expect(isMenuActive(entry('My Matrix'), '/calculator')).toBe(true);
    expect(isMenuActive(entry('My Matrix'), '/calculator/')).toBe(true);
    expect(isMenuActive(entry('My Matrix'), '/orders')).toBe(false);
    expect(isMenuActive(entry('Freight Order'), '/orders')).toBe(true);
  });
});
