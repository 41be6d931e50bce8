import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calcFleetEntryFields,
  calcOrderFields,
  calculateMutation,
  calculatorFleetQuery,
  calculatorOrderListQuery,
  calculatorOrderQuery,
} from '../../web/src/features/calculator/graphql/calculator.js';
import { draftFromOrder } from '../../web/src/features/calculator/state/draft-from-order.js';
import type { CalculatorDraft, FleetEntry } from '../../web/src/features/calculator/state/types.js';
import { calculateInput } from '../../web/src/features/calculator/utils/calc-input.js';
import { getFragmentData } from '../../web/src/__generated__/index.js';
import { calcTableSpeedFields } from '../../web/src/features/calculator/graphql/result-fields.js';
import { fullResult } from '../helpers/calculator-results.js';
import {
  saveVesselEditorMutation,
  vesselEditorFields,
  vesselEditorQuery,
} from '../../web/src/features/vessels/graphql/vessel-editor.js';
import { editorFormOf, editorInput, toggleSelected } from '../../web/src/features/vessels/utils/vessel-editor-form.js';
import type {
  CalculateOnceMutation,
  CalculatorFleetQuery,
  CalculatorOrderListQuery,
  CalculatorOrderQuery,
  SaveVesselEditorMutation,
  VesselEditorQuery,
} from '../../web/src/__generated__/graphql.js';
import { gql, loginToken } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/**
 * The vessel information editor's save is what the next calculation uses: the editor's own documents and
 * form builders update a catalogue vessel's consumption table, the fleet entries made from it follow in
 * the same transaction, and the calculator (its own documents and input builder) prices the new figures.
 */
describe('vessel editor -> next calculation (GraphQL)', () => {
  let server: TestServer;
  let token: string;
  let draft: CalculatorDraft;

  async function call<T>(doc: DocumentNode, variables: Record<string, unknown> = {}) {
    const res = await gql<T>(server.url, print(doc), variables, token);
    expect(res.errors ?? []).toEqual([]);
    return res.data as T;
  }

  const myFleet = async (): Promise<FleetEntry[]> =>
    getFragmentData(calcFleetEntryFields, (await call<CalculatorFleetQuery>(calculatorFleetQuery)).myFleet);

  async function priced(fleet: FleetEntry[], entryId: number) {
    const out = await call<CalculateOnceMutation>(calculateMutation, { payload: calculateInput(draft, fleet) });
    return out.calculate.results.map(fullResult).find((r) => r.fleetId === String(entryId))!;
  }

  beforeAll(async () => {
    server = await startTestServer({ catalogue: true });
    token = await loginToken(server.url, 'admin@demo.example');
    const list = await call<CalculatorOrderListQuery>(calculatorOrderListQuery, { page: { limit: 100, offset: 0 } });
    const order = await call<CalculatorOrderQuery>(calculatorOrderQuery, { id: list.myOrders.content[0]!.databaseId });
    const fromOrder = draftFromOrder(getFragmentData(calcOrderFields, order.order));
    // Legs that give no speed of their own run at the vessel's selected row (voyage-model section 2).
    draft = { ...fromOrder, operations: fromOrder.operations.map((o) => ({ ...o, speedNormal: 0, speedECA: 0 })) };
  });

  afterAll(async () => {
    await server?.close();
  });

  it('a changed laden consumption of the selected row is the fuel the next calculation burns', async () => {
    const fleet = await myFleet();
    const entry = fleet.find((e) => e.vesselId != null);
    expect(entry, 'the demo fleet has an entry made from a catalogue vessel').toBeDefined();
    const before = await priced(fleet, entry!.databaseId);
    const vesselId = entry!.vesselId!;

    // Tick laden row 2 and give it a much larger consumption in every grade, as a user would in the editor.
    const vessel = getFragmentData(
      vesselEditorFields,
      (await call<VesselEditorQuery>(vesselEditorQuery, { id: vesselId })).vessel,
    );
    let form = editorFormOf(vessel);
    if (!form.flags.vesselLadComb2Selected) form = { ...form, flags: toggleSelected(form.flags, 'Ldn', 2) };
    const speed = Number(form.numbers.vesselLdnSpd2) || 12;
    form.numbers = {
      ...form.numbers,
      vesselLdnSpd2: String(speed),
      vesselLdnConsmHS2: '77.5',
      vesselLdnConsmLS2: '76.5',
      vesselLdnConsmMGO2: '0.5',
    };
    const description = vessel.vesselExtraDetails?.vesselTextDescription ?? '';
    const saved = await call<SaveVesselEditorMutation>(saveVesselEditorMutation, {
      id: vesselId,
      input: editorInput(form, description),
    });
    const updated = getFragmentData(vesselEditorFields, saved.updateVessel);
    expect(updated.vesselLdnConsmHS2).toBe(77.5);
    expect(updated.vesselLadComb2Selected).toBe(true);

    // The calculator reloads its fleet; the entry's vessel record now carries the edited table.
    const after = await priced(await myFleet(), entry!.databaseId);
    const laden = getFragmentData(calcTableSpeedFields, after.selectedSpeeds.laden);
    expect(laden?.row).toBe(2);
    expect(laden?.knots).toBe(speed);
    expect(laden?.consumption).toEqual({ hs: 77.5, ls: 76.5, mgo: 0.5 });
    const total = (r: typeof before) => r.fuelByGrade.hs + r.fuelByGrade.ls + r.fuelByGrade.mgo;
    expect(total(after)).toBeGreaterThan(total(before));
    expect(after.details.fuelExpenses).toBeGreaterThan(before.details.fuelExpenses);
  });
});
