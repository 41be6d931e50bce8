import { describe, expect, it } from 'vitest';
import { co2Factors } from './co2-factors.js';
import type { FuelTypeCode } from './types.js';

describe('co2Factors', () => {
  it.each<[string, FuelTypeCode, boolean, number | undefined, number]>([
    ['non-scrubber burns VLSFO (D8 default 3.151)', 'TYPE0', false, undefined, 3.151],
    ['scrubber flag burns HSFO', 'TYPE0', true, undefined, 3.114],
    ['fuel type TYPE1 burns HSFO', 'TYPE1', false, undefined, 3.114],
    ['LNG (TYPE2)', 'TYPE2', false, undefined, 2.75],
    ['scrubber wins over LNG', 'TYPE2', true, undefined, 3.114],
    ['TYPE3 uses the VLSFO factor', 'TYPE3', false, undefined, 3.151],
    ['TYPE4 uses the VLSFO factor', 'TYPE4', false, undefined, 3.151],
    ['D8 alternative: VLSFO as HFO', 'TYPE0', false, 3.114, 3.114],
    ['the VLSFO option does not touch a scrubber', 'TYPE1', false, 3.2, 3.114],
  ])('%s', (_name, fuelType, scrubber, vlsfoCo2Factor, hs) => {
    const f =
      vlsfoCo2Factor === undefined
        ? co2Factors({ fuelType, scrubber })
        : co2Factors({ fuelType, scrubber, vlsfoCo2Factor });
    expect(f).toEqual({ hs, ls: 3.206, mgo: 3.206 });
  });
});
