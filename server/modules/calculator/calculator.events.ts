import type { CalculationOutcome, StreamedVessel } from './calculator.service.js';
import { CalculationEventKind, toVesselResultGql, type CalculationEvent } from './calculation-answer.types.js';

/**
 * The service's stream as subscription events: VESSEL per result, then one COMPLETE with the outcome, each
 * with `runId` (a kept run's id, run-results.ts; else null). A client that unsubscribes early stops the
 * service's stream too (no further vessel is computed).
 */
export async function* toCalculationEvents(
  stream: AsyncGenerator<StreamedVessel, CalculationOutcome<unknown>>,
  runId: string | null = null,
): AsyncGenerator<CalculationEvent> {
  let finished = false;
  try {
    for (;;) {
      const step = await stream.next();
      if (step.done) {
        finished = true;
        yield { ...complete(step.value), runId };
        return;
      }
      const { vessel, index, total, referenceFleetId } = step.value;
      yield {
        kind: CalculationEventKind.VESSEL,
        vessel: toVesselResultGql(vessel),
        index,
        total,
        referenceFleetId,
        savedResultId: null,
        savedFleetId: null,
        runId,
      };
    }
  } finally {
    if (!finished) await stream.return(undefined as never);
  }
}

function complete(o: CalculationOutcome<unknown>): CalculationEvent {
  const total = o.results.length;
  return {
    kind: CalculationEventKind.COMPLETE,
    vessel: null,
    index: total,
    total,
    referenceFleetId: o.referenceFleetId,
    savedResultId: o.savedResultId,
    savedFleetId: o.savedFleetId,
    runId: null,
  };
}

/**
 * Pulls the first event before the subscription is established, so a refused route or a bad input is
 * the subscription's error result (with its code and field) rather than a failure mid-stream.
 */
export async function primed<T>(events: AsyncGenerator<T>): Promise<AsyncGenerator<T>> {
  const first = await events.next();
  async function* replay(): AsyncGenerator<T> {
    try {
      if (first.done) return;
      yield first.value;
      yield* events;
    } finally {
      // Also when the client leaves on the first event, before yield* took over; a no-op once done.
      await events.return(undefined);
    }
  }
  return replay();
}
