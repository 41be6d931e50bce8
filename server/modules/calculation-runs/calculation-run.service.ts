import { randomUUID } from 'node:crypto';
import { ERROR_CODES, INTERNAL_ERROR_CODE, type ErrorCode } from '../../../shared/errors/error-codes.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { assertRoute, type Actor } from '../auth/actor.js';
import type { BackgroundTasks } from '../auth/background.js';
import { primed, toCalculationEvents } from '../calculator/calculator.events.js';
import type { CalculatorService } from '../calculator/calculator.service.js';
import { CalculationEventKind, type CalculationEvent } from '../calculator/calculation-answer.types.js';
import type { NormalisedCalculation } from '../calculator/legacy-payload.js';
import type { RunBus, RunRecord } from './run-bus.js';

export type CalculationRunBus = RunBus<CalculationEvent>;

const isLast = (record: RunRecord<CalculationEvent>) =>
  record.error !== undefined || record.event.kind === CalculationEventKind.COMPLETE;

/**
 * Calculation runs (issue #19 item 6): a calculation started by one request (startCalculation) and followed
 * by another (the calculationRun subscription), on this process or any other that shares the run bus. The
 * run itself is the calculator's stream (calculateStream: the same engine, legs and autoSave as
 * calculationStream), computed on the process that started it.
 */
export class CalculationRunService {
  constructor(
    private readonly calculator: CalculatorService,
    private readonly bus: CalculationRunBus,
    private readonly background: BackgroundTasks,
  ) {}

  /**
   * Starts a run and answers its id. The input is checked before the answer (the first vessel is computed
   * first): a refused input or route is this call's error, never a run that fails at once.
   */
  async start(actor: Actor, calc: NormalisedCalculation): Promise<{ runId: string; total: number }> {
    assertRoute(actor, '/calculator');
    const events = await primed(toCalculationEvents(this.calculator.calculateStream(actor, calc)));
    const runId = randomUUID();
    await this.bus.create(runId, { userId: actor.id, organizationId: actor.organizationId });
    this.background.run(`calculation run ${runId}`, () => this.publish(runId, events));
    return { runId, total: calc.input.fleet.length };
  }

  /**
   * The run's events from its first, then as they come, ending with COMPLETE. Only the user who started the
   * run may follow it; anyone else (another user, another organization, an expired or unknown id) gets
   * NOT_FOUND, before the subscription is established.
   */
  async follow(actor: Actor, runId: string): Promise<AsyncGenerator<CalculationEvent>> {
    assertRoute(actor, '/calculator');
    const owner = await this.bus.owner(runId);
    if (!owner || owner.userId !== actor.id || owner.organizationId !== actor.organizationId) {
      throw notFound('Calculation run', runId);
    }
    return this.events(runId);
  }

  private async *events(runId: string): AsyncGenerator<CalculationEvent> {
    for await (const record of this.bus.follow(runId, isLast)) {
      if (record.error) throw runError(record.error);
      yield record.event;
    }
  }

  private async publish(runId: string, events: AsyncGenerator<CalculationEvent>): Promise<void> {
    let seq = 0;
    try {
      for await (const event of events) await this.bus.append(runId, { seq: seq++, event });
    } catch (err) {
      const known = err instanceof AppError;
      const error = known
        ? { message: err.message, code: err.code, ...(err.field === undefined ? {} : { field: err.field }) }
        : { message: 'Internal server error', code: INTERNAL_ERROR_CODE };
      await this.bus.append(runId, { seq, error });
      // Anything but an AppError is a bug: BackgroundTasks logs it with its stack.
      if (!known) throw err;
    }
  }
}

function runError(error: { message: string; code: string; field?: string }): Error {
  if ((ERROR_CODES as readonly string[]).includes(error.code)) {
    return new AppError(
      error.code as ErrorCode,
      error.message,
      error.field === undefined ? {} : { field: error.field },
    );
  }
  return new Error(error.message);
}
