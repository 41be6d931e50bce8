import type { EngineOptions } from './options.js';
import type { LoadabilityLimit } from './result-types.js';
import type { LoadlineCode, VesselSpec } from './types.js';

const SEA_WATER = 1.025;
const FRESH_WATER = 1.0;

/** The draft situation at one port: the row's loadline zone, draft restriction and water, and bunkers then. */
export interface DraftCondition {
  loadline: LoadlineCode;
  /** Draft restriction at the berth, metres; <= 0 means none. */
  draftRes: number;
  /** Dock water density, t/m3; 0 (or not positive) means sea water 1.025. */
  waterDensity: number;
  /** All grades on board at that moment, t. */
  bunkersOnBoard: number;
}

type LoadabilityVessel = Pick<
  VesselSpec,
  'vesselDwt' | 'vesselDraftS' | 'vesselTPC' | 'vesselLightShip' | 'vesselLOA' | 'vesselGrainCap' | 'vesselBaleCap'
>;

/** Quantities in t, stowFactor in m3/t (<= 0: unknown, no cubic limit); arrival null imposes no arrival limit. */
export interface LoadabilityInput {
  vessel: LoadabilityVessel;
  constants: number;
  freshWater: number;
  departure: DraftCondition;
  arrival: DraftCondition | null;
  stowFactor: number;
  orderLimit: number;
  options: Pick<EngineOptions, 'cubicFill' | 'useBaleCapacity' | 'draftMethod'>;
}

/**
 * Limits and loadability in t (Infinity where no limit applies; maxDwtArrival Infinity without an arrival
 * condition); fwaMm and dwaMmDeparture (permitted dock draft minus zone draft) in mm; effectiveDraftDeparture
 * = min(permitted dock draft, draftRes) in metres; capacity (grain or bale) in m3. `loadability` is
 * min(weight limits, cubic), floored at 0 and not capped by the order; `governing` is the smallest of the four
 * limits, ties going to the first of weightDeparture, weightArrival, cubic, order.
 */
export interface LoadabilityResult {
  loadability: number;
  limits: LoadabilityLimit;
  governing: keyof LoadabilityLimit;
  maxDwtDeparture: number;
  maxDwtArrival: number;
  fwaMm: number;
  dwaMmDeparture: number;
  effectiveDraftDeparture: number;
  capacity: number;
}

/** Zone draft in metres: T_S + k x T_S/48 (k = +1 T/TF, 0 S/F, -1 W/WNA); WNA 0.050 m below W when LOA <= 100.5 m. */
/** Sea-water zone draft of a load line; F and TF are reached from S and T through the dock-water allowance. */
function zoneDraft(loadline: LoadlineCode, draftS: number, loa: number): number {
  const k = loadline === 'T' || loadline === 'TF' ? 1 : loadline === 'W' || loadline === 'WNA' ? -1 : 0;
  const wna = loadline === 'WNA' && loa <= 100.5 ? 0.05 : 0;
  return draftS + (k * draftS) / 48 - wna;
}

/**
 * Dock-water density of a condition. The F / TF marks are S / T + FWA, i.e. the summer / tropical marks
 * in fresh water: a fresh-water load line is read as density 1.000 unless a lower-than-sea density is
 * given, so the fresh-water allowance is counted once, never on top of a density.
 */
function dockDensity(c: DraftCondition): number {
  const fresh = c.loadline === 'F' || c.loadline === 'TF';
  if (c.waterDensity > 0 && (!fresh || c.waterDensity < SEA_WATER)) return c.waterDensity;
  return fresh ? FRESH_WATER : SEA_WATER;
}

function maxDwtAt(vessel: LoadabilityVessel, c: DraftCondition, fwaMm: number, method: EngineOptions['draftMethod']) {
  const { vesselDwt: sdwt, vesselDraftS: ts, vesselTPC: tpc, vesselLightShip: light } = vessel;
  const rho = dockDensity(c);
  const tz = zoneDraft(c.loadline, ts, vessel.vesselLOA);
  const restrict = (permitted: number): number => (c.draftRes > 0 ? Math.min(permitted, c.draftRes) : permitted);
  const tonnesPerMetre = 100 * tpc;
  // Without a TPC no draft can be turned into tonnes: the summer deadweight is the only weight limit.
  if (!(tpc > 0)) return { maxDwt: sdwt, dwaMm: 0, effectiveDraft: restrict(tz) };
  if (method === 'density-scaling') {
    const dispS = light + sdwt;
    const dispZone = dispS + (tz - ts) * tonnesPerMetre;
    // Draft at which the zone's sea-water displacement floats in water of density rho.
    const permitted = ts + ((dispZone * SEA_WATER) / rho - dispS) / tonnesPerMetre;
    const effective = restrict(permitted);
    const displacement = ((dispS + (effective - ts) * tonnesPerMetre) * rho) / SEA_WATER;
    return { maxDwt: displacement - light, dwaMm: (permitted - tz) * 1000, effectiveDraft: effective };
  }
  const dwaMm = (fwaMm * (SEA_WATER - rho)) / 0.025;
  const effective = restrict(tz + dwaMm / 1000);
  const tsw = effective - dwaMm / 1000;
  return { maxDwt: sdwt + (tsw - ts) * tonnesPerMetre, dwaMm, effectiveDraft: effective };
}

