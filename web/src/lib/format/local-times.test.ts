import { describe, expect, it } from 'vitest';
import { formatLocalAndUtc, localTime, offsetLabel } from './local-times';

describe('local times', () => {
  it('writes the port time, its zone and offset, then UTC', () => {
    expect(formatLocalAndUtc('2026-12-12T06:00:00.000Z', 'Asia/Shanghai')).toBe(
      '12/Dec/2026 14:00 (Asia/Shanghai, UTC+8) / 12/Dec/2026 06:00 UTC',
    );
  });

  it('reads half-hour and quarter-hour zones', () => {
    expect(formatLocalAndUtc('2027-01-31T20:15:00.000Z', 'Asia/Kolkata')).toBe(
      '01/Feb/2027 01:45 (Asia/Kolkata, UTC+5:30) / 31/Jan/2027 20:15 UTC',
    );
    expect(localTime('2027-06-01T00:00:00.000Z', 'Asia/Kathmandu')).toEqual({
      text: '01/Jun/2027 05:45',
      dash: '01-06-2027 05:45',
      zone: 'Asia/Kathmandu',
      offset: 'UTC+5:45',
    });
    expect(localTime('2027-06-01T12:00:00.000Z', 'America/St_Johns')?.offset).toBe('UTC-2:30');
  });

  it('follows daylight saving across the change (New York, 14 March 2027 at 02:00 local)', () => {
    // 06:59 UTC is 01:59 EST; one minute later it is 03:00 EDT.
    expect(formatLocalAndUtc('2027-03-14T06:59:00.000Z', 'America/New_York')).toBe(
      '14/Mar/2027 01:59 (America/New_York, UTC-5) / 14/Mar/2027 06:59 UTC',
    );
    expect(formatLocalAndUtc('2027-03-14T07:00:00.000Z', 'America/New_York')).toBe(
      '14/Mar/2027 03:00 (America/New_York, UTC-4) / 14/Mar/2027 07:00 UTC',
    );
    // Europe ends summer time on 31 October 2027 at 01:00 UTC.
    expect(localTime('2027-10-31T00:59:00.000Z', 'Europe/Amsterdam')).toMatchObject({
      text: '31/Oct/2027 02:59',
      offset: 'UTC+2',
    });
    expect(localTime('2027-10-31T01:00:00.000Z', 'Europe/Amsterdam')).toMatchObject({
      text: '31/Oct/2027 02:00',
      offset: 'UTC+1',
    });
    // Southern hemisphere: Sydney is on summer time in January.
    expect(localTime('2027-01-10T00:00:00.000Z', 'Australia/Sydney')?.offset).toBe('UTC+11');
    expect(localTime('2027-07-10T00:00:00.000Z', 'Australia/Sydney')?.offset).toBe('UTC+10');
  });

  it('crosses the date line and the year', () => {
    expect(formatLocalAndUtc('2027-12-31T23:30:00.000Z', 'Pacific/Auckland')).toBe(
      '01/Jan/2028 12:30 (Pacific/Auckland, UTC+13) / 31/Dec/2027 23:30 UTC',
    );
    expect(localTime('2027-01-01T00:00:00.000Z', 'UTC')).toEqual({
      text: '01/Jan/2027 00:00',
      dash: '01-01-2027 00:00',
      zone: 'UTC',
      offset: 'UTC+0',
    });
  });

  it('names UTC alone when the port has no zone or an unknown one', () => {
    for (const zone of [null, undefined, '', 'Not/AZone']) {
      expect(formatLocalAndUtc('2026-12-12T06:00:00.000Z', zone)).toBe('12/Dec/2026 06:00 UTC');
      expect(localTime('2026-12-12T06:00:00.000Z', zone)).toBeNull();
    }
  });

  it('shows a dash, or the text asked for, when there is no instant', () => {
    for (const none of [null, undefined, '', 'not a date']) {
      expect(formatLocalAndUtc(none, 'Asia/Shanghai')).toBe('-');
      expect(formatLocalAndUtc(none, 'Asia/Shanghai', '')).toBe('');
      expect(localTime(none, 'Asia/Shanghai')).toBeNull();
    }
  });

  it('is the same whatever the browser’s own zone', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['Asia/Singapore', 'America/Houston', 'Pacific/Kiritimati']) {
        process.env.TZ = tz;
        expect(formatLocalAndUtc('2027-03-14T07:00:00.000Z', 'America/New_York')).toBe(
          '14/Mar/2027 03:00 (America/New_York, UTC-4) / 14/Mar/2027 07:00 UTC',
        );
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it('writes offsets as UTC+h or UTC+h:mm', () => {
    expect([0, 480, -300, 330, -570, 345].map(offsetLabel)).toEqual([
      'UTC+0',
      'UTC+8',
      'UTC-5',
      'UTC+5:30',
      'UTC-9:30',
      'UTC+5:45',
    ]);
  });
});
