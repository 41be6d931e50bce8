/**
 * Fuel instructions of the welcome page (spec 2 section 1; grades and types from spec 1
 * section 9 and spec 2 section 9; price-set meaning from the voyage model).
 */
export const FUEL_GRADES = [
  {
    code: 'HS',
    name: 'High sulphur grade, 0.5% sulphur',
    detail: 'VLSFO for ordinary ships; for scrubber-fitted ships HSFO 3.5% is priced here instead.',
  },
  {
    code: 'LS',
    name: 'Low sulphur grade, 0.1% sulphur',
    detail: 'ECA fuel, burnt inside Emission Control Areas by ships without a scrubber.',
  },
  {
    code: 'MGO',
    name: 'Marine gas oil',
    detail: 'Distillate fuel, consumed at its own table rates in and out of ECA.',
  },
] as const;

export const FUEL_PRICE_TYPES = [
  { code: 'TYPE0', label: 'Type 0', name: 'Non-Scrubber', detail: 'Default. HS is priced as VLSFO 0.5%.' },
  { code: 'TYPE1', label: 'Type 1', name: 'Scrubber', detail: 'HS is priced as HSFO 3.5%.' },
  { code: 'TYPE2', label: 'Type 2', name: 'LNG', detail: 'Prices for LNG-fuelled ships.' },
  { code: 'TYPE3', label: 'Type 3', name: 'Hydrogen / custom', detail: 'A price set you configure.' },
  { code: 'TYPE4', label: 'Type 4', name: 'Bio-Fuel / custom', detail: 'A price set you configure.' },
] as const;
