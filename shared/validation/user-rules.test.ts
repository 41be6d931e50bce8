import { describe, expect, it } from 'vitest';
import {
  ORG_MSG,
  readAccessLevel,
  readAssignableRoles,
  readContactNumber,
  readDob,
  readEmail,
  readNewPassword,
  USER_MSG,
} from './user-rules.js';

describe('user rules', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    [0, 0],
    [9, 9],
    ['7', 7],
  ])('access level %j reads as %j', (value, expected) => {
    expect(readAccessLevel(value)).toEqual({ ok: true, value: expected });
  });

  it.each([10, -1, 2.5, '2.5', 'high', '1e1', true])('access level %j is refused', (value) => {
    expect(readAccessLevel(value)).toEqual({ ok: false, message: USER_MSG.accessLevel });
  });

  it('never assigns Super Admin and refuses unknown roles', () => {
    expect(readAssignableRoles(['ADMIN', 'Sales', 'ADMIN'])).toEqual({ ok: true, value: ['ADMIN', 'Sales'] });
    expect(readAssignableRoles(['Super Admin'])).toEqual({ ok: false, message: 'Super Admin role cannot be assigned' });
    expect(readAssignableRoles(['Captain'])).toEqual({ ok: false, message: 'Unknown role: Captain' });
  });

  it('reads e-mails lower-cased and passwords of at least 8 characters', () => {
    expect(readEmail(' Ann@Example.COM ')).toEqual({ ok: true, value: 'ann@example.com' });
    expect(readEmail('ann')).toEqual({ ok: false, message: 'Invalid Email' });
    expect(readNewPassword('1234567')).toEqual({ ok: false, message: USER_MSG.passwordTooShort(8) });
    expect(readNewPassword(undefined)).toEqual({ ok: false, message: 'Password is required' });
  });

  it('reads dates of birth in ISO and display form, and only real dates', () => {
    expect(readDob('1990-03-12')).toEqual({ ok: true, value: '1990-03-12' });
    expect(readDob('12/Mar/1990')).toEqual({ ok: true, value: '1990-03-12' });
    expect(readDob('1990-03-12T00:00:00.000Z')).toEqual({ ok: true, value: '1990-03-12' });
    expect(readDob('31/Feb/1990').ok).toBe(false);
    expect(readDob('12/Foo/1990').ok).toBe(false);
  });

  it('reads contact numbers as digits with an optional +', () => {
    expect(readContactNumber('+45 20 00 00 00')).toEqual({ ok: true, value: '+4520000000' });
    expect(readContactNumber(4520000000)).toEqual({ ok: true, value: '4520000000' });
    expect(readContactNumber('call me').ok).toBe(false);
  });
});

describe('ORG_MSG.heldBy', () => {
  const kinds = (users: number, orders: number, vessels = 0) => [
    { count: users, one: 'user', many: 'users' },
    { count: orders, one: 'order', many: 'orders' },
    { count: vessels, one: 'vessel', many: 'vessels' },
  ];
  it('names every kind of record that holds the organization', () => {
    expect(ORG_MSG.heldBy(kinds(3, 12))).toBe(
      '3 users and 12 orders belong to this organization; delete or move them before deleting the organization',
    );
    expect(ORG_MSG.heldBy(kinds(1, 2, 4))).toMatch(/^1 user, 2 orders and 4 vessels belong to/);
  });
  it('uses the singular for one record', () => {
    expect(ORG_MSG.heldBy(kinds(0, 0, 1))).toMatch(/^1 vessel belongs to this organization;/);
    expect(ORG_MSG.heldBy(kinds(2, 0))).toMatch(/^2 users belong to/);
  });
});
