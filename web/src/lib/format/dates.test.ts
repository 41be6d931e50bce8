import { describe, expect, it } from 'vitest';
import { formatDashDateTime, formatDate, formatDateTime } from './dates';

describe('dates', () => {
  it('writes DD/MMM/yyyy and DD/MMM/yyyy HH:mm in UTC', () => {
    expect(formatDate('2027-03-06T17:31:12.000Z')).toBe('06/Mar/2027');
    expect(formatDateTime('2027-03-06T17:31:12.000Z')).toBe('06/Mar/2027 17:31');
    expect(formatDateTime(new Date(Date.UTC(2027, 11, 31, 23, 59)))).toBe('31/Dec/2027 23:59');
    expect(formatDate(Date.UTC(2026, 0, 1))).toBe('01/Jan/2026');
  });

  it('writes DD-MM-yyyy HH:mm for the margin table', () => {
    expect(formatDashDateTime('2026-03-05T07:09:00.000Z')).toBe('05-03-2026 07:09');
    expect(formatDashDateTime(null)).toBe('-');
  });

  it('shows a dash, or the text asked for, when there is no date', () => {
    for (const none of [null, undefined, '', 'not a date', {}, true]) {
      expect(formatDate(none)).toBe('-');
      expect(formatDateTime(none)).toBe('-');
      expect(formatDate(none, '')).toBe('');
      expect(formatDateTime(none, '')).toBe('');
    }
  });

  it('shows the same day and hour whatever the browser’s zone', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['Asia/Singapore', 'Europe/Amsterdam', 'America/Houston', 'Pacific/Kiritimati']) {
        process.env.TZ = tz;
        expect(formatDateTime('2027-02-20T23:30:00.000Z')).toBe('20/Feb/2027 23:30');
        expect(formatDate('2027-02-20T00:30:00.000Z')).toBe('20/Feb/2027');
        expect(formatDashDateTime('2027-02-20T23:30:00.000Z')).toBe('20-02-2027 23:30');
      }
    } finally {
      process.env.TZ = zone;
    }
  });
});
