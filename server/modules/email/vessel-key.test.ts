import { describe, expect, it } from 'vitest';
import { vesselKeyOf } from './vessel-key.js';

describe('vesselKeyOf', () => {
  it('makes the same ship one key whatever the spelling', () => {
    for (const name of [
      'Ocean Pride',
      'OCEAN  PRIDE',
      'ocean-pride',
      'M/V OCEAN PRIDE',
      'MV Ocean Pride',
      'M.V. ocean pride',
    ]) {
      expect(vesselKeyOf(name)).toBe('OCEAN PRIDE');
    }
    expect(vesselKeyOf('SÈTE STAR')).toBe('SETE STAR');
  });

  it('keeps numbers and suffixes, and a name that only starts with MV letters', () => {
    expect(vesselKeyOf('GOLDEN PHOENIX 8')).toBe('GOLDEN PHOENIX 8');
    expect(vesselKeyOf('BLUE HERON II')).toBe('BLUE HERON II');
    expect(vesselKeyOf('MVULE STAR')).toBe('MVULE STAR');
  });
});
