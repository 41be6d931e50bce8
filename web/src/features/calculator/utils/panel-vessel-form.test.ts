import { describe, expect, it } from 'vitest';
import { VESSEL_MSG } from '../../../../../shared/validation/vessel-rules';
import { vesselSummary } from './panel-vessel';
import {
  ALL_NUMBER_FIELDS,
  blankVesselForm,
  refusedNumber,
  VESSEL_MAIN_FIELDS,
  vesselFormErrors,
  vesselFormInput,
} from './panel-vessel-form';

const dwt = VESSEL_MAIN_FIELDS[0]!;
const built = VESSEL_MAIN_FIELDS.find((f) => f.key === 'vesselBuilt')!;

describe('Create New Vessel form', () => {
  it('has the main fields, 4 ballast and 4 laden rows of speed + 3 grades, and 4 port rows of 3 grades', () => {
    expect(ALL_NUMBER_FIELDS).toHaveLength(7 + 16 + 16 + 12);
    expect(ALL_NUMBER_FIELDS.map((f) => f.key)).toContain('vesselLdnConsmMGO4');
    expect(ALL_NUMBER_FIELDS.map((f) => f.key)).toContain('vesselPIdleConsmHS');
  });

  it('refuses a number starting with zero with the shared message, and non-numbers', () => {
    expect(refusedNumber(dwt, '00.5')).toBe(VESSEL_MSG.leadingZero('DWT'));
    // Numbers below 1 are typed with their zero, keystroke by keystroke (issue #12).
    for (const typed of ['0', '0.', '0.3', '0.05']) expect(refusedNumber(dwt, typed)).toBeNull();
    expect(refusedNumber(dwt, '012')).toBe('DWT cannot start with 0');
    expect(refusedNumber(dwt, '12a')).toBe(VESSEL_MSG.notANumber('DWT'));
    expect(refusedNumber(dwt, '63500')).toBeNull();
    expect(refusedNumber(dwt, '')).toBeNull();
    expect(refusedNumber(built, '2012.5')).toBe(VESSEL_MSG.notWhole('Built'));
  });

  it('requires the name', () => {
    expect(vesselFormErrors(blankVesselForm())).toEqual({ vesselName: 'Vessel Name is required' });
    expect(vesselFormErrors({ ...blankVesselForm(), vesselName: '  ' }).vesselName).toBe(VESSEL_MSG.nameRequired);
    expect(vesselFormErrors({ ...blankVesselForm(), vesselName: 'Star' })).toEqual({});
  });

  it('builds the input: numbers converted, blanks left out, defaults TYPE0 and scrubber Yes', () => {
    const form = {
      ...blankVesselForm(),
      vesselName: ' Star ',
      numbers: { vesselDwt: '63500', vesselBalSpd1: '13.5', vesselLOA: '' },
    };
    expect(vesselFormInput(form)).toEqual({
      vesselName: 'Star',
      fuelType: 'TYPE0',
      vesselScrubber: 'YES',
      vesselDwt: 63500,
      vesselBalSpd1: 13.5,
    });
  });
});

describe('Vessel Details summary', () => {
  it('reads the vessel facts from the snapshot (the speeds come from the result, see panel-vessel.test.ts)', () => {
    const v = vesselSummary(
      {
        vesselName: 'Star',
        vesselDwt: 63500,
        vesselDraftS: 13.3,
        vesselBuilt: 2015,
        fuelType: 'TYPE1',
        vesselScrubber: 'Yes',
        vesselBalSpd1: 12,
        vesselBalConsmHS1: 22,
        vesselBalSpd2: 13,
        vesselBalConsmHS2: 26,
        vesselBalComb2Selected: true,
        vesselLdnSpd1: 11.5,
        vesselLdnConsmHS1: 24,
        vesselLdnConsmMGO1: 0.1,
      },
      'fallback',
    );
    expect(v).toMatchObject({ name: 'Star', dwt: 63500, built: 2015, fuelType: 'TYPE1 Scrubber', scrubber: 'Yes' });
    expect(vesselSummary(null, 'Entry name')).toMatchObject({ name: 'Entry name', fuelType: '-' });
  });
});
