import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legConditions, type CargoStep } from './leg-condition.js';

describe('legConditions', () => {
  it('is laden after the first Loading up to the last Discharging', () => {
    const steps: CargoStep[] = ['other', 'loading', 'other', 'other', 'discharging', 'other'];
    expect(legConditions({ steps })).toEqual(['ballast', 'ballast', 'laden', 'laden', 'laden', 'ballast']);
  });

  it('covers a second load and discharge pair as one laden stretch', () => {
    const steps: CargoStep[] = ['other', 'loading', 'discharging', 'loading', 'discharging'];
    expect(legConditions({ steps })).toEqual(['ballast', 'ballast', 'laden', 'laden', 'laden']);
  });

  it('is ballast everywhere without a Loading row, or with Discharging only before it', () => {
    expect(legConditions({ steps: ['other', 'other', 'discharging'] })).toEqual(['ballast', 'ballast', 'ballast']);
    expect(legConditions({ steps: ['other', 'discharging', 'loading', 'other'] })).toEqual([
      'ballast',
      'ballast',
      'ballast',
      'ballast',
    ]);
  });

  it('never makes the first row or the Loading row itself laden', () => {
    const step = fc.constantFrom<CargoStep>('loading', 'discharging', 'other');
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), (steps) => {
        const out = legConditions({ steps });
        expect(out).toHaveLength(steps.length);
        expect(out[0]).toBe('ballast');
        const firstLoad = steps.indexOf('loading');
        if (firstLoad >= 0) expect(out[firstLoad]).toBe('ballast');
      }),
    );
  });
});
