import { DEFAULT_OPTIONS } from './options.js';
import type { FuelTypeCode, GradeAmounts } from './types.js';

/** t CO2 per t fuel (voyage-model section 12, D8). */
const HSFO = 3.114;
const LNG = 2.75;
const DISTILLATE = 3.206;

/**
 * CO2 emission factors by booked grade (voyage-model section 12).
 *
 * - hs: HSFO 3.114 when the vessel is scrubber-fitted or burns fuel type TYPE1; else LNG 2.750 for TYPE2;
 *   else the non-scrubber's VLSFO factor (D8, default 3.151; 3.114 when the delivery note says RMG/RMK).
 * - ls (0.1 % S) and mgo: 3.206.
 *
 * @param fuelType - the vessel's fuel type code. @param scrubber - scrubber fitted.
 * @param vlsfoCo2Factor - t CO2 / t VLSFO; defaults to the engine option's default (3.151).
 * @returns t CO2 per t fuel for each grade.
 */
export function co2Factors({
  fuelType,
  scrubber,
  vlsfoCo2Factor = DEFAULT_OPTIONS.vlsfoCo2Factor,
}: {
  fuelType: FuelTypeCode;
  scrubber: boolean;
  vlsfoCo2Factor?: number;
}): GradeAmounts {
  const hs = scrubber || fuelType === 'TYPE1' ? HSFO : fuelType === 'TYPE2' ? LNG : vlsfoCo2Factor;
  return { hs, ls: DISTILLATE, mgo: DISTILLATE };
}
