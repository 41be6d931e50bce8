import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  boolField,
  dateField,
  idField,
  isoDateField,
  numberField,
  oneOfField,
  readBool,
  readDate,
  readInput,
  readNumber,
  readText,
  required,
  textField,
} from './boundary.js';

const iso = (v: unknown) => readDate(v)?.toISOString();

describe('dates', () => {
  it.each([
    ['2027-03-01', '2027-03-01T00:00:00.000Z'],
    ['2027-03-01T10:30', '2027-03-01T10:30:00.000Z'],
    ['2027-03-01 10:30:15', '2027-03-01T10:30:15.000Z'],
    ['2027-03-01T10:30:00.123456Z', '2027-03-01T10:30:00.123Z'],
    ['2027-03-01T10:30+0200', '2027-03-01T08:30:00.000Z'],
    ['2027-03-01T10:30:00-03:00', '2027-03-01T13:30:00.000Z'],
    [' 2028-02-29 ', '2028-02-29T00:00:00.000Z'],
    [Date.UTC(2027, 0, 2), '2027-01-02T00:00:00.000Z'],
    [new Date('2027-01-02T00:00:00Z'), '2027-01-02T00:00:00.000Z'],
  ])('reads %j as %s (no zone is UTC, a date alone midnight UTC)', (v, expected) => {
    expect(iso(v)).toBe(expected);
  });

  it.each([
    '2027-02-30',
    '2027-02-29',
    '2027-13-01',
    '2027-04-31T00:00:00Z',
    '2027-03-01T24:00',
    '2027-03-01T10:60',
    '2027-03-01T10:00+2500',
    '1949-12-31',
    '2201-01-01',
    '9999-12-31T00:00:00Z',
    'tomorrow',
    '01/03/2027',
    '2027-3-1',
    Number.NaN,
    true,
    -1,
    0,
    1.5,
  ])('refuses %j (real calendar dates only, years 1950-2200; epoch milliseconds whole and after 1970)', (v) => {
    expect(readDate(v)).toBeUndefined();
  });

  it('does not depend on the server time zone', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(iso('2027-07-01T12:00')).toBe('2027-07-01T12:00:00.000Z');
    } finally {
      process.env.TZ = zone;
    }
  });
});

describe('booleans', () => {
  it.each([
    [true, true],
    ['true', true],
    ['Yes', true],
    ['YES', true],
    [' y ', true],
    [1, true],
    ['1', true],
    [false, false],
    ['False', false],
    ['no', false],
    ['N', false],
    [0, false],
    ['0', false],
  ])('reads %j as %s', (v, expected) => {
    expect(readBool(v)).toBe(expected);
  });

  it.each(['on', 'off', 'enabled', 'maybe', 2, -1, {}, []])('refuses %j', (v) => {
    expect(readBool(v)).toBeUndefined();
  });
});

describe('numbers', () => {
  it.each([
    [12, 12],
    [' 12.5 ', 12.5],
    ['-3', -3],
    ['+4', 4],
    ['.5', 0.5],
    ['7.', 7],
    ['5e-324', 5e-324],
    ['1.5E3', 1500],
  ])('reads %j as %s', (v, expected) => {
    expect(readNumber(v)).toBe(expected);
  });

  it.each([' 0x10 ', '0b11', '0o7', '1e400', 'Infinity', '-Infinity', 'NaN', '12abc', '1,5', '1 000', true, [], {}])(
    'refuses %j',
    (v) => {
      expect(readNumber(v)).toBeNaN();
    },
  );

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('refuses the number %s', (v) => {
    expect(readNumber(v)).toBeNaN();
  });

  it('reads any finite double and its own text the same', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(readNumber(String(n))).toBe(n === 0 ? 0 : n);
      }),
    );
  });
});

