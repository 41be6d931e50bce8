/**
 * The documented industry choices (voyage-model.md section 15), each a named option whose
 * default is the documented one. Pass a partial object to switch any of them.
 */
export interface EngineOptions {
  /** D1: 'factored-working' = working x factor + turn time + extra days; 'factored-working-and-turn' = (working + turn) x factor + extra (IMOS). */
  portStay: 'factored-working' | 'factored-working-and-turn';
  /** D2: share of grain (or bale) capacity that can be filled. */
  cubicFill: number;
  /** Use bale instead of grain capacity for the cubic limit. */
  useBaleCapacity: boolean;
  /** D4: draft limit through FWA/DWA, or exact density scaling of displacement. */
  draftMethod: 'fwa-dwa' | 'density-scaling';
  /** D5: cve as a rate per 30 days prorated on on-hire days, or a lumpsum. */
  cve: 'per-30-days' | 'lumpsum';
  /** D6: a bunker shortfall bought at the settlement price (the only variant implemented so far). */
  shortfall: 'settlement-price';
  /** D7: GBB bonus net of TC adcom, or gross (adcom not deducted from the bonus). */
  gbb: 'net-of-adcom' | 'gross';
  /** D8: CO2 factor of a non-scrubber's HS grade (VLSFO 3.151, or 3.114 when the note says RMG/RMK). */
  vlsfoCo2Factor: number;
  /** D9: premium decomposition order. */
  premiumOrder: 'vessel-first' | 'position-first';
  /** D10: TCE over on-hire days, or over the whole voyage. */
  tceDays: 'on-hire' | 'whole-voyage';
  /** D11: EU ETS charged for on-hire segments only, or the whole voyage. */
  etsScope: 'on-hire' | 'whole-voyage';
  /** D12: laycan waiting at the first load port (at idle consumption), or none (model it with Waiting rows). */
  laycanWaiting: 'first-load-port' | 'none';
  /** D13: ETS legs classified by the previous and next port of call; Bunkering and Passing rows are not calls. */
  etsCalls: 'loading-discharging-only';
}

export const DEFAULT_OPTIONS: EngineOptions = {
  portStay: 'factored-working',
  cubicFill: 0.98,
  useBaleCapacity: false,
  draftMethod: 'fwa-dwa',
  cve: 'per-30-days',
  shortfall: 'settlement-price',
  gbb: 'net-of-adcom',
  vlsfoCo2Factor: 3.151,
  premiumOrder: 'vessel-first',
  tceDays: 'on-hire',
  etsScope: 'on-hire',
  laycanWaiting: 'first-load-port',
  etsCalls: 'loading-discharging-only',
};

export function resolveOptions(partial: Partial<EngineOptions> = {}): EngineOptions {
  return { ...DEFAULT_OPTIONS, ...partial };
}
