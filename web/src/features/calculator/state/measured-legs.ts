import type { CalcOrderFieldsFragment } from '../../../__generated__/graphql';
import { legsFromAnswer, type LegAnswer } from '../utils/grid-legs';
import { draftFromOrder } from './draft-from-order';
import { setLegDistances } from './draft-ops';
import type { CalculatorDraft } from './types';

/** The last portDistances answer for an order's grid: the legs the calculator has routed. */
export interface MeasuredLegs {
  orderId: number;
  answer: readonly LegAnswer[];
}

/**
 * A draft with the order's measured legs written on its rows (each row finds its arriving leg by the
 * pair of ports, so rows that moved or changed port find their own or none). The same draft when the
 * legs belong to another order or change nothing.
 */
export function withMeasuredLegs(draft: CalculatorDraft, measured: MeasuredLegs | null): CalculatorDraft {
  if (!measured || measured.orderId !== draft.orderId) return draft;
  return setLegDistances(draft, legsFromAnswer(draft.operations, measured.answer));
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
