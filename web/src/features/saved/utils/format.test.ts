import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatText } from './format';

describe('saved result formatting', () => {
  it('writes dates as DD/MMM/yyyy and date-times with HH:mm (UTC)', () => {
    expect(formatDate('2027-03-06T17:31:12.000Z')).toBe('06/Mar/2027');
    expect(formatDateTime('2027-03-06T17:31:12.000Z')).toBe('06/Mar/2027 17:31');
    expect(formatDate(null)).toBe('-');
    expect(formatDate('not a date')).toBe('-');
  });

  it('rounds numbers to the requested decimals, numeric strings included', () => {
    expect(formatNumber(15.466603294856457)).toBe('15.47');
    expect(formatNumber(-50505.02215624985, 0)).toBe('-50,505');
    expect(formatNumber('15500', 2)).toBe('15,500.00');
    expect(formatNumber(15.4666, 3)).toBe('15.467');
    expect(formatNumber(undefined)).toBe('-');
    expect(formatNumber('abc')).toBe('-');
  });

  it('shows a dash for empty text', () => {
    expect(formatText('')).toBe('-');
    expect(formatText({})).toBe('-');
    expect(formatText('Kaohsiung')).toBe('Kaohsiung');
  });
});
