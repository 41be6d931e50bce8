import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '../../../__generated__';
import {
  createUserInput,
  dobForServer,
  dobText,
  EMPTY_USER_FORM,
  nextAccessLevel,
  readDobText,
  roleChoices,
  toggleRole,
  updateUserInput,
  UserFormFragment,
  userFormOf,
} from './user-form';

const ROLES = [{ name: 'ADMIN' }, { name: 'Pricing' }, { name: 'Sales' }, { name: 'Super Admin' }];

describe('nextAccessLevel', () => {
  it.each([
    ['0', '3', '3'],
    ['0', '05', '5'],
    ['3', '34', '3'],
    ['3', '10', '3'],
    ['3', 'a', '3'],
    ['3', '-1', '3'],
    ['3', '2.5', '3'],
    ['3', '', ''],
    ['', '9', '9'],
  ])('from %j typing %j keeps %j', (prev, typed, kept) => {
    expect(nextAccessLevel(prev, typed)).toBe(kept);
  });

  it('defaults to 0 when left empty', () => {
    expect(createUserInput({ ...EMPTY_USER_FORM, userAccessLevel: '' }, 1).userAccessLevel).toBe(0);
    expect(EMPTY_USER_FORM.userAccessLevel).toBe('0');
  });
});

describe('date of birth', () => {
  it('shows the stored day as DD/MMM/yyyy and sends it back as YYYY-MM-DD', () => {
    expect(dobText('1990-03-12')).toBe('12/Mar/1990');
    expect(dobText(null)).toBe('');
    expect(dobForServer('12/Mar/1990')).toBe('1990-03-12');
    expect(dobForServer('')).toBeNull();
  });

  it('sends unreadable text as typed so the server names the problem', () => {
    expect(dobForServer('31/Feb/1990')).toBe('31/Feb/1990');
  });

  it('clears a removed date of birth on update', () => {
    expect(updateUserInput({ ...EMPTY_USER_FORM, dob: '' }).dob).toBe('');
  });
});

describe('roles', () => {
  it('never offers Super Admin and enables only what the signed-in user may grant', () => {
    expect(roleChoices(ROLES, ['Super Admin'], [])).toEqual([
      { name: 'ADMIN', enabled: true },
      { name: 'Pricing', enabled: true },
      { name: 'Sales', enabled: true },
    ]);
    expect(roleChoices(ROLES, ['Pricing'], [])).toEqual([
      { name: 'ADMIN', enabled: false },
      { name: 'Pricing', enabled: true },
      { name: 'Sales', enabled: false },
    ]);
  });

  it('keeps a role the edited user holds enabled, so it can be kept or removed', () => {
    expect(roleChoices(ROLES, ['Pricing'], ['Sales']).find((r) => r.name === 'Sales')?.enabled).toBe(true);
  });

  it('toggles a role on and off', () => {
    expect(toggleRole(['Sales'], 'Pricing')).toEqual(['Sales', 'Pricing']);
    expect(toggleRole(['Sales', 'Pricing'], 'Sales')).toEqual(['Pricing']);
  });

  it('leaves the Super Admin role out of an edited user form', () => {
    const row = {
      databaseId: 1,
      version: 1,
      firstName: 'S',
      lastName: '',
      email: 's@x.example',
      dob: null,
      userAccessLevel: 5,
      roles: [{ name: 'Super Admin' }],
    };
    const form = userFormOf(makeFragmentData(row, UserFormFragment));
    expect(form.roles).toEqual([]);
    expect(form.userAccessLevel).toBe('5');
  });
});

describe('date of birth', () => {
  it('reads any real day by the server rule, 1945 included; the API date range does not apply', () => {
    expect(readDobText('01/Jan/1945')).toEqual({ state: 'readable', date: new Date('1945-01-01T00:00:00Z') });
    expect(dobForServer('01/Jan/1945')).toBe('1945-01-01');
    expect(readDobText('31/Feb/1980')).toEqual({ state: 'unreadable' });
    expect(readDobText(' ')).toEqual({ state: 'empty' });
  });
});
