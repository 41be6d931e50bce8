import type { FleetEntry, OperationRow, RowResult } from '../state/types';
import { suppliedOf, type GradeAmounts } from './bunker-rules';

/**
 * Bunkers on board on arrival at each row, t per grade, for the Bunker Supply Table: the fleet entry's
 * bunkers on delivery, less what the vessel burns on hire (sea legs, then port stays), plus what each row
 * supplies. Keyed by row key; rows the result does not cover are left out. Figures below zero (a
 * shortfall bought later) show as 0.
 */
export function arrivalBunkers(args: {
  entry: Pick<FleetEntry, 'bnkDelhs' | 'bnkDells' | 'bnkDelmgo'>;
  rows: readonly OperationRow[];
  results: readonly RowResult[];
}): Map<string, GradeAmounts> {
  const byRow = new Map(args.results.map((r) => [r.rowId, r]));
  const rob: GradeAmounts = { hs: args.entry.bnkDelhs, ls: args.entry.bnkDells, mgo: args.entry.bnkDelmgo };
  const out = new Map<string, GradeAmounts>();
  for (const row of args.rows) {
    const result = byRow.get(row.key);
    if (!result) continue;
    const supplied = suppliedOf(row.extra);
    for (const g of ['hs', 'ls', 'mgo'] as const) {
      if (result.onHire) rob[g] -= result.seaFuel[g];
    }
    out.set(row.key, { hs: Math.max(0, rob.hs), ls: Math.max(0, rob.ls), mgo: Math.max(0, rob.mgo) });
    for (const g of ['hs', 'ls', 'mgo'] as const) {
      rob[g] += supplied[g] - (result.onHire ? result.portFuel[g] : 0);
    }
  }
  return out;
}
