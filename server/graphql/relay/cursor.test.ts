import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { keysetCondition, type SortKey } from './connection-query.js';
import { readConnectionArgs } from './connection.js';
import { decodeCursor, encodeCursor } from './cursor.js';

const codeAndField = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    const err = e as { code?: string; extensions?: { field?: string }; field?: string };
    return { code: err.code, field: err.extensions?.field ?? err.field };
  }
  return null;
};

describe('connection cursors', () => {
  it('round-trip the list, the keys and the id, and read as opaque text', () => {
    const c = encodeCursor('allOrders', ['2026-01-01T00:00:00.123456Z', '42']);
    expect(c).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(c).not.toContain('42');
    expect(decodeCursor('allOrders', c, 2, 'after')).toEqual(['2026-01-01T00:00:00.123456Z', '42']);
  });

  it("refuse another list's cursor, a wrong key count, bad ids and non-canonical spellings, naming the field", () => {
    const c = encodeCursor('allOrders', ['x', '42']);
    const bad = [
      () => decodeCursor('myOrders', c, 2, 'after'),
      () => decodeCursor('allOrders', c, 3, 'after'),
      () => decodeCursor('allOrders', `${c}=`, 2, 'after'),
      () => decodeCursor('allOrders', '', 2, 'after'),
      () => decodeCursor('allOrders', 'x'.repeat(3000), 2, 'after'),
      () => decodeCursor('allOrders', Buffer.from('["allOrders","x","0"]').toString('base64url'), 2, 'after'),
      () => decodeCursor('allOrders', Buffer.from('["allOrders","x",42]').toString('base64url'), 2, 'after'),
      () => decodeCursor('allOrders', Buffer.from('{"a":1}').toString('base64url'), 2, 'after'),
      () => decodeCursor('allOrders', Buffer.from('not json').toString('base64url'), 2, 'after'),
    ];
    for (const f of bad) expect(codeAndField(f)).toMatchObject({ field: 'after' });
  });
});

describe('keyset conditions', () => {
  const desc: SortKey[] = [
    { sql: 'o.created_at', direction: 'desc', type: 'timestamptz' },
    { sql: 'o.id', direction: 'desc', type: 'bigint' },
  ];
  it('compare row values when every key runs the same way, and flip for the other direction', () => {
    expect(keysetCondition(desc, ['t', '5'], false)).toEqual({
      text: '((o.created_at), (o.id)) < (?::timestamptz, ?::bigint)',
      params: ['t', '5'],
    });
    expect(keysetCondition(desc, ['t', '5'], true).text).toContain(') > (');
  });

  it('expand to OR terms when the keys run different ways, with the key params in place', () => {
    const mixed: SortKey[] = [
      { sql: 'exists (select 1 where ? = 1)', params: [9], direction: 'desc', type: 'boolean' },
      { sql: 'v.name', direction: 'asc', type: 'text' },
      { sql: 'v.id', direction: 'asc', type: 'bigint' },
    ];
    const c = keysetCondition(mixed, ['true', 'A', '3'], false);
    expect(c.text).toBe(
      '(((exists (select 1 where ? = 1)) < ?::boolean) or ((exists (select 1 where ? = 1)) = ?::boolean and (v.name) > ?::text) or ((exists (select 1 where ? = 1)) = ?::boolean and (v.name) = ?::text and (v.id) > ?::bigint))',
    );
    expect(c.params).toEqual([9, 'true', 9, 'true', 'A', 9, 'true', 'A', '3']);
  });
});

describe('connection arguments', () => {
  it('default to the first 20 and read last/before backward', () => {
    expect(readConnectionArgs({})).toEqual({ direction: 'forward', size: 20, cursor: null, cursorField: 'after' });
    expect(readConnectionArgs({ last: 5, before: 'c' })).toEqual({
      direction: 'backward',
      size: 5,
      cursor: 'c',
      cursorField: 'before',
    });
  });

  it('refuse both directions at once and sizes out of range, naming the argument', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ first: 1, last: 1 }, 'last'],
      [{ after: 'a', before: 'b' }, 'before'],
      [{ first: 1, before: 'b' }, 'before'],
      [{ last: 1, after: 'a' }, 'after'],
      [{ first: 101 }, 'first'],
      [{ last: 1.5 }, 'last'],
      [{ first: -1 }, 'first'],
    ];
    for (const [args, field] of cases) {
      expect(
        codeAndField(() => readConnectionArgs(args)),
        JSON.stringify(args),
      ).toEqual({
        code: 'BAD_USER_INPUT',
        field,
      });
    }
  });
});
