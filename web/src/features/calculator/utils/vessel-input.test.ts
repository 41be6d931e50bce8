import { describe, expect, it } from 'vitest';
import { vesselCalcInput } from './vessel-input';

describe('vesselCalcInput', () => {
  it('keeps only the engine’s fields, typed, from a stored vessel record (zeros left out: absent is 0)', () => {
    const input = vesselCalcInput({
      id: 7,
      vesselName: 'Ocean Star',
      vesselDwt: '82000',
      vesselBalSpd1: 13.5,
      vesselLdnConsmLS2: '31.2',
      vesselBalComb1Selected: true,
      vesselPIdleConsmMGO: 2,
      Constants: 350,
      fuelType: 'TYPE1',
      vesselScrubber: 'Yes',
      vesselFlag: 'PA',
      vesselShipowner: 'Someone',
      vesselTPC: 'n/a',
      vesselLdnConsmMGO1: 0,
    });
    expect(input).toEqual({
      id: '7',
      vesselName: 'Ocean Star',
      vesselDwt: 82000,
      vesselBalSpd1: 13.5,
      vesselLdnConsmLS2: 31.2,
      vesselBalComb1Selected: true,
      vesselPIdleConsmMGO: 2,
      Constants: 350,
      fuelType: 'TYPE1',
      vesselScrubber: 'Yes',
    });
  });

  it('reads a record stored as a JSON string, and answers null for no record', () => {
    expect(vesselCalcInput('{"vesselName":"A","vesselScrubber":"No"}')).toEqual({
      vesselName: 'A',
      vesselScrubber: 'No',
    });
    expect(vesselCalcInput(null)).toBeNull();
    expect(vesselCalcInput(undefined)).toBeNull();
    expect(vesselCalcInput('{not json')).toBeNull();
  });
});
