/**
 * Member states of the European Economic Area by ISO 3166-1 alpha-2 code: the 27 EU members plus
 * Iceland, Liechtenstein and Norway. Territories with their own ISO code (Gibraltar, Faroe Islands,
 * Greenland, Svalbard, the French overseas departments) are not in the list.
 */
export const EU_EEA_COUNTRIES: ReadonlySet<string> = new Set([
  // EU 27
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  // EEA (EFTA members in the EEA)
  'IS',
  'LI',
  'NO',
]);

/** True for a port in an EU or EEA member state (for the EU ETS share of a voyage). */
export function isEuEeaCountry(countryCode: string | null | undefined): boolean {
  return countryCode ? EU_EEA_COUNTRIES.has(countryCode.toUpperCase()) : false;
}
