import { describe, expect, it } from 'vitest';
import { validateLogin } from './messages.js';

describe('validateLogin', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: 'Email is required', password: 'Password is required' },
    ],
    [{ email: '   ', password: 'x' }, { email: 'Email is required' }],
    [{ email: 'user@', password: 'x' }, { email: 'Invalid Email' }],
    [{ email: 'user@host', password: 'x' }, { email: 'Invalid Email' }],
    [{ email: 'a b@host.com', password: 'x' }, { email: 'Invalid Email' }],
    [{ email: 'user@host.com', password: '' }, { password: 'Password is required' }],
    [{ email: ' user@host.co.uk ', password: 'x' }, {}],
  ])('%j -> %j', (input, errors) => {
    expect(validateLogin(input)).toEqual(errors);
  });
});
