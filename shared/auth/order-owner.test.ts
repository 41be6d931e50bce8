import { describe, expect, it } from 'vitest';
import { mayChangeOrder } from './order-owner.js';

describe('mayChangeOrder', () => {
  it('lets the creator change an order whatever the role', () => {
    expect(mayChangeOrder({ userId: 7, roles: ['Pricing'] }, 7)).toBe(true);
    expect(mayChangeOrder({ userId: 7, roles: ['Sales'] }, 7)).toBe(true);
  });

  it("lets an ADMIN change a colleague's order, and no one else", () => {
    expect(mayChangeOrder({ userId: 7, roles: ['ADMIN'] }, 3)).toBe(true);
    expect(mayChangeOrder({ userId: 7, roles: ['Pricing'] }, 3)).toBe(false);
    expect(mayChangeOrder({ userId: 7, roles: ['Super Admin'] }, 3)).toBe(false);
  });

  it('treats an order whose creator is gone as nobody else may change it but an ADMIN', () => {
    expect(mayChangeOrder({ userId: 7, roles: ['Pricing'] }, null)).toBe(false);
    expect(mayChangeOrder({ userId: 7, roles: ['ADMIN', 'Pricing'] }, null)).toBe(true);
  });
});
