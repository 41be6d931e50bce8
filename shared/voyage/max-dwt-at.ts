import { dockDensity, SEA_WATER } from './dock-density.js';
import type { DraftCondition, LoadabilityVessel } from './loadability-types.js';
import type { EngineOptions } from './options.js';
import { zoneDraft } from './zone-draft.js';

/**
 * The deadweight a vessel may have at one port (voyage-model section 9, D4), from the zone draft T_z
 * (zoneDraft), the dock density rho (dockDensity) and the berth's draft restriction.
 *
 * D4 'fwa-dwa' (default): DWA_mm = FWA x (1.025 - rho) / 0.025; permitted dock draft = T_z + DWA;
 * effective = min(permitted, draftRes); T_sw = effective - DWA; MaxDWT = SDWT + (T_sw - T_S) x 100 x TPC.
 *
 * D4 'density-scaling': with D_S = lightship + SDWT and D_z = D_S + (T_z - T_S) x 100 x TPC (sea-water
 * displacement at the zone draft, constant TPC), the permitted dock draft is the draft whose sea-water
 * displacement is D_z x 1.025 / rho, i.e. T_S + (D_z x 1.025 / rho - D_S) / (100 x TPC); effective =
 * min(permitted, draftRes); permitted displacement = (D_S + (effective - T_S) x 100 x TPC) x rho / 1.025 (the
 * volume displaced at that draft, filled with dock water); MaxDWT = that - lightship. Without a draft
 * restriction both methods give D_z - lightship whatever the density. TPC <= 0: MaxDWT = SDWT.
 *
 * @param args - vessel (SDWT t, T_S m, TPC t/cm, lightship t, LOA m); condition (draftRes m, density
 *   t/m3); fwaMm, the fresh-water allowance, mm; method, D4.
 * @returns maxDwt t; dwaMm, permitted dock draft minus zone draft, mm; effectiveDraft m.
 */
export function maxDwtAt(args: {
  vessel: LoadabilityVessel;
  condition: DraftCondition;
  fwaMm: number;
  method: EngineOptions['draftMethod'];
}): { maxDwt: number; dwaMm: number; effectiveDraft: number } {
  const { vessel, condition: c, fwaMm, method } = args;
  const { vesselDwt: sdwt, vesselDraftS: ts, vesselTPC: tpc, vesselLightShip: light } = vessel;
  const rho = dockDensity(c);
  const tz = zoneDraft({ loadline: c.loadline, draftS: ts, loa: vessel.vesselLOA });
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