describe('text', () => {
  it('trims, turns numbers into text, refuses NUL and text longer than its column', () => {
    expect(readText('  Kamsar  ')).toEqual({ text: 'Kamsar' });
    expect(readText(9_999_990)).toEqual({ text: '9999990' });
    expect(readText('a\u0000b')).toEqual({ problem: '{field} must not contain NUL characters' });
    expect(readText('x'.repeat(11), { max: 10 })).toEqual({ problem: '{field} must be at most 10 characters' });
    expect(readText(` ${'x'.repeat(10)} `, { max: 10 })).toEqual({ text: 'x'.repeat(10) });
    expect(readText({})).toEqual({ problem: '{field} must be text' });
  });
});

describe('fields: "" and null are "no value", an omitted key stays undefined', () => {
  const schema = z.object({
    n: numberField(),
    b: boolField(),
    d: dateField(),
    s: isoDateField(),
    t: textField(),
    id: idField(),
    o: oneOfField(['Loading', 'Discharging'] as const),
  });

  it('reads "" and null as null and leaves omitted keys undefined', () => {
    const blank = { n: '', b: ' ', d: null, s: '', t: '   ', id: '', o: null };
    expect(schema.parse(blank)).toEqual({ n: null, b: null, d: null, s: null, t: null, id: null, o: null });
    expect(schema.parse({})).toEqual({});
  });

  it('reads typed values', () => {
    const read = schema.parse({
      n: '3',
      b: 'Yes',
      d: '2027-01-01',
      s: '2027-01-01T06:00',
      t: ' x ',
      id: '7',
      o: 'loading',
    });
    expect(read).toEqual({
      n: 3,
      b: true,
      d: new Date('2027-01-01T00:00:00Z'),
      s: '2027-01-01T06:00:00.000Z',
      t: 'x',
      id: 7,
      o: 'Loading',
    });
  });

  it('a required field refuses no value', () => {
    const r = readInput(z.object({ port: required(textField()) }), { port: '  ' });
    expect(r).toEqual({ ok: false, field: 'port', message: 'port is required' });
  });
});

describe('refusals name the field by its whole path', () => {
  const fleet = z.object({
    fleetList: z.array(z.object({ vessel: z.object({ vesselBalSpd1: numberField({ max: 30 }) }) })),
    laycanStartDate: dateField(),
    flag: boolField(),
    name: textField({ max: 5 }),
  });
  const ok = { vessel: { vesselBalSpd1: 12 } };

  it.each([
    [
      { fleetList: [ok, ok, { vessel: { vesselBalSpd1: ' 0x10 ' } }] },
      'fleetList[2].vessel.vesselBalSpd1',
      'fleetList[2].vessel.vesselBalSpd1 must be a number, got " 0x10 "',
    ],
    [
      { fleetList: [{ vessel: { vesselBalSpd1: '31' } }] },
      'fleetList[0].vessel.vesselBalSpd1',
      'fleetList[0].vessel.vesselBalSpd1 must be at most 30 (got 31)',
    ],
    [
      { fleetList: [], laycanStartDate: '2027-02-30' },
      'laycanStartDate',
      'laycanStartDate must be an ISO-8601 date between 1950 and 2200, got "2027-02-30"',
    ],
    [{ fleetList: [], flag: 'maybe' }, 'flag', 'flag must be true or false, got "maybe"'],
    [{ fleetList: [], name: 'Capesize' }, 'name', 'name must be at most 5 characters'],
    [{ fleetList: [], name: 'a\u0000' }, 'name', 'name must not contain NUL characters'],
  ])('%j -> %s', (value, field, message) => {
    expect(readInput(fleet, value)).toEqual({ ok: false, field, message });
  });

  it('puts the root first and prefixes messages that do not name the field when asked', () => {
    const rows = z.array(z.object({ port: z.string({ error: 'must be text' }) }));
    expect(readInput(rows, [{ port: 1 }], { root: 'cargoList', prefix: true })).toEqual({
      ok: false,
      field: 'cargoList[0].port',
      message: 'cargoList[0].port must be text',
    });
    expect(readInput(rows, [{ port: 1 }])).toEqual({ ok: false, field: '[0].port', message: 'must be text' });
  });
});
