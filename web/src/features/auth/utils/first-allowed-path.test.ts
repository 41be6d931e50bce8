import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../../../shared/auth/routes';
import { firstAllowedPath } from './first-allowed-path';

describe('firstAllowedPath', () => {
  it.each([
    [[ROLE.admin], '/'],
    [[ROLE.pricing], '/orders'],
    [[ROLE.superAdmin], '/'],
    [[ROLE.sales], '/orders'],
    [[], '/orders'],
    [[ROLE.sales, ROLE.pricing], '/orders'],
  ])('%j lands on %s', (roles, expected) => {
    expect(firstAllowedPath(roles)).toBe(expected);
  });

  it('never picks a pattern that needs an id', () => {
    for (const roles of [[ROLE.admin], [ROLE.pricing], [ROLE.superAdmin], [ROLE.sales]]) {
      expect(firstAllowedPath(roles)).not.toContain(':');
    }
  });
});
