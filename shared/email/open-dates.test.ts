import { describe, expect, it } from 'vitest';
import { findOpenDates } from './open-dates.js';

const read = (text: string, ref = { y: 2024, m: 11, d: 18 }) => {
  const r = findOpenDates(text.toUpperCase(), ref);
  return r ? [r.from, r.to] : null;
};

describe('findOpenDates', () => {
  it('reads prompt as the reference day to three days later', () => {
    expect(read('OPEN SPORE PPT')).toEqual(['2024-11-18', '2024-11-21']);
    expect(read('prompt')).toEqual(['2024-11-18', '2024-11-21']);
    expect(read('SPOT', { y: 2024, m: 12, d: 30 })).toEqual(['2024-12-30', '2025-01-02']);
  });
  it('reads parts of a month, combined and across the year end', () => {
    expect(read('ELY DEC')).toEqual(['2024-12-01', '2024-12-10']);
    expect(read('mid-Dec')).toEqual(['2024-12-11', '2024-12-20']);
    expect(read('END NOV')).toEqual(['2024-11-21', '2024-11-30']);
    expect(read('1H DEC')).toEqual(['2024-12-01', '2024-12-15']);
    expect(read('2H FEB', { y: 2024, m: 1, d: 20 })).toEqual(['2024-02-16', '2024-02-29']);
    expect(read('ELY/MID DEC')).toEqual(['2024-12-01', '2024-12-20']);
    expect(read('END NOV/ELY DEC')).toEqual(['2024-11-21', '2024-12-10']);
    expect(read('End Dec/Ely Jan', { y: 2024, m: 12, d: 17 })).toEqual(['2024-12-21', '2025-01-10']);
    expect(read('ELY JAN', { y: 2024, m: 12, d: 20 })).toEqual(['2025-01-01', '2025-01-10']);
  });
  it('reads day ranges in their many notations', () => {
    expect(read('25-30 NOV')).toEqual(['2024-11-25', '2024-11-30']);
    expect(read('10/12 DEC')).toEqual(['2024-12-10', '2024-12-12']);
    expect(read('25-30/11')).toEqual(['2024-11-25', '2024-11-30']);
    expect(read('28/11-02/12')).toEqual(['2024-11-28', '2024-12-02']);
    expect(read('30 NOV/2 DEC')).toEqual(['2024-11-30', '2024-12-02']);
    expect(read('28 DEC-3 JAN', { y: 2024, m: 12, d: 20 })).toEqual(['2024-12-28', '2025-01-03']);
    expect(read('Dec 6-9')).toEqual(['2024-12-06', '2024-12-09']);
    expect(read('12-15 Dec 2025')).toEqual(['2025-12-12', '2025-12-15']);
    expect(read('15-Dec-24')).toEqual(['2024-12-15', '2024-12-15']);
  });
  it('reads single days, day/month first, with the year nearest the reference day', () => {
    expect(read('28 NOV')).toEqual(['2024-11-28', '2024-11-28']);
    expect(read('around 28 Dec')).toEqual(['2024-12-28', '2024-12-28']);
    expect(read('30/12', { y: 2025, m: 1, d: 2 })).toEqual(['2024-12-30', '2024-12-30']);
    expect(read('DOP 08 DEC')).toEqual(['2024-12-08', '2024-12-08']);
  });
  it('finds nothing in text without a date', () => {
    expect(read('OPEN SINGAPORE')).toBeNull();
    expect(read('58K 4X30T CR')).toBeNull();
  });
});
