import { describe, expect, it } from 'vitest';
import { canDeleteSavedResult } from './can-delete';

describe('canDeleteSavedResult', () => {
  it('lets the saver and an ADMIN delete, nobody else', () => {
    const pricing = { realMe: 7, roles: [{ name: 'Pricing' }] };
    expect(canDeleteSavedResult(pricing, { userId: 7 })).toBe(true);
    expect(canDeleteSavedResult(pricing, { userId: 8 })).toBe(false);
    expect(canDeleteSavedResult({ realMe: 1, roles: [{ name: 'ADMIN' }] }, { userId: 8 })).toBe(true);
    expect(canDeleteSavedResult(null, { userId: 7 })).toBe(false);
  });
});
