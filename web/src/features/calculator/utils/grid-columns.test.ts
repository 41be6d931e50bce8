import { describe, expect, it } from 'vitest';
import { COLUMN_HEADING, LOADLINE_OPTIONS, gridColumns, lbLabel, parseGridNumber, supplyText } from './grid-columns';

describe('grid columns', () => {
  it("lists the spec's headings in order, Freight only with Multiple Freight", () => {
    const single = gridColumns('SINGLE_FREIGHT').map((c) => COLUMN_HEADING[c]);
    expect(single).toEqual([
      '',
      'B/L',
      'Operation',
      'Port',
      'Dist Normal',
      'Dist ECA',
      'DWF',
      'Speed Normal',
      'Speed ECA',
      'Cargo Tx',
      'Rate MT/day',
      'Terms',
      'Factor',
      'Turn time(d)',
      'Extra days',
      'Port Exp',
      'Port stay',
      'Port Emission',
      'Loadline',
      'Draft Res',
      'Water Den',
      'Supply',
      '',
    ]);
    const multiple = gridColumns('MULTIPLE_FREIGHT');
    expect(multiple.at(-2)).toBe('freight');
    expect(multiple).toHaveLength(single.length + 1);
  });

  it('spells load lines and markers as the spec does', () => {
    expect(LOADLINE_OPTIONS.map((o) => o.label)).toEqual([
      'S-Summer',
      'TF-Tropical FW',
      'F-FW',
      'T-Tropical',
      'W-Winter',
      'WNA-Winter NA',
    ]);
    expect(lbLabel('BALLAST')).toBe('B');
    expect(lbLabel('LADEN')).toBe('L');
  });
});

describe('grid numbers', () => {
  it('converts typed text to numbers; empty is 0, junk is not a number', () => {
    expect(parseGridNumber('12.5')).toBe(12.5);
    expect(parseGridNumber(' ')).toBe(0);
    expect(parseGridNumber('1e3')).toBe(1000);
    expect(parseGridNumber('abc')).toBeNull();
    // The API's number rule: no hex, nothing infinite.
    expect(parseGridNumber(' 0x10 ')).toBeNull();
    expect(parseGridNumber('Infinity')).toBeNull();
    expect(parseGridNumber('1e400')).toBeNull();
  });

  it('shows supplied bunkers HS / LS / MGO, nothing when none', () => {
    expect(supplyText({ bunkerSuppliedHsfo: 1800, bunkerSuppliedLsfo: 0, bunkerSuppliedMgo: 60 })).toBe(
      '1,800 / 0 / 60',
    );
    expect(supplyText({ bunkerSuppliedHsfo: 0, bunkerSuppliedLsfo: 0, bunkerSuppliedMgo: 0 })).toBe('');
  });
});
