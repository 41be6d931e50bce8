/** Inputs and answer of routeAlternatives (issue #21 item 3). Distances nm, money USD, days. */
import type { Canal } from './route-alternatives-dues.js';

/**
 * The route an order is priced on. SHORTEST: every leg as the order's own route flags give it (the
 * default, the behaviour before this choice existed). SUEZ: Panama avoided (Suez allowed); PANAMA: Suez
 * avoided (Panama allowed); CAPE: both canals avoided (round the Cape of Good Hope, or Cape Horn).
 */
export type RouteChoice = 'SHORTEST' | 'SUEZ' | 'PANAMA' | 'CAPE';

export const ROUTE_CHOICES: readonly RouteChoice[] = ['SHORTEST', 'SUEZ', 'PANAMA', 'CAPE'];

/** A sea leg as routed for one alternative: its distances and the canals it transits. */
export interface AlternativeLeg {
  distNormal: number;
  distEca: number;
  /** Canals transited, in route order; null: not known (the leg's distance is not the routed one). */
  canals: Canal[] | null;
}

/** One alternative's legs: each vessel's ballast leg (by fleet id) and the legs arriving at rows 2.. */
export interface AlternativeLegs {
  route: RouteChoice;
  /** Fleet id -> the ballast leg; an entry absent here keeps the input's (typed or already routed) leg. */
  ballast: Readonly<Record<string, AlternativeLeg>>;
  /** Row index (2..) -> the leg arriving at that row; a row absent here keeps the input's distances. */
  rows: Readonly<Record<number, AlternativeLeg>>;
}

/** One vessel's voyage on one route, priced by the engine of the fleet table. */
export interface RouteAlternative {
  route: RouteChoice;
  /** Canals the voyage transits (ballast leg and the itinerary), in voyage order; legs not known left out. */
  canals: Canal[];
  /** Sea miles of the voyage: the ballast leg and every leg after it, nm. */
  distance: number;
  /** The fleet table's voyage days. */
  voyageDays: number;
  /** Canal dues of this route's transits (USD per transit of the vessel's class, summed), as the engine charged them. */
  canalDues: number;
  /** The order's own Canal Expenses plus canalDues: the canal figure in Others, USD. */
  canalExpenses: number;
  /** USD/day, as the fleet table's TCE. */
  tcEq: number;
  /** USD, as the fleet table's Profit Net. */
  profitNet: number;
  canMakeLaycan: boolean;
  /** The highest TCE of the vessel's alternatives (ties: fewer voyage days, then the list's order). */
  cheapest: boolean;
}

export interface VesselRouteAlternatives {
  fleetId: string;
  alternatives: RouteAlternative[];
}
