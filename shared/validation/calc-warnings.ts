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
  /**
   * Bunker Supply dialog, Override: the bunkers computed on redelivery (BOR) fall outside the quantity
   * expected on redelivery ± its tolerance. Grades as HS(0.5), LS(0.1), MGO; tonnes whole.
   */
  redeliveryBunkers: (grade: string, bor: number, expected: number, tolerancePct: number) =>
    `${grade} on redelivery ${Math.round(bor)} t is outside the expected ${Math.round(expected)} t ± ${Number(tolerancePct.toFixed(2))}%`,
  /** Voyage-model section 5: the vessel reaches the first load port after the laycan end (still computed). */
  laycanMissed: (daysLate: number) =>
    `Cannot make laycan: arrives at the first load port ${daysLate.toFixed(2)} days after the laycan end.`,
  /**
   * Voyage-model section 1: the ballast leg could not be routed, so the order's first-row distances are used
   * (nm, normal + ECA); with none (0 nm) the figures leave the ballast leg out, which is an error.
   * `end` 'open' names the vessel's open port or position, 'first' the first port after Commence.
   */
  ballastUnrouted: (leg: { port: string; end: 'open' | 'first'; code: string; reason: string }, nm: number) =>
    `Ballast leg ${leg.end === 'open' ? 'from' : 'to'} ${leg.port} could not be routed (${leg.code}: ${leg.reason}): ` +
    (nm > 0
      ? `the order's first-row distance of ${Math.round(nm)} nm is used.`
      : "the order's first row gives no distance, so the figures leave the ballast leg out (0 nm)."),
  /**
   * Voyage-model section 9: bunkers on board at departure from the last load port are below the fuel
   * needed to the next Bunkering row or the end; the draft check takes the need, the settlement buys
   * the shortfall at the settlement price (D6).
   */
  bunkersShort: (operation: string, port: string, tonnes: number, target: string) =>
    `${operation}${port ? ` ${port}` : ''}: bunkers on board at departure are ${Math.round(tonnes)} t short of the fuel needed to ${target}; the shortfall is bought at the settlement price.`,
} as const;

/** How the warnings name the fuel grades (the Bunker Supply dialog's headings). */
export const CALC_GRADE_LABEL = { hs: 'HS(0.5)', ls: 'LS(0.1)', mgo: 'MGO' } as const;

/** Limits behind the warnings (spec 1 section 9). */
export const CALC_LIMITS = {
  stowagePercent: 98,
  waterDensityMin: 0.9,
  waterDensityMax: 1.05,
  draftMin: 5,
  /** The tolerance around the bunkers expected on redelivery is a percent: 0..100. */
  redeliveryTolerancePctMax: 100,
} as const;
