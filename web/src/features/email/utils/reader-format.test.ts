import { describe, expect, it } from 'vitest';
import { formatTimeReceived, sourceLineSet } from './reader-format';

describe('reader formats', () => {
  it('Time Received is hh:mm A', () => {
    expect(formatTimeReceived(new Date(2024, 10, 18, 0, 5))).toBe('12:05 AM');
    expect(formatTimeReceived(new Date(2024, 10, 18, 9, 30))).toBe('09:30 AM');
    expect(formatTimeReceived(new Date(2024, 10, 18, 13, 7))).toBe('01:07 PM');
  });
  it('source lines split blocks and trim', () => {
    expect([...sourceLineSet([' MV A 58K ', 'M/V B\nOPEN X', null])]).toEqual(['MV A 58K', 'M/V B', 'OPEN X']);
  });
});
