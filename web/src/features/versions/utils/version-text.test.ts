import { describe, expect, it } from 'vitest';
import { comparedPair, toggleCompared, versionDeltaText, versionPlaceText, versionValueText } from './version-text';

describe('version texts', () => {
  it('shows numbers with their unit, rows by operation and port, nothing as a dash', () => {
    expect(versionValueText(1250, 'USD')).toBe('1,250 USD');
    expect(versionValueText(12.34567, null)).toBe('12.3457');
    expect(versionValueText(null, 'USD')).toBe('—');
    expect(versionValueText(true, null)).toBe('yes');
    expect(versionValueText({ operation: 'Passing', port: 'Suez' }, null)).toBe('Passing · Suez');
    expect(versionValueText('Rizhao', null)).toBe('Rizhao');
  });

  it('signs the change in its unit', () => {
    expect(versionDeltaText(250, 'USD')).toBe('+250 USD');
    expect(versionDeltaText(-0.5, 'USD/t')).toBe('−0.5 USD/t');
    expect(versionDeltaText(null, 'USD')).toBe('');
    expect(versionDeltaText(0, 'USD')).toBe('');
  });

  it('names the place of a change, rows from 1', () => {
    expect(versionPlaceText('OPERATIONS', 2)).toBe('Operations · row 3');
    expect(versionPlaceText('RESULTS', null)).toBe('Results');
  });

  it('keeps at most two ticked versions and compares them older first', () => {
    let picked = toggleCompared([], 5);
    picked = toggleCompared(picked, 2);
    expect(comparedPair(picked)).toEqual({ from: 2, to: 5 });
    picked = toggleCompared(picked, 3);
    expect(picked).toEqual([2, 3]);
    expect(comparedPair(toggleCompared(picked, 3))).toBeNull();
  });
});
