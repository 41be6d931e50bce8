import type { OperationKind, OperationRow } from './types.js';

/** Where the cargo rows sit in an itinerary: row indexes, -1 when there is no such row. */
export interface ItineraryFacts {
  /** The first and the last Loading row. */
  firstLoad: number;
  lastLoad: number;
  /** The first Discharging row anywhere (the walk's), and the first after the last Loading row (the draft check's). */
  firstDischarge: number;
  dischargeAfterLoad: number;
  /**
   * D13's ports of call (Bunkering and Passing rows are not calls): prevCall[i], the last call at or before
   * row i (row 0, the open port, always is one); nextCall[i], the first at or after row i, or -1.
   */
  prevCall: readonly number[];
  nextCall: readonly number[];
}

/** D13: Bunkering and Passing rows are not ports of call. */
export const isCall = (op: OperationKind) => op !== 'Bunkering' && op !== 'Passing';

/** prevCall and nextCall of itineraryFacts. */
export function callIndexes(rows: readonly { operation: OperationKind }[]): { prevCall: number[]; nextCall: number[] } {
  const prevCall: number[] = [];
  const nextCall: number[] = new Array<number>(rows.length).fill(-1);
  for (let k = 0; k < rows.length; k++)
    prevCall.push(k === 0 || isCall(rows[k]!.operation) ? k : (prevCall[k - 1] ?? 0));
  for (let k = rows.length - 1; k >= 0; k--) nextCall[k] = isCall(rows[k]!.operation) ? k : (nextCall[k + 1] ?? -1);
  return { prevCall, nextCall };
}

/**
 * The cargo rows' places, found once per itinerary: every walk of every vessel reads them (the lift pass,
 * the walk's timeline), and they depend on the rows' operations alone.
 */
export function itineraryFacts(rows: readonly OperationRow[]): ItineraryFacts {
  let firstLoad = -1;
  let lastLoad = -1;
  let firstDischarge = -1;
  for (let i = 0; i < rows.length; i++) {
    const op = (rows[i] as OperationRow).operation;
    if (op === 'Loading') {
      if (firstLoad < 0) firstLoad = i;
      lastLoad = i;
    } else if (op === 'Discharging' && firstDischarge < 0) firstDischarge = i;
  }
  let dischargeAfterLoad = -1;
  for (let i = lastLoad + 1; i < rows.length; i++)
    if ((rows[i] as OperationRow).operation === 'Discharging') {
      dischargeAfterLoad = i;
      break;
    }
  return { firstLoad, lastLoad, firstDischarge, dischargeAfterLoad, ...callIndexes(rows) };
}
