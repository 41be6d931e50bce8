import type { Explanation } from './result-types.js';

/** Premiums against the reference vessel and the tcEq figures behind them (none without a reference). */
export interface Premiums {
  vesselPremium: number | null;
  positionPremium: number | null;
  explain: Explanation['premiums'];
}

/** The premiums of a fleet without a reference vessel: none, with the vessel's own tcEq, USD/day. */
export function noPremiums(args: { tcEq: number }): Premiums {
  return {
    vesselPremium: null,
    positionPremium: null,
    explain: {
      referenceFleetId: null,
      tcEqReferenceAtReference: null,
      tcEqAtReferencePosition: null,
      tcEqOwn: args.tcEq,
    },
  };
}
