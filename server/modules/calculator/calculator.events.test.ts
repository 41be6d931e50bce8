import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { supramaxIndonesiaIndia } from '../../../tests/fixtures/estimates.js';
import { calculateFleet } from '../../../shared/voyage/index.js';
import { badInput } from '../../errors/app-error.js';
import { primed, toCalculationEvents } from './calculator.events.js';
import type { CalculationOutcome, StreamedVessel } from './calculator.service.js';
import { normaliseLegacyPayload } from './legacy-payload.js';

const calc = normaliseLegacyPayload(supramaxIndonesiaIndia());
const { results } = calculateFleet({ input: calc.input, options: calc.options });

function fakeStream(state: { closed: boolean; computed: number }): AsyncGenerator<StreamedVessel, CalculationOutcome> {
  return (async function* () {
    try {
      for (const [index, vessel] of results.entries()) {
        state.computed++;
        yield { vessel, index, total: results.length, referenceFleetId: '501', source: calc };
      }
      return { results, referenceFleetId: '501', savedResultId: 7, savedFleetId: '502' };
    } finally {
      state.closed = true;
    }
  })();
}

describe('calculation events', () => {
  it('maps every vessel then COMPLETE with the outcome, the run id on each', async () => {
    const state = { closed: false, computed: 0 };
    const events = [];
    for await (const e of toCalculationEvents(fakeStream(state), 'run-1')) events.push(e);
    expect(events.map((e) => [e.runId, e.referenceFleetId])).toEqual(Array(4).fill(['run-1', '501']));
    expect(events.map((e) => [e.kind, e.index, e.total])).toEqual([
      ['VESSEL', 0, 3],
      ['VESSEL', 1, 3],
      ['VESSEL', 2, 3],
      ['COMPLETE', 3, 3],
    ]);
    expect(events[0]!.vessel!.portToPortOperationResultMap.map((r) => r.index)).toEqual([0, 1, 2]);
    expect(events[3]).toMatchObject({ vessel: null, savedResultId: 7, savedFleetId: '502', referenceFleetId: '501' });
  });

  it('stops the service stream when the client leaves early', async () => {
    const state = { closed: false, computed: 0 };
    const events = await primed(toCalculationEvents(fakeStream(state)));
    expect((await events.next()).value).toMatchObject({ kind: 'VESSEL', index: 0 });
    await events.return(undefined);
    expect(state).toEqual({ closed: true, computed: 1 });
  });

  it('primed() surfaces the first failure before any event', async () => {
    // eslint-disable-next-line require-yield -- a stream that fails before its first event
    async function* failing(): AsyncGenerator<never> {
      throw badInput('cargoList[1].rate cannot be negative (got -1)', 'cargoList[1].rate');
    }
    await expect(primed(failing())).rejects.toMatchObject({ code: 'BAD_USER_INPUT', field: 'cargoList[1].rate' });
  });
});
