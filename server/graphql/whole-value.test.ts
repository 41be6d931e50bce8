import { buildSchema, execute, parse, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { wholeValue } from './whole-value.js';

const schema = buildSchema(`
  enum Kind { LOADING DISCHARGING }
  type Grade { hs: Float! ls: Float }
  type Leg { kind: Kind! port: String! days: Int grades: [Grade!]! next: Leg }
  type Query { leg: Leg }
`);
// buildSchema enums answer by name; as type-graphql's do, map them from internal values.
const kind = schema.getType('Kind') as unknown as { getValue(n: string): { value: unknown } };
kind.getValue('LOADING').value = 'Loading';
kind.getValue('DISCHARGING').value = 'Discharging';
const leg = schema.getType('Leg') as GraphQLObjectType;

/** graphql-js's own answer for `value` with every field selected (two levels of `next`). */
const asGraphqlJs = (value: unknown) => {
  const fields = 'kind port days grades { hs ls }';
  const doc = parse(`{ leg { ${fields} next { ${fields} next { ${fields} } } } }`);
  const r = execute({ schema, document: doc, rootValue: { leg: value } }) as { data: { leg: unknown } };
  return JSON.parse(JSON.stringify(r.data.leg)) as unknown; // its objects have no prototype
};

describe('wholeValue', () => {
  it('answers what graphql-js answers with every field selected: enums by name, nulls, lists, nesting', () => {
    const value = {
      kind: 'Loading',
      port: 'Samarinda',
      days: undefined,
      grades: [{ hs: 1.5, ls: null }],
      next: { kind: 'Discharging', port: 'Krishnapatnam', days: 3, grades: [], next: null, extra: 'not a field' },
      extra: 1,
    };
    expect(wholeValue(leg)(value)).toStrictEqual(asGraphqlJs(value));
    expect(wholeValue(leg)(value)).toMatchObject({ kind: 'LOADING', days: null, next: { kind: 'DISCHARGING' } });
    expect(wholeValue(leg)(null)).toBeNull();
  });

  it("answers graphql-js's coercions of leaves that are not already their type's plain values", () => {
    const value = {
      kind: 'Discharging',
      port: 42,
      days: '7',
      grades: [
        { hs: true, ls: '2.5' },
        { hs: 0, ls: 1e300 },
      ],
      next: { kind: 'Loading', port: false, days: 2147483647, grades: [], next: null },
    };
    expect(wholeValue(leg)(value)).toStrictEqual(asGraphqlJs(value));
    expect(wholeValue(leg)(value)).toMatchObject({ port: '42', days: 7, grades: [{ hs: 1, ls: 2.5 }, {}] });
  });

  it('refuses what graphql-js refuses: a missing non-null field, NaN, an unknown enum value', () => {
    const ok = { kind: 'Loading', port: 'A', days: 1, grades: [], next: null };
    expect(() => wholeValue(leg)({ ...ok, port: null })).toThrow(/no value/);
    expect(() => wholeValue(leg)({ ...ok, grades: [{ hs: Number.NaN }] })).toThrow(/Float/);
    expect(() => wholeValue(leg)({ ...ok, kind: 'Passing' })).toThrow(/Kind/);
    expect(() => wholeValue(leg)({ ...ok, days: 1.5 })).toThrow(/Int/);
    expect(() => wholeValue(leg)({ ...ok, days: 2 ** 31 })).toThrow(/Int/);
    expect(() => wholeValue(leg)({ ...ok, grades: [{ hs: Number.POSITIVE_INFINITY }] })).toThrow(/Float/);
    expect(() => wholeValue(leg)({ ...ok, port: {} })).toThrow(/String/);
  });
});
