import type { PortDistanceInput } from '../../../__generated__/graphql';
import { legKey, pointLabel, routePoint, type LegAnswer, type LegRequest } from './grid-legs';

/** A leg of the grid that could not be measured (a port the router does not know, no sea route). */
export interface LegFailure {
  /** The pair's answer key ('portA_portB'), as legKey gives it. */
  key: string;
  /** The row the leg arrives at. */
  rowKey: string;
  /** The List of Errors entry, naming both ends and the server's reason. */
  message: string;
}

/** A refused distance request: the field the server names (`routeList[2].to`) and its message. */
export interface LegRefusal {
  field: string | null;
  message: string;
}

export type AskDistances = (input: PortDistanceInput) => Promise<readonly LegAnswer[]>;

export const legFailureMessage = (from: string, to: string, reason: string) =>
  `Leg ${from} → ${to} could not be measured: ${reason}`;

const PAIR_FIELD = /^routeList\[(\d+)\]/;

/**
 * Measures a leg request so that one bad leg never hides the others nor keeps an old distance: when the
 * server refuses the request naming a point, the pairs are asked one list at a time (routeList), each
 * refusal naming its pair, which is set aside as a failure, until the rest is measured. A refusal that
 * names no pair (the network, a session) is thrown as it came.
 */
export async function measureLegs(
  req: LegRequest,
  ask: AskDistances,
  refusalOf: (error: unknown) => LegRefusal | null,
): Promise<{ answer: readonly LegAnswer[]; failures: LegFailure[] }> {
  try {
    return { answer: await ask(req.input), failures: [] };
  } catch (error) {
    if (!refusalOf(error)?.field) throw error;
  }
  const failures: LegFailure[] = [];
  let pairs = [...req.pairs];
  while (pairs.length > 0) {
    try {
      const input = {
        ...req.input,
        portList: [],
        routeList: pairs.map(([from, to]) => ({ from: routePoint(from), to: routePoint(to) })),
      };
      return { answer: await ask(input), failures };
    } catch (error) {
      const refusal = refusalOf(error);
      const index = Number(PAIR_FIELD.exec(refusal?.field ?? '')?.[1] ?? NaN);
      const pair = pairs[index];
      if (!refusal || !pair) throw error;
      const [from, to] = pair;
      failures.push({
        key: legKey(from, to),
        rowKey: to.key,
        message: legFailureMessage(pointLabel(from), pointLabel(to), refusal.message),
      });
      pairs = pairs.filter((_, i) => i !== index);
    }
  }
  return { answer: [], failures };
}
