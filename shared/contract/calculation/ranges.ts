import { CALC_INPUT_LIMITS as L } from './values.js';

/** The ranges the tables share, named by what they measure. */
export const RANGE = {
  /** A sea leg, nm. */
  distance: { max: L.legNm },
  /** A speed, knots: 0 (not given) or 1..40. */
  speed: { max: L.speedKn, minAboveZero: L.minSpeedKn },
  /** A cargo quantity, t. */
  tonnes: { max: L.cargoT },
  /** Port days. */
  days: { max: L.portDays },
  /** A percentage that must stay below 100 (commissions taken from a whole). */
  percentBelow100: { below: 100 },
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
} as const;
