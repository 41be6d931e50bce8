import { describe, expect, it } from 'vitest';
import { etsPhaseIn } from './ets-phase-in.js';

describe('etsPhaseIn', () => {
  it.each<[number, number]>([
    [2020, 0],
    [2023, 0],
    [2024, 0.4],
    [2025, 0.7],
    [2026, 1],
    [2031, 1],
  ])('%i -> %f', (year, share) => {
    expect(etsPhaseIn({ year })).toBe(share);
  });
});
