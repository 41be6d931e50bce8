import { describe, expect, it } from 'vitest';
import { formatToken, hashSecret, newSecret, parseToken, secretMatches } from './api-token.secret.js';

describe('API token strings', () => {
  it('round-trips a new token and matches only its own secret', () => {
    const { secret, hash } = newSecret();
    const token = formatToken(42, secret);
    expect(token).toMatch(/^vat_42_[A-Za-z0-9_-]{43}$/);
    expect(parseToken(token)).toEqual({ id: 42, secret });
    expect(hash).toBe(hashSecret(secret));
    expect(hash).not.toContain(secret);
    expect(secretMatches(secret, hash)).toBe(true);
    expect(secretMatches(newSecret().secret, hash)).toBe(false);
  });

  it('secrets differ every time', () => {
    expect(new Set(Array.from({ length: 50 }, () => newSecret().secret)).size).toBe(50);
  });

  it.each([
    '',
    'vat_',
    'vat_1',
    'vat_1_',
    'vat__' + 'a'.repeat(43),
    'vat_0_' + 'a'.repeat(43),
    'vat_01_' + 'a'.repeat(43),
    'vat_-1_' + 'a'.repeat(43),
    'vat_2147483648_' + 'a'.repeat(43),
    'vat_99999999999999999999_' + 'a'.repeat(43),
    'vat_1_' + 'a'.repeat(42),
    'vat_1_' + 'a'.repeat(44),
    'vat_1_' + 'a'.repeat(42) + '=',
    'vat_1.5_' + 'a'.repeat(43),
    'eyJhbGciOiJIUzI1NiJ9.e30.x',
  ])('refuses the malformed %j', (token) => {
    expect(parseToken(token)).toBeNull();
  });

  it('a stored hash of another length never matches', () => {
    expect(secretMatches('a'.repeat(43), 'abcd')).toBe(false);
  });
});
