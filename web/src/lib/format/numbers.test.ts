import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCoordinate, formatNumber, formatUpTo, inputText } from './numbers';

describe('formatNumber', () => {
  it('rounds to exactly the requested decimals, with separators; numeric strings too', () => {
    expect(formatNumber(15.466603294856457)).toBe('15.47');
    expect(formatNumber(-50505.02215624985, 0)).toBe('-50,505');
    expect(formatNumber('15500', 2)).toBe('15,500.00');
    expect(formatNumber(15.4666, 3)).toBe('15.467');
    expect(formatNumber(2, 2)).toBe('2.00');
  });

  it('shows a dash when there is no number', () => {
    for (const none of [undefined, null, '', ' ', 'abc', NaN, Infinity, {}]) expect(formatNumber(none)).toBe('-');
  });

  it('agrees with toLocaleString, which it stands for', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 4 }), (n, d) => {
        const expected = n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });
        expect(formatNumber(n, d)).toBe(expected);
      }),
    );
  });
});

describe('formatUpTo', () => {
  it('rounds to at most the requested decimals, with separators', () => {
    expect(formatUpTo(11234.567, 0)).toBe('11,235');
    expect(formatUpTo(2.345, 2)).toBe('2.35');
    expect(formatUpTo(2.5, 2)).toBe('2.5');
    expect(formatUpTo(1234.5, 3)).toBe('1,234.5');
    expect(formatUpTo(0.5, 0)).toBe('1');
  });

  it('shows a dash, or the text asked for, when there is no number', () => {
    expect(formatUpTo(null, 2)).toBe('-');
    expect(formatUpTo(undefined, 0)).toBe('-');
    expect(formatUpTo(NaN, 0, '')).toBe('');
  });

  it('rounds as Math.round does for the quantities it shows (never negative)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (n) => {
        expect(formatUpTo(n, 0)).toBe(Math.round(n).toLocaleString('en-US'));
      }),
    );
  });
});

describe('inputs and coordinates', () => {
  it('writes a number as an input shows it: plain, trailing zeros dropped', () => {
    expect(inputText(0.1 + 0.2)).toBe('0.3');
    expect(inputText(12500.5)).toBe('12500.5');
    expect(inputText(1.23456789, 2)).toBe('1.23');
    expect(inputText(null)).toBe('');
    expect(inputText(NaN)).toBe('');
  });

  it('writes degrees with four places', () => {
    expect(formatCoordinate(51.9)).toBe('51.9000');
    expect(formatCoordinate(-33.86786)).toBe('-33.8679');
    expect(formatCoordinate(null)).toBe('-');
  });
});