/**
 * Loadability of a vessel for one cargo (voyage-model section 9): weight limits at departure from the last
 * load port and at arrival at the first discharge port, and the cubic limit.
 *
 * Zone draft T_z = T_S + k x T_S/48 (k = +1 Tropical, 0 Summer, -1 Winter); WNA = Winter - 0.050 m when
 * LOA <= 100.5 m, else Winter; F / TF = S / T + FWA, reached as S / T in fresh water (see dockDensity). FWA_mm = (lightship + SDWT) / (4 x TPC).
 *
 * D4 'fwa-dwa' (default): DWA_mm = FWA x (1.025 - rho) / 0.025; permitted dock draft = T_z + DWA;
 * effective = min(permitted, draftRes); T_sw = effective - DWA; MaxDWT = SDWT + (T_sw - T_S) x 100 x TPC.
 *
 * D4 'density-scaling': with D_S = lightship + SDWT and D_z = D_S + (T_z - T_S) x 100 x TPC (sea-water
 * displacement at the zone draft, constant TPC), the permitted dock draft is the draft whose sea-water
 * displacement is D_z x 1.025 / rho, i.e. T_S + (D_z x 1.025 / rho - D_S) / (100 x TPC); effective =
 * min(permitted, draftRes); permitted displacement = (D_S + (effective - T_S) x 100 x TPC) x rho / 1.025 (the
 * volume displaced at that draft, filled with dock water); MaxDWT = that - lightship. Without a draft
 * restriction both methods give D_z - lightship whatever the density.
 *
 * Weight limit = MaxDWT - bunkersOnBoard - constants - freshWater. Cubic limit = capacity x cubicFill /
 * stowFactor (none when stowFactor <= 0 or capacity <= 0). TPC <= 0: MaxDWT = SDWT. Loadline F / TF already
 * include the FWA, so pairing them with a density below 1.025 also adds the DWA (section 9 taken literally).
 *
 * @param input - vessel: SDWT t, summer draft m, TPC t/cm, lightship t, LOA m, grain/bale capacity m3;
 *   constants, freshWater, bunkersOnBoard, orderLimit t; stowFactor m3/t; draftRes m; waterDensity t/m3.
 * @returns see {@link LoadabilityResult}.
 */
export function computeLoadability(input: LoadabilityInput): LoadabilityResult {
  const { vessel, constants, freshWater, departure, arrival, stowFactor, orderLimit, options } = input;
  const tpc = vessel.vesselTPC;
  const fwaMm = tpc > 0 ? (vessel.vesselLightShip + vessel.vesselDwt) / (4 * tpc) : 0;
  const dep = maxDwtAt(vessel, departure, fwaMm, options.draftMethod);
  // An absent arrival condition imposes no limit: Infinity carries through the subtraction below.
  const maxDwtArrival = arrival === null ? Infinity : maxDwtAt(vessel, arrival, fwaMm, options.draftMethod).maxDwt;
  const capacity = holdCapacity({ vessel, options });
  const limits: LoadabilityLimit = {
    weightDeparture: dep.maxDwt - departure.bunkersOnBoard - constants - freshWater,
    weightArrival: maxDwtArrival - (arrival?.bunkersOnBoard ?? 0) - constants - freshWater,
    cubic: cubicLimit({ capacity, stowFactor, cubicFill: options.cubicFill }),
    order: orderLimit,
  };
  const keys: (keyof LoadabilityLimit)[] = ['weightDeparture', 'weightArrival', 'cubic', 'order'];
  const governing = keys.reduce((best, k) => (limits[k] < limits[best] ? k : best));
  return {
    loadability: Math.max(0, Math.min(limits.weightDeparture, limits.weightArrival, limits.cubic)),
    limits,
    governing,
    maxDwtDeparture: dep.maxDwt,
    maxDwtArrival,
    fwaMm,
    dwaMmDeparture: dep.dwaMm,
    effectiveDraftDeparture: dep.effectiveDraft,
    capacity,
  };
}

/**
 * Stowage percent: share of the hold volume the cargo fills, `cargo x SF / capacity x 100`.
 *
 * @param cargo - t. @param stowFactor - m3/t. @param capacity - m3.
 * @returns percent; 0 when capacity <= 0 (unknown).
 */
export function stowagePercent(args: { cargo: number; stowFactor: number; capacity: number }): number {
  return args.capacity > 0 ? ((args.cargo * args.stowFactor) / args.capacity) * 100 : 0;
}

/** The hold volume the cubic limit uses: grain, or bale with the option, m3. */
export function holdCapacity(args: {
  vessel: Pick<VesselSpec, 'vesselGrainCap' | 'vesselBaleCap'>;
  options: Pick<EngineOptions, 'useBaleCapacity'>;
}): number {
  return args.options.useBaleCapacity ? args.vessel.vesselBaleCap : args.vessel.vesselGrainCap;
}

/** Cubic limit, t: capacity x fill / stowage factor (D2); Infinity when SF or capacity is unknown (<= 0). */
export function cubicLimit(args: { capacity: number; stowFactor: number; cubicFill: number }): number {
  return args.stowFactor > 0 && args.capacity > 0 ? (args.capacity * args.cubicFill) / args.stowFactor : Infinity;
}
