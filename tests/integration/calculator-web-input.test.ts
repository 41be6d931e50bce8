import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calcFleetEntryFields,
  calcOrderFields,
  calculateMutation,
  calculatorFleetQuery,
  calculatorOrderQuery,
  calculatorOrderListQuery,
  saveCalculatorOrderMutation,
} from '../../web/src/features/calculator/graphql/calculator.js';
import { draftFromOrder } from '../../web/src/features/calculator/state/draft-from-order.js';
import {
  addOperation,
  patchExtra,
  patchOperation,
  moveOperation,
} from '../../web/src/features/calculator/state/draft-ops.js';
import type { CalculatorDraft, FleetEntry, OperationRow } from '../../web/src/features/calculator/state/types.js';
import { calculateInput } from '../../web/src/features/calculator/utils/calc-input.js';
import { orderInput } from '../../web/src/features/calculator/utils/order-input.js';
import type {
  CalculateOnceMutation,
  CalculatorFleetQuery,
  CalculatorOrderListQuery,
  CalculatorOrderQuery,
  SaveCalculatorOrderMutation,
} from '../../web/src/__generated__/graphql.js';
import { getFragmentData } from '../../web/src/__generated__/index.js';
import { fullResult } from '../helpers/calculator-results.js';
import { gql, loginToken } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/**
 * The web calculator's own documents and input builders against the real server: what the screen sends
 * is accepted, priced for every vessel in grid order, saved as a voyage, and written back to the order.
 * (Type-checked by tsconfig.web-tests.json, not the root tsconfig: the web modules use bundler-style imports.)
 */
describe('calculator web input against the API', () => {
  let server: TestServer;
  let token: string;
  let draft: CalculatorDraft;
  let fleet: FleetEntry[];

  async function call<T>(doc: DocumentNode, variables: Record<string, unknown> = {}) {
    const res = await gql<T>(server.url, print(doc), variables, token);
    expect(res.errors ?? []).toEqual([]);
    return res.data as T;
  }

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    token = await loginToken(server.url, 'admin@demo.example');
    const list = await call<CalculatorOrderListQuery>(calculatorOrderListQuery, { page: { limit: 100, offset: 0 } });
    const first = list.myOrders.content[0]!;
    const order = await call<CalculatorOrderQuery>(calculatorOrderQuery, { id: first.databaseId });
    draft = draftFromOrder(getFragmentData(calcOrderFields, order.order));
    fleet = getFragmentData(calcFleetEntryFields, (await call<CalculatorFleetQuery>(calculatorFleetQuery)).myFleet);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('prices every fleet entry with the rows in grid order', async () => {
    expect(fleet.length).toBeGreaterThan(1);
    const out = await call<CalculateOnceMutation>(calculateMutation, { payload: calculateInput(draft, fleet) });
    expect(out.calculate.results.map((r) => fullResult(r).fleetId)).toEqual(fleet.map((e) => String(e.databaseId)));
    for (const r of out.calculate.results.map(fullResult)) {
      expect(Number.isFinite(r.tcEq)).toBe(true);
      expect(r.portToPortOperationResultMap.map((row) => row.rowId)).toEqual(
        draft.operations.map((o: OperationRow) => o.key),
      );
    }
    expect(out.calculate.savedResultId).toBeNull();
  });

  it('follows an added and moved row, and a rate change moves the result', async () => {
    const before = await call<CalculateOnceMutation>(calculateMutation, { payload: calculateInput(draft, fleet) });
    const port = draft.operations.at(-1)!.port;
    const withPassing = addOperation(draft, { operation: 'PASSING', port }, 2);
    const moved = moveOperation(withPassing, 2, withPassing.operations.length - 1);
    expect(moved.operations.at(-1)!.operation).toBe('PASSING');
    const loading = moved.operations.find((o: OperationRow) => o.operation === 'LOADING')!;
    const slower = patchOperation(moved, loading.key, { rate: loading.rate / 4 });
    const after = await call<CalculateOnceMutation>(calculateMutation, { payload: calculateInput(slower, fleet) });
    const rows = fullResult(after.calculate.results[0]!).portToPortOperationResultMap;
    expect(rows.map((r) => r.rowId)).toEqual(slower.operations.map((o: OperationRow) => o.key));
    expect(rows.at(-1)!.operation).toBe('PASSING');
    expect(fullResult(after.calculate.results[0]!).voyageDays).toBeGreaterThan(
      fullResult(before.calculate.results[0]!).voyageDays,
    );
  });

  it('saves the selected entry as a voyage under its label', async () => {
    const target = fleet[1]!;
    const out = await call<CalculateOnceMutation>(calculateMutation, {
      payload: calculateInput(draft, fleet, { fleetId: target.databaseId, saveLabel: 'Web input check' }),
    });
    expect(out.calculate.savedFleetId).toBe(String(target.databaseId));
    expect(out.calculate.savedResultId).toEqual(expect.any(Number));
    const voyages = await call<{ voyages: { content: { saveLabel: string; vessel: string }[] } }>(
      (await import('graphql')).parse('query { voyages(scope: MINE) { content { saveLabel vessel } } }'),
    );
    expect(voyages.voyages.content).toContainEqual({ saveLabel: 'Web input check', vessel: target.vesselName });
    // The stored rows carry what the read-only view shows, the cargo name included.
    const stored = await call<{ savedResult: { portOperation: { cargo?: string | null; id: string }[] } }>(
      (await import('graphql')).parse(`query { savedResult(id: ${out.calculate.savedResultId}) { portOperation } }`),
    );
    const loading = draft.operations.find((o: OperationRow) => o.operation === 'LOADING')!;
    expect(loading.cargo).toBeTruthy();
    expect(stored.savedResult.portOperation.find((r) => r.id === loading.key)?.cargo).toBe(loading.cargo);
  });

  it('writes the draft back to the order in one save, extra details included', async () => {
    const loading = draft.operations.find((o: OperationRow) => o.operation === 'LOADING')!;
    const edited = patchExtra(patchOperation(draft, loading.key, { rate: 12_345 }), loading.key, { speedFactor: 5 });
    const saved = await call<SaveCalculatorOrderMutation>(saveCalculatorOrderMutation, { input: orderInput(edited) });
    const fresh = draftFromOrder(getFragmentData(calcOrderFields, saved.saveOrder));
    expect(fresh.operations.map((o: OperationRow) => o.key)).toEqual(draft.operations.map((o: OperationRow) => o.key));
    const row = fresh.operations.find((o: OperationRow) => o.key === loading.key)!;
    expect(row.rate).toBe(12_345);
    expect(row.extra.speedFactor).toBe(5);
    expect(row.extra.id).toEqual(expect.any(Number));
  });
});
