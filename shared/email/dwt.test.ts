import { describe, expect, it } from 'vitest';
import { findBuilt } from './built.js';
import { findDwt } from './dwt.js';
import { findGear, listLevelGear } from './gear.js';

const dwt = (text: string) => findDwt(text.toUpperCase())?.dwt ?? null;

describe('findDwt', () => {
  it('reads K, decimal K and decimal-comma K', () => {
    expect(dwt('58K DWT')).toBe(58000);
    expect(dwt('63.5k')).toBe(63500);
    expect(dwt('34,6K')).toBe(34600);
    expect(dwt('abt 37k')).toBe(37000);
  });
  it('reads separated thousands, placeholders and units', () => {
    expect(dwt('63,500 MT DWT')).toBe(63500);
    expect(dwt('58,xxx DWT')).toBe(58000);
    expect(dwt('63,5XX')).toBe(63500);
    expect(dwt('37.600 dwt')).toBe(37600);
    expect(dwt('63500dwt')).toBe(63500);
    expect(dwt('DWT: 61,300mt')).toBe(61300);
  });
  it('prefers DWT to DWCC and uses DWCC alone', () => {
    expect(dwt('7,100 DWT / 6,800 DWCC')).toBe(7100);
    expect(dwt('5200 MT DWCC')).toBe(5200);
  });
  it('reads the Panamax shorthand with its build year', () => {
    expect(findDwt('82K/09')).toMatchObject({ dwt: 82000, built: 2009 });
    expect(findDwt('82/19 GLS')).toMatchObject({ dwt: 82000, built: 2019 });
  });
  it('ignores money, capacities and drafts', () => {
    expect(dwt('USD 14.500 PD')).toBeNull();
    expect(dwt('GRAIN 79,000 CBM')).toBeNull();
    expect(dwt('12.80 M SSW')).toBeNull();
  });
});

describe('findBuilt', () => {
  const built = (text: string) => findBuilt(text.toUpperCase(), 2025)?.built ?? null;
  it('reads the labelled and bare forms', () => {
    expect(built('BLT 2012')).toBe(2012);
    expect(built('2010 BLT')).toBe(2010);
    expect(built('B.2019 (IMABARI)')).toBe(2019);
    expect(built('built 2016 at Tsuneishi')).toBe(2016);
    expect(built('- 2013 - 4X30T')).toBe(2013);
    expect(built('BLT 12')).toBe(2012);
  });
  it('does not read a date year or a hull number', () => {
    expect(built('12-15 DEC 2024')).toBeNull();
    expect(built('VIET ANH 09')).toBeNull();
  });
});

describe('findGear', () => {
  it('reads geared, gearless or nothing', () => {
    expect(findGear('4X30T CR')).toBe('geared');
    expect(findGear('4 X 30 MT CRANES')).toBe('geared');
    expect(findGear('2X20T DERRICKS')).toBe('geared');
    expect(findGear('GEARED')).toBe('geared');
    expect(findGear('GLS')).toBe('gearless');
    expect(findGear('SID/GLESS')).toBe('gearless');
    expect(findGear('GEAR: NONE (GEARLESS)')).toBe('gearless');
    expect(findGear('BOX/SID')).toBeNull();
  });
  it('reads a list-level statement', () => {
    expect(listLevelGear('our positions (all vessels gearless, grain fitted)')).toBe('gearless');
    expect(listLevelGear('All vessels 5 ho/ha')).toBeNull();
  });
});
