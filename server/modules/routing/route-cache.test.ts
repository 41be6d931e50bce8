import { describe, expect, it } from 'vitest';
import { RouteCache } from './route-cache.js';

describe('RouteCache', () => {
  it('evicts the least recently used entry', () => {
    const c = new RouteCache<number>(2);
    c.set('a', 1);
    c.set('b', 2);
    expect(c.get('a')).toBe(1); // a is now the most recent
    c.set('c', 3);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBe(1);
    expect(c.get('c')).toBe(3);
    expect(c.size).toBe(2);
  });
});
