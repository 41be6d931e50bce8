import { describe, expect, it } from 'vitest';
import { orderMargin } from './order-margin.js';

describe('orderMargin', () => {
  it('takes the value every row shares', () => {
    expect(orderMargin({ values: [3, 3, 3], before: 3, fallback: 0 })).toBe(3);
  });
  it('takes the preceding row when the rows differ', () => {
    expect(orderMargin({ values: [3, 5, 3], before: 5, fallback: 0 })).toBe(5);
  });
  it('falls back without rows, or without a preceding row when they differ', () => {
    expect(orderMargin({ values: [], before: undefined, fallback: 0 })).toBe(0);
    expect(orderMargin({ values: [1, 2], before: undefined, fallback: 0 })).toBe(0);
  });
});
