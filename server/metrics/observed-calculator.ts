import type { NormalisedCalculation } from '../modules/calculator/legacy-payload.js';
import { CalculatorService } from '../modules/calculator/calculator.service.js';
import type { Actor } from '../modules/auth/actor.js';
import type { AppMetrics } from './app-metrics.js';

type Outcome = Awaited<ReturnType<CalculatorService['calculate']>>;
type Streamed = ReturnType<CalculatorService['calculateStream']>;

/** The calculator, each calculation timed into /metrics (whole or streamed, finished or failed). */
export class ObservedCalculatorService extends CalculatorService {
  constructor(
    private readonly metrics: AppMetrics,
    ...args: ConstructorParameters<typeof CalculatorService>
  ) {
    super(...args);
  }

  override async calculate(actor: Actor, request: NormalisedCalculation): Promise<Outcome> {
    const started = performance.now();
    try {
      const outcome = await super.calculate(actor, request);
      this.metrics.observeCalculation('whole', 'ok', seconds(started), request.input.fleet.length);
      return outcome;
    } catch (err) {
      this.metrics.observeCalculation('whole', 'error', seconds(started));
      throw err;
    }
  }

  override async *calculateStream(actor: Actor, request: NormalisedCalculation): Streamed {
    const started = performance.now();
    let outcome: 'ok' | 'error' | 'cancelled' = 'cancelled';
    try {
      const result = yield* super.calculateStream(actor, request);
      outcome = 'ok';
      return result;
    } catch (err) {
      outcome = 'error';
      throw err;
    } finally {
      // A stream the client left before its end (a newer run, the page closed) is 'cancelled': its time was spent.
      const vessels = outcome === 'ok' ? request.input.fleet.length : 0;
      this.metrics.observeCalculation('stream', outcome, seconds(started), vessels);
    }
  }
}

function seconds(started: number): number {
  return (performance.now() - started) / 1000;
}
