import { describe, expect, it } from 'vitest';
import { bodText, readBod } from './fleet-bod';

describe('the BOD cell of a fleet row', () => {
  it('blank is not set; a number at or above 0 is the planned quantity, decimals below 1 included', () => {
    expect(readBod('')).toBeNull();
    expect(readBod('   ')).toBeNull();
    expect(readBod('1200')).toBe(1200);
    expect(readBod('0')).toBe(0);
    expect(readBod('0.5')).toBe(0.5);
  });

  it('refuses what is not a quantity', () => {
    expect(readBod('12t')).toBeUndefined();
    expect(readBod('-5')).toBeUndefined();
    expect(readBod('0x10')).toBeUndefined();
  });

  it('shows a stored BOD, and nothing when it is not set', () => {
    expect(bodText(null)).toBe('');
    expect(bodText(undefined)).toBe('');
    expect(bodText(850.5)).toBe('850.5');
  });
});
