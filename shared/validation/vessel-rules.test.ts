import { describe, expect, it } from 'vitest';
import { firstVesselError, missingFleetField, readVesselNumber, VESSEL_MSG } from './vessel-rules.js';

describe('readVesselNumber', () => {
  it.each([
    [12.5, 12.5],
    [0, 0],
    ['0', 0],
    ['0.3', 0.3],
    ['0.05', 0.05],
    ['0.', 0],
    ['12500', 12500],
    [' 7.25 ', 7.25],
    ['', null],
    [null, null],
    [undefined, null],
  ])('reads %j as %j', (value, expected) => {
    expect(readVesselNumber('vesselDwt', value)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['012', VESSEL_MSG.leadingZero('vesselDwt')],
    ['00.5', VESSEL_MSG.leadingZero('vesselDwt')],
    [' 007 ', VESSEL_MSG.leadingZero('vesselDwt')],
    ['12a', VESSEL_MSG.notANumber('vesselDwt')],
    [Number.NaN, VESSEL_MSG.notANumber('vesselDwt')],
    [true, VESSEL_MSG.notANumber('vesselDwt')],
    [-1, VESSEL_MSG.negative('vesselDwt')],
    ['-3', VESSEL_MSG.negative('vesselDwt')],
  ])('refuses %j', (value, message) => {
    expect(readVesselNumber('vesselDwt', value)).toEqual({ ok: false, message });
  });

  it('refuses fractions in whole-number fields', () => {
    expect(readVesselNumber('vesselBuilt', 2010.5, { integer: true })).toEqual({
      ok: false,
      message: VESSEL_MSG.notWhole('vesselBuilt'),
    });
  });
});

describe('firstVesselError', () => {
  it('requires the name on creation, and whenever it is given', () => {
    expect(firstVesselError({ vesselDwt: 1 }, { requireName: true })).toEqual({
      field: 'vesselName',
      message: 'Vessel Name is required',
    });
    expect(firstVesselError({ vesselDwt: 1 }, { requireName: false })).toBeNull();
    expect(firstVesselError({ vesselName: ' ' }, { requireName: false })).toEqual({
      field: 'vesselName',
      message: 'Vessel Name is required',
    });
  });

  it('names the first bad field', () => {
    expect(firstVesselError({ vesselName: 'A', vesselTPC: '01' }, { requireName: true })).toEqual({
      field: 'vesselTPC',
      message: VESSEL_MSG.leadingZero('vesselTPC'),
    });
    expect(firstVesselError({ vesselName: 'A', vesselIMO: '12345678901' }, { requireName: true })?.field).toBe(
      'vesselIMO',
    );
    expect(firstVesselError({ vesselName: 'A', fuelType: 'TYPE5' }, { requireName: true })?.field).toBe('fuelType');
    expect(firstVesselError({ vesselName: 'A', vesselScrubber: 'Maybe' }, { requireName: true })?.field).toBe(
      'vesselScrubber',
    );
    expect(
      firstVesselError({ vesselName: 'A', vesselScrubber: false, fuelType: 'TYPE1' }, { requireName: true }),
    ).toBeNull();
  });
});

describe('missingFleetField', () => {
  it('wants a vessel, a port and an opening date, in that order', () => {
    expect(missingFleetField({})).toBe('vesselName');
    expect(missingFleetField({ vesselId: 3 })).toBe('port');
    expect(missingFleetField({ vesselName: 'A', port: 'B' })).toBe('dateOpening');
    expect(missingFleetField({ vesselName: 'A', port: 'B', dateOpening: '2027-01-01' })).toBeNull();
  });
});
