import { describe, expect, it } from 'vitest';
import { atUtc, endOfUtcDay, formatDateText, parseDateTime, parseDay, readDateText, utcDayOf } from './date-text';

describe('reading DD/MMM/yyyy (HH:mm) back', () => {
  it('reads a date-time as UTC, month names in any case, the time optional', () => {
    expect(parseDateTime('05/jun/2027 08:30')?.toISOString()).toBe('2027-06-05T08:30:00.000Z');
    expect(parseDateTime(' 5/JUN/2027  8:05 ')?.toISOString()).toBe('2027-06-05T08:05:00.000Z');
    expect(parseDateTime('05/Jun/2027')?.toISOString()).toBe('2027-06-05T00:00:00.000Z');
  });

  it('refuses what the API refuses: days and times that do not exist, years outside 1950-2200, other forms', () => {
    for (const bad of [
      '31/Feb/2027 00:00',
      '29/Feb/2027',
      '05/Jun/2027 24:00',
      '05/Jun/2027 08:60',
      '05/Jun/1900',
      '05/Jun/2201',
      '2027-06-05',
      '06/05/2027',
      '05/Jux/2027',
      '05/Jun/2027 8',
      '',
    ]) {
      expect(parseDateTime(bad), bad).toBeUndefined();
    }
    expect(parseDateTime('29/Feb/2028')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it('reads a day as the start of its UTC day and refuses a time in a date field', () => {
    expect(parseDay('01/Jan/2000')?.toISOString()).toBe('2000-01-01T00:00:00.000Z');
    expect(parseDay('01/Jan/2000 10:00')).toBeUndefined();
    expect(parseDay('2000-01-01')).toBeUndefined();
  });

  it('tells empty, readable and unreadable text apart for each mode', () => {
    expect(readDateText('  ', 'date')).toEqual({ state: 'empty' });
    expect(readDateText('05/Jun/2027', 'date')).toEqual({ state: 'readable', date: new Date('2027-06-05T00:00Z') });
    expect(readDateText('05/Jun/2027 10:00', 'date')).toEqual({ state: 'unreadable' });
    expect(readDateText('05/Jun/2027 10:00', 'datetime')).toEqual({
      state: 'readable',
      date: new Date('2027-06-05T10:00Z'),
    });
    expect(readDateText('06/05/2027', 'datetime')).toEqual({ state: 'unreadable' });
  });

  it('writes what it reads, in both modes', () => {
    const d = new Date('2027-12-31T23:59:00Z');
    expect(formatDateText(d, 'date')).toBe('31/Dec/2027');
    expect(formatDateText(d, 'datetime')).toBe('31/Dec/2027 23:59');
    expect(parseDateTime(formatDateText(d, 'datetime'))).toEqual(d);
    expect(parseDay(formatDateText(d, 'date'))).toEqual(new Date('2027-12-31T00:00Z'));
  });

  it('builds instants from a calendar day in UTC whatever the browser’s zone', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['Asia/Singapore', 'America/Houston', 'Pacific/Kiritimati']) {
        process.env.TZ = tz;
        expect(atUtc({ year: 2027, month: 6, day: 5 }, 14, 45).toISOString()).toBe('2027-06-05T14:45:00.000Z');
        expect(utcDayOf(new Date('2027-06-05T23:30:00Z'))).toEqual({ year: 2027, month: 6, day: 5 });
        expect(endOfUtcDay(new Date('2027-06-05T00:00:00Z')).toISOString()).toBe('2027-06-05T23:59:59.999Z');
      }
    } finally {
      process.env.TZ = zone;
    }
  });
});
