import { describe, expect, it } from 'vitest';
import { fromGlobalId, fromGlobalIdOf, globalIdWriter, toGlobalId } from './global-id.js';

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

describe('globalIdWriter', () => {
  it('writes the same characters as toGlobalId, whatever the length of the type name and the row id', () => {
    const names = ['A', 'Ab', 'Abc', 'Abcd', 'Order', 'OrderListRow', 'SavedResult', 'X'.repeat(64)];
    const ids = [1, 2, 9, 10, 99, 100, 999, 2000, 65_535, 1_000_000, 2 ** 31 - 1, 2 ** 32, Number.MAX_SAFE_INTEGER];
    for (let i = 0; i < 2_000; i++) ids.push(1 + Math.floor(Math.random() * Number.MAX_SAFE_INTEGER));
    for (const name of names) {
      const write = globalIdWriter(name);
      for (const id of ids) expect(write(id)).toBe(toGlobalId(name, id));
    }
  });

  it('refuses what toGlobalId refuses, with the same message', () => {
    expect(() => globalIdWriter('order')).toThrow('cannot make a global id of order:1');
    expect(() => globalIdWriter('Order_Row')).toThrow('cannot make a global id');
    const write = globalIdWriter('Order');
    for (const bad of [0, -1, 1.5, NaN, Infinity, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => write(bad)).toThrow(`cannot make a global id of Order:${bad}`);
      expect(() => toGlobalId('Order', bad)).toThrow(`cannot make a global id of Order:${bad}`);
    }
  });
});
