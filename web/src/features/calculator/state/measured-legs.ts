import type { CalcOrderFieldsFragment } from '../../../__generated__/graphql';
import { legKey, legsFromAnswer, type LegAnswer } from '../utils/grid-legs';
import { draftFromOrder } from './draft-from-order';
import { setLegDistances } from './draft-ops';
import type { CalculatorDraft, OperationRow } from './types';

/** The last portDistances answer for an order's grid: the legs the calculator has routed. */
export interface MeasuredLegs {
  orderId: number;
  answer: readonly LegAnswer[];
  /** Keys ('portA_portB') of the legs that could not be measured: their rows carry no distance. */
  failed?: readonly string[];
}

/**
 * A draft with the order's measured legs written on its rows (each row finds its arriving leg by the
 * pair of ports, so rows that moved or changed port find their own or none). The same draft when the
 * legs belong to another order or change nothing.
 */
export function withMeasuredLegs(draft: CalculatorDraft, measured: MeasuredLegs | null): CalculatorDraft {
  if (!measured || measured.orderId !== draft.orderId) return draft;
  const legs = legsFromAnswer(draft.operations, measured.answer);
  // A leg that could not be measured is no distance at all, never the one the row had before.
  const failed = new Set(measured.failed ?? []);
  for (let i = 2; i < draft.operations.length; i++) {
    const row = draft.operations[i] as OperationRow;
    if (failed.has(legKey(draft.operations[i - 1] as OperationRow, row)))
      legs.set(row.key, { distNormal: 0, distEca: 0 });
  }
  return setLegDistances(draft, legs);
}

/**
 * A draft taken afresh from the stored order (Discard, the order dialog closed, the order re-read)
 * carrying the legs already routed for it, as the draft it replaces did: the stored rows hold the
 * distances of the last save, which the router has since replaced, and the ports have not changed, so
 * nothing would measure them again. Without this the same order priced different figures by path.
 */
export function freshDraft(order: CalcOrderFieldsFragment, measured: MeasuredLegs | null): CalculatorDraft {
  return withMeasuredLegs(draftFromOrder(order), measured);
}
