import { describe, expect, it } from 'vitest';
import { grantableRoles, mayManageRoles, ROLE_RULE_MSG, ungrantableRoles } from './role-grant.js';

describe('grantableRoles', () => {
  it.each([
    [['Super Admin'], ['ADMIN', 'Pricing', 'Sales']],
    [['ADMIN'], ['ADMIN', 'Pricing', 'Sales']],
    [['Pricing'], ['Pricing']],
    [
      ['Pricing', 'Sales'],
      ['Pricing', 'Sales'],
    ],
    [['Sales'], ['Sales']],
    [[], []],
  ])('%j may grant %j', (actor, roles) => {
    expect(grantableRoles(actor)).toEqual(roles);
  });

  it('never offers Super Admin, not even to the admin login', () => {
    expect(grantableRoles(['Super Admin', 'ADMIN'])).not.toContain('Super Admin');
  });
});

describe('ungrantableRoles', () => {
  it('names the roles the actor does not hold', () => {
    expect(ungrantableRoles(['Pricing'], ['ADMIN', 'Pricing', 'Sales'])).toEqual(['ADMIN', 'Sales']);
    expect(ungrantableRoles(['ADMIN'], ['ADMIN', 'Sales'])).toEqual([]);
  });

  it('does not count a role the target already holds as granted', () => {
    expect(ungrantableRoles(['Pricing'], ['Sales', 'Pricing'], ['Sales'])).toEqual([]);
  });
});

describe('mayManageRoles', () => {
  it('keeps ADMIN users to ADMIN and the admin login', () => {
    expect(mayManageRoles(['Pricing'], ['ADMIN'])).toBe(false);
    expect(mayManageRoles(['Pricing'], ['Pricing', 'ADMIN'])).toBe(false);
    expect(mayManageRoles(['ADMIN'], ['ADMIN'])).toBe(true);
    expect(mayManageRoles(['Super Admin'], ['ADMIN'])).toBe(true);
    expect(mayManageRoles(['Pricing'], ['Sales'])).toBe(true);
  });
});

describe('ROLE_RULE_MSG', () => {
  it('names the refused roles', () => {
    expect(ROLE_RULE_MSG.grantOwnOnly(['ADMIN'])).toBe(
      'You may only grant roles you hold yourself: ADMIN is not yours',
    );
    expect(ROLE_RULE_MSG.grantOwnOnly(['ADMIN', 'Sales'])).toContain('ADMIN, Sales are not yours');
  });
});
