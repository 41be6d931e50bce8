/** What optimalSpeeds answers (issue #21 item 2); units as the fleet table: knots, USD/day, USD. */

/** A CII letter, or null when the voyage sails no distance (no rating). */
export type CiiLetter = 'A' | 'B' | 'C' | 'D' | 'E';

/** One vessel's voyage at one pair of speeds, as the engine prices it. */
export interface SpeedPoint {
  /** Knots of every ballast sea leg; null when the voyage has no ballast leg (its speed moves nothing). */
  ballastKnots: number | null;
  /** Knots of every laden sea leg; null when the voyage has no laden leg. */
  ladenKnots: number | null;
  /** USD/day, as the fleet table's TCE. */
  tcEq: number;
  /** USD, net of hire, as the fleet table's Profit Net. */
  profitNet: number;
  /** Arrival at the first load port not after the laycan end (the fleet row's flag). */
  canMakeLaycan: boolean;
  cii: CiiLetter | null;
}

/** The best point under a variant's constraints, its gain over the current speeds, or why there is none. */
export interface SpeedOptimum {
  point: SpeedPoint | null;
  /** point.tcEq - current tcEq, USD/day; null with no point. */
  gainPerDay: number | null;
  /** Why no speed pair satisfies the constraints; null when there is a point. */
  reason: string | null;
}

export interface VesselOptimalSpeed {
  fleetId: string;
  /** The voyage as entered (the fleet table's figures). The knots are the first leg's of each condition. */
  current: SpeedPoint;
  /** The speeds tried per condition (knots, ascending); [] for a condition without a sea leg. */
  ballastSpeeds: number[];
  ladenSpeeds: number[];
  /** Engine runs made for this vessel (pairs skipped for a missed laycan are not run). */
  evaluated: number;
  /** Laycan met. */
  unconstrained: SpeedOptimum;
  /** Laycan met and a CII rating of C or better. */
  ciiFloor: SpeedOptimum;
}
