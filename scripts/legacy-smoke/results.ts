import { asRestPayload } from '../../tests/fixtures/estimate-formats.js';
import { supramaxIndonesiaIndia } from '../../tests/fixtures/estimates.js';
import { check, errorBody, PAGE, shape, type Json, type SmokeArea } from './check.js';

const ROW = {
  id: 'number',
  saveLabel: 'string',
  vessel: 'string',
  name: 'string',
  firstLoadPort: 'string|null',
  lastDischargePort: 'string|null',
  loadQuantity: 'number',
  createdDate: 'string',
} as const;
const page = (body: Json) => [
  ...shape(body, PAGE),
  ...(body?.content ?? []).slice(0, 3).flatMap((r: unknown, i: number) => shape(r, ROW, `content[${i}]`)),
];
const LABEL = `smoke ${Date.now()}`;

function calculateAndSave() {
  const payload = supramaxIndonesiaIndia();
  payload.autoSave = true;
  Object.assign(payload.fleetList[0]!, { selectedForSave: true, saveLabel: LABEL });
  return asRestPayload(payload);
}

/** Saved results and voyages: a result saved through "Calculate & Save", listed, searched, opened, deleted. */
export const resultsArea: SmokeArea = {
  area: 'results',
  checks: [
    check(
      'POST /calculate/multiple/old (autoSave)',
      () => ({ path: '/calculate/multiple/old', body: calculateAndSave() }),
      (body, ctx) => {
        ctx.state.resultId = (Object.values(body ?? {}) as { savedResultId?: number }[]).find(
          (v) => v.savedResultId,
        )?.savedResultId;
        return typeof ctx.state.resultId === 'number' ? [] : ['a saved result id should come back'];
      },
    ),
    check('GET /result/allSavedResults', () => ({ path: '/result/allSavedResults?limit=10&offset=0' }), page),
    check(
      'GET /result/allVoyageResultsByChar',
      () => ({ path: `/result/allVoyageResultsByChar?searchParam=${encodeURIComponent(LABEL)}&offset=0` }),
      (body, ctx) => [
        ...page(body),
        ...(body?.content?.some((r: { id: number }) => r.id === ctx.state.resultId)
          ? []
          : ['the new result should be found']),
      ],
    ),
    check(
      'GET /result/resultById',
      (ctx) => ({ path: `/result/resultById?id=${ctx.state.resultId}` }),
      (body) => [
        ...shape(body, ROW),
        ...shape(
          body?.saveResultDTO,
          { calculatorResult: 'object', cargoOrder: 'object', fleet: 'object', portOperation: 'array' },
          'body.saveResultDTO',
        ),
      ],
    ),
    check(
      'DELETE /result/deleteById',
      (ctx) => ({ path: `/result/deleteById?id=${ctx.state.resultId}` }),
      (body) =>
        body?.message === 'Result deleted successfully' ? [] : ["message should be 'Result deleted successfully'"],
    ),
    {
      name: 'GET /result/resultById (error body)',
      async run(ctx) {
        const answer = await ctx.call('GET', `/result/resultById?id=${ctx.state.resultId}`);
        return { answer, problems: errorBody(answer, 404, 'NOT_FOUND') };
      },
    },
  ],
};
