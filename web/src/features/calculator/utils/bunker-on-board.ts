import type { RowResult } from '../state/types';
import type { GradeAmounts } from './bunker-rules';

/** The engine's bunkers on board at one row, t per grade. */
export interface RowOnBoard {
  arrival: GradeAmounts;
  departure: GradeAmounts;
}

/** A row result as stored or streamed: results saved before the engine reported bunkers lack them. */
type OnBoardSource = Pick<RowResult, 'rowId'> & {
  bunkersOnArrival?: GradeAmounts | null;
  bunkersOnDeparture?: GradeAmounts | null;
};

const grades = (g: GradeAmounts): GradeAmounts => ({ hs: g.hs, ls: g.ls, mgo: g.mgo });

/**
 * The Bunker Supply Table's bunkers on board, keyed by row key (the engine's rowId): exactly the
 * figures of the active vessel's result, which walks the settlement's on-hire events. Rows the result
 * does not cover, or a saved result without the figures, are left out (shown as blank).
 */
export function onBoardByRow(results: readonly OnBoardSource[]): Map<string, RowOnBoard> {
  const out = new Map<string, RowOnBoard>();
  for (const r of results) {
    if (r.bunkersOnArrival && r.bunkersOnDeparture) {
      out.set(r.rowId, { arrival: grades(r.bunkersOnArrival), departure: grades(r.bunkersOnDeparture) });
    }
  }
  return out;
}
