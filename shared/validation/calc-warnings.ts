/** The live calculation warnings of spec 1 section 5, with their exact texts. */
export const CALC_WARNING_TEXT = {
  stowage: 'Stowage exceeds 98%',
  ballastSpeeds: 'Ballast Speed-Consumption should be non-zero.',
  ladenSpeeds: 'Laden Speed-Consumption should be non-zero.',
  waterDensity: (operation: string) => `${operation} Water Density seems impractical`,
  cargoTx: (operation: string) => `${operation} Cargo Tx is Invalid`,
  cargoBelowMinimum: (operation: string) => `${operation} Cargo less than minimum contractual quantity.`,
  draftTooLow: (operation: string) => `${operation} Draft restriction seems too low.`,
  loadRateZero: (operation: string) => `${operation} Load Rate cannot be zero!.`,
} as const;

/** Limits behind the warnings (spec 1 section 9). */
export const CALC_LIMITS = {
  stowagePercent: 98,
  waterDensityMin: 0.9,
  waterDensityMax: 1.05,
  draftMin: 5,
} as const;
