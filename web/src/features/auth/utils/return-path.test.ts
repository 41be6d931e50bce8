import { describe, expect, it } from 'vitest';
import { afterLoginPath, returnState } from './return-path';

describe('returnState', () => {
  it('keeps the path, query and hash', () => {
    expect(returnState({ pathname: '/saved', search: '?page=2', hash: '#top' })).toEqual({ from: '/saved?page=2#top' });
  });
});

describe('afterLoginPath', () => {
  it('goes back to a page the roles may open, query included', () => {
    expect(afterLoginPath({ from: '/calculator' }, ['Pricing'])).toBe('/calculator');
    expect(afterLoginPath({ from: '/orders?x=1' }, ['ADMIN'])).toBe('/orders?x=1');
  });

  it('goes to /welcome when the roles may not open it (another user signed in)', () => {
    expect(afterLoginPath({ from: '/calculator' }, ['Sales'])).toBe('/welcome');
  });

  it.each([
    ['no state', null],
    ['no from', {}],
    ['a number', { from: 3 }],
    ['a relative path', { from: 'calculator' }],
    ['another host', { from: '//evil.example/calculator' }],
    ['a backslash host', { from: '/\\evil.example' }],
    ['a full URL', { from: 'https://evil.example/calculator' }],
    ['an unknown path', { from: '/no/such/page' }],
    ['the login page', { from: '/login' }],
  ])('goes to /welcome for %s', (_name, state) => {
    expect(afterLoginPath(state, ['ADMIN'])).toBe('/welcome');
  });
});
