import { registerEnumType } from 'type-graphql';

/** Fuel price set of a vessel or order (spec 1 section 9); TYPE0 is the default. */
export enum FuelType {
  TYPE0 = 'TYPE0',
  TYPE1 = 'TYPE1',
  TYPE2 = 'TYPE2',
  TYPE3 = 'TYPE3',
  TYPE4 = 'TYPE4',
}
registerEnumType(FuelType, {
  name: 'FuelType',
  description: 'Fuel price set of a vessel or an order; selects the price columns (TYPE0 default).',
  valuesConfig: {
    TYPE0: { description: 'Non-scrubber: HS grade is VLSFO 0.5 %' },
    TYPE1: { description: 'Scrubber: HS grade is HSFO 3.5 %' },
    TYPE2: { description: 'LNG' },
    TYPE3: { description: 'Hydrogen' },
    TYPE4: { description: 'Bio-fuel' },
  },
});

/** The spec's Yes/No flag (vesselScrubber). */
export enum YesNo {
  YES = 'Yes',
  NO = 'No',
}
registerEnumType(YesNo, {
  name: 'YesNo',
  description: "The spec's Yes/No flag, as the legacy API spells it.",
  valuesConfig: {
    YES: { description: 'Yes: the flag is set (e.g. a scrubber is fitted).' },
    NO: { description: 'No: the flag is not set.' },
  },
});
