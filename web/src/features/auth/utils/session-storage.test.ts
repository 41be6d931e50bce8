import { describe, expect, it } from 'vitest';
import { parseSession, roleNames } from './session-storage';

const valid = {
  token: 'abc.def.ghi',
  organizationId: 1,
  username: 'admin@demo.example',
  realMe: 2,
  FirstName: 'Alex',
  roles: [{ name: 'ADMIN' }],
  expiresAt: '2026-01-01T00:00:00.000Z',
};

describe('parseSession', () => {
  it('reads a complete session', () => {
    expect(parseSession(JSON.stringify(valid))).toEqual(valid);
  });

  it('accepts a session without expiry (provider login)', () => {
    const { expiresAt: _omit, ...rest } = valid;
    expect(parseSession(JSON.stringify(rest))).toEqual({ ...rest, expiresAt: null });
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['not an object', '"token"'],
    ['empty token', JSON.stringify({ ...valid, token: '' })],
    ['organization id as text', JSON.stringify({ ...valid, organizationId: '1' })],
    ['roles as strings', JSON.stringify({ ...valid, roles: ['ADMIN'] })],
    ['no first name', JSON.stringify({ ...valid, FirstName: undefined })],
  ])('rejects %s', (_label, raw) => {
    expect(parseSession(raw)).toBeNull();
  });

  it('drops unknown fields', () => {
    expect(parseSession(JSON.stringify({ ...valid, extra: 1 }))).toEqual(valid);
  });
});

describe('roleNames', () => {
  it('flattens the role objects', () => {
    expect(roleNames({ roles: [{ name: 'ADMIN' }, { name: 'Sales' }] })).toEqual(['ADMIN', 'Sales']);
  });
});
