import { describe, expect, it } from 'vitest';
import { fromGlobalId, fromGlobalIdOf, toGlobalId } from './global-id.js';

describe('global ids', () => {
  it('round-trips a type and a row id, and is not the plain number', () => {
    const id = toGlobalId('Order', 42);
    expect(id).not.toContain('42');
    expect(fromGlobalId(id)).toEqual({ typeName: 'Order', databaseId: 42 });
    expect(fromGlobalIdOf('Order', id)).toBe(42);
  });

  it('refuses malformed, non-canonical and other-type ids naming the field', () => {
    const bad = [
      '',
      '42',
      'T3JkZXI6',
      'T3JkZXI6MDQy' /* Order:042 */,
      'T3JkZXI6LTE' /* Order:-1 */,
      'x'.repeat(200),
      'T3JkZXI6NDI=',
      '\u0000',
    ];
    for (const id of bad) {
      expect(() => fromGlobalId(id, 'ids[0]'), id).toThrow(expect.objectContaining({ field: 'ids[0]' }));
    }
    expect(() => fromGlobalIdOf('Vessel', toGlobalId('Order', 1))).toThrow(/Vessel/);
    expect(() => fromGlobalId(7 as unknown)).toThrow();
  });

  it('never makes an id of a row that cannot exist', () => {
    expect(() => toGlobalId('Order', 0)).toThrow();
    expect(() => toGlobalId('order', 1)).toThrow();
    expect(() => toGlobalId('Order', 1.5)).toThrow();
  });
});
