import { describe, expect, it } from 'vitest';
import type { CalcOperationFieldsFragment, CalcOrderFieldsFragment } from '../../../__generated__/graphql';
import { calculateInput } from '../utils/calc-input';
import type { LegAnswer } from '../utils/grid-legs';
import { draftFromOrder, rebaseDraft } from './draft-from-order';
import { patchOperation } from './draft-ops';
import type { StoredOrderFields } from './stored-order.fixture';
import { freshDraft, withMeasuredLegs, type MeasuredLegs } from './measured-legs';

type Op = CalcOperationFieldsFragment;

const op = (id: number, index: number, operation: Op['operation'], fields: Partial<Op> = {}): Op =>
  ({
    id: `PortOperation-${id}`,
    databaseId: id,
    index,
    operation,
    port: '',
    rate: 0,
    distNormal: 0,
    distEca: 0,
    lbmarker: 'BALLAST',
    ...fields,
  }) as Op;

/** The order: stored Kamsar -> Singapore at 9,250 nm, no ECA (the distances of its last save). */
function order(fields: StoredOrderFields = {}): CalcOrderFieldsFragment {
  return {
    id: 'Order-7',
    databaseId: 7,
    name: 'Bauxite',
    freightMode: 'SINGLE_FREIGHT',
    updatedAt: '2026-11-20T00:00:00.000Z',
    operations: [
      op(1, 0, 'COMMENCE'),
      op(2, 1, 'LOADING', { port: 'Kamsar', rate: 30000 }),
      op(3, 2, 'DISCHARGING', { port: 'Singapore', rate: 25000, distNormal: 9250, distEca: 0, lbmarker: 'LADEN' }),
    ],
    cargoExtraDetails: [],
    ...fields,
  } as unknown as CalcOrderFieldsFragment;
}

const end = (name: string) => ({ name, lat: 0, lng: 0 });
/** What the router answered for the grid: 6,897 nm of which 1,954 in ECA. */
const routed: LegAnswer[] = [
  { key: 'Kamsar_Singapore', distNormal: 6897, distEca: 1954, from: end('Kamsar'), to: end('Singapore') },
];
const measured: MeasuredLegs = { orderId: 7, answer: routed };

/** The calculation request a draft sends (no fleet needed: the rows are what differ by path). */
const request = (d: ReturnType<typeof draftFromOrder>) => calculateInput(d, []);

describe('the same order through each path', () => {
  // First shown (and after a page reload): the stored rows, then the routed legs synced onto them.
  const shown = withMeasuredLegs(draftFromOrder(order()), measured);

  it('first shown carries the routed legs', () => {
    expect(shown.operations[2]).toMatchObject({ distNormal: 6897, distEca: 1954 });
  });

  it('Discard after an edit gives the request of the order as first shown', () => {
    const edited = patchOperation(shown, '2', { rate: 12000 });
    expect(request(edited)).not.toEqual(request(shown));
    expect(request(freshDraft(order(), measured))).toEqual(request(shown));
  });

  it('the order dialog closed without a change (order re-read) gives the same request', () => {
    const reread = order({ updatedAt: '2026-11-20T00:05:00.000Z' });
    const closed = freshDraft(reread, measured);
    expect(request(closed).cargoList).toEqual(request(shown).cargoList);
    // With unsaved calculator edits the dialog's reload rebases them: the routed legs stay too.
    const rebased = rebaseDraft(patchOperation(shown, '2', { speedNormal: 12 }), reread);
    expect(rebased.operations[2]).toMatchObject({ distNormal: 6897, distEca: 1954 });
  });

  it('the stored distances alone are what the bug priced (the test fails without the legs)', () => {
    expect(request(draftFromOrder(order()))).not.toEqual(request(shown));
    expect(draftFromOrder(order()).operations[2]).toMatchObject({ distNormal: 9250, distEca: 0 });
  });

  it('legs of another order, or of a pair no longer in the grid, change nothing', () => {
    const d = draftFromOrder(order());
    expect(withMeasuredLegs(d, { orderId: 8, answer: routed })).toBe(d);
    const moved = freshDraft(
      order({
        operations: [
          op(1, 0, 'COMMENCE'),
          op(2, 1, 'LOADING', { port: 'Kamsar' }),
          op(3, 2, 'DISCHARGING', { port: 'Qingdao', distNormal: 10500 }),
        ],
      }),
      measured,
    );
    expect(moved.operations[2]).toMatchObject({ distNormal: 10500 });
  });
});
